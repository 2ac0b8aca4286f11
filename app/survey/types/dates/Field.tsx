import { InputField } from "~/components/form/Field";
import { answerField, type FieldProps } from "../question";
import type { DatesQuestion, DatesValues } from "./answer.server";

export function DatesField({ values, error, today }: FieldProps<DatesQuestion, DatesValues>) {
  return (
    <div className="dates">
      <InputField
        field={answerField("start", "question-start", values.start, error)}
        label="떠나는 날"
        type="date"
        min={today}
        showError={false}
      />
      <InputField
        field={answerField("end", "question-end", values.end, error)}
        label="돌아오는 날"
        type="date"
        min={today}
        showError={false}
      />
      <label className="check">
        <input type="checkbox" name="undecided" value="on" defaultChecked={values.undecided} /> 아직 정하지 않았어요
      </label>
    </div>
  );
}
