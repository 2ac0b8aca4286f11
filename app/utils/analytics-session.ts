// The anonymous analytics session id, kept in session storage (no cookie; gone with the tab), shared
// by the tracker and the recorder. Null where storage is refused: then nothing is sent.
import { ANALYTICS_SESSION_KEY } from "~/vocabulary/analytics";

export function analyticsSessionId(): string | null {
  try {
    let id = sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (!id) {
      id = `s_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
      sessionStorage.setItem(ANALYTICS_SESSION_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be tracked, so nothing is sent or recorded. */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || (window as { doNotTrack?: string }).doNotTrack === "1";
}
