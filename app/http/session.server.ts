// The session cookie (a signed id, httpOnly) and the guards every loader and action use.
import { createCookie, redirect } from "@remix-run/node";
import type { LoginReason } from "~/messages/login";
import { STAFF_ONLY } from "~/messages/staff-accounts";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  getSessionMember,
  getSessionUser,
  recordAuthEvent,
  SESSION_TTL_MS,
  type SessionMember,
  STAFF_SESSION_TTL_MS,
  sessionOwner,
} from "~/models/accounts/sessions.server";
import type { User } from "~/models/accounts/users.server";
import { SESSION_COOKIE, signedCookieOptions } from "./cookies.server";
import { CLEAR_OFFLINE_HINT, CLEAR_SITE_DATA } from "./offline.server";
import { safeRedirectPath } from "./request.server";

/** Sign-up completion: the one login-required screen a member without a phone number may open (docs/product.md, areas). */
const SIGNUP_COMPLETE_PATH = "/signup/complete";

/** Whether a path is sign-up completion (the guards let a member without a phone number stay there). */
export function isSignupCompletePath(pathname: string): boolean {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname) === SIGNUP_COMPLETE_PATH;
}

const sessionCookie = createCookie(SESSION_COOKIE, signedCookieOptions(SESSION_TTL_MS / 1000));

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/**
 * The signed-in member with what the header shows of them (asked in the same query), or no one and,
 * for a stale cookie (expired or deleted session), the Set-Cookie that clears it.
 */
export type CurrentUser = (SessionMember & { clearCookie: null }) | { user: null; header: null; clearCookie: string | null };

export async function getCurrentUser(request: Request): Promise<CurrentUser> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return { user: null, header: null, clearCookie: null };
  const member = await getSessionMember(sessionId);
  if (member) return { ...member, clearCookie: null };
  return { user: null, header: null, clearCookie: await sessionCookie.serialize("", { maxAge: 0 }) };
}

export async function getOptionalUser(request: Request): Promise<User | null> {
  return (await getCurrentUser(request)).user;
}

/** The path (with query) of a request, for coming back to it after sign-in. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export function loginUrl(redirectTo: string, reason: LoginReason = "default"): string {
  const params = new URLSearchParams({ redirectTo: safeRedirectPath(redirectTo), reason });
  return `/auth?${params}`;
}

/** Sign-up completion, coming back to `redirectTo` afterwards. */
export function signupCompleteUrl(redirectTo: string): string {
  const destination = safeRedirectPath(redirectTo);
  return destination !== "/" ? `${SIGNUP_COMPLETE_PATH}?${new URLSearchParams({ redirectTo: destination })}` : SIGNUP_COMPLETE_PATH;
}

/**
 * The signed-in member, or a redirect to /auth that remembers where they were and why. A member
 * without a phone number has not finished sign-up (docs/product.md, areas; they may have left that screen by its
 * back link): they are sent to complete it first, everywhere but on that screen itself.
 */
export async function requireUser(request: Request, options: { reason?: LoginReason; redirectTo?: string } = {}): Promise<User> {
  return (await requireMember(request, options)).user;
}

/** requireUser with what the session lookup read beside the member (the dashboard shows their service-message choice). */
export async function requireMember(request: Request, options: { reason?: LoginReason; redirectTo?: string } = {}): Promise<SessionMember> {
  return guardMember(await getCurrentUser(request), request, options);
}

/**
 * Staff as they are (they need no phone number), anyone else as requireUser guards them: for the
 * family's pages that staff open too. One session lookup, where asking for staff first and then
 * calling requireUser made two.
 */
export async function requireUserOrStaff(request: Request, options: { reason?: LoginReason } = {}): Promise<User> {
  const current = await getCurrentUser(request);
  if (current.user?.role === "admin") return current.user;
  return guardMember(current, request, options).user;
}

function guardMember(current: CurrentUser, request: Request, options: { reason?: LoginReason; redirectTo?: string }): SessionMember {
  const redirectTo = options.redirectTo ?? pathOf(request);
  if (!current.user) throw redirect(loginUrl(redirectTo, options.reason));
  if (!current.user.phone && !isSignupCompletePath(new URL(request.url).pathname)) throw redirect(signupCompleteUrl(redirectTo));
  return current;
}

