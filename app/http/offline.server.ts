// The plan's offline copy and the member it belongs to (docs/decisions/0078-plan-offline.md). The page
// writes the member's key into a cookie that scripts may read (`ft_offline`) so that the service
// worker keeps and shows copies under that key only; signing in or out clears it here, and signing out
// also tells the browser to drop every stored copy. The key is the secret's HMAC of the member id:
// it names caches, never grants anything.
import { createHmac } from "node:crypto";
import { config } from "~/config.server";
import { HINT_COOKIE } from "~/utils/offline/rules";

/** The member's key for the plan's offline copies (22 base64url characters). */
export function offlineHint(userId: string, secret: string = config.sessionSecret): string {
  return createHmac("sha256", secret).update(`plan-offline:${userId}`, "utf8").digest("base64url").slice(0, 22);
}

/** Set-Cookie that removes the key: the worker then shows and keeps nothing until the plan page is opened again. */
export const CLEAR_OFFLINE_HINT = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * Sign-out's answer also empties the browser's storage for the site: the worker's caches and its
 * registration, the queue of unsent missions (a signed-out member's, which no one else may send) and
 * the HTTP cache. Browsers act on it over HTTPS and on localhost only; the worker empties its caches
 * itself too when it sees the sign-out or finds the key gone.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';
