import type { ActionFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { z } from "zod";
import { config } from "~/config.server";
import { readBody } from "~/http/request.server";
import { signedInUserId } from "~/http/session.server";
import { storeRecordingChunk } from "~/models/analytics/recordings.server";
import { consumeRateLimits } from "~/models/platform/rate-limits.server";
import { ANALYTICS_SESSION_PATTERN, RECORDING_BODY_LIMIT, RECORDING_ID_PATTERN, RECORDING_MAX_SEQ } from "~/vocabulary/recording";

// A chunk of a session recording from the browser's recorder (docs/decisions/0059-session-recorder.md):
// the compressed bytes as the body (`application/octet-stream`, or `text/plain` from a beacon), who
// and where in the query. A session and an address have buckets of their own (outside the members'
// form budget); the bytes are checked and stored by the model; the member is the server's session's,
// never the body's. 2xx only for a chunk stored; a crawler's recording is refused for good (403, the
// recorder stops); a store that failed answers 503, which the recorder retries or keeps for the
// tab's next page.
const querySchema = z.object({
  recording: z.string().regex(RECORDING_ID_PATTERN),
  session: z.string().regex(ANALYTICS_SESSION_PATTERN),
  seq: z.coerce.number().int().min(0).max(RECORDING_MAX_SEQ),
  final: z.enum(["0", "1"]).optional(),
  ref: z.string().max(500).optional(),
});

const BODY_TYPES = ["application/octet-stream", "text/plain", "application/gzip", "application/json"];

const answer = (status: number, message?: string, headers?: Record<string, string>) =>
  message
    ? Response.json({ message }, { status, headers: { "Cache-Control": "no-store", ...headers } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, "지원하지 않는 요청입니다.", { Allow: "POST" });
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return answer(400, "기록 조각의 주소가 올바르지 않습니다.");
  const refused = (
    await consumeRateLimits([
      { bucket: "recording-session", subject: query.data.session, rule: config.recording.perSession },
      { bucket: "recording-address", subject: context.clientIp, rule: config.recording.perAddress },
    ])
  ).find((result) => !result.allowed);
  if (refused) return answer(429, "요청이 너무 많습니다.", { "Retry-After": String(refused.retryAfterSeconds) });
  // Read (up to the cap, else 413) before anything else is said about the body.
  const body = await readBody(request, RECORDING_BODY_LIMIT);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!BODY_TYPES.includes(type)) return answer(415, "지원하지 않는 형식의 요청입니다.");
  const final = query.data.final === "1";

  const userAgent = request.headers.get("user-agent");
  const result = await storeRecordingChunk({
    recordingId: query.data.recording,
    sessionId: query.data.session,
    seq: query.data.seq,
    final,
    body,
    userId: await signedInUserId(request.headers.get("Cookie")),
    userAgent,
    bot: isbot(userAgent ?? ""),
    referrer: referrerOf(query.data.ref),
  }).catch((error: unknown) => {
    console.error("recording chunk not stored", error);
    return null;
  });
  if (!result) return answer(503, "잠시 후 다시 보내주세요.", { "Retry-After": "5" });
  if (result.ok) return answer(204);
  if (result.problem === "too-large") return answer(413, "보낸 내용이 너무 큽니다.");
  if (result.problem === "other-session") return answer(409, "다른 세션의 기록입니다.");
  if (result.problem === "not-a-visit") return answer(403, "기록하지 않는 방문입니다.");
  return answer(400, "기록 조각을 읽을 수 없습니다.");
}

/** The page the visitor came from, without its query (which may name a person). */
function referrerOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}`.slice(0, 500) : null;
  } catch {
    return null;
  }
}
