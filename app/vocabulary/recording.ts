// What the recorder in the browser and the server's recording endpoint agree on: where chunks go,
// how large they may be, the ids' shapes and where a chunk is stored (decision 0059). The chunk's
// content is `RecordingChunkBody` (app/vocabulary/analytics.ts).

/** Where the browser posts a chunk: `?recording={id}&session={sessionId}&seq={n}` (`&final=1` on the last). */
export const RECORDING_UPLOAD_PATH = "/api/recordings";

/** The share of sessions recorded in production when RECORDING_SAMPLE_RATE is unset (decision 59). */
export const RECORDING_PRODUCTION_SAMPLE_RATE = 0.1;

/** The largest chunk body the endpoint takes (compressed bytes): its own cap, above forms' 64 KiB. */
export const RECORDING_BODY_LIMIT = 256 * 1024;

/** The largest chunk once decompressed: anything that inflates past it is refused. */
export const RECORDING_JSON_LIMIT = 4 * 1024 * 1024;

/** A chunk's sequence number is at most 6 digits (the object's name). */
export const RECORDING_MAX_SEQ = 999_999;

/** A recording's id as the browser makes it: `r_` and lower-case letters and digits. */
export const RECORDING_ID_PATTERN = /^r_[a-z0-9]{8,40}$/;

/** The tracker's session id (app/utils/analytics-session.ts): `s_` and lower-case letters and digits. */
export const ANALYTICS_SESSION_PATTERN = /^s_[a-z0-9]{4,40}$/;

export type RecordingEncoding = "gzip" | "none";

/** The storage key of a chunk: `rec/{recordingId}/{seq, 6 digits}.json.gz` (or `.json` uncompressed). */
export function recordingChunkKey(recordingId: string, seq: number, encoding: RecordingEncoding): string {
  return `rec/${recordingId}/${String(seq).padStart(6, "0")}.json${encoding === "gzip" ? ".gz" : ""}`;
}

/** Every stored recording chunk's key starts with this: never served by /media. */
export const RECORDING_KEY_PREFIX = "rec/";

/** Paths never recorded (payment widgets, sign-in, sign-up, the back office). */
export const UNRECORDED_PATH_PREFIXES = ["/payment", "/auth", "/signup", "/admin", "/sandbox"] as const;

export function isRecordablePath(pathname: string): boolean {
  return !UNRECORDED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Custom-event tags the recorder adds to the rrweb stream. */
export const RECORDING_TAGS = { network: "network", error: "error", early: "early-input" } as const;

/** A network entry as recorded (no query string, no body, no header). */
export interface RecordedNetworkEntry {
  method: string;
  url: string;
  status: number;
  type: "fetch" | "xhr";
  duration: number;
  error?: string;
}
