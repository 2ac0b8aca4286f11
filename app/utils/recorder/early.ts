// The visitor's first taps and typing, kept from the page's first moment until the recorder arrives
// (decision 59). The recorder comes once the page is idle, seconds after load on a slow phone, and a
// visitor often taps or types before that. So every page carries, in its head, a tiny inline script
// (the server renders it, with the response's CSP nonce; no page's first script carries it), which
// also draws the session into the sample or out of it: on a recordable page of a recorded session it
// listens to clicks and input from the start and keeps, at most EARLY_LIMIT of them, which element,
// when, where, and how long the value was (never the value). The recorder, once its first snapshot
// has named every element, turns them into rrweb's own click and (masked) input events.

import { STASH_KEY } from "./chunks";

/** Session storage: '1' when this session is recorded, '0' when the draw said no (or the server refused it). */
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
 * The inline script, first in the head of every hydrated page while recordings are on. It draws this
 * tab's session into the recording sample or out of it (once a session, at the share rendered on
 * `<html data-recording>`), unless tracking is refused (Global Privacy Control, Do Not Track; as
 * app/utils/analytics-session.ts decides); marks `<html data-recorded>` when the session is recorded or
 * a chunk of an earlier page waits in the stash, so that the tracker fetches the recorder's loader for
 * those visitors only; and, on a recordable page of a recorded session, keeps the early inputs.
 */
export function earlyInputScript(recordable: boolean): string {
  const listen =
    `var E=window.${EARLY_GLOBAL}={b:[]};["click","input","change"].forEach(function(t){addEventListener(t,function(e){` +
    `var g=e.target,v=g&&g.value;if(e.isTrusted&&!E.done&&E.b.length<${EARLY_LIMIT})` +
    `E.b.push([t,g,Date.now(),e.clientX|0,e.clientY|0,typeof v=="string"?v.length:-1,!!(g&&g.checked)])},true)})`;
  return (
    `(function(){var n=navigator,h=document.documentElement,s=sessionStorage,d;` +
    `if(n.globalPrivacyControl||n.doNotTrack=="1")return;` +
    `try{d=s.getItem("${SAMPLED_KEY}");if(d===null){d=Math.random()<+h.dataset.recording?"1":"0";s.setItem("${SAMPLED_KEY}",d)}` +
    `if(d=="1"||s.getItem("${STASH_KEY}"))h.dataset.recorded="1"}catch(x){return}` +
    (recordable ? `if(d=="1"){${listen}}` : "") +
    `})()`
  );
}

/** The inputs kept so far, once: later calls, and the inline script, keep none. */
export function takeEarlyInputs(): EarlyInput[] {
  const early = (window as unknown as Record<string, EarlyInputs | undefined>)[EARLY_GLOBAL];
  if (!early || early.done) return [];
  early.done = true;
  return early.b.splice(0);
}
