// The server's checks in front of Remix, each a named middleware, in the order server/index.ts puts
// them: what no route should ever see (a broken address, a body too large), the security headers, and
// the refusals that need no render (a cross-site write, too many writes, a back-office write by a
// non-staff member).
import type { RequestHandler } from "express";
import { config } from "../app/config.server";
import { isStaffCookie } from "../app/http/session.server";
import { checkWriteLimit, isWrite, WRITE_LIMIT_MESSAGE } from "../app/http/write-limits.server";
import { STAFF_ONLY } from "../app/messages/staff-accounts";
import { LARGE_BODY_LIMIT, streamsLargeBody } from "../app/services/storage.server";
import { RECORDING_BODY_LIMIT, RECORDING_UPLOAD_PATH } from "../app/vocabulary/recording";
import { lingerAfterRefusal, refuse } from "./refuse";
import {
  contentSecurityPolicy,
  createNonce,
  HSTS,
  isCrossSiteWrite,
  isMalformedUrl,
  pageSources,
  STATIC_SECURITY_HEADERS,
} from "./security";

/** Paths that accept cross-site posts because they verify the sender themselves (payment webhooks). */
const CROSS_SITE_WRITE_PATHS = ["/api/webhooks/"];

/** A refused body is read to its end before its connection may close (refuse.ts). */
export const lingerOnRefusals: RequestHandler = (req, res, next) => {
  lingerAfterRefusal(req, res);
  next();
};

/**
 * An address with control characters or broken escapes is never one of ours: refused before any
 * route reads it (a NUL would otherwise reach PostgreSQL, a CR/LF a header).
 */
export const refuseMalformedUrls: RequestHandler = (req, res, next) => {
  if (isMalformedUrl(req.originalUrl)) return refuse(res, 400, "주소가 올바르지 않습니다. 주소를 확인하고 다시 시도해주세요.");
  next();
};

/**
 * Bodies declared larger than a form's limit are refused before a byte is read; bodies without a
 * declared length are counted as they stream (readForm in app/http/request.server.ts). Photo uploads
 * (the local PUT target, the no-JS multi-file post) stream past it with caps of their own; a session
 * recording's chunk has its own, a little above a form's (decision 59).
 */
export const refuseLargeBodies: RequestHandler = (req, res, next) => {
  const declared = Number(req.get("content-length") ?? 0);
  const limit = streamsLargeBody(req.method, req.path, req.get("content-type"))
    ? LARGE_BODY_LIMIT
    : req.method === "POST" && req.path === RECORDING_UPLOAD_PATH
      ? RECORDING_BODY_LIMIT
      : config.formBodyLimit;
  if (declared <= limit) return next();
  refuse(res, 413, "보낸 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.");
};

/** The CSP with this response's nonce (Remix reads it from the load context), and the fixed headers. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
  // Over HTTPS (directly or as the trusted proxy says), browsers are told to stay on it.
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, pageSources(req.path, config.csp, config.kakaoShare?.sdkSrc ?? null), config.secureCookies),
  );
  next();
};

/** Writes from another site are refused (the webhooks check their sender themselves). */
export function refuseCrossSiteWrites(trustsPeer: (address: string | undefined, hop: number) => boolean): RequestHandler {
  return (req, res, next) => {
    if (CROSS_SITE_WRITE_PATHS.some((p) => req.path.startsWith(p))) return next();
    const crossSite = isCrossSiteWrite(
      {
        method: req.method,
        host: req.get("x-forwarded-host") && trustsPeer(req.socket.remoteAddress, 0) ? req.get("x-forwarded-host") : req.get("host"),
        origin: req.get("origin"),
        referer: req.get("referer"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      config.allowedHosts,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("다른 사이트에서 보낸 요청은 처리할 수 없습니다.");
  };
}

/** A limit on every write (decision 13); reads are never limited here: answered without a promise or a query. */
export const limitWrites: RequestHandler = (req, res, next) => {
  if (!isWrite(req.method)) return next();
  checkWriteLimit({
    method: req.method,
    path: req.path,
    clientIp: req.ip ?? "unknown",
    cookieHeader: req.get("cookie") ?? null,
    contentType: req.get("content-type"),
  })
    .then((limited) => {
      if (!limited) return next();
      res.set("Retry-After", String(limited.retryAfterSeconds));
      refuse(res, 429, WRITE_LIMIT_MESSAGE);
    })
    .catch(next);
};

/**
 * Back-office writes by anyone but staff end here with 403, whatever the route (mounted on /admin):
 * behind it, Remix would render the refusal through the root loader, whose page guard answers a
 * redirect instead. Every action still checks with requireAdmin.
 */
export const staffOnlyWrites: RequestHandler = (req, res, next) => {
  // The login's own post (a form, or its `.data` twin when the page's script sends it) is open.
  if (!isWrite(req.method) || req.path.replace(/\.data$/, "") === "/login") return next();
  isStaffCookie(req.get("cookie") ?? null)
    .then((staff) => (staff ? next() : refuse(res, 403, STAFF_ONLY)))
    .catch(next);
};

/**
 * A post without a body type (an empty form from a script or a crawler) is read as an empty form,
 * so actions answer it with their own 4xx instead of failing to parse it.
 */
export const emptyPostsAsForms: RequestHandler = (req, _res, next) => {
  if (req.method === "POST" && !req.headers["content-type"]) req.headers["content-type"] = "application/x-www-form-urlencoded";
  next();
};
