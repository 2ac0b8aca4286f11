// The statuses of orders, plans and photobooks, declared once: the database schema, the models, the
// dashboard's labels and the back office all use these (docs/product.md#statuses). Who may move what
// to what is in lifecycles.ts. The ground floor: imports nothing from the app.

/**
 * A paid travel order's six statuses, in the flow's order: the ones staff set from the orders tab
 * (in any direction, docs/decisions/0023-orders-in-the-back-office.md).
 */
export const TRAVEL_FLOW_STATUSES = [
  "payment_complete",
  "accepted",
  "survey_complete",
  "consultation_complete",
  "plan_sent",
  "feedback_complete",
] as const;
export type TravelFlowStatus = (typeof TRAVEL_FLOW_STATUSES)[number];

/** Every order status, in the flow's order: the two of a checkout not yet paid, the six, refunded. */
export const ORDER_STATUSES = ["pending", "failed", ...TRAVEL_FLOW_STATUSES, "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every status of an order that was paid: the six, and refunded (a refunded order was paid once). */
export const PAID_ONCE_STATUSES = [...TRAVEL_FLOW_STATUSES, "refunded"] as const satisfies readonly OrderStatus[];

/** What the back office's orders tab lists and filters by: the orders paid once (refunded shown, never moved). */
export const STAFF_LISTED_STATUSES = PAID_ONCE_STATUSES;
export type StaffListedStatus = (typeof STAFF_LISTED_STATUSES)[number];

/** The statuses whose orders get a consultation record and a planner note (docs/product.md#statuses). */
export const CONSULTING_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  "survey_complete",
  "consultation_complete",
  "plan_sent",
]);

/** The order statuses whose orders may get a travel plan. */
export const PLAN_CREATION_STATUSES = ["consultation_complete", "plan_sent"] as const satisfies readonly OrderStatus[];

/** What the back office's plans tab lists: every paid travel order's status but payment complete. */
export const PLANS_TAB_STATUSES = TRAVEL_FLOW_STATUSES.filter((status) => status !== "payment_complete");

/** Statuses after a successful payment; a paid order never goes back to pending. */
export const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(TRAVEL_FLOW_STATUSES);

/** Whether an order was paid (it may have been refunded since). */
export function wasPaid(status: OrderStatus): boolean {
  return (PAID_ONCE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * A printed photobook, from payment to the door (docs/decisions/0053-photobook-lifecycle.md):
 * draft — paid, waiting for the family's photos; designing — photos submitted, an expert lays out;
 * proof — the layout sent, waiting for the family's approval (7 days, then approved by itself);
 * revising — the family asked for its one revision; ordered — approved, production preparing
 * ('제작 준비' for staff); printing; shipping (part 3's 'shipped'); delivered; cancelled — refunded
 * before production started.
 */
export const PHOTOBOOK_STATUSES = [
  "draft",
  "designing",
  "proof",
  "revising",
  "ordered",
  "printing",
  "shipping",
  "delivered",
  "cancelled",
] as const;
export type PhotobookStatus = (typeof PHOTOBOOK_STATUSES)[number];

/** A travel plan: a draft staff edit, sent to the family, completed by the family's feedback. */
export const PLAN_STATUSES = ["draft", "sent", "completed"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
