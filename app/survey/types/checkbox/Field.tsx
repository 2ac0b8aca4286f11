import { DetailInput, OptionInputs } from "../options";
import type { OptionValues } from "../options.server";
import type { FieldProps } from "../question";
import type { CheckboxQuestion } from "./answer.server";

export function CheckboxField({ question, values, error, detailError }: FieldProps<CheckboxQuestion, OptionValues>) {
  return (
    <fieldset className="question__fieldset" aria-labelledby="question-title">
      <OptionInputs type="checkbox" options={question.options} checked={values.answer} invalid={Boolean(error)} />
      <DetailInput values={values} error={detailError} options={question.options} />
    </fieldset>
  );
}
