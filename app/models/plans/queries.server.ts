// Plan reads: a plan as staff and as the family see it, an order's plan, the plans tab (decision 0035).
import type { Kysely } from "kysely";
import { compiledOnce, db } from "~/db.server";
import { type OrderStatus, PLANS_TAB_STATUSES } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { type ListPage, type ListQuery, pageOf } from "../back-office/staff-lists.server";
import { customerName, listedName, travelOrderTab } from "../back-office/staff-orders.server";
import { fromJson } from "../platform/json.server";
import type { PlanDay } from "./chapters";
import { readAccommodations, readItinerary } from "./itinerary.server";
import type { Accommodation, PlanStatus } from "./rules";

export interface PlanSummary {
  id: string;
  orderId: string;
  title: string;
  status: PlanStatus;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  completedAt: string | null;
}

type PlanRow = Database["travel_plans"];

function toSummary(row: Pick<PlanRow, "id" | "order_id" | "title" | "status" | "created_at" | "updated_at" | "sent_at" | "completed_at">) {
  return {
    id: row.id,
    orderId: row.order_id,
    title: row.title,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    completedAt: row.completed_at,
  } satisfies PlanSummary;
}

/** One plan joined with its order: where the reads that need the order (its owner, its status) start. */
export function planWithOrder(planId: string, executor: Kysely<Database> = db()) {
  return executor
    .selectFrom("travel_plans")
    .innerJoin("orders", "orders.id", "travel_plans.order_id")
    .where("travel_plans.id", "=", planId);
}

export interface StaffPlan extends PlanSummary {
  totalBudget: number;
  notes: string | null;
  orderName: string;
  orderStatus: OrderStatus;
  customerName: string;
  /** What the family sees. */
  published: PlanDay[];
  /** What the editor shows: the working copy when there is one, else the published itinerary. */
  itinerary: PlanDay[];
  /** The working copy differs from the published itinerary (unsaved changes). */
  dirty: boolean;
  revision: number;
  accommodations: (Accommodation & { id: string })[];
  /** The family lets a share link show their mission photos. */
  sharePhotos: boolean;
}

/** An itinerary as text with a fixed key order (jsonb hands objects back with its own key order). */
function canonical(days: PlanDay[]): string {
  return JSON.stringify(
    days.map((day) => [
      day.dayNumber,
      day.date,
      day.activities.map((a) => [
        a.id,
        a.time,
        a.title,
        a.type,
        a.durationMinutes,
        a.durationText,
        a.description,
        a.notes,
        a.locationName,
        a.costWon,
        a.icon,
      ]),
    ]),
  );
}

function sameItinerary(a: PlanDay[], b: PlanDay[]): boolean {
  return canonical(a) === canonical(b);
}

/** A plan as staff see it, or null for an unknown id. */
export async function readPlanForStaff(planId: string): Promise<StaffPlan | null> {
  const row = await planWithOrder(planId)
    .innerJoin("users", "users.id", "orders.user_id")
    .selectAll("travel_plans")
    .select(["orders.order_name", "orders.status as order_status", "users.name as user_name", "users.nickname"])
    .executeTakeFirst();
  if (!row) return null;
  const [published, accommodations] = await Promise.all([readItinerary(planId), readAccommodations(planId)]);
  const working = row.working_copy === null ? null : fromJson<PlanDay[] | null>(row.working_copy, null);
  const itinerary = working ?? published;
  return {
    ...toSummary(row),
    totalBudget: Number(row.total_budget),
    notes: row.notes,
    orderName: row.order_name,
    orderStatus: row.order_status,
    customerName: customerName({ name: row.user_name, nickname: row.nickname }),
    published,
    itinerary,
    dirty: working !== null && !sameItinerary(working, published),
    revision: Number(row.revision),
    accommodations,
    sharePhotos: Number(row.share_photos) === 1,
  };
}

