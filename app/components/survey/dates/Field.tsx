import { InputField } from "~/components/form/Field";
import type { DatesQuestion, DatesValues } from "~/survey/types/dates/answer.server";
import { answerField, type FieldProps } from "../field";

export function DatesField({ values, error, today }: FieldProps<DatesQuestion, DatesValues>) {
  // Both ends are date boxes from Korea's today on; the question's one message stands under the form.
  const dateBox = (name: "start" | "end", label: string) => (
    <InputField
      field={answerField(name, `question-${name}`, values[name], error)}
      label={label}
      type="date"
      min={today}
      showError={false}
    />
  );
  return (
    <div className="dates">
      {dateBox("start", "떠나는 날")}
      {dateBox("end", "돌아오는 날")}
      <label className="check">
        <input type="checkbox" name="undecided" value="on" defaultChecked={values.undecided} /> 아직 정하지 않았어요
      </label>
    </div>
  );
}
