// The family's travel plan page: loader and action (travel.plan.$planId.tsx takes its server code
// from here only: decision 28). Owner only; staff see any plan in edit mode. The share links and the
// after-trip feedback post here (docs/decisions/0037-family-plan-page.md, 0038-plan-share-links-calendar-feedback.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { bookingTabScripts, offlineTabScripts } from "~/components/plan/tabs.server";
import { config, publicOrigin } from "~/config.server";
import { BOOKING_INTENTS, cartToggleSchema } from "~/forms/bookings.server";
import { feedbackSchema, PLAN_INTENTS, revokeSchema, sharePhotosSchema } from "~/forms/plan.server";
import { parseFixedForm, replyInvalid } from "~/forms/submission.server";
import { redirectToCheckout } from "~/http/checkout.server";
import { offlineHint } from "~/http/offline.server";
import { describePage, scriptLinks } from "~/http/page-meta.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireUser, requireUserOrStaff } from "~/http/session.server";
import { kakaoSdk, shareCardOf, shareFormData, shareUrl } from "~/http/share-card.server";
import { redirectWithToast } from "~/http/toast.server";
import { BOOKING_MESSAGES } from "~/messages/bookings";
import { PLAN_PAGE_MESSAGES as M, SHARE_KAKAO_SERVER_WORDS, SHARE_PHOTO_TOASTS } from "~/messages/plan";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import { photobookDisplayStatus } from "~/models/accounts/activity.server";
import { createBookingOrder, NO_BOOKINGS, readBookings, toggleCartItem } from "~/models/bookings/cart.server";
import { readMissionLog } from "~/models/missions/completions.server";
import { feedbackOpen, firstTripDate, submitTripFeedback } from "~/models/plans/feedback.server";
import { NO_TRIP_EXTRAS, type PlanViewer, readPlanForPage, readTripExtras } from "~/models/plans/page.server";
import { createShareLink, ensureShareLink, listShareLinks, revokeShareLink, setSharePhotos } from "~/models/plans/sharing.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";
import { formatDateTime, formatDay } from "~/utils/format";

/** The spec's placeholder id of a trip whose plan staff have not made: the dashboard's notice says so. */
const PENDING_PLAN_PREFIX = "payment_";

export const PLAN_TABS = ["storyboard", "missions", "bookings"] as const;
export type PlanTab = (typeof PLAN_TABS)[number];

function tabOf(value: string | null): PlanTab {
  return (PLAN_TABS as readonly string[]).includes(value ?? "") ? (value as PlanTab) : "storyboard";
}

/** Who asks: staff (any plan, no phone needed), else a signed-in member who finished sign-up. */
async function viewerOf(request: Request): Promise<PlanViewer> {
  const user = await requireUserOrStaff(request, { reason: "plan" });
  return { id: user.id, staff: user.role === "admin" };
}

