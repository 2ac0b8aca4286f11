// The limit on every write, applied by the server in front of every route (so a route added later is
// covered without anyone remembering to): per address, and per member when a session comes along.
// Routes with tighter rules of their own (sign-in, region requests) count those too. The upload
// requests are left out: each photo counts once against the upload budget instead
// (app/models/uploads/uploader.server.ts); so are the tracker's batches and a session recording's chunks, which their endpoint
// counts per session and address.
import { config } from "~/config.server";
import { consumeRateLimits, type RateLimitCheck } from "~/models/platform/rate-limits.server";
import { isUploadRequest } from "~/services/storage.server";
import { ANALYTICS_PATH } from "~/vocabulary/analytics-events";
import { RECORDING_UPLOAD_PATH } from "~/vocabulary/recording";
import { signedInUserId } from "./session.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request that may change something, and so counts against the write limits. */
export function isWrite(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export const WRITE_LIMIT_MESSAGE = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

/** Null when this request may go on; otherwise how long to wait. */
export async function checkWriteLimit(request: {
  method: string;
  path: string;
  clientIp: string;
  cookieHeader: string | null;
  contentType?: string;
}): Promise<{ retryAfterSeconds: number } | null> {
  if (!isWrite(request.method)) return null;
  if (isUploadRequest(request.method.toUpperCase(), request.path, request.contentType)) return null;
  // The tracker's batches and a session recording's chunks count in buckets of their own, per
  // session and address (their endpoints'), so a long visit never eats the member's budget for forms.
  if (request.path === ANALYTICS_PATH || request.path === RECORDING_UPLOAD_PATH) return null;
  const limits = config.writeLimits;
  const checks: RateLimitCheck[] = [];
  if (request.path.startsWith("/api/webhooks/")) {
    checks.push({ bucket: "webhook-address", subject: request.clientIp, rule: limits.webhookPerAddress });
  } else {
    checks.push({ bucket: "write-address", subject: request.clientIp, rule: limits.perAddress });
    const userId = await signedInUserId(request.cookieHeader);
    if (userId) checks.push({ bucket: "write-member", subject: userId, rule: limits.perMember });
  }
  const refused = (await consumeRateLimits(checks)).find((result) => !result.allowed);
  if (refused) return { retryAfterSeconds: refused.retryAfterSeconds };
  return null;
}
