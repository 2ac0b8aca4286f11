import { InputField } from "~/components/form/Field";
import type { CheckboxQuestion } from "~/survey/types/checkbox/answer.server";
import type { OptionValues } from "~/survey/types/options.server";
import type { SurveyOption } from "~/survey/types/question";
import type { SelectQuestion } from "~/survey/types/select/answer.server";
import { ANSWER_ERROR_ID, answerField, type FieldProps } from "./field";

/** The option types' component: radios for select, checkboxes for checkbox, and the detail field. */
export function OptionsField({ question, values, error, detailError }: FieldProps<SelectQuestion | CheckboxQuestion, OptionValues>) {
  return (
    <fieldset className="question__fieldset" aria-labelledby="question-title">
      <OptionInputs
        type={question.type === "select" ? "radio" : "checkbox"}
        options={question.options}
        checked={values.answer}
        invalid={Boolean(error)}
      />
      <DetailInput values={values} error={detailError} options={question.options} />
    </fieldset>
  );
}

/** The option types' inputs: one radio or checkbox per option, all named `answer`. */
function OptionInputs(props: { type: "radio" | "checkbox"; options: SurveyOption[]; checked: string[]; invalid: boolean }) {
  return (
    <div className="option-list">
      {props.options.map((option) => (
        <label key={option.value} className="option">
          <input
            type={props.type}
            name="answer"
            value={option.value}
            defaultChecked={props.checked.includes(option.value)}
            aria-describedby={props.invalid ? ANSWER_ERROR_ID : undefined}
          />
          <span>
            {option.label}
            {option.withInput ? " (직접 입력)" : null}
          </span>
        </label>
      ))}
    </div>
  );
}

/** The '직접 입력' field, when some option asks for words. */
function DetailInput({ values, error, options }: { values: OptionValues; error: string | undefined; options: SurveyOption[] }) {
  const withInput = options.filter((option) => option.withInput);
  if (withInput.length === 0) return null;
  return (
    <InputField
      field={answerField("detail", "question-detail", values.detail, error, "question-detail-error")}
      label={`'${withInput.map((option) => option.label).join(", ")}'를 골랐다면 적어주세요`}
      maxLength={100}
    />
  );
}