function notFound(): Response {
  return Response.json({ message: M.notFound }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function pendingRedirect(planId: string): Response | null {
  if (!planId.startsWith(PENDING_PLAN_PREFIX)) return null;
  const orderId = planId.slice(PENDING_PLAN_PREFIX.length);
  return redirect(`/dashboard?planPending=${encodeURIComponent(orderId)}#${encodeURIComponent(orderId)}`);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await viewerOf(request);
  const planId = params.planId ?? "";
  const pending = pendingRedirect(planId);
  if (pending) throw pending;
  const plan = await readPlanForPage(planId, viewer);
  if (!plan) throw notFound();

  // Every read after the plan runs at once; the trip's note, photobook and feedback, and the links, only log a failure.
  const logged =
    <T>(what: string, fallback: T) =>
    (error: unknown) => {
      console.error(`plan page: ${what} failed`, error);
      return fallback;
    };
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const [{ note, photobook, feedback }, links, missions, bookings] = await Promise.all([
    readTripExtras(plan.orderId).catch(logged("note, photobook and feedback", NO_TRIP_EXTRAS)),
    listShareLinks(plan.id).catch(logged("share links", [])),
    // The mission log only on its tab; a failure shows its empty state (docs/product.md).
    tab === "missions" ? readMissionLog(plan.id).catch(logged("missions", null)) : null,
    // The booking tab's products and cart, read only on that tab; a failure shows its empty state.
    tab === "bookings" ? readBookings(plan.id).catch(logged("bookings", NO_BOOKINGS)) : null,
  ]);
  const dayNumbers = plan.days.map((day) => day.dayNumber);
  const asked = Number(url.searchParams.get("day"));
  const day = dayNumbers.includes(asked) ? asked : (dayNumbers[0] ?? 1);
  const completed = plan.status === "completed";
  const origin = publicOrigin(request);
  // The share button sends the newest live link (decision 74); without one it posts to make one.
  const newest = links[0];

  return data({
    plan: { id: plan.id, title: plan.title, status: plan.status, editMode: plan.editMode, owner: plan.owner },
    tab,
    day,
    // A completion's time is written here, as the site's other times are: the tab loads no formatter.
    missions: missions && {
      ...missions,
      missions: missions.missions.map((mission) => ({
        ...mission,
        completedAtText: mission.status.completedAt ? formatDateTime(mission.status.completedAt) : null,
      })),
    },
    days: plan.days.map((entry) => ({ ...entry, shownDate: entry.date ? formatDay(entry.date) : null })),
    note: note ? { message: note.message, createdAt: note.createdAt, shownAt: formatDateTime(note.createdAt) } : null,
    // Decision 0037: the offer once the plan is completed and no photobook is ordered; with one, its tracker.
    photobook: {
      promotion: completed && !photobook,
      tracker: photobook ? photobookDisplayStatus(photobook.status) : null,
      trackingCompany: photobook?.trackingCompany ?? null,
      trackingNumber: photobook?.trackingNumber ?? null,
      href: `/photobook/default?travelOrderId=${encodeURIComponent(plan.orderId)}`,
    },
    feedback: {
      open:
        plan.owner &&
        !feedback &&
        feedbackOpen({
          orderStatus: plan.orderStatus,
          planStatus: plan.status,
          firstDate: firstTripDate(plan.days.map((entry) => entry.date)),
        }),
      waiting: plan.owner && !feedback && plan.status === "sent",
      done: feedback ? { rating: feedback.rating, comment: feedback.comment, shownAt: formatDateTime(feedback.createdAt) } : null,
    },
    // Only the family books and pays; staff see the tab as it is.
    bookings: bookings && { ...bookings, canBook: plan.owner },
    meta: [
      ...describePage(request, {
        title: `${plan.title} - 패밀리트립`,
        description: "날마다의 일정과 챕터, 아이와 함께할 미션, 숙소·체험 예약까지 우리 가족 여행 플랜을 한 권의 동화책처럼 확인해요.",
        shared: false,
      }),
      // The booking tab's code loads on demand (decision 52): on that tab, beside the page's own scripts.
      ...scriptLinks(tab === "bookings" ? bookingTabScripts(context.onDemandScripts) : []),
    ],
    // The family's phone keeps the plan for the road (decision 78); staff's views are never kept.
    offline: viewer.staff ? null : { hint: offlineHint(viewer.id), days: dayNumbers, scripts: offlineTabScripts(context.onDemandScripts) },
    share: {
      links: links.map((link) => ({
        id: link.id,
        url: shareUrl(origin, link.token),
        shownAt: formatDateTime(link.createdAt),
        byStaff: link.createdByStaff,
      })),
      photos: plan.sharePhotos,
      // The share button's form attributes: empty until a link exists (its post makes one).
      button: shareFormData(
        newest ? await shareCardOf(plan, newest.token, origin) : null,
        kakaoSdk(),
        newest ? `share-${newest.id}` : null,
      ),
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await viewerOf(request);
  const plan = await readPlanForPage(params.planId ?? "", viewer);
  if (!plan) throw notFound();
  const formData = await readForm(request);
  const intent = formText(formData, "intent");
  const here = `/travel/plan/${encodeURIComponent(plan.id)}`;

  if (intent === PLAN_INTENTS.share) {
    // The server's write limits count every post; a share link also counts against its own bucket.
    const limit = await consumeRateLimit("plan-share", viewer.id, config.writeLimits.perMember);
    if (!limit.allowed) throw requestError(400, M.shareTooMany);
    const created = await createShareLink({ planId: plan.id, createdBy: viewer.id });
    if (!created.ok) return redirectWithToast(`${here}#share`, "error", created.reason === "too-many" ? M.shareTooMany : M.notFound);
    return redirectWithToast(`${here}#share`, "success", M.shareCreated);
  }
  if (intent === PLAN_INTENTS.shareKakao) {
    // Reached without JavaScript, or with it before any link exists: the link is on the page after this.
    const limit = await consumeRateLimit("plan-share", viewer.id, config.writeLimits.perMember);
    if (!limit.allowed) throw requestError(400, M.shareTooMany);
    const link = await ensureShareLink({ planId: plan.id, createdBy: viewer.id });
    if (!link.ok) return redirectWithToast(`${here}#share`, "error", link.reason === "too-many" ? M.shareTooMany : M.notFound);
    return redirectWithToast(
      `${here}#share`,
      "success",
      link.created ? SHARE_KAKAO_SERVER_WORDS.linkMade : SHARE_KAKAO_SERVER_WORDS.copyBelow,
    );
  }
  if (intent === PLAN_INTENTS.revoke) {
    const { linkId } = parseFixedForm(formData, revokeSchema);
    const revoked = await revokeShareLink({ planId: plan.id, linkId });
    return redirectWithToast(`${here}#share`, revoked ? "success" : "info", revoked ? M.shareRevoked : M.shareAlreadyRevoked);
  }
  if (intent === PLAN_INTENTS.sharePhotos) {
    // The family's choice (setSharePhotos checks the plan is theirs): staff get not found.
    const { allowed } = parseFixedForm(formData, sharePhotosSchema);
    if (!(await setSharePhotos({ planId: plan.id, userId: viewer.id, allowed: allowed === "1" }))) throw notFound();
    return redirectWithToast(`${here}#share`, "success", allowed === "1" ? SHARE_PHOTO_TOASTS.on : SHARE_PHOTO_TOASTS.off);
  }
  if (intent === PLAN_INTENTS.feedback) {
    // The trip and its feedback are the family's: staff read it, they do not write it.
    if (!plan.owner) throw notFound();
    const submission = parseWithZod(formData, { schema: feedbackSchema });
    if (submission.status !== "success") return replyInvalid(submission.reply());
    const result = await submitTripFeedback({ planId: plan.id, userId: viewer.id, ...submission.value, history: PLAN_HISTORY_WORDS });
    if (result.ok) return redirectWithToast(`${here}#photobook`, "success", M.feedbackSaved);
    if (result.reason === "already") return redirectWithToast(`${here}#feedback`, "info", M.feedbackAlready);
    if (result.reason === "not-allowed") return replyInvalid(submission.reply({ formErrors: [M.feedbackNotOpen] }));
    return replyInvalid(submission.reply({ formErrors: [M.feedbackFailed] }));
  }
  const booking = await bookingAction(request, intent, formData, plan, viewer);
  if (booking) return booking;
  throw requestError(400);
}

/** The booking tab's posts: the cart's toggle and its pay button (the family's only; decision 52). */
async function bookingAction(
  request: Request,
  intent: string,
  formData: FormData,
  plan: { id: string; owner: boolean },
  viewer: PlanViewer,
): Promise<Response | null> {
  if (intent !== BOOKING_INTENTS.add && intent !== BOOKING_INTENTS.remove && intent !== BOOKING_INTENTS.pay) return null;
  // The trip and its cart are the family's: staff see the tab, they do not book.
  if (!plan.owner) throw notFound();
  const cart = `/travel/plan/${encodeURIComponent(plan.id)}?tab=bookings`;
  if (intent === BOOKING_INTENTS.pay) {
    const made = await createBookingOrder({ planId: plan.id, userId: viewer.id });
    if (!made.ok) {
      if (made.reason === "not-found") throw notFound();
      return redirectWithToast(`${cart}#cart`, "error", made.reason === "empty" ? BOOKING_MESSAGES.cartEmpty : BOOKING_MESSAGES.repriced);
    }
    const user = await requireUser(request, { reason: "plan" });
    return redirectToCheckout(made.order, user);
  }
  const { productId, reply } = parseFixedForm(formData, cartToggleSchema);
  const toggled = await toggleCartItem({ planId: plan.id, productId, userId: viewer.id, add: intent === BOOKING_INTENTS.add });
  if (!toggled.ok && toggled.reason === "not-found") throw notFound();
  const refused = toggled.ok ? null : BOOKING_MESSAGES.alreadyReserved;
  // The script's form stays on the tab (the loaders revalidate); a plain form comes back to the product.
  if (reply === "data") return Response.json({ ok: toggled.ok, message: refused }, { status: toggled.ok ? 200 : 409 });
  const back = `${cart}#product-${encodeURIComponent(productId)}`;
  return refused ? redirectWithToast(back, "error", refused) : redirect(back);
}
