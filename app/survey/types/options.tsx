import type { OptionValues } from "./options.server";
import { ANSWER_ERROR_ID, type SurveyOption } from "./question";

/** The option types' inputs: one radio or checkbox per option, all named `answer`. */
export function OptionInputs(props: { type: "radio" | "checkbox"; options: SurveyOption[]; checked: string[]; invalid: boolean }) {
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
export function DetailInput({ values, error, options }: { values: OptionValues; error: string | undefined; options: SurveyOption[] }) {
  const withInput = options.filter((option) => option.withInput);
  if (withInput.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor="question-detail">'{withInput.map((option) => option.label).join(", ")}'를 골랐다면 적어주세요</label>
      <input
        id="question-detail"
        name="detail"
        type="text"
        maxLength={100}
        defaultValue={values.detail}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "question-detail-error" : undefined}
      />
      {error ? (
        <p id="question-detail-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
