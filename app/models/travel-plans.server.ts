// Travel plans: staff create one per travel order from the back office, edit its chapters through a
// working copy that Save publishes, and send it; the family reads the published plan, scoped to its
// owner. All SQL of plans lives here (docs/decisions/0035-travel-plan-model.md,
// docs/decisions/0036-travel-plan-editor.md).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { STATUS_NOTIFICATIONS } from "~/messages/notifications";
import type { Database } from "../../db/schema";
import { fillNoteTemplate } from "../vocabulary/planner-note-rules";
import { createNotification } from "./back-office/notifications.server";
import { type ListPage, type ListQuery, pageOf } from "./back-office/staff-lists.server";
import { customerName, listedName, travelOrderTab } from "./back-office/staff-orders.server";
import { changeOrderStatus } from "./orders/order-history.server";
import { findTravelOrder } from "./orders/orders.server";
import { type ActivityType, isActivityType, isChapterIcon, nextDate, type PlanActivity, type PlanDay, TIME_PATTERN } from "./plan-chapters";
import { noteTemplateFor } from "./planner-notes.server";
import { fromJson, toJson } from "./platform/json.server";
import { type OrderStatus, PLAN_CREATION_STATUSES, PLANS_TAB_STATUSES } from "./statuses";

export type PlanStatus = "draft" | "sent" | "completed";

/** Limits the server keeps whatever the form says. */
export const PLAN_LIMITS = {
  title: 100,
  text: 2000,
  short: 200,
  days: 30,
  activitiesPerDay: 30,
  accommodations: 30,
  /** A day of minutes at most for one activity. */
  minutes: 24 * 60,
  won: 1_000_000_000,
} as const;

// ---- Inputs ----------------------------------------------------------------------------------

export interface NewActivity {
  time: string;
  title: string;
  type?: ActivityType;
  durationMinutes: number;
  description: string;
  locationName: string;
  costWon: number;
}

export interface NewDay {
  /** YYYY-MM-DD */
  date: string;
  activities: NewActivity[];
}

export interface Accommodation {
  name: string;
  checkIn: string | null;
  checkOut: string | null;
  address: string;
  costWon: number;
}

export interface NewPlan {
  orderId: string;
  staffId: string;
  title: string;
  days: NewDay[];
  accommodations: Accommodation[];
  totalBudget: number;
  notes: string | null;
}

export type CreatePlanResult =
  | { ok: true; planId: string }
  /** missing: no such travel order; not-allowed: its status gets no plan; exists: it has one; invalid: a rule broken. */
  | { ok: false; reason: "missing" | "not-allowed" | "exists" | "invalid"; planId?: string };

function isWon(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= PLAN_LIMITS.won;
}