/**
 * Staff only, checked on the server in every back-office loader and action: anyone else opening a
 * page goes home; anyone else posting gets 403 (a thrown Response), nothing done.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (user?.role === "admin") return user;
  if (request.method === "GET" || request.method === "HEAD") throw redirect("/");
  throw Response.json({ message: STAFF_ONLY }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * Signs a member in: a new session every time (the old one, if any, is deleted), recorded with time
 * and address, then a redirect with the cookie. A member without a phone number completes sign-up
 * first; staff do not (the back office needs none). A staff session lasts a working day, a member's
 * a month.
 */
export async function signIn(
  request: Request,
  user: User,
  options: { provider: string; clientIp: string; redirectTo?: string | null; headers?: Headers },
): Promise<Response> {
  const previous = await readSessionId(request);
  if (previous) await deleteSession(previous);
  // Housekeeping: sessions of members who never came back are removed here rather than by a job.
  await deleteExpiredSessions();
  const staff = user.role === "admin";
  const ttlMs = staff ? STAFF_SESSION_TTL_MS : SESSION_TTL_MS;
  const session = await createSession(
    user.id,
    { clientIp: options.clientIp, userAgent: request.headers.get("User-Agent") },
    new Date(),
    ttlMs,
  );
  await recordAuthEvent({ kind: "sign_in", userId: user.id, provider: options.provider, clientIp: options.clientIp });
  const headers = new Headers(options.headers);
  headers.append("Set-Cookie", await sessionCookie.serialize(session.id, { expires: session.expiresAt, maxAge: ttlMs / 1000 }));
  // Another member's offline plan must not show on this phone: its key goes (decision 78).
  headers.append("Set-Cookie", CLEAR_OFFLINE_HINT);
  const destination = safeRedirectPath(options.redirectTo, "/");
  return redirect(user.phone || staff ? destination : signupCompleteUrl(destination), { headers });
}

export async function signOut(request: Request, clientIp: string): Promise<Response> {
  const sessionId = await readSessionId(request);
  if (sessionId) {
    const user = await getSessionUser(sessionId);
    await deleteSession(sessionId);
    await recordAuthEvent({ kind: "sign_out", userId: user?.id ?? null, clientIp });
  }
  return signedOutRedirect("/");
}

/**
 * A redirect that forgets this browser's session (sign-out, withdrawal): the cookie cleared, the
 * site's data with it; `headers` may bring a toast's cookie.
 */
export async function signedOutRedirect(location: string, headers = new Headers()): Promise<Response> {
  headers.set("Clear-Site-Data", CLEAR_SITE_DATA);
  headers.append("Set-Cookie", await sessionCookie.serialize("", { maxAge: 0 }));
  // The plan's offline copies leave with the member (decision 78).
  headers.append("Set-Cookie", CLEAR_OFFLINE_HINT);
  return redirect(location, { headers });
}

/** Whether a Cookie header belongs to a live staff session (the server's guard on back-office writes). */
export async function isStaffCookie(cookieHeader: string | null): Promise<boolean> {
  const value = await sessionCookie.parse(cookieHeader);
  if (typeof value !== "string" || !value) return false;
  return (await getSessionUser(value))?.role === "admin";
}

/**
 * The member id behind a Cookie header, for limits kept per member outside a route (the server's write
 * limit). A session's owner never changes, so it is asked of the database once per session id and
 * process: a member's write then makes one query fewer. What it answers only says whose budget a write
 * counts against; the route still checks the session itself (an ended session's write is refused there).
 */
export async function signedInUserId(cookieHeader: string | null): Promise<string | null> {
  const value = await sessionCookie.parse(cookieHeader);
  if (typeof value !== "string" || !value) return null;
  const known = sessionOwners.get(value);
  if (known) return known;
  const owner = await sessionOwner(value);
  if (owner) {
    if (sessionOwners.size >= SESSION_OWNERS_KEPT) sessionOwners.clear();
    sessionOwners.set(value, owner);
  }
  return owner;
}

/** Session ids whose owner is known (cleared whole when full, as `remembered` does). */
const sessionOwners = new Map<string, string>();
const SESSION_OWNERS_KEPT = 10_000;
