// HTTP security baseline shared by every response: CSP with a per-request nonce, the usual headers,
// and the same-origin rule for state-changing requests.
import { randomFillSync } from "node:crypto";
import { KAKAO_SHARE, sharesToKakao } from "../app/vocabulary/kakao-share";
import { POSTCODE, searchesPostcodes } from "../app/vocabulary/postcode";

/**
 * A page's nonce: 16 random bytes, each used once. They are drawn from the system 4 KiB at a time
 * (as Node's randomUUID does): one draw per page was a system call on every request, 1.5 % of a
 * member's page in a profile.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(256 * NONCE_BYTES);
let nonceOffset = noncePool.length;

export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

export interface CspSources {
  /** Extra origins for scripts (a payment widget), connections, frames, images and form targets. */
  script?: string[];
  connect?: string[];
  frame?: string[];
  img?: string[];
  formAction?: string[];
}

/**
 * A page's own extra origins on top of the site's: the photobook's landing loads the Daum postcode
 * search (its script and its search frame); the pages with the KakaoTalk share button load Kakao's SDK
 * when a JavaScript key is configured (`kakaoSdk`, its address), which talks to Kakao's API and posts
 * to its share picker. No other page allows them.
 */
export function pageSources(pathname: string, site: CspSources, kakaoSdk: string | null = null): CspSources {
  if (searchesPostcodes(pathname)) {
    return {
      ...site,
      script: [...(site.script ?? []), ...POSTCODE.scriptOrigins],
      frame: [...(site.frame ?? []), ...POSTCODE.frameOrigins],
    };
  }
  if (kakaoSdk && sharesToKakao(pathname)) {
    return {
      ...site,
      script: [...(site.script ?? []), new URL(kakaoSdk).origin],
      connect: [...(site.connect ?? []), ...KAKAO_SHARE.connectOrigins],
      formAction: [...(site.formAction ?? []), ...KAKAO_SHARE.formOrigins],
    };
  }
  return site;
}

export function contentSecurityPolicy(nonce: string, extra: CspSources = {}, upgradeInsecure = false): string {
  const list = (base: string[], more: string[] = []) => [...base, ...more].join(" ");
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd entry load route chunks; 'self' is the fallback for old browsers.
    `script-src ${list(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], extra.script)}`,
    // React renders style attributes on the server; no script can come in through them.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", "data:", "blob:", "https:"], extra.img)}`,
    "font-src 'self' data:",
    // The plan's service worker (public/plan-sw.js, decision 78): 'strict-dynamic' would not vouch for it.
    "worker-src 'self'",
    `connect-src ${list(["'self'"], extra.connect)}`,
    `frame-src ${list(["'self'"], extra.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list(["'self'"], extra.formAction)}`,
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestOriginInfo {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  secFetchSite: string | undefined;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * True when a state-changing request comes from another site. Browsers always say where a form post
 * comes from (Sec-Fetch-Site, Origin or Referer); a request that says nothing is not a browser's and
 * cannot carry a visitor's cookies against their will, so it is let through.
 */
export function isCrossSiteWrite(req: RequestOriginInfo, allowedHosts: string[] = []): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const ownHosts = new Set([req.host, ...allowedHosts].filter(Boolean));
  if (req.secFetchSite === "same-origin" || req.secFetchSite === "none") return false;
  if (req.origin === "null") return true;
  const source = req.origin || req.referer;
  if (!source) return Boolean(req.secFetchSite);
  const sourceHost = hostOf(source);
  return !sourceHost || !ownHosts.has(sourceHost);
}

/** A year, subdomains too: sent only on responses that came over HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Express's `trust proxy` from text: a hop count, true/false, or a list of addresses and subnet names. */
export function parseTrustProxy(value: string): number | boolean | string {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === "true" || trimmed === "false") return trimmed === "true";
  return trimmed;
}

/** True when a request address has control characters or percent-escapes that are not UTF-8. */
export function isMalformedUrl(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return true;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return /[\u0000-\u001F\u007F]/.test(decoded);
}
