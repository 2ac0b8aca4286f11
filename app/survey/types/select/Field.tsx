import { DetailInput, OptionInputs } from "../options";
import type { OptionValues } from "../options.server";
import type { FieldProps } from "../question";
import type { SelectQuestion } from "./answer.server";

export function SelectField({ question, values, error, detailError }: FieldProps<SelectQuestion, OptionValues>) {
  return (
    <fieldset className="question__fieldset" aria-labelledby="question-title">
      <OptionInputs type="radio" options={question.options} checked={values.answer} invalid={Boolean(error)} />
      <DetailInput values={values} error={detailError} options={question.options} />
    </fieldset>
  );
}
