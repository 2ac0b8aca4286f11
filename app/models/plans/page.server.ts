// The family's plan page and its shared, read-only twin: who may see which plan, and what each of
// them reads (docs/decisions/0037-family-plan-page.md). The plan itself comes from the plans model
// (queries.server.ts); this file adds the family's rules around it: a draft is staff's until
// sent, the photobook of the trip, and the shapes a share link may show.
import { sql } from "kysely";
import { compiledOnce, db } from "~/db.server";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { type ChapterDay, type ChapterLinks, deriveChapters, type PlanDay } from "./chapters";
import type { TripFeedback } from "./feedback.server";
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
  /** The family lets a share link show their mission photos. */
  sharePhotos: boolean;
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
      sharePhotos: own.sharePhotos,
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
    sharePhotos: plan.sharePhotos,
  };
}

/**
 * Which chapters have a mission or a product (the storyboard's '미션 확인' and '예약하러 가기'): ids and
 * chapters only, in their order. The share page and the editor's preview show no such buttons.
 */
export async function chapterLinksOf(planId: string): Promise<ChapterLinks> {
  const missions: { id: string; activityId: string }[] = [];
  const products: { id: string; activityId: string }[] = [];
  for (const { kind, id, activityId } of (await chapterLinkRowsOf(db(), planId)).rows)
    (kind === "mission" ? missions : products).push({ id, activityId });
  return { missions, products };
}

// One query for both kinds, compiled once: every plan page asks (docs/decisions/0079-members-pages-lighter.md).
const chapterLinkRowsOf = compiledOnce((handle, planId: string) =>
  handle
    .selectFrom("plan_missions")
    .select([sql<string>`'mission'`.as("kind"), "id", "activity_id as activityId", "position"])
    .where("plan_id", "=", planId)
    .unionAll(
      handle
        .selectFrom("plan_products")
        .select([sql<string>`'product'`.as("kind"), "id", "activity_id as activityId", "position"])
        .where("plan_id", "=", planId),
    )
    .orderBy("kind")
    .orderBy("position")
    .orderBy("id"),
);

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

/** What the plan page shows beside the plan, all of one trip (order). */
export interface TripExtras {
  /** The latest note staff sent on the order (the family's planner note). */
  note: { message: string; createdAt: string } | null;
  /** The newest photobook the member made of this trip (photobooks.travel_order_id). */
  photobook: TripPhotobook | null;
  /** The family's after-trip feedback (one per trip). */
  feedback: TripFeedback | null;
}

export const NO_TRIP_EXTRAS: TripExtras = { note: null, photobook: null, feedback: null };

/** The trip's note, photobook and feedback in one read: the plan page asks for all three every time. */
export async function readTripExtras(orderId: string): Promise<TripExtras> {
  const [row] = (await tripExtrasOf(db(), orderId)).rows;
  if (!row) return NO_TRIP_EXTRAS;
  return {
    note: row.note_message === null || row.note_at === null ? null : { message: row.note_message, createdAt: row.note_at },
    photobook:
      row.photobook_id === null || row.photobook_status === null
        ? null
        : {
            id: row.photobook_id,
            status: row.photobook_status,
            trackingCompany: row.tracking_company,
            trackingNumber: row.tracking_number,
          },
    feedback:
      row.rating === null || row.feedback_at === null
        ? null
        : { rating: Number(row.rating), comment: row.feedback_comment ?? "", createdAt: row.feedback_at },
  };
}

// Compiled once (docs/decisions/0079-members-pages-lighter.md): one row of the order, each part joined
// by the id of its newest row.
const tripExtrasOf = compiledOnce((handle, orderId: string) =>
  handle
    .selectFrom("orders")
    .leftJoin("planner_notes", (join) =>
      join.on((eb) =>
        eb(
          "planner_notes.id",
          "=",
          eb
            .selectFrom("planner_notes as newest_note")
            .select("newest_note.id")
            .whereRef("newest_note.order_id", "=", "orders.id")
            .orderBy("newest_note.created_at", "desc")
            .orderBy("newest_note.id", "desc")
            .limit(1),
        ),
      ),
    )
    .leftJoin("photobooks", (join) =>
      join.on((eb) =>
        eb(
          "photobooks.id",
          "=",
          eb
            .selectFrom("photobooks as newest_book")
            .select("newest_book.id")
            .whereRef("newest_book.travel_order_id", "=", "orders.id")
            .whereRef("newest_book.user_id", "=", "orders.user_id")
            .orderBy("newest_book.created_at", "desc")
            .limit(1),
        ),
      ),
    )
    .leftJoin("trip_feedback", "trip_feedback.order_id", "orders.id")
    .select([
      "planner_notes.message as note_message",
      "planner_notes.created_at as note_at",
      "photobooks.id as photobook_id",
      "photobooks.status as photobook_status",
      "photobooks.tracking_company",
      "photobooks.tracking_number",
      "trip_feedback.rating",
      "trip_feedback.comment as feedback_comment",
      "trip_feedback.created_at as feedback_at",
    ])
    .where("orders.id", "=", orderId),
);
