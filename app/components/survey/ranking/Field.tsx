import { useState } from "react";
import type { RankingQuestion, RankingValues } from "~/survey/types/ranking/answer.server";
import { useHydrated } from "~/utils/hydration";
import { ANSWER_ERROR_ID, type FieldProps } from "../field";

/**
 * Picks 1st..Nth choices. Without JavaScript: one select per rank. With it: tap the options in
 * order (tap again to take one back). Both send rank1..rankN, so the server sees the same form.
 */
export function RankingField({ question, values, error }: FieldProps<RankingQuestion, RankingValues>) {
  const hydrated = useHydrated();
  const { options, ranks } = question;
  const errorId = error ? ANSWER_ERROR_ID : undefined;
  const [ranked, setRanked] = useState<string[]>(values.ranks.filter(Boolean).slice(0, ranks));
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  if (!hydrated) {
    return (
      <div className="ranking">
        {Array.from({ length: ranks }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one field per rank, in rank order
          <div className="field" key={index}>
            <label htmlFor={`rank${index + 1}`}>{index + 1}순위</label>
            <select id={`rank${index + 1}`} name={`rank${index + 1}`} defaultValue={values.ranks[index] ?? ""} aria-describedby={errorId}>
              <option value="">선택해주세요</option>
              {options.map((option) => (
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
      current.includes(value) ? current.filter((item) => item !== value) : current.length < ranks ? [...current, value] : current,
    );
  }

  return (
    <div className="ranking">
      <p className="hint" id="ranking-help">
        중요한 순서대로 {ranks}개를 눌러주세요. 다시 누르면 취소돼요.
      </p>
      <ul className="ranking__options" aria-describedby={errorId ? `ranking-help ${errorId}` : "ranking-help"}>
        {options.map((option) => {
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
      {Array.from({ length: ranks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one field per rank, in rank order
        <input key={index} type="hidden" name={`rank${index + 1}`} value={ranked[index] ?? ""} />
      ))}
    </div>
  );
}
