// Which screens need a signed-in member (spec 1 §2 route table), and why, checked for every request
// by the root loader — also for screens whose routes arrive later. Each route's own loader and
// action still call requireUser: this table is the first line, not the only one.
import type { LoginReason } from "./login-messages";

const LOGIN_REQUIRED: { test: (path: string) => boolean; reason: LoginReason }[] = [
  { test: (p) => p === "/dashboard", reason: "dashboard" },
  { test: (p) => p === "/payment/checkout" || p === "/payment/success", reason: "purchase" },
  { test: (p) => p.startsWith("/travel/plan/"), reason: "plan" },
  { test: (p) => p === "/survey" || p.startsWith("/survey/"), reason: "survey" },
  { test: (p) => p === "/scrapbook", reason: "scrapbook" },
  { test: (p) => p === "/post/create", reason: "review" },
  { test: (p) => p === "/photobook/order" || /^\/photobook\/[^/]+$/.test(p), reason: "photobook" },
  { test: (p) => p === "/signup/complete", reason: "default" },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
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
