import { useFormAction } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { RegionSuggestion } from "~/models/regions/regions.server";

const BLUR_CLOSE_DELAY_MS = 200;

/**
 * The field's buttons without JavaScript post the whole form with `intent`: `search` asks for
 * suggestions for the typed text, `pick:{province}|{city}` fills the field with one of them. Neither
 * writes anything: the action answers the form filled in again (regionFormStep in
 * app/forms/region.server.ts), and any other intent is the form's own submit.
 */
export const REGION_INTENTS = { search: "search", pickPrefix: "pick:" } as const;

/**
 * A Korean district field. With JavaScript it suggests districts while typing (asking /api/regions)
 * and fills hidden province and city fields when one is picked; without it, a search button and
 * the server's results (REGION_INTENTS).
 */
export function RegionCombobox(props: {
  id: string;
  /** The text field's name; province and city travel in hidden fields beside it. */
  name: string;
  label: string;
  defaultValue: string;
  defaultProvince: string;
  defaultCity: string;
  invalid: boolean;
  errorId: string;
  hydrated: boolean;
  serverSuggestions: RegionSuggestion[] | undefined;
  /** Offer the five default suggestions when the empty field gets focus (the landing page does). */
  showDefaults?: boolean;
  /** Said when a search without JavaScript finds nothing: what this form lets the visitor do next. */
  emptyHint?: string;
  /** Told which district is picked: the suggestion on a pick, null once the text changes. */
  onPickedChange?: (picked: RegionSuggestion | null) => void;
}) {
  const listId = useId();
  const [text, setText] = useState(props.defaultValue);
  const [picked, setPicked] = useState({ province: props.defaultProvince, city: props.defaultCity });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Text typed before the script arrived stays: it is taken over as the field's text when the field
  // becomes controlled (this runs in the same commit as the caller's hydration flag).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== props.defaultValue) {
      setText(typed);
      setPicked({ province: "", city: "" });
      props.onPickedChange?.(null);
    }
  }, []);
  const listing = props.hydrated && open && (props.showDefaults === true || text.trim() !== "");
  const suggestions = useRegionSuggestions(text, listing);
  const expanded = listing && suggestions.length > 0;
  // A list opened low on the screen would sit under a fixed bar (the product's price bar): bring it
  // up (the page's scroll-padding keeps it clear of the bar).
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView({ block: "nearest" });
  }, [expanded]);
  // Without JavaScript a search or a pick reloads the page: its address ends at this field, so the
  // browser shows the field and its results instead of the top of the page.
  const fieldId = `${props.id}-field`;
  const roundTrip = `${useFormAction()}#${fieldId}`;

  function pick(suggestion: RegionSuggestion) {
    setText(suggestion.fullAddress);
    setPicked({ province: suggestion.province, city: suggestion.city });
    setOpen(false);
    setActive(-1);
    props.onPickedChange?.(suggestion);
  }

  return (
    <div className="field combobox" id={fieldId}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="combobox__row">
        <input
          ref={inputRef}
          id={props.id}
          name={props.name}
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
            props.onPickedChange?.(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            // Coming back before the blur's timer fires must not let that timer close the list.
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
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
          <button
            type="submit"
            name="intent"
            value={REGION_INTENTS.search}
            formAction={roundTrip}
            formNoValidate
            className="button button--outline"
          >
            지역 검색
          </button>
        )}
      </div>
      <input type="hidden" name="province" value={picked.province} />
      <input type="hidden" name="city" value={picked.city} />
      {expanded ? (
        // The ARIA combobox pattern: focus stays in the input, which moves aria-activedescendant over these options.
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of options is the pattern
        <ul ref={listRef} id={listId} role="listbox" className="combobox__list" aria-label="지역 추천">
          {suggestions.map((suggestion, index) => (
            // Options are reached from the input's keys (aria-activedescendant); a tap picks one.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
            <li
              key={suggestion.fullAddress}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox
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
      {!props.hydrated && props.serverSuggestions ? (
        <ServerSuggestions suggestions={props.serverSuggestions} formAction={roundTrip} emptyHint={props.emptyHint ?? NO_MATCH_HINT} />
      ) : null}
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

const NO_MATCH_HINT = "검색 결과가 없어요. 시/군/구 이름으로 다시 검색해보세요.";

/** Search results without JavaScript: each is a button that fills the field on the server. */
function ServerSuggestions({
  suggestions,
  formAction,
  emptyHint,
}: {
  suggestions: RegionSuggestion[];
  formAction: string;
  emptyHint: string;
}) {
  if (suggestions.length === 0) {
    return (
      <p className="hint" role="status">
        {emptyHint}
      </p>
    );
  }
  return (
    <fieldset className="server-suggestions">
      <legend>검색 결과에서 지역을 고르세요</legend>
      {suggestions.map((s) => (
        <button
          key={s.fullAddress}
          type="submit"
          name="intent"
          value={`${REGION_INTENTS.pickPrefix}${s.province}|${s.city}`}
          formAction={formAction}
          formNoValidate
          className="chip"
        >
          {s.fullAddress}
        </button>
      ))}
    </fieldset>
  );
}
