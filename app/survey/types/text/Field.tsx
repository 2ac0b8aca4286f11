import { ANSWER_ERROR_ID, type FieldProps } from "../question";
import type { TextQuestion, TextValues } from "./answer.server";

export function TextField({ question, values, error }: FieldProps<TextQuestion, TextValues>) {
  return (
    <div className="field">
      <label htmlFor="question-text" className="visually-hidden">
        {question.title}
      </label>
      <textarea
        id="question-text"
        name="answer"
        rows={5}
        maxLength={question.maxLength}
        placeholder={question.placeholder}
        defaultValue={values.answer}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ANSWER_ERROR_ID : undefined}
      />
    </div>
  );
}
