// Every status change of an order, with who made it, from what, to what and why, written in the same
// transaction as the change itself: the back office's orders tab and the family timeline read it.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { moveRule, ORDER_MOVES, type OrderMove } from "~/vocabulary/lifecycles";
import type { OrderStatus } from "~/vocabulary/statuses";
import type { Database, StatusActor } from "../../../db/schema";

export interface StatusChange {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: StatusActor;
  /** The staff member, when actor is "staff". */
  staffId?: string | null;
  reason?: string | null;
  now?: Date;
}

/** Writes the history row of a change the caller has just made, inside the caller's transaction. */
export async function recordStatusChange(executor: Kysely<Database>, change: StatusChange): Promise<void> {
  await executor
    .insertInto("order_status_history")
    .values({
      id: randomUUID(),
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      actor: change.actor,
      staff_id: change.staffId ?? null,
      reason: change.reason?.slice(0, 500) || null,
      created_at: (change.now ?? new Date()).toISOString(),
    })
    .execute();
}

export type ChangeResult =
  | { changed: true; from: OrderStatus }
  /** Already in that status, or not in one of `from`, or moved by someone else meanwhile. */
  | { changed: false; from: OrderStatus | null; reason: "missing" | "same" | "not-allowed" | "conflict" };

/**
 * Makes one move of the order lifecycle (ORDER_MOVES: `to` picks the status when the move has
 * several) and records it, inside the caller's transaction (pass `db().transaction()`'s handle). The
 * table says from where; a conditional update on the status just read decides: if another change
 * landed in between, nothing is written and the result says "conflict".
 */
export async function changeOrderStatus(
  executor: Kysely<Database>,
  input: Omit<StatusChange, "from" | "to"> & { move: OrderMove; to?: OrderStatus },
): Promise<ChangeResult> {
  const now = input.now ?? new Date();
  const rule = moveRule(ORDER_MOVES, input.move, input.actor, input.to);
  const row = await executor.selectFrom("orders").select("status").where("id", "=", input.orderId).executeTakeFirst();
  if (!row) return { changed: false, from: null, reason: "missing" };
  if (rule && row.status === rule.to) return { changed: false, from: row.status, reason: "same" };
  if (!rule?.from.includes(row.status)) return { changed: false, from: row.status, reason: "not-allowed" };
  const result = await executor
    .updateTable("orders")
    .set({ status: rule.to, updated_at: now.toISOString() })
    .where("id", "=", input.orderId)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { changed: false, from: row.status, reason: "conflict" };
  await recordStatusChange(executor, { ...input, from: row.status, to: rule.to, now });
  return { changed: true, from: row.status };
}
