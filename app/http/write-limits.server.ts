// The limit on every write, applied by the server in front of every route (so a route added later is
// covered without anyone remembering to): per address, and per member when a session comes along.
// Routes with tighter rules of their own (sign-in, region requests) count those too. The upload
// requests are left out: each photo counts once against the upload budget instead
// (app/models/uploads/uploader.server.ts); so are a session recording's chunks, which their endpoint
// counts per session and address.
import { config } from "~/config.server";
import { consumeRateLimit, type RateLimitRule } from "~/models/platform/rate-limits.server";
import { isUploadRequest } from "~/services/storage.server";
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
  // A session recording's chunks count in buckets of their own, per session and address (the
  // endpoint's), so a long visit never eats the member's budget for forms.
  if (request.path === RECORDING_UPLOAD_PATH) return null;
  const limits = config.writeLimits;
  const checks: [string, string, RateLimitRule][] = [];
  if (request.path.startsWith("/api/webhooks/")) {
    checks.push(["webhook-address", request.clientIp, limits.webhookPerAddress]);
  } else {
    checks.push(["write-address", request.clientIp, limits.perAddress]);
    const userId = await signedInUserId(request.cookieHeader);
    if (userId) checks.push(["write-member", userId, limits.perMember]);
  }
  for (const [bucket, subject, rule] of checks) {
    const result = await consumeRateLimit(bucket, subject, rule);
    if (!result.allowed) return { retryAfterSeconds: result.retryAfterSeconds };
  }
  return null;
}
