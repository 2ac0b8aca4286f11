import { useState } from "react";
import { ENERGY_SUM_WARNING } from "~/messages/survey";
import type { EnergyQuestion, EnergyValues } from "~/survey/types/energy/answer.server";
import { useHydrated } from "~/utils/hydration";
import { ANSWER_ERROR_ID, type FieldProps } from "../field";

const PARTS = [
  { name: "morning", label: "아침" },
  { name: "afternoon", label: "오후" },
  { name: "evening", label: "저녁" },
] as const;

/**
 * Three percentages that must add up to 100. Without JavaScript: three number fields. With it,
 * sliders beside them and a running total that warns until it reaches 100%.
 */
export function EnergyField({ values: initial, error }: FieldProps<EnergyQuestion, EnergyValues>) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial.energy);
  const total = values.reduce((sum, value) => sum + (Number(value) || 0), 0);
  const errorId = error ? ANSWER_ERROR_ID : undefined;
  return (
    <div className="energy">
      {PARTS.map((part, index) => (
        <div className="energy__row" key={part.name}>
          <label htmlFor={`energy-${part.name}`}>{part.label}</label>
          {hydrated ? (
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Number(values[index]) || 0}
              aria-label={`${part.label} 에너지 조절`}
              onChange={(event) => setValues((current) => current.map((value, i) => (i === index ? event.target.value : value)))}
            />
          ) : null}
          <span className="energy__input">
            <input
              id={`energy-${part.name}`}
              name={part.name}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={hydrated ? values[index] : undefined}
              defaultValue={hydrated ? undefined : initial.energy[index]}
              onChange={(event) => setValues((current) => current.map((value, i) => (i === index ? event.target.value : value)))}
              aria-describedby={errorId}
            />
            %
          </span>
        </div>
      ))}
      {hydrated ? (
        <p className={total === 100 ? "hint" : "field-error"} aria-live="polite">
          합계 {total}%{total === 100 ? "" : ` · ${ENERGY_SUM_WARNING}`}
        </p>
      ) : (
        <p className="hint">세 값의 합계가 100%가 되어야 해요.</p>
      )}
    </div>
  );
}
