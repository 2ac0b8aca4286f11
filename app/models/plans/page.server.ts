// The family's plan page and its shared, read-only twin: who may see which plan, and what each of
// them reads (docs/decisions/0037-family-plan-page.md). The plan itself comes from the plans model
// (queries.server.ts); this file adds the family's rules around it: a draft is staff's until
// sent, the photobook of the trip, and the shapes a share link may show.
import { db } from "~/db.server";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { type ChapterDay, type ChapterLinks, deriveChapters, type PlanDay } from "./chapters";
import { readItinerary } from "./itinerary.server";
import { planWithOrder, readPlanForMember, readPlanForStaff } from "./queries.server";
import type { PlanStatus } from "./rules";

export interface PlanViewer {
  id: string;
  /** Staff (role admin) may view any plan, drafts included, in edit mode. */
  staff: boolean;
}

export interface PlanForPage {
  id: string;
  orderId: string;
  title: string;
  status: PlanStatus;
  orderStatus: string;
  days: ChapterDay[];
  /** The viewer is staff looking at someone's plan (the edit-mode badge and link). */
  editMode: boolean;
  /** The viewer owns the trip (feedback is the family's). */
  owner: boolean;
}

/** Whether the family may see a plan in this status: not before staff send it. */
export function visibleToFamily(status: PlanStatus): boolean {
  return status !== "draft";
}

/**
 * The plan as the page shows it, or null (not found) for an unknown id, another member's plan, or
 * the member's own plan while it is still a draft. Staff see every plan; the owner who is also staff
 * sees their own as its owner.
 */
export async function readPlanForPage(planId: string, viewer: PlanViewer): Promise<PlanForPage | null> {
  const own = await readPlanForMember(planId, viewer.id);
  if (own && visibleToFamily(own.status)) {
    return {
      id: own.id,
      orderId: own.orderId,
      title: own.title,
      status: own.status,
      orderStatus: own.orderStatus,
      days: deriveChapters(own.days, await chapterLinksOf(own.id)),
      editMode: false,
      owner: true,
    };
  }
  if (!viewer.staff) return null;
  const plan = await readPlanForStaff(planId);
  if (!plan) return null;
  return {
    id: plan.id,
    orderId: plan.orderId,
    title: plan.title,
    status: plan.status,
    orderStatus: plan.orderStatus,
    days: deriveChapters(plan.published, await chapterLinksOf(plan.id)),
    editMode: true,
    owner: false,
  };
}

/**
 * Which chapters have a mission or a product (the storyboard's '미션 확인' and '예약하러 가기'): ids and
 * chapters only, in their order. The share page and the editor's preview show no such buttons.
 */
export async function chapterLinksOf(planId: string): Promise<ChapterLinks> {
  const [missions, products] = await Promise.all([
    db()
      .selectFrom("plan_missions")
      .select(["id", "activity_id as activityId"])
      .where("plan_id", "=", planId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db()
      .selectFrom("plan_products")
      .select(["id", "activity_id as activityId"])
      .where("plan_id", "=", planId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return { missions, products };
}

/** What a share link shows: the title and the storyboard, nothing about the people or the money. */
export interface SharedPlan {
  id: string;
  title: string;
  /** The family's first name ('지민'), or null: the only personal datum on the page. */
  firstName: string | null;
  days: ChapterDay[];
}

/** Korean names are family name first: '김지민' → '지민'; a name with spaces keeps its first word; else none. */
export function firstNameOf(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  if (/\s/.test(trimmed)) return trimmed.split(/\s+/)[0] ?? null;
  if (/^[\uAC00-\uD7A3]{2,4}$/.test(trimmed)) return trimmed.slice(1);
  // A nickname or another single word may be a whole name: better none than too much.
  return null;
}

export async function readSharedPlan(planId: string): Promise<SharedPlan | null> {
  const row = await planWithOrder(planId)
    .innerJoin("users", "users.id", "orders.user_id")
    .select(["travel_plans.id", "travel_plans.title", "travel_plans.status", "users.name", "users.nickname"])
    .executeTakeFirst();
  if (!row || !visibleToFamily(row.status)) return null;
  const days = await readItinerary(planId);
  return { id: row.id, title: row.title, firstName: firstNameOf(row.name || row.nickname), days: deriveChapters(stripCosts(days)) };
}

/** No money leaves for a shared page: every cost is blanked before the chapters are made. */
function stripCosts(days: PlanDay[]): PlanDay[] {
  return days.map((day) => ({ ...day, activities: day.activities.map((activity) => ({ ...activity, costWon: 0 })) }));
}

export interface TripPhotobook {
  id: string;
  status: PhotobookStatus;
  /** The carrier and waybill number once staff saved them (the tracker shows them as the card does). */
  trackingCompany: string | null;
  trackingNumber: string | null;
}

/** The newest photobook the member made of this trip (photobooks.travel_order_id), if any. */
export async function photobookForTrip(orderId: string): Promise<TripPhotobook | null> {
  const row = await db()
    .selectFrom("photobooks")
    .innerJoin("orders", "orders.id", "photobooks.travel_order_id")
    .select(["photobooks.id", "photobooks.status", "photobooks.tracking_company", "photobooks.tracking_number"])
    .where("photobooks.travel_order_id", "=", orderId)
    .whereRef("photobooks.user_id", "=", "orders.user_id")
    .orderBy("photobooks.created_at", "desc")
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status, trackingCompany: row.tracking_company, trackingNumber: row.tracking_number } : null;
}

/** The latest note staff sent on the order (the family's planner note). */
export async function latestNoteForOrder(orderId: string): Promise<{ message: string; createdAt: string } | null> {
  const row = await db()
    .selectFrom("planner_notes")
    .select(["message", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { message: row.message, createdAt: row.created_at } : null;
}
