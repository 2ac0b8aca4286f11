// Server sessions: the cookie holds only a session id; everything else lives here.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { compiledOnce, db } from "~/db.server";
import { type HeaderFlags, headerFlagColumns, toHeaderFlags } from "../messaging/notifications.server";
import { type ServiceMessageChoice, toServiceMessageChoice } from "./service-messages.server";
import { toUser, USER_COLUMNS, type User } from "./users.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A staff session is a working day: the back office shows every member's data. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface ClientInfo {
  clientIp?: string | null;
  userAgent?: string | null;
}

export async function createSession(userId: string, client: ClientInfo = {}, now = new Date(), ttlMs = SESSION_TTL_MS) {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db()
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      client_ip: client.clientIp ?? null,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { id, expiresAt };
}

/** A live session's member, with what the header shows of them on every page. */
export interface SessionMember {
  user: User;
  header: HeaderFlags;
  /** The member's choice of service messages (the dashboard shows it): two columns of the member's row. */
  serviceMessages: ServiceMessageChoice;
  /** The member asked not to be recorded (decision 82): the page carries no recorder for them. */
  recordingOff: boolean;
}

/** Lookups under way, by session id: the root loader and the page's loader ask at the same moment. */
const lookups = new Map<string, Promise<SessionMember | null>>();

/**
 * The member of a live session and the header's flags; an expired session is deleted and counts as
 * none. Every signed-in request asks, usually twice at once (the root loader and the page's): one
 * query (the session joined to its member, the flags as subqueries) answers all the callers that ask
 * while it runs.
 */
export function getSessionMember(sessionId: string, now?: Date): Promise<SessionMember | null> {
  if (now) return lookUpSessionMember(sessionId, now);
  let lookup = lookups.get(sessionId);
  if (!lookup) {
    lookup = lookUpSessionMember(sessionId, new Date()).finally(() => lookups.delete(sessionId));
    lookups.set(sessionId, lookup);
  }
  return lookup;
}

/** The member of a live session (getSessionMember without the header). */
export async function getSessionUser(sessionId: string, now?: Date): Promise<User | null> {
  return (await getSessionMember(sessionId, now))?.user ?? null;
}

/** The session joined to its member and the header's flags: asked on every member's request, so compiled once. */
const sessionMemberQuery = compiledOnce((handle, sessionId: string) =>
  handle
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select(["sessions.expires_at as session_expires_at", "users.service_messages", "users.service_messages_at", "users.recording_opt_out"])
    .select((eb) => headerFlagColumns(eb, sql.ref<string>("users.id")))
    .where("sessions.id", "=", sessionId),
);

async function lookUpSessionMember(sessionId: string, now: Date): Promise<SessionMember | null> {
  const [row] = (await sessionMemberQuery(db(), sessionId)).rows;
  if (!row) return null;
  if (row.session_expires_at <= now.toISOString()) {
    await deleteSession(sessionId);
    return null;
  }
  return {
    user: toUser(row),
    header: toHeaderFlags(row),
    serviceMessages: toServiceMessageChoice(row),
    recordingOff: Number(row.recording_opt_out) === 1,
  };
}

/** The member of a live session, without loading the member (the write limit asks on every post). */
export async function sessionOwner(sessionId: string, now = new Date()): Promise<string | null> {
  const session = await db()
    .selectFrom("sessions")
    .select("user_id")
    .where("id", "=", sessionId)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return session?.user_id ?? null;
}

export async function deleteSession(sessionId: string): Promise<void> {
  await db().deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function deleteExpiredSessions(now = new Date()): Promise<void> {
  await db().deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
}

export type AuthEventKind = "sign_in" | "sign_out" | "sign_in_failed";

export async function recordAuthEvent(event: {
  kind: AuthEventKind;
  userId?: string | null;
  provider?: string | null;
  detail?: string | null;
  clientIp?: string | null;
  now?: Date;
}): Promise<void> {
  await db()
    .insertInto("auth_events")
    .values({
      id: randomUUID(),
      user_id: event.userId ?? null,
      kind: event.kind,
      provider: event.provider ?? null,
      detail: event.detail?.slice(0, 200) ?? null,
      client_ip: event.clientIp ?? null,
      created_at: (event.now ?? new Date()).toISOString(),
    })
    .execute();
}

export async function listAuthEvents(userId: string) {
  return db()
    .selectFrom("auth_events")
    .select(["kind", "provider", "detail", "client_ip as clientIp", "created_at as createdAt"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .execute();
}
