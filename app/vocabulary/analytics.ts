// What the tracker, the recorder, the server and the replay player agree on, as pure data and rules:
// the session id's key, the rage-click, bounce and engagement rules, where nothing is recorded, and
// the shape of a recording chunk in storage.

/** The anonymous analytics session id (session storage, no cookie): analytics events and recordings share it. */
export const ANALYTICS_SESSION_KEY = "ft.sid";

/** 5 or more clicks within 3 s, all within 50 px of their average position. */
export const RAGE_CLICK = { count: 5, windowMs: 3_000, radiusPx: 50 } as const;

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
 * Whether the clicks ending with the last one make a rage click: the last `RAGE_CLICK.count` or more
 * within the window, every one of them within the radius of their average position.
 */
export function isRageBurst(clicks: readonly ClickPoint[]): boolean {
  const last = clicks[clicks.length - 1];
  if (!last) return false;
  const recent = clicks.filter((click) => last.t - click.t <= RAGE_CLICK.windowMs && click.t <= last.t);
  if (recent.length < RAGE_CLICK.count) return false;
  const x = recent.reduce((sum, click) => sum + click.x, 0) / recent.length;
  const y = recent.reduce((sum, click) => sum + click.y, 0) / recent.length;
  return recent.every((click) => Math.hypot(click.x - x, click.y - y) <= RAGE_CLICK.radiusPx);
}

/** Paths never recorded (payment widgets, sign-in, sign-up, the back office). */
export const UNRECORDED_PATH_PREFIXES = ["/payment", "/auth", "/signup", "/admin", "/sandbox"] as const;

export function isRecordablePath(pathname: string): boolean {
  return !UNRECORDED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
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

/** Custom-event tags the recorder adds to the rrweb stream. */
export const RECORDING_TAGS = { network: "network", error: "error" } as const;

/** A network entry as recorded (no query string, no body, no header). */
export interface RecordedNetworkEntry {
  method: string;
  url: string;
  status: number;
  type: "fetch" | "xhr";
  duration: number;
  error?: string;
}
