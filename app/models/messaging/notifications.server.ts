// What the family should hear about: a planner note, a status change staff made, a mission completion
// staff undid. Each is written in
// the same transaction as the change it reports (pass the transaction's handle), listed on the
// member's dashboard and shown as the header's dot until the member marks them read. The sentence is
// stored with the row, as a text message's body would be; its words are chosen in app/messages
// (FAMILY_WORDS in notifications.ts) and handed in by the route that makes the change.
import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, Kysely } from "kysely";
import { compiledOnce, db } from "~/db.server";
import type { OrderStatus } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { scrapCountQuery } from "../community/marks.server";
import { type Order, tripRowsOf } from "../orders/orders.server";

/**
 * photobook_proof: a photobook's proof arrived (docs/decisions/0055-photobook-proof-and-printer-zip.md);
 * photobook_shipped: it left with its carrier and number (docs/decisions/0056-photobook-tab.md);
 * mission_undone: staff undid a mission's completion (docs/decisions/0061-on-demand-and-the-shared-runtime.md).
 */
export type NotificationKind = "planner_note" | "order_status" | "plan_ready" | "photobook_proof" | "photobook_shipped" | "mission_undone";

/** The statuses a family hears about when its order moves there (the survey opens, consultation, plan, feedback). */
export const NOTIFIED_STATUSES = [
  "accepted",
  "consultation_complete",
  "plan_sent",
  "feedback_complete",
] as const satisfies readonly OrderStatus[];
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

function isNotified(status: OrderStatus): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The family's sentences (`trip` is the order's name): the model stores what it is given. */
export interface FamilyWords {
  status: Record<NotifiedStatus, (trip: string) => string>;
  plannerNote: (trip: string) => string;
  /** Staff undid the completion of this mission, and its points with it. */
  missionUndone: (mission: string, points: number) => string;
}

/** The most a member's list shows (newest first). */
export const NOTIFICATION_LIST_LIMIT = 20;

