// Which screens need a signed-in member (spec 1 §2 route table), and why, checked for every request
// by the root loader — also for screens whose routes arrive later. Each route's own loader and
// action still call requireUser: this table is the first line, not the only one. A member without a
// phone number has not finished sign-up (spec 1 §4): every such screen but sign-up completion sends
// them there first.
import type { LoginReason } from "./login-messages";

/** Sign-up completion: the one login-required screen a member without a phone number may open. */
export const SIGNUP_COMPLETE_PATH = "/signup/complete";

const LOGIN_REQUIRED: { test: (path: string) => boolean; reason: LoginReason }[] = [
  { test: (p) => p === "/dashboard", reason: "dashboard" },
  { test: (p) => p === "/payment/checkout" || p === "/payment/success", reason: "purchase" },
  { test: (p) => p.startsWith("/travel/plan/"), reason: "plan" },
  { test: (p) => p === "/survey" || p.startsWith("/survey/"), reason: "survey" },
  { test: (p) => p === "/scrapbook", reason: "scrapbook" },
  { test: (p) => p === "/post/create", reason: "review" },
  { test: (p) => p === "/photobook/order" || /^\/photobook\/[^/]+$/.test(p), reason: "photobook" },
  { test: (p) => p === SIGNUP_COMPLETE_PATH, reason: "default" },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether a path is sign-up completion (the guards let a member without a phone number stay there). */
export function isSignupCompletePath(pathname: string): boolean {
  return normalise(pathname) === SIGNUP_COMPLETE_PATH;
}

/** The reason to sign in first, or null when the screen is open to visitors. */
export function loginRequirement(pathname: string): LoginReason | null {
  const path = normalise(pathname);
  return LOGIN_REQUIRED.find((rule) => rule.test(path))?.reason ?? null;
}

/** The back office, except its login screen. */
export function isAdminPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path.startsWith("/admin/") && path !== "/admin/login";
}
