import { useState } from "react";
import type { SurveyOption } from "~/models/survey-questions.server";

/**
 * Picks 1st..Nth choices. Without JavaScript: one select per rank. With it: tap the options in
 * order (tap again to take one back). Both send rank1..rankN, so the server sees the same form.
 */
export function RankingField(props: {
  options: SurveyOption[];
  ranks: number;
  initial: string[];
  hydrated: boolean;
  errorId: string | undefined;
}) {
  const [ranked, setRanked] = useState<string[]>(props.initial.filter(Boolean).slice(0, props.ranks));
  const labelOf = (value: string) => props.options.find((option) => option.value === value)?.label ?? value;

  if (!props.hydrated) {
    return (
      <div className="ranking">
        {Array.from({ length: props.ranks }, (_, index) => (
          <div className="field" key={index}>
            <label htmlFor={`rank${index + 1}`}>{index + 1}순위</label>
            <select id={`rank${index + 1}`} name={`rank${index + 1}`} defaultValue={props.initial[index] ?? ""} aria-describedby={props.errorId}>
              <option value="">선택해주세요</option>
              {props.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    );
  }

  function toggle(value: string) {
    setRanked((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : current.length < props.ranks ? [...current, value] : current,
    );
  }

  return (
    <div className="ranking">
      <p className="hint" id="ranking-help">
        중요한 순서대로 {props.ranks}개를 눌러주세요. 다시 누르면 취소돼요.
      </p>
      <ul className="ranking__options" aria-describedby={props.errorId ? `ranking-help ${props.errorId}` : "ranking-help"}>
        {props.options.map((option) => {
          const rank = ranked.indexOf(option.value) + 1;
          return (
            <li key={option.value}>
              <button
                type="button"
                className={`ranking__option${rank ? " is-ranked" : ""}`}
                aria-pressed={rank > 0}
                onClick={() => toggle(option.value)}
              >
                <span className="ranking__badge" aria-hidden="true">
                  {rank || ""}
                </span>
                {option.label}
                {rank ? <span className="visually-hidden"> ({rank}순위)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="hint" aria-live="polite">
        {ranked.length ? ranked.map((value, index) => `${index + 1}순위 ${labelOf(value)}`).join(" · ") : "아직 고르지 않았어요"}
      </p>
      {Array.from({ length: props.ranks }, (_, index) => (
        <input key={index} type="hidden" name={`rank${index + 1}`} value={ranked[index] ?? ""} />
      ))}
    </div>
  );
}
