import type { BudgetQuestion, BudgetValues } from "~/survey/types/budget/answer.server";
import { ANSWER_ERROR_ID, type FieldProps } from "../field";

export function BudgetField({ values, error }: FieldProps<BudgetQuestion, BudgetValues>) {
  return (
    <div className="field budget">
      <label htmlFor="question-budget">총 예산 (만 원)</label>
      <span className="budget__input">
        <input
          id="question-budget"
          name="budget"
          type="number"
          inputMode="numeric"
          min={5}
          step={5}
          placeholder="예: 50"
          defaultValue={values.budget}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ANSWER_ERROR_ID : undefined}
        />
        만 원
      </span>
    </div>
  );
}