export interface MemberPlan extends PlanSummary {
  orderName: string;
  orderStatus: OrderStatus;
  /** The published itinerary. */
  days: PlanDay[];
  /** The family lets a share link show their mission photos. */
  sharePhotos: boolean;
}

/** The plan row of one of the member's orders: compiled once, as every member's plan page asks. */
const memberPlanRow = compiledOnce((handle, planId: string, userId: string) =>
  planWithOrder(planId, handle)
    .select([
      "travel_plans.id",
      "travel_plans.order_id",
      "travel_plans.title",
      "travel_plans.status",
      "travel_plans.created_at",
      "travel_plans.updated_at",
      "travel_plans.sent_at",
      "travel_plans.completed_at",
      "travel_plans.share_photos",
      "orders.order_name",
      "orders.status as order_status",
    ])
    .where("orders.user_id", "=", userId)
    .limit(1),
);

/** The published plan of one of the member's own orders; null for an unknown plan or someone else's. */
export async function readPlanForMember(planId: string, userId: string): Promise<MemberPlan | null> {
  const [row] = (await memberPlanRow(db(), planId, userId)).rows;
  if (!row) return null;
  return {
    ...toSummary(row),
    orderName: row.order_name,
    orderStatus: row.order_status,
    days: await readItinerary(planId),
    sharePhotos: Number(row.share_photos) === 1,
  };
}

/** The plan of each of these orders that has one, by order id (trip cards, the back office's lists). */
export async function planIdsForOrders(orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db().selectFrom("travel_plans").select(["id", "order_id"]).where("order_id", "in", orderIds).execute();
  return new Map(rows.map((row) => [row.order_id, row.id]));
}

export async function planIdForOrder(orderId: string): Promise<string | null> {
  return (await planIdsForOrders([orderId])).get(orderId) ?? null;
}

// ---- The plans tab ---------------------------------------------------------------------------

export interface PlanListRow {
  orderId: string;
  customerName: string;
  orderName: string;
  status: OrderStatus;
  createdAt: string;
  plan: { id: string; title: string; status: PlanStatus; updatedAt: string; sentAt: string | null; dirty: boolean } | null;
}

/** The plans tab: travel orders past payment, newest first, each with its plan if it has one. */
export async function listPlanOrders(query: ListQuery): Promise<ListPage<PlanListRow>> {
  const withPlans = travelOrderTab(query, PLANS_TAB_STATUSES)
    .leftJoin("travel_plans", "travel_plans.order_id", "orders.id")
    .select([
      "travel_plans.id as plan_id",
      "travel_plans.title as plan_title",
      "travel_plans.status as plan_status",
      "travel_plans.updated_at as plan_updated_at",
      "travel_plans.sent_at as plan_sent_at",
      "travel_plans.working_copy as plan_working_copy",
    ]);
  return pageOf(withPlans, query, (row) => ({
    orderId: row.id,
    customerName: listedName(row),
    orderName: row.order_name,
    status: row.status,
    createdAt: row.created_at,
    plan: row.plan_id
      ? {
          id: row.plan_id,
          title: row.plan_title ?? "",
          status: (row.plan_status ?? "draft") as PlanStatus,
          updatedAt: row.plan_updated_at ?? row.created_at,
          sentAt: row.plan_sent_at,
          dirty: row.plan_working_copy !== null,
        }
      : null,
  }));
}

/**
 * Whether the member is the plan's family: the member of its order, the plan sent to them (a draft is
 * staff's only). Every family-only write of the plan (missions, photos, the cart) asks this.
 */
export async function isPlanFamily(userId: string, planId: string, executor: Kysely<Database> = db()): Promise<boolean> {
  const row = await executor
    .selectFrom("travel_plans as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select("p.id")
    .where("p.id", "=", planId)
    .where("o.user_id", "=", userId)
    .where("p.status", "!=", "draft")
    .executeTakeFirst();
  return Boolean(row);
}
