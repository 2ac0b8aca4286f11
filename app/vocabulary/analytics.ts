// What the tracker, the server and the replay player agree on, as pure data and rules: the session
// id's key, the rage-click, bounce and engagement rules, and the shape of a recording chunk in storage.
// What only the recorder's scripts need (paths never recorded, the recorder's custom-event tags) is in
// ./recording.ts, so the tracker and the recorder's loader share no chunk (decision 57).

/** The anonymous analytics session id (session storage, no cookie): analytics events and recordings share it. */
export const ANALYTICS_SESSION_KEY = "ft.sid";

/** 5 or more clicks within 3 s, all within 50 px of their average position (flat: see analytics-events.ts). */
export const RAGE_CLICK_COUNT = 5;
export const RAGE_CLICK_WINDOW_MS = 3_000;
export const RAGE_CLICK_RADIUS_PX = 50;

/** A page visit under 3 s is a bounce; 10 s or more is meaningful engagement. */
export const BOUNCE_MS = 3_000;
export const ENGAGED_MS = 10_000;

export interface ClickPoint {
  x: number;
  y: number;
  /** Milliseconds (any clock, the same for every point). */
  t: number;
}

/**
 * Whether the clicks ending with the last one make a rage click: 5 or more within the 3 s before the
 * last, every one of them within 50 px of their average position.
 */
export function isRageBurst(clicks: readonly ClickPoint[]): boolean {
  const last = clicks[clicks.length - 1];
  const recent = last ? clicks.filter((click) => last.t - click.t <= RAGE_CLICK_WINDOW_MS && click.t <= last.t) : [];
  let x = 0;
  let y = 0;
  for (const click of recent) {
    x += click.x / recent.length;
    y += click.y / recent.length;
  }
  return recent.length >= RAGE_CLICK_COUNT && recent.every((click) => Math.hypot(click.x - x, click.y - y) <= RAGE_CLICK_RADIUS_PX);
}

/**
 * A recording chunk as stored (`rec/{recordingId}/{seq, 6 digits}.json` or `.json.gz`, its row in
 * session_recording_chunks): one JSON object, gzip-compressed when the row's encoding says so.
 * Console messages are the console plugin's events inside `events` (type 6, plugin 'rrweb/console@1');
 * network activity and uncaught errors are custom events (type 5) tagged 'network' and 'error'.
 */
export interface RecordingChunkBody {
  events: unknown[];
}
