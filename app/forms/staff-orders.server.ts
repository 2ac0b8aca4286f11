// The back office's order forms: accepting a new order, and setting an order's status (a row of the
// orders tab sends the status only; the timeline's form may add a reason).
import { z } from "zod";
import { ORDER_MESSAGES as M } from "~/messages/admin";
import { TRAVEL_FLOW_STATUSES } from "~/vocabulary/statuses";

const orderIdField = z.string().trim().min(1).max(100);

export const acceptOrderSchema = z.object({
  intent: z.literal("accept"),
  orderId: orderIdField,
});

export const orderStatusSchema = z.object({
  intent: z.literal("status"),
  orderId: orderIdField,
  status: z.enum(TRAVEL_FLOW_STATUSES, { error: M.statusRequired }),
  reason: z.string().trim().max(200, M.reasonTooLong).optional(),
});

/** The timeline's form: the order is the page's own. */
export const timelineStatusSchema = orderStatusSchema.omit({ orderId: true });
