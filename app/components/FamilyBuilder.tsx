import { useLocation } from "@remix-run/react";
import { Checkbox, CheckboxGroup } from "~/components/form/CheckboxGroup";
import { InputField } from "~/components/form/Field";
import { type FormResult, formReply } from "~/components/form/reply";
import { FAMILY_LABELS, FAMILY_TYPES } from "~/utils/family";

/**
 * The builder's buttons post the whole form with `intent`: `add-member` adds the member in the adder,
 * `remove-member:{type}:{index}` removes one from the list. The server keeps the list in a draft
 * between posts and answers by showing the form again (familyFormStep in app/forms/family.server.ts);
 * a submit of the page's own form with a member left in the adder adds it first.
 */
export const FAMILY_INTENTS = { add: "add-member", removePrefix: "remove-member:" } as const;

const RELATION_OPTIONS = FAMILY_TYPES.map((type) => ({ value: type, label: FAMILY_LABELS[type] }));
const MEMBER_FIELDS = ["memberType", "memberAge", "memberLabel"];

/**
 * The family members of a form and an adder for more. Every button posts the whole form, so it works
 * the same without JavaScript. Used by sign-up and by the survey.
 */
export function FamilyBuilder(props: {
  legend: React.ReactNode;
  members: { type: string; index: number; text: string }[];
  /** The last post's reply: when it holds the adder's errors, the adder stays open with what was typed. */
  result: FormResult | undefined;
  describedBy?: string;
}) {
  const location = useLocation();
  const adding = formReply(props.result, { id: "member" }).errors(...MEMBER_FIELDS).length > 0;
  // Only a failed add shows the adder's values again: after a successful one they are in the list.
  const adder = formReply(adding ? props.result : undefined, { id: "member" });
  return (
    <fieldset id="family" className="family" aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      {props.members.length ? (
        // The family list is personal: blocked in session recordings (decision 59).
        <ul className="family__list" aria-label="추가한 가족" data-pii>
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
      <details key={location.key} className="family__adder" open={adding || undefined}>
        <summary className="button button--outline button--block">+ 가족 추가</summary>
        <div className="family__fields">
          <CheckboxGroup
            field={adder.field("memberType", { id: "member-type" })}
            legend="관계"
            type="radio"
            options={RELATION_OPTIONS}
            className="chips"
            optionClassName="chip-option"
          />
          <InputField field={adder.field("memberAge", { id: "member-age" })} label="나이" inputMode="numeric" maxLength={3} />
          <InputField
            field={adder.field("memberLabel", { id: "member-label" })}
            label="관계명 (기타만)"
            placeholder="예: 삼촌, 이모"
            maxLength={20}
          />
          <Checkbox field={adder.field("memberIsMe", { id: "member-is-me" })} label="이 사람이 나예요" />
          <button type="submit" name="intent" value={FAMILY_INTENTS.add} formNoValidate className="button button--primary button--block">
            추가하기
          </button>
        </div>
      </details>
    </fieldset>
  );
}
