import { useState } from "react";

const PARTS = [
  { name: "morning", label: "아침" },
  { name: "afternoon", label: "오후" },
  { name: "evening", label: "저녁" },
] as const;

/**
 * Three percentages that must add up to 100. Without JavaScript: three number fields. With it,
 * sliders beside them and a running total that warns until it reaches 100%.
 */
export function EnergyField(props: { initial: string[]; hydrated: boolean; errorId: string | undefined; sumWarning: string }) {
  const [values, setValues] = useState(props.initial);
  const total = values.reduce((sum, value) => sum + (Number(value) || 0), 0);
  return (
    <div className="energy">
      {PARTS.map((part, index) => (
        <div className="energy__row" key={part.name}>
          <label htmlFor={`energy-${part.name}`}>{part.label}</label>
          {props.hydrated ? (
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
              value={props.hydrated ? values[index] : undefined}
              defaultValue={props.hydrated ? undefined : props.initial[index]}
              onChange={(event) => setValues((current) => current.map((value, i) => (i === index ? event.target.value : value)))}
              aria-describedby={props.errorId}
            />
            %
          </span>
        </div>
      ))}
      {props.hydrated ? (
        <p className={total === 100 ? "hint" : "field-error"} aria-live="polite">
          합계 {total}%{total === 100 ? "" : ` · ${props.sumWarning}`}
        </p>
      ) : (
        <p className="hint">세 값의 합계가 100%가 되어야 해요.</p>
      )}
    </div>
  );
}