function isDate(value: string | null): boolean {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The rules the form also checks, kept here so no caller can store a plan that breaks them. */
export function planBreaksRules(plan: Omit<NewPlan, "orderId" | "staffId">): boolean {
  if (!plan.title.trim() || plan.title.trim().length > PLAN_LIMITS.title) return true;
  if (plan.days.length < 1 || plan.days.length > PLAN_LIMITS.days) return true;
  if (!isWon(plan.totalBudget) || plan.accommodations.length > PLAN_LIMITS.accommodations) return true;
  for (const day of plan.days) {
    if (!isDate(day.date) || day.activities.length < 1 || day.activities.length > PLAN_LIMITS.activitiesPerDay) return true;
    for (const activity of day.activities) {
      if (!TIME_PATTERN.test(activity.time) || !activity.title.trim()) return true;
      if (!Number.isInteger(activity.durationMinutes) || activity.durationMinutes < 0 || activity.durationMinutes > PLAN_LIMITS.minutes)
        return true;
      if (!isWon(activity.costWon) || (activity.type !== undefined && !isActivityType(activity.type))) return true;
    }
  }
  return plan.accommodations.some((stay) => !stay.name.trim() || !isWon(stay.costWon));
}

function toStoredDays(days: NewDay[]): PlanDay[] {
  return days.map((day, index) => ({
    dayNumber: index + 1,
    date: day.date,
    activities: day.activities.map((activity) => ({
      id: randomUUID(),
      time: activity.time,
      title: activity.title.trim(),
      type: activity.type ?? "activity",
      durationMinutes: activity.durationMinutes,
      durationText: null,
      description: activity.description.trim(),
      notes: null,
      locationName: activity.locationName.trim(),
      costWon: activity.costWon,
      icon: null,
    })),
  }));
}

/** Writes a plan's itinerary rows (days, then activities in their order), inside the caller's transaction. */
async function writeItinerary(trx: Kysely<Database>, planId: string, days: PlanDay[]): Promise<void> {
  await trx.deleteFrom("travel_plan_activities").where("plan_id", "=", planId).execute();
  await trx.deleteFrom("travel_plan_days").where("plan_id", "=", planId).execute();
  if (days.length === 0) return;
  await trx
    .insertInto("travel_plan_days")
    .values(days.map((day) => ({ plan_id: planId, day_number: day.dayNumber, date: day.date })))
    .execute();
  const activities = days.flatMap((day) =>
    day.activities.map((activity, index) => ({
      id: activity.id,
      plan_id: planId,
      day_number: day.dayNumber,
      position: index + 1,
      time: activity.time,
      title: activity.title,
      type: activity.type,
      duration_minutes: activity.durationMinutes,
      duration_text: activity.durationText,
      description: activity.description,
      notes: activity.notes,
      location_name: activity.locationName,
      cost_won: activity.costWon,
      icon: activity.icon,
    })),
  );
  if (activities.length > 0) await trx.insertInto("travel_plan_activities").values(activities).execute();
}

/**
 * Creates the plan of a travel order in consultation complete or plan sent: the plan, its days and
 * activities and accommodations, in one transaction. The order keeps its status (sending moves it).
 */
export async function createTravelPlan(input: NewPlan, now = new Date()): Promise<CreatePlanResult> {
  if (planBreaksRules(input)) return { ok: false, reason: "invalid" };
  return db()
    .transaction()
    .execute(async (trx): Promise<CreatePlanResult> => {
      const order = await findTravelOrder(trx, input.orderId);
      if (!order) return { ok: false, reason: "missing" };
      if (!(PLAN_CREATION_STATUSES as readonly string[]).includes(order.status)) return { ok: false, reason: "not-allowed" };
      const existing = await trx.selectFrom("travel_plans").select("id").where("order_id", "=", order.id).executeTakeFirst();
      if (existing) return { ok: false, reason: "exists", planId: existing.id };
      const planId = randomUUID();
      const at = now.toISOString();
      // The unique order_id decides a race between two creations: the loser's insert fails and rolls back.
      await trx
        .insertInto("travel_plans")
        .values({
          id: planId,
          order_id: order.id,
          title: input.title.trim(),
          total_budget: input.totalBudget,
          notes: input.notes?.trim() || null,
          status: "draft",
          created_by: input.staffId,
          working_copy: null,
          revision: 0,
          created_at: at,
          updated_at: at,
          sent_at: null,
          completed_at: null,
        })
        .execute();
      await writeItinerary(trx, planId, toStoredDays(input.days));
      if (input.accommodations.length > 0) {
        await trx
          .insertInto("travel_plan_accommodations")
          .values(
            input.accommodations.map((stay, index) => ({
              id: randomUUID(),
              plan_id: planId,
              position: index + 1,
              name: stay.name.trim(),
              check_in: stay.checkIn || null,
              check_out: stay.checkOut || null,
              address: stay.address.trim(),
              cost_won: stay.costWon,
            })),
          )
          .execute();
      }
      return { ok: true, planId };
    });
}

// ---- Reading ---------------------------------------------------------------------------------

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

/** A plan's steps after its draft: the status each one leaves and the column that records when. */
const PLAN_STEPS = {
  sent: { from: "draft", at: "sent_at" },
  completed: { from: "sent", at: "completed_at" },
} as const;

/**
 * Moves the plan one step on (draft to sent, sent to completed) in the caller's transaction; false
 * when it was not at the step before, as when another request moved it first.
 */
export async function advancePlan(trx: Kysely<Database>, planId: string, to: keyof typeof PLAN_STEPS, at: string): Promise<boolean> {
  const step = PLAN_STEPS[to];
  const result = await trx
    .updateTable("travel_plans")
    .set({ status: to, [step.at]: at, updated_at: at })
    .where("id", "=", planId)
    .where("status", "=", step.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The published itinerary of a plan: days in order, each with its activities in their stored order. */
export async function readItinerary(planId: string, executor: Kysely<Database> = db()): Promise<PlanDay[]> {
  const [days, activities] = await Promise.all([
    executor.selectFrom("travel_plan_days").selectAll().where("plan_id", "=", planId).orderBy("day_number").execute(),
    executor
      .selectFrom("travel_plan_activities")
      .selectAll()
      .where("plan_id", "=", planId)
      .orderBy("day_number")
      .orderBy("position")
      .execute(),
  ]);
  const byDay = new Map<number, PlanActivity[]>(days.map((day) => [day.day_number, []]));
  for (const row of activities) {
    byDay.get(row.day_number)?.push({
      id: row.id,
      time: row.time,
      title: row.title,
      type: isActivityType(row.type) ? row.type : "activity",
      durationMinutes: row.duration_minutes,
      durationText: row.duration_text,
      description: row.description,
      notes: row.notes,
      locationName: row.location_name,
      costWon: Number(row.cost_won),
      icon: row.icon,
    });
  }
  return days.map((day) => ({ dayNumber: day.day_number, date: day.date, activities: byDay.get(day.day_number) ?? [] }));
}

export async function readAccommodations(planId: string): Promise<(Accommodation & { id: string })[]> {
  const rows = await db().selectFrom("travel_plan_accommodations").selectAll().where("plan_id", "=", planId).orderBy("position").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    address: row.address,
    costWon: Number(row.cost_won),
  }));
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
  };
}

