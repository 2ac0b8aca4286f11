// The anonymous analytics session id, kept in session storage (no cookie; gone with the tab), shared
// by the tracker and, through it, the recorder. Null where storage is refused: then nothing is sent.
// Written short: only the tracker imports it (its 2 KiB budget).
import { ANALYTICS_SESSION_KEY } from "~/vocabulary/analytics";

export function analyticsSessionId(): string | null {
  try {
    // `s_` and about 11 random base-36 digits (ANALYTICS_SESSION_PATTERN), through Storage's named properties.
    sessionStorage[ANALYTICS_SESSION_KEY] ||= `s_${Math.random().toString(36).slice(2)}`;
    return sessionStorage[ANALYTICS_SESSION_KEY];
  } catch {
    return null;
  }
}

/**
 * Global Privacy Control or Do Not Track: the visitor asked not to be tracked, so nothing is sent or
 * recorded. (`window.doNotTrack` was Internet Explorer's and old Edge's, which run none of our scripts.)
 */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl || nav.doNotTrack === "1";
}
