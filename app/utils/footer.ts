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
  const path = normalise(pathname);
  // The survey is one screen per question under /survey/…: all of it is the survey route.
  return FOOTER_HIDDEN_PATHS.has(path) || path.startsWith("/survey/");
}

export function isMenuHidden(pathname: string): boolean {
  return MENU_HIDDEN_PATHS.has(normalise(pathname));
}