export interface MemberPlan extends PlanSummary {
  orderName: string;
  orderStatus: OrderStatus;
  /** The published itinerary. */
  days: PlanDay[];
  /** Where the family sleeps (no prices: the budget and costs are staff's working numbers). */
  accommodations: Omit<Accommodation, "costWon">[];
}

/** The published plan of one of the member's own orders; null for an unknown plan or someone else's. */
export async function readPlanForMember(planId: string, userId: string): Promise<MemberPlan | null> {
  const row = await planWithOrder(planId)
    .select([
      "travel_plans.id",
      "travel_plans.order_id",
      "travel_plans.title",
      "travel_plans.status",
      "travel_plans.created_at",
      "travel_plans.updated_at",
      "travel_plans.sent_at",
      "travel_plans.completed_at",
      "orders.order_name",
      "orders.status as order_status",
    ])
    .where("orders.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const [days, stays] = await Promise.all([readItinerary(planId), readAccommodations(planId)]);
  return {
    ...toSummary(row),
    orderName: row.order_name,
    orderStatus: row.order_status,
    days,
    accommodations: stays.map(({ name, checkIn, checkOut, address }) => ({ name, checkIn, checkOut, address })),
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

// ---- The editor's working copy ---------------------------------------------------------------

/** A chapter as the editor's dialog writes it. */
export interface ChapterInput {
  chapterTitle: string;
  /** HH:MM */
  time: string;
  location: string;
  /** Free text, optional. */
  duration: string | null;
  storyDescription: string;
  /** One of CHAPTER_ICONS, or null for the type's icon. */
  icon: string | null;
  type: ActivityType;
}

export type EditChange =
  /** `index` is 0-based; past the end appends. */
  | { kind: "insert"; dayNumber: number; index: number; chapter: ChapterInput }
  | { kind: "update"; activityId: string; chapter: ChapterInput }
  | { kind: "delete"; activityId: string }
  | { kind: "add-day" }
  | { kind: "discard" };

export type EditResult = { ok: true; activityId?: string } | { ok: false; reason: "missing" | "invalid" | "conflict" };

export function chapterBreaksRules(chapter: ChapterInput): boolean {
  return (
    !chapter.chapterTitle.trim() ||
    chapter.chapterTitle.trim().length > PLAN_LIMITS.title ||
    !TIME_PATTERN.test(chapter.time) ||
    !chapter.location.trim() ||
    chapter.location.trim().length > PLAN_LIMITS.short ||
    !chapter.storyDescription.trim() ||
    chapter.storyDescription.trim().length > PLAN_LIMITS.text ||
    (chapter.duration?.trim().length ?? 0) > 50 ||
    (chapter.icon !== null && !isChapterIcon(chapter.icon)) ||
    !isActivityType(chapter.type)
  );
}

function applyChapter(base: PlanActivity, chapter: ChapterInput): PlanActivity {
  const story = chapter.storyDescription.trim();
  return {
    ...base,
    title: chapter.chapterTitle.trim(),
    time: chapter.time,
    locationName: chapter.location.trim(),
    durationText: chapter.duration?.trim() || null,
    // The dialog shows notes-else-description as the story: an unchanged description stays one.
    notes: !base.notes && story === base.description ? null : story,
    icon: chapter.icon,
    type: chapter.type,
  };
}

/** The working copy after one change, or null when the change does not apply to it. */
export function changedItinerary(days: PlanDay[], change: EditChange): { days: PlanDay[]; activityId?: string } | null {
  const copy: PlanDay[] = days.map((day) => ({ ...day, activities: [...day.activities] }));
  switch (change.kind) {
    case "insert": {
      if (chapterBreaksRules(change.chapter)) return null;
      const day = copy.find((candidate) => candidate.dayNumber === change.dayNumber);
      if (!day || day.activities.length >= PLAN_LIMITS.activitiesPerDay || !Number.isInteger(change.index) || change.index < 0) return null;
      const blank: PlanActivity = {
        id: randomUUID(),
        time: change.chapter.time,
        title: "",
        type: change.chapter.type,
        durationMinutes: null,
        durationText: null,
        description: "",
        notes: null,
        locationName: "",
        costWon: 0,
        icon: null,
      };
      const activity = applyChapter(blank, change.chapter);
      day.activities.splice(Math.min(change.index, day.activities.length), 0, activity);
      return { days: copy, activityId: activity.id };
    }
    case "update": {
      if (chapterBreaksRules(change.chapter)) return null;
      for (const day of copy) {
        const at = day.activities.findIndex((activity) => activity.id === change.activityId);
        const found = day.activities[at];
        if (found) {
          day.activities[at] = applyChapter(found, change.chapter);
          return { days: copy, activityId: change.activityId };
        }
      }
      return null;
    }
    case "delete": {
      for (const day of copy) {
        const at = day.activities.findIndex((activity) => activity.id === change.activityId);
        if (at >= 0) {
          day.activities.splice(at, 1);
          return { days: copy };
        }
      }
      return null;
    }
    case "add-day": {
      if (copy.length >= PLAN_LIMITS.days) return null;
      const last = copy.at(-1);
      copy.push({ dayNumber: (last?.dayNumber ?? 0) + 1, date: nextDate(last?.date ?? null), activities: [] });
      return { days: copy };
    }
    case "discard":
      return null;
  }
}

/**
 * Applies one editor change to the plan's working copy (made from the published itinerary on the
 * first change). The revision read decides: a change that lost a race to another is refused.
 * Positions are the order in the copy, so an insert renumbers the day in the same write.
 */
export async function editWorkingCopy(planId: string, change: EditChange, now = new Date()): Promise<EditResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<EditResult> => {
      const row = await trx.selectFrom("travel_plans").select(["working_copy", "revision"]).where("id", "=", planId).executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      let next: PlanDay[] | null;
      let activityId: string | undefined;
      if (change.kind === "discard") {
        next = null;
      } else {
        const current = row.working_copy === null ? null : fromJson<PlanDay[] | null>(row.working_copy, null);
        const changed = changedItinerary(current ?? (await readItinerary(planId, trx)), change);
        if (!changed) return { ok: false, reason: "invalid" };
        next = changed.days;
        activityId = changed.activityId;
      }
      const result = await trx
        .updateTable("travel_plans")
        .set({ working_copy: next === null ? null : toJson(next), revision: Number(row.revision) + 1, updated_at: now.toISOString() })
        .where("id", "=", planId)
        .where("revision", "=", row.revision)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: "conflict" };
      return { ok: true, activityId };
    });
}

