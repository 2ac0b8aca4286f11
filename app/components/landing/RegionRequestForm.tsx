import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { formResultReader } from "~/utils/form-result";
import { useHydrated } from "~/utils/hydration";
import { formatPhone } from "~/utils/phone";
import type { RegionSuggestion } from "~/models/regions.server";

export interface RegionRequestValues {
  name?: string;
  phone?: string;
  province?: string;
  city?: string;
}

export interface RegionRequestActionData {
  result?: SubmissionResult<string[]>;
  /** Values to show again after a search or a pick without JavaScript. */
  values?: RegionRequestValues;
  /** Suggestions found by the server for a search without JavaScript. */
  suggestions?: RegionSuggestion[];
}

const BLUR_CLOSE_DELAY_MS = 200;

export function RegionRequestForm({ actionData }: { actionData: RegionRequestActionData | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const result = formResultReader(actionData?.result);
  const values = actionData?.values;
  const value = (name: keyof RegionRequestValues) => values?.[name] ?? result.value(name);
  const nameError = result.error("name");
  const phoneError = result.error("phone");
  const formError = result.error("") ?? nameError ?? phoneError;
  const errorId = "region-request-error";

  return (
    <Form method="post" action="/?index" preventScrollReset className="region-form" id="region-request-form" noValidate>
      <RegionCombobox
        defaultValue={value("name")}
        defaultProvince={value("province")}
        defaultCity={value("city")}
        invalid={Boolean(nameError)}
        errorId={errorId}
        hydrated={hydrated}
        serverSuggestions={actionData?.suggestions}
      />
      <div className="field">
        <label htmlFor="region-request-phone">연락처</label>
        <input
          id="region-request-phone"
          name="phone"
          type="tel"
          defaultValue={formatPhone(value("phone"))}
          aria-invalid={phoneError ? true : undefined}
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={13}
          aria-describedby={phoneError ? errorId : undefined}
          onInput={(event) => {
            event.currentTarget.value = formatPhone(event.currentTarget.value);
          }}
        />
      </div>
      {/* Honeypot: people never see or fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="region-request-website">웹사이트</label>
        <input id="region-request-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={errorId} className="form-error" role="alert">
        {formError ?? ""}
      </p>
      <button type="submit" name="intent" value="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? "신청 중..." : "오픈 알림 신청하기"}
      </button>
      <p className="fine-print">
        무료로 신청할 수 있으며, 입력하신 정보는 오픈 알림 문자 발송에만 사용됩니다.
      </p>
    </Form>
  );
}

function RegionCombobox(props: {
  defaultValue: string;
  defaultProvince: string;
  defaultCity: string;
  invalid: boolean;
  errorId: string;
  hydrated: boolean;
  serverSuggestions: RegionSuggestion[] | undefined;
}) {
  const listId = useId();
  const [text, setText] = useState(props.defaultValue);
  const [picked, setPicked] = useState({ province: props.defaultProvince, city: props.defaultCity });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const suggestions = useRegionSuggestions(text, props.hydrated && open);
  const expanded = props.hydrated && open && suggestions.length > 0;

  function pick(suggestion: RegionSuggestion) {
    setText(suggestion.fullAddress);
    setPicked({ province: suggestion.province, city: suggestion.city });
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="field combobox">
      <label htmlFor="region-request-name">희망 지역</label>
      <div className="combobox__row">
        <input
          id="region-request-name"
          name="name"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="예: 강릉, 경주, ㄱㄹ"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.invalid ? props.errorId : undefined}
          value={props.hydrated ? text : undefined}
          defaultValue={props.hydrated ? undefined : props.defaultValue}
          onChange={(event) => {
            setText(event.target.value);
            setPicked({ province: "", city: "" });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_DELAY_MS);
          }}
          onKeyDown={(event) => {
            if (!expanded) return;
            if (event.key === "ArrowDown") setActive((i) => (i + 1) % suggestions.length);
            else if (event.key === "ArrowUp") setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
            else if (event.key === "Escape") setOpen(false);
            else if (event.key === "Enter" && active >= 0 && suggestions[active]) pick(suggestions[active]!);
            else return;
            event.preventDefault();
          }}
        />
        {props.hydrated ? null : (
          <button type="submit" name="intent" value="search" formNoValidate className="button button--outline">
            지역 검색
          </button>
        )}
      </div>
      <input type="hidden" name="province" value={picked.province} />
      <input type="hidden" name="city" value={picked.city} />
      {expanded ? (
        <ul id={listId} role="listbox" className="combobox__list" aria-label="지역 추천">
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.fullAddress}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                clearTimeout(closeTimer.current);
                pick(suggestion);
              }}
            >
              {suggestion.fullAddress}
            </li>
          ))}
        </ul>
      ) : null}
      {!props.hydrated && props.serverSuggestions ? <ServerSuggestions suggestions={props.serverSuggestions} /> : null}
    </div>
  );
}

/** Suggestions for `text` from the server's district search (defaults for empty text), while `active`. */
function useRegionSuggestions(text: string, active: boolean): RegionSuggestion[] {
  const [suggestions, setSuggestions] = useState<RegionSuggestion[]>([]);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    fetch(`/api/regions?q=${encodeURIComponent(text.trim())}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { suggestions: [] }))
      .then((body: { suggestions: RegionSuggestion[] }) => setSuggestions(body.suggestions))
      .catch(() => undefined); // Aborted or offline: keep the last list; typing still works.
    return () => controller.abort();
  }, [text, active]);
  return suggestions;
}

/** Search results without JavaScript: each is a button that fills the field on the server. */
function ServerSuggestions({ suggestions }: { suggestions: RegionSuggestion[] }) {
  if (suggestions.length === 0) {
    return <p className="hint">일치하는 지역이 없어요. 입력한 이름 그대로 신청할 수도 있어요.</p>;
  }
  return (
    <fieldset className="server-suggestions">
      <legend>검색 결과에서 지역을 고르세요</legend>
      {suggestions.map((s) => (
        <button
          key={s.fullAddress}
          type="submit"
          name="intent"
          value={`pick:${s.province}|${s.city}`}
          formNoValidate
          className="chip"
        >
          {s.fullAddress}
        </button>
      ))}
    </fieldset>
  );
}
