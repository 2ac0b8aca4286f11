import { TextareaField } from "~/components/form/Field";
import type { TextQuestion, TextValues } from "~/survey/types/text/answer.server";
import { answerField, type FieldProps } from "../field";

export function TextField({ question, values, error }: FieldProps<TextQuestion, TextValues>) {
  return (
    <TextareaField
      field={answerField("answer", "question-text", values.answer, error)}
      label={<span className="visually-hidden">{question.title}</span>}
      showError={false}
      rows={5}
      maxLength={question.maxLength}
      placeholder={question.placeholder}
    />
  );
}
