// What every cookie the site sets shares: first-party, out of scripts' reach, signed with the session
// secret, Secure over HTTPS (config.secureCookies). Each cookie adds its name and its lifetime.
import type { CookieOptions } from "@remix-run/node";
import { config } from "~/config.server";

/** The member's session and the one-shot toast: a request carrying either gets a page of its own. */
export const SESSION_COOKIE = "__session";
export const TOAST_COOKIE = "__toast";
export const PERSONAL_COOKIES = [SESSION_COOKIE, TOAST_COOKIE];

export function signedCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.secureCookies,
    secrets: [config.sessionSecret],
    maxAge: maxAgeSeconds,
  } satisfies CookieOptions;
}
