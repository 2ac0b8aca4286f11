// Routes whose screens hide the footer (spec 1 §2 Footer).
export const FOOTER_HIDDEN_PATHS: ReadonlySet<string> = new Set([
  "/auth",
  "/signup/complete",
  "/payment/success",
  "/explore",
  "/post/create",
  "/survey",
  "/about",
  "/faq",
  "/admin/login",
  "/admin/dashboard",
  "/photobook/order",
  "/scrapbook",
  "/auth/callback/social_a",
  "/auth/callback/social_b",
]);

/** Pages without the header's menu button (login and sign-up). */
const MENU_HIDDEN_PATHS: ReadonlySet<string> = new Set(["/auth", "/signup/complete"]);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function isFooterHidden(pathname: string): boolean {
  return FOOTER_HIDDEN_PATHS.has(normalise(pathname));
}

export function isMenuHidden(pathname: string): boolean {
  return MENU_HIDDEN_PATHS.has(normalise(pathname));
}
