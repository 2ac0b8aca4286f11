// The outbox's sender moved to app/models/messaging/delivery.server.ts. server/index.ts still names
// it here while its periodic jobs are rewritten elsewhere; this line goes when that import changes.
export { deliverQueuedMessages, logDelivery } from "../messaging/delivery.server";
