import { ANSWER_ERROR_ID, type FieldProps } from "../question";
import type { DatesQuestion, DatesValues } from "./answer.server";

export function DatesField({ values, error, today }: FieldProps<DatesQuestion, DatesValues>) {
  const describedBy = error ? ANSWER_ERROR_ID : undefined;
  return (
    <div className="dates">
      <div className="field">
        <label htmlFor="question-start">떠나는 날</label>
        <input id="question-start" name="start" type="date" min={today} defaultValue={values.start} aria-describedby={describedBy} />
      </div>
      <div className="field">
        <label htmlFor="question-end">돌아오는 날</label>
        <input id="question-end" name="end" type="date" min={today} defaultValue={values.end} aria-describedby={describedBy} />
      </div>
      <label className="check">
        <input type="checkbox" name="undecided" value="on" defaultChecked={values.undecided} /> 아직 정하지 않았어요
      </label>
    </div>
  );
}