export type PublishResult = { ok: true; published: boolean } | { ok: false; reason: "missing" | "invalid" | "conflict" };

/**
 * Save: the working copy becomes the published itinerary the family reads (days, activities and
 * their positions rewritten in one transaction) and is cleared. Nothing pending: nothing to do.
 * A day left without chapters is dropped and the later days move up.
 */
export async function publishWorkingCopy(planId: string, now = new Date()): Promise<PublishResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<PublishResult> => {
      const row = await trx.selectFrom("travel_plans").select(["working_copy", "revision"]).where("id", "=", planId).executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      const working = row.working_copy === null ? null : fromJson<PlanDay[] | null>(row.working_copy, null);
      if (working === null) return { ok: true, published: false };
      const days = working.filter((day) => day.activities.length > 0).map((day, index) => ({ ...day, dayNumber: index + 1 }));
      if (days.length === 0) return { ok: false, reason: "invalid" };
      const result = await trx
        .updateTable("travel_plans")
        .set({ working_copy: null, revision: Number(row.revision) + 1, updated_at: now.toISOString() })
        .where("id", "=", planId)
        .where("revision", "=", row.revision)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: "conflict" };
      await writeItinerary(trx, planId, days);
      return { ok: true, published: true };
    });
}

// ---- Sending ---------------------------------------------------------------------------------

