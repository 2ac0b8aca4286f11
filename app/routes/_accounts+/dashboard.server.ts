// My activity's loader and action (dashboard.tsx takes its server code from here only: decision 28).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { ShownFacts, ShownPhotobookCard, ShownTravelCard } from "~/components/activity/CardFacts";
import { notificationFormSchema } from "~/forms/notifications.server";
import { parseFixedForm } from "~/forms/submission.server";
import { describePage } from "~/http/page-meta.server";
import { readForm } from "~/http/request.server";
import { requireMember, requireUser } from "~/http/session.server";
import { loadActivity, type PhotobookCard, type TravelCard } from "~/models/accounts/activity.server";
import { listNotifications, markAllRead } from "~/models/messaging/notifications.server";
import { formatDate, formatDateTime, formatKrw } from "~/utils/format";

/** Dates and money as the cards show them, formatted here so the page's script carries no formatter. */
function shownFacts(card: TravelCard | PhotobookCard): ShownFacts {
  const travel = card.kind === "travel" ? card : null;
  return {
    orderedAt: formatDateTime(card.createdAt),
    amount: formatKrw(card.amount),
    refundedAt: travel?.refundedAt ? formatDateTime(travel.refundedAt) : null,
    travelEnd: travel?.travelEndDate ? formatDate(travel.travelEndDate) : null,
    noteAt: travel?.plannerNote ? formatDateTime(travel.plannerNote.createdAt) : null,
  };
}

/**
 * A card as the page reads it: the raw dates and amounts stay here, their formatted forms go in
 * `shown` (decision 79: what the page never reads is not serialised into it).
 */
function shownCard(card: TravelCard | PhotobookCard): ShownTravelCard | ShownPhotobookCard {
  const shown = shownFacts(card);
  if (card.kind === "photobook") {
    const { id, kind, orderId, status, stage, cancellable, travelTitle, address, trackingCompany, trackingNumber } = card;
    return { id, kind, orderId, status, stage, cancellable, travelTitle, address, trackingCompany, trackingNumber, shown };
  }
  const { id, kind, planMade, orderId, title, productType, status, refundable, photobookPromotion, plannerNote } = card;
  return { id, kind, planMade, orderId, title, productType, status, refundable, photobookPromotion, plannerNote, shown };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, serviceMessages: messages } = await requireMember(request, { reason: "dashboard" });
  const [activity, notifications] = await Promise.all([loadActivity(user.id), listNotifications(user.id)]);
  return {
    name: user.name?.trim() || "나",
    counts: activity.counts,
    cards: activity.cards.map(shownCard),
    notifications: notifications.map((notification) => ({ ...notification, shownAt: formatDateTime(notification.createdAt) })),
    serviceMessages: { on: messages.on, chosenAt: messages.chosenAt ? formatDateTime(messages.chosenAt) : null },
    // 'View plan' on a trip whose plan staff have not made yet: the card says so (no script needed).
    planPending: new URL(request.url).searchParams.get("planPending"),
    meta: describePage(request, {
      title: "내 활동 - 패밀리트립",
      description: "내 여행 플랜과 주문, 설문과 상담 진행 상황, 알림과 내가 쓴 여행 후기를 한눈에 확인해요.",
      shared: false,
    }),
  };
}

// "모두 읽음": the member's notifications are marked read, and the header's dot goes out. The 카카오톡
// 알림 choice is changed on 내 정보 (/account, decision 82).
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { reason: "dashboard" });
  parseFixedForm(await readForm(request), notificationFormSchema);
  await markAllRead(user.id);
  return redirect("/dashboard");
}