export interface Notification {
  id: string;
  kind: NotificationKind;
  orderId: string | null;
  message: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** The order a notification is about: whose it is, and its name for the sentence. */
export type NotifiedOrder = Pick<Order, "id" | "userId" | "orderName">;

/** Where a notification about an order opens: the order's card on the dashboard. */
function cardLink(orderId: string): string {
  return `/dashboard#${encodeURIComponent(orderId)}`;
}

export async function createNotification(
  executor: Kysely<Database>,
  input: { userId: string; kind: NotificationKind; orderId: string | null; message: string; link: string | null },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await executor
    .insertInto("notifications")
    .values({
      id,
      user_id: input.userId,
      kind: input.kind,
      order_id: input.orderId,
      message: input.message,
      link: input.link,
      created_at: now.toISOString(),
      read_at: null,
    })
    .execute();
  return id;
}

/** A planner note arrived on the order (the note itself is on the trip's card). */
export function notifyPlannerNote(executor: Kysely<Database>, order: NotifiedOrder, words: FamilyWords, now = new Date()): Promise<string> {
  return createNotification(
    executor,
    {
      userId: order.userId,
      kind: "planner_note",
      orderId: order.id,
      message: words.plannerNote(order.orderName),
      link: cardLink(order.id),
    },
    now,
  );
}

/** The family's plan was sent: the plan-sent sentence, opening the plan itself rather than the card. */
export function notifyPlanReady(
  executor: Kysely<Database>,
  order: NotifiedOrder,
  planId: string,
  words: FamilyWords,
  now = new Date(),
): Promise<string> {
  return createNotification(
    executor,
    {
      userId: order.userId,
      kind: "plan_ready",
      orderId: order.id,
      message: words.status.plan_sent(order.orderName),
      link: `/travel/plan/${encodeURIComponent(planId)}`,
    },
    now,
  );
}

/**
 * Staff undid a completion of the plan's mission: the family hears it (their points went down; the
 * photos wait on the open mission), and the trip's timeline shows it (the completion row is gone).
 */
export function notifyMissionUndone(
  executor: Kysely<Database>,
  order: Pick<NotifiedOrder, "id" | "userId">,
  mission: { id: string; planId: string; title: string; points: number },
  words: FamilyWords,
  now = new Date(),
): Promise<string> {
  return createNotification(
    executor,
    {
      userId: order.userId,
      kind: "mission_undone",
      orderId: order.id,
      message: words.missionUndone(mission.title, mission.points),
      link: `/travel/plan/${encodeURIComponent(mission.planId)}?tab=missions#mission-${encodeURIComponent(mission.id)}`,
    },
    now,
  );
}

/** The family's notifications of staff undoing a mission of this order's plan, for its timeline. */
export function listMissionUndos(orderId: string): Promise<{ id: string; message: string; created_at: string }[]> {
  return db()
    .selectFrom("notifications")
    .select(["id", "message", "created_at"])
    .where("order_id", "=", orderId)
    .where("kind", "=", "mission_undone")
    .execute();
}

/**
 * Tells the family that staff moved its order to `to`, when the family should know about that
 * status (accepted, consultation complete, plan sent, feedback complete); call it in the transaction
 * that made the change, after the change succeeded. True when a notification was written.
 */
export async function notifyStatusChange(
  executor: Kysely<Database>,
  order: NotifiedOrder,
  to: OrderStatus,
  words: FamilyWords,
  now = new Date(),
): Promise<boolean> {
  if (!isNotified(to)) return false;
  const sentence = words.status[to];
  // An accepted order's next step is the survey; every other status is read on the trip's card.
  const link = to === "accepted" ? `/survey?orderId=${encodeURIComponent(order.id)}` : cardLink(order.id);
  await createNotification(
    executor,
    { userId: order.userId, kind: "order_status", orderId: order.id, message: sentence(order.orderName), link },
    now,
  );
  return true;
}

function unreadOf(userId: string | Expression<string>) {
  return db().selectFrom("notifications").select("id").where("user_id", "=", userId).where("read_at", "is", null);
}

export async function countUnread(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What the header shows of a member on every page. */
export interface HeaderFlags {
  /** There are trips: the dashboard entry leads there. */
  hasTrips: boolean;
  /** A notification is unread: its dot. */
  hasNewNotification: boolean;
  /** The scrapbook's badge: saved posts still shown. */
  scrapbookCount: number;
}

/**
 * The header's flags as columns of another query, for the member whose id is `userId` there: the
 * session lookup asks for them with the member (app/models/accounts/sessions.server.ts), so a page
 * costs one query for both. Read back with `toHeaderFlags`.
 */
export function headerFlagColumns<TB extends keyof Database>(eb: ExpressionBuilder<Database, TB>, userId: Expression<string>) {
  return [
    eb.exists(tripRowsOf(db(), userId)).as("has_trips"),
    eb.exists(unreadOf(userId)).as("has_unread"),
    scrapCountQuery(db(), userId).as("scraps"),
  ] as const;
}

export function toHeaderFlags(row: { has_trips: unknown; has_unread: unknown; scraps: unknown }): HeaderFlags {
  // SQLite answers 0/1, PostgreSQL true/false; counts come back as numbers or strings.
  return { hasTrips: Boolean(row.has_trips), hasNewNotification: Boolean(row.has_unread), scrapbookCount: Number(row.scraps ?? 0) };
}

/** Every member's dashboard asks: compiled once. */
const notificationsQuery = compiledOnce((handle, userId: string, limit: number) =>
  handle
    .selectFrom("notifications")
    .select(["id", "kind", "order_id", "message", "link", "created_at", "read_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit),
);

/** The member's notifications, newest first, at most NOTIFICATION_LIST_LIMIT. */
export async function listNotifications(userId: string, limit = NOTIFICATION_LIST_LIMIT): Promise<Notification[]> {
  const { rows } = await notificationsQuery(db(), userId, limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    orderId: row.order_id,
    message: row.message,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
  }));
}

/** Marks every unread notification of the member read; how many were. */
export async function markAllRead(userId: string, now = new Date()): Promise<number> {
  const result = await db()
    .updateTable("notifications")
    .set({ read_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