export type SendPlanResult = { ok: true } | { ok: false; reason: "missing" | "already-sent" | "not-allowed" | "conflict" };

/**
 * Sends a draft plan to the family, in one transaction: the order moves to plan sent (with its
 * history row), the plan becomes sent, a planner note from the plan-sent template is stored, and the
 * family is notified with a link to the plan. What the family sees is the published itinerary.
 */
export async function sendTravelPlan(input: { planId: string; staffId: string }, now = new Date()): Promise<SendPlanResult> {
  const template = await noteTemplateFor("plan_sent");
  return db()
    .transaction()
    .execute(async (trx): Promise<SendPlanResult> => {
      const plan = await planWithOrder(input.planId, trx)
        .innerJoin("users", "users.id", "orders.user_id")
        .select([
          "travel_plans.id",
          "travel_plans.status",
          "orders.id as order_id",
          "orders.user_id",
          "orders.order_name",
          "users.name",
          "users.nickname",
        ])
        .executeTakeFirst();
      if (!plan) return { ok: false, reason: "missing" };
      if (plan.status !== "draft") return { ok: false, reason: "already-sent" };
      const at = now.toISOString();
      if (!(await advancePlan(trx, plan.id, "sent", at))) return { ok: false, reason: "conflict" };
      const moved = await changeOrderStatus(trx, {
        orderId: plan.order_id,
        from: ["consultation_complete"],
        to: "plan_sent",
        actor: "staff",
        staffId: input.staffId,
        reason: "여행 계획 발송",
        now,
      });
      // An order staff already set to plan sent by hand keeps it; any other status is not ready for a plan.
      if (!moved.changed && moved.reason !== "same") {
        throw new PlanSendRefused(moved.reason === "conflict" ? "conflict" : "not-allowed");
      }
      if (template) {
        await trx
          .insertInto("planner_notes")
          .values({
            id: randomUUID(),
            order_id: plan.order_id,
            staff_id: input.staffId,
            message: fillNoteTemplate(template, customerName(plan)),
            created_at: at,
          })
          .execute();
      }
      const sentence = STATUS_NOTIFICATIONS.plan_sent;
      await createNotification(
        trx,
        {
          userId: plan.user_id,
          kind: "plan_ready",
          orderId: plan.order_id,
          message: sentence ? sentence(plan.order_name) : plan.order_name,
          link: `/travel/plan/${encodeURIComponent(plan.id)}`,
        },
        now,
      );
      return { ok: true };
    })
    .catch((error: unknown) => {
      if (error instanceof PlanSendRefused) return { ok: false, reason: error.reason } as const;
      throw error;
    });
}

/** Rolls the send's transaction back when the order may not move. */
class PlanSendRefused extends Error {
  constructor(readonly reason: "not-allowed" | "conflict") {
    super(reason);
  }
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
