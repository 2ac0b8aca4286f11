// The visitor's first taps and typing, kept from the page's first moment until the recorder arrives
// (decision 59). The recorder comes once the page is idle, seconds after load on a slow phone, and a
// visitor often taps or types before that. So every page that may be recorded carries, in its head,
// a tiny inline script (the server renders it, with the response's CSP nonce; no page's first script
// carries it): it listens to clicks and input from the start and keeps, at most EARLY_LIMIT of them,
// which element, when, where, and how long the value was (never the value). The loader forgets them
// in a session not sampled; the recorder, once its first snapshot has named every element, turns
// them into rrweb's own click and (masked) input events.

/** Session storage: '1' when this session is recorded, '0' when the draw said no (app/utils/recorder/loader.ts). */
export const SAMPLED_KEY = "ft.rec";

/** The window's property the inline script keeps its inputs in. */
export const EARLY_GLOBAL = "__ftEarly";

export const EARLY_LIMIT = 200;

/** One early input: its kind, its element, when (ms since 1970), where (clicks), the value's length (-1: none), checked. */
export type EarlyInput = [
  type: "click" | "input" | "change",
  target: EventTarget | null,
  time: number,
  x: number,
  y: number,
  length: number,
  checked: boolean,
];

export interface EarlyInputs {
  b: EarlyInput[];
  /** Set when the inputs have been taken (or forgotten): none is kept after. */
  done?: boolean;
}

/**
 * The inline script. It does nothing when tracking is refused (Global Privacy Control, Do Not Track;
 * as app/utils/analytics-session.ts decides) or this tab's session was drawn out of the sample.
 */
export function earlyInputScript(): string {
  return (
    `(function(){var n=navigator;if(n.globalPrivacyControl||n.doNotTrack=="1")return;` +
    `try{if(sessionStorage.getItem("${SAMPLED_KEY}")=="0")return}catch(x){return}` +
    `var E=window.${EARLY_GLOBAL}={b:[]};["click","input","change"].forEach(function(t){addEventListener(t,function(e){` +
    `var g=e.target,v=g&&g.value;if(e.isTrusted&&!E.done&&E.b.length<${EARLY_LIMIT})` +
    `E.b.push([t,g,Date.now(),e.clientX|0,e.clientY|0,typeof v=="string"?v.length:-1,!!(g&&g.checked)])},true)})})()`
  );
}

/** The inputs kept so far, once: later calls, and the inline script, keep none. */
export function takeEarlyInputs(): EarlyInput[] {
  const early = (window as unknown as Record<string, EarlyInputs | undefined>)[EARLY_GLOBAL];
  if (!early || early.done) return [];
  early.done = true;
  return early.b.splice(0);
}
