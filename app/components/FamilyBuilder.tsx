import { useLocation } from "@remix-run/react";
import { FAMILY_INTENTS, FAMILY_LABELS, FAMILY_TYPES } from "~/utils/family";

/**
 * The family members of a form and an adder for more. Every button posts the whole form (intents
 * `add-member` and `remove-member:{type}:{index}`); the server keeps the list in a draft, so it works
 * the same without JavaScript. Used by sign-up and by the survey.
 */
export function FamilyBuilder(props: {
  legend: React.ReactNode;
  members: { type: string; index: number; text: string }[];
  /** The last post was an add that failed: keep the adder open with what was typed. */
  adding: boolean;
  error: string | undefined;
  value: (name: string) => string;
  describedBy?: string;
}) {
  const location = useLocation();
  return (
    <fieldset id="family" className="family" aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      {props.members.length ? (
        <ul className="family__list" aria-label="추가한 가족">
          {props.members.map((entry) => (
            <li key={`${entry.type}-${entry.index}`} className="family__member">
              <span>{entry.text}</span>
              <button
                type="submit"
                name="intent"
                value={`${FAMILY_INTENTS.removePrefix}${entry.type}:${entry.index}`}
                formNoValidate
                className="button button--ghost button--small"
                aria-label={`${entry.text} 삭제`}
              >
                삭제
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">아직 추가한 가족이 없어요.</p>
      )}
      {/* The adder is a <details>: it opens without JavaScript, and stays open after a failed add. */}
      {/* Keyed by location: after each add or remove it starts closed and empty, as without script. */}
      <details key={location.key} className="family__adder" open={props.adding || undefined}>
        <summary className="button button--outline button--block">+ 가족 추가</summary>
        <div className="family__fields">
          <fieldset className="chips">
            <legend>관계</legend>
            {FAMILY_TYPES.map((type) => (
              <label key={type} className="chip-option">
                <input type="radio" name="memberType" value={type} defaultChecked={props.adding && props.value("memberType") === type} />
                <span>{FAMILY_LABELS[type]}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="member-age">나이</label>
            <input id="member-age" name="memberAge" type="text" inputMode="numeric" maxLength={3} defaultValue={props.adding ? props.value("memberAge") : ""} />
          </div>
          <div className="field">
            <label htmlFor="member-label">관계명 (기타만)</label>
            <input
              id="member-label"
              name="memberLabel"
              type="text"
              placeholder="예: 삼촌, 이모"
              maxLength={20}
              defaultValue={props.adding ? props.value("memberLabel") : ""}
            />
          </div>
          <label className="check">
            <input type="checkbox" name="memberIsMe" value="on" /> 이 사람이 나예요
          </label>
          {props.error ? (
            <p className="form-error" role="alert">
              {props.error}
            </p>
          ) : null}
          <button type="submit" name="intent" value={FAMILY_INTENTS.add} formNoValidate className="button button--primary button--block">
            추가하기
          </button>
        </div>
      </details>
    </fieldset>
  );
}
