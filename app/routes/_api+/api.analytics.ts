// The tracker's batches and its page-unload beacon (text/plain): checked, limited, written in one
// transaction (docs/decisions/0057-analytics-tracker-and-server-page-views.md). Bots are dropped
// quietly; the member's id comes from the session, never the body. The answer is not read:
// 204 when taken, a 4xx with a reason otherwise, never a 500 for bad input.
import type { ActionFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { config } from "~/config.server";
import { parseAnalyticsBatch } from "~/forms/analytics.server";
import { readJson, requestError } from "~/http/request.server";
import { signedInUserId } from "~/http/session.server";
import { WRITE_LIMIT_MESSAGE } from "~/http/write-limits.server";
import { ingestBatch } from "~/models/analytics/events.server";
import { consumeRateLimits } from "~/models/platform/rate-limits.server";
import { BATCH_MAX_BYTES } from "~/vocabulary/analytics-events";

const taken = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw Response.json({ message: "POST만 받습니다." }, { status: 405 });
  const userAgent = request.headers.get("User-Agent");
  const batch = parseAnalyticsBatch(await readJson(request, BATCH_MAX_BYTES, { beacon: true }));
  if (!batch) throw requestError(400);
  if (isbot(userAgent ?? "")) return taken();

  const limits = config.analyticsLimits;
  const refused = (
    await consumeRateLimits([
      { bucket: "analytics-session", subject: batch.sessionId, rule: limits.perSession },
      { bucket: "analytics-address", subject: context.clientIp, rule: limits.perAddress },
    ])
  ).find((result) => !result.allowed);
  if (refused)
    return Response.json({ message: WRITE_LIMIT_MESSAGE }, { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } });

  await ingestBatch(batch.events, {
    sessionId: batch.sessionId,
    userId: await signedInUserId(request.headers.get("Cookie")),
    userAgent,
    clientIp: context.clientIp,
    origin: new URL(request.url).origin,
  });
  return taken();
}
