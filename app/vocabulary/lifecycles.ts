// Who may move an order, a plan or a photobook from what to what: one table per lifecycle. Every
// status write in the models names a move from here (order-history.server.ts, plans/lifecycle.server.ts,
// photobooks.server.ts ask `moveRule`); none spells a from/to of its own (docs/decisions/0045).
// The ground floor: imports nothing from the app but the statuses beside it.
import {
  ORDER_STATUSES,
  type OrderStatus,
  PHOTOBOOK_STATUSES,
  type PhotobookStatus,
  PLAN_STATUSES,
  type PlanStatus,
  TRAVEL_FLOW_STATUSES,
} from "./statuses";

/**
 * Who moves a status: the member (`customer`), Toss's word (`payment`: a confirmation, a webhook, the
 * stale-order sweep), a staff member, or the service on its own (`system`: automatic acceptance, the
 * demo's and the tests' arranged history).
 */
export const MOVERS = ["customer", "payment", "staff", "system"] as const;
export type Mover = (typeof MOVERS)[number];

/** One move: who may make it, the statuses it starts from, the statuses it may end in. */
export interface Move<Status extends string> {
  readonly by: readonly Mover[];
  readonly from: readonly Status[];
  readonly to: readonly Status[];
}

const UNPAID = ["pending", "failed"] as const satisfies readonly OrderStatus[];

/**
 * Orders (docs/product.md#statuses). The kind of an order narrows what its members may do (a travel
 * order is refunded online only until the consultation: app/models/orders/kinds), never widens it.
 */
export const ORDER_MOVES = {
  /** Toss approved the payment (a pending order, or one whose confirmation was declined). */
  pay: { by: ["payment"], from: UNPAID, to: ["payment_complete"] },
  /** Toss declined the confirmation, or the payment session ended. */
  decline: { by: ["payment"], from: ["pending"], to: ["failed"] },
  /** Staff take a paid travel order (automatically with AUTO_ACCEPT_ORDERS): the survey opens. */
  accept: { by: ["staff", "system"], from: ["payment_complete"], to: ["accepted"] },
  /** The member submits the survey. */
  submitSurvey: { by: ["customer"], from: ["accepted"], to: ["survey_complete"] },
  /** Staff record the consultation that completes it. */
  completeConsultation: { by: ["staff"], from: ["survey_complete"], to: ["consultation_complete"] },
  /** Staff send the plan. */
  sendPlan: { by: ["staff"], from: ["consultation_complete"], to: ["plan_sent"] },
  /** The family gives its feedback after the trip. */
  giveFeedback: { by: ["customer"], from: ["plan_sent"], to: ["feedback_complete"] },
  /** The member refunds a paid order online (how far and how long: the order kind's rule). */
  refund: { by: ["customer"], from: TRAVEL_FLOW_STATUSES, to: ["refunded"] },
  /** Toss says the payment was cancelled: whatever the order's status, it is refunded. */
  cancelAtToss: { by: ["payment"], from: ORDER_STATUSES.filter((status) => status !== "refunded"), to: ["refunded"] },
  /** Staff set a paid order to any of the six, in either direction (decision 0023); refunded stays refunded. */
  set: { by: ["staff", "system"], from: TRAVEL_FLOW_STATUSES, to: TRAVEL_FLOW_STATUSES },
} as const satisfies Record<string, Move<OrderStatus>>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** Travel plans (docs/decisions/0035-travel-plan-model.md): a draft is sent once, completed by the feedback. */
export const PLAN_MOVES = {
  send: { by: ["staff"], from: ["draft"], to: ["sent"] },
  complete: { by: ["customer"], from: ["sent"], to: ["completed"] },
} as const satisfies Record<string, Move<PlanStatus>>;
export type PlanMove = keyof typeof PLAN_MOVES;

const IN_PRODUCTION = ["ordered", "printing", "shipping", "delivered"] as const satisfies readonly PhotobookStatus[];
/** Before the family approves the proof nothing is printed: the order may still be cancelled in full. */
export const BEFORE_PRODUCTION = ["draft", "designing", "proof", "revising"] as const satisfies readonly PhotobookStatus[];

/** Photobooks (docs/decisions/0053-photobook-lifecycle.md): photos, proof, one revision, approval, production. */
export const PHOTOBOOK_MOVES = {
  /** The family submits 20–45 photos. */
  submit: { by: ["customer"], from: ["draft"], to: ["designing"] },
  /** Staff send the layout (the first proof, or the revised one). */
  sendProof: { by: ["staff"], from: ["designing", "revising"], to: ["proof"] },
  /** The family asks for its one revision (up to 5 changes) within 7 days of the proof. */
  requestRevision: { by: ["customer"], from: ["proof"], to: ["revising"] },
  /** The family approves the proof; production may start. */
  approve: { by: ["customer"], from: ["proof"], to: ["ordered"] },
  /** Seven days of silence after a proof approve it (the server's periodic heal). */
  autoApprove: { by: ["system"], from: ["proof"], to: ["ordered"] },
  /** The console's dropdown: production preparing, printing, shipping, delivered, in either direction. */
  produce: { by: ["staff"], from: IN_PRODUCTION, to: IN_PRODUCTION },
  /** The order is refunded before production starts (the family's cancellation, or Toss's). */
  cancel: { by: ["customer", "payment", "system"], from: BEFORE_PRODUCTION, to: ["cancelled"] },
} as const satisfies Record<string, Move<PhotobookStatus>>;
export type PhotobookMove = keyof typeof PHOTOBOOK_MOVES;

export const LIFECYCLES = {
  order: { statuses: ORDER_STATUSES, moves: ORDER_MOVES as Record<OrderMove, Move<OrderStatus>> },
  plan: { statuses: PLAN_STATUSES, moves: PLAN_MOVES as Record<PlanMove, Move<PlanStatus>> },
  photobook: { statuses: PHOTOBOOK_STATUSES, moves: PHOTOBOOK_MOVES as Record<PhotobookMove, Move<PhotobookStatus>> },
} as const;

/**
 * What a model asks before it writes a status: the statuses `mover` may move from with `move`, and
 * the one status it moves to (`to` picks among several; a status outside the move gives null). A
 * mover the move is not for is a programming error, not a refusal: it throws.
 */
export function moveRule<Status extends string>(
  moves: Record<string, Move<Status>>,
  move: string,
  mover: Mover,
  to?: Status,
): { from: readonly Status[]; to: Status } | null {
  const rule = moves[move];
  if (!rule) throw new Error(`no such move: ${move}`);
  if (!rule.by.includes(mover)) throw new Error(`${mover} may not make the move ${move}`);
  const target = to ?? (rule.to.length === 1 ? rule.to[0] : undefined);
  if (target === undefined || !rule.to.includes(target)) return null;
  return { from: rule.from, to: target };
}

/** Whether any move lets `mover` take a status from `from` to `to` (the tables read as a whole). */
export function mayMove<Status extends string>(moves: Record<string, Move<Status>>, mover: Mover, from: Status, to: Status): boolean {
  return from !== to && Object.values(moves).some((rule) => rule.by.includes(mover) && rule.from.includes(from) && rule.to.includes(to));
}
