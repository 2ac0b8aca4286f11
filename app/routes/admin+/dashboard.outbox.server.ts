// The development outbox's loader (dashboard.outbox.tsx takes its server code from here only:
// decision 28): the latest messages, their recipients masked and their times as text; a 404 with real
// providers for both kinds of message.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, maskPhone } from "~/http/staff-display.server";
import { listRecentMessages } from "~/models/messaging/outbox.server";
import { isOutboxPageOn } from "~/services/notifier.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  if (!isOutboxPageOn()) throw new Response(null, { status: 404 });
  const messages = await listRecentMessages(100);
  // Staff need to tell messages apart, not to read the whole number.
  return {
    messages: messages.map((message) => ({
      ...message,
      recipient: maskPhone(message.recipient),
      createdAt: formatDateTime(message.createdAt),
      sentAt: message.sentAt ? formatDateTime(message.sentAt) : null,
      nextAttemptAt: message.status === "queued" && message.attempts > 0 ? formatDateTime(message.nextAttemptAt) : null,
    })),
  };
}
