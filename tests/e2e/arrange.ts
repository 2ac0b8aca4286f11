// What a test starts from, made through the app's own models, so it obeys their rules: members signed
// in with a server session (instead of clicking through the sign-in sandbox, which auth.spec.ts tests
// once per provider), trips in any status, a finished trip's survey, a photobook. The session cookie
// is signed with the secret the test server runs with (playwright.config.ts), as the server signs its own.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import { FAMILY_WORDS } from "../../app/messages/notifications";
import { PLAN_HISTORY_WORDS } from "../../app/messages/plans";
import type { Order } from "../../app/models/orders/orders.server";
import type { FamilyMembers } from "../../app/utils/family";
import type { OrderStatus } from "../../app/vocabulary/statuses";

// The models open the database named by DATABASE_URL on first use: the test server's. Orders are
// moved step by step here, so nothing is accepted behind the test's back.
if (!process.env.E2E_DATABASE_URL) throw new Error("E2E_DATABASE_URL is not set: run the tests through playwright.config.ts");
process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
process.env.AUTO_ACCEPT_ORDERS = "false";

const { upsertProviderUser, updateProfile } = await import("../../app/models/accounts/users.server");
const { createSession, SESSION_TTL_MS } = await import("../../app/models/accounts/sessions.server");
const { createStaff } = await import("../../app/models/accounts/staff.server");
const { travelProduct } = await import("../../app/models/orders/catalogue.server");
const { createTravelOrder } = await import("../../app/models/orders/travel-orders.server");
const { createPhotobookOrder } = await import("../../app/models/photobook/photobook-orders.server");
const { acceptOrder, moveOrderStatus } = await import("../../app/models/orders/orders.server");
const { markRefunded } = await import("../../app/models/orders/payments.server");
const { saveSurveyDraft, submitSurvey } = await import("../../app/models/survey/surveys.server");
const { markPaidByCard, sampleSurveyAnswers } = await import("../../app/models/demo/demo.server");
const { createPhotobook } = await import("../../app/models/photobook/photobooks.server");
const { createTravelPlan } = await import("../../app/models/plans/creation.server");
const { sendTravelPlan } = await import("../../app/models/plans/lifecycle.server");
const { createReviewDraft, saveReviewDraft } = await import("../../app/models/community/reviews.server");
const { db: appDb } = await import("../../app/db.server");

/** The models' own handle on the test server's database, for reading what a flow wrote. */
export const db = appDb();

/** The test server's cookie secret (playwright.config.ts passes it to the server). */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-9f4c1a7b2d8e6035";

const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [E2E_SESSION_SECRET],
  maxAge: SESSION_TTL_MS / 1000,
});

/** The test server's address (playwright.config.ts). */
const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT || 3100)}`;

/** Signs `page` in as an existing user: a new server session and its cookie. */
export async function signInAs(page: Page, userId: string): Promise<void> {
  const session = await createSession(userId, { clientIp: "e2e" });
  const value = (await sessionCookie.serialize(session.id)).split(";")[0]!.slice("__session=".length);
  await page.context().addCookies([{ name: "__session", value, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
}

/** A member who finished sign-up (a name and a phone), signed in on `page`; the user's id. */
export async function newSignedInMember(page: Page, { phone }: { phone: string }, name: string): Promise<string> {
  const userId = await arrangeMember({ name, phone });
  await signInAs(page, userId);
  return userId;
}

/** A member who finished sign-up (a name, a phone and maybe a family), not signed in anywhere; the user's id. */
export async function arrangeMember(input: { name: string; phone: string; familyMembers?: FamilyMembers }): Promise<string> {
  const user = await upsertProviderUser({
    provider: "kakao",
    providerId: `e2e-${input.phone}-${randomUUID()}`,
    email: null,
    nickname: input.name,
    avatarUrl: null,
  });
  await updateProfile(user.id, { name: input.name, phone: input.phone, familyMembers: input.familyMembers });
  return user.id;
}

/**
 * A staff member signed in on `page`: a real staff account (the staff model, with a password) and a
 * server session. Signing in through /admin/login is that screen's own suite.
 */
export async function signInStaff(page: Page, name = "테스트 매니저"): Promise<{ id: string; name: string }> {
  const created = await createStaff({ loginId: `e2e.${randomUUID().slice(0, 18)}`, name, password: "e2e-staff-password" });
  if (!created.ok) throw new Error("the staff account's id was taken");
  await signInAs(page, created.user.id);
  return { id: created.user.id, name };
}

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const SYLLABLES = ["가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하", "민", "서", "준", "윤", "현", "우"];

/** A Korean name of four syllables nobody else in the run is likely to have (its initials neither). */
export function randomKoreanName(): string {
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)]!;
  return pick(SURNAMES) + pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
}

/** Districts for trips that must be told apart on a page: each gives its own order name. */
export const TRIP_DISTRICTS = {
  gangneung: { province: "강원특별자치도", city: "강릉시" },
  sokcho: { province: "강원특별자치도", city: "속초시" },
  chuncheon: { province: "강원특별자치도", city: "춘천시" },
  jeonju: { province: "전북특별자치도", city: "전주시" },
  yeosu: { province: "전라남도", city: "여수시" },
  gyeongju: { province: "경상북도", city: "경주시" },
  tongyeong: { province: "경상남도", city: "통영시" },
} as const;

/** The path a paid travel order takes, in order, after payment_complete (docs/product.md#statuses). */
const AFTER_PAYMENT: OrderStatus[] = ["accepted", "survey_complete", "consultation_complete", "plan_sent", "feedback_complete"];

/**
 * A custom day trip of this member in `status` (accepted unless said), paid at `approvedAt`
 * (default: when it was made), moved there the way the app moves it.
 */
export async function arrangeTrip(
  userId: string,
  input: { status?: OrderStatus; district?: keyof typeof TRIP_DISTRICTS; createdAt?: Date; approvedAt?: Date } = {},
): Promise<Order> {
  const status = input.status ?? "accepted";
  const createdAt = input.createdAt ?? new Date();
  const product = travelProduct({ productType: "custom", tripDuration: "day", ...TRIP_DISTRICTS[input.district ?? "gangneung"] })!;
  const order = await createTravelOrder(userId, product, createdAt);
  if (status === "pending") return order;
  await markPaidByCard(order, input.approvedAt ?? createdAt);
  if (status === "refunded") {
    await markRefunded(order.id, new Date(Math.max(createdAt.getTime(), Date.now() - 60_000)));
    return order;
  }
  for (const next of AFTER_PAYMENT.slice(0, AFTER_PAYMENT.indexOf(status) + 1)) {
    if (next === "accepted") await acceptOrder(order.id, createdAt);
    else await moveOrderStatus(db, { orderId: order.id, userId, move: "set", to: next, now: createdAt, actor: "system" });
  }
  return order;
}

/**
 * The demo's sample answers (sampleSurveyAnswers) saved and submitted for this member's accepted
 * order, as the survey's last screen submits them: the order becomes survey_complete.
 */
export async function arrangeSubmittedSurvey(
  userId: string,
  orderId: string,
  input: { travelDates?: { start: string; end: string } | null; at?: Date } = {},
): Promise<void> {
  const at = input.at ?? new Date();
  await saveSurveyDraft({ orderId, userId, answers: sampleSurveyAnswers(input.travelDates ?? null), resumeStep: 26 }, at);
  const submitted = await submitSurvey(orderId, userId, at);
  if (!submitted.ok) throw new Error(`the survey of ${orderId} was not submitted (${JSON.stringify(submitted)})`);
}

/** A trip that happened: its survey submitted with these travel dates, and the family's feedback given. */
export async function arrangeFinishedTrip(
  userId: string,
  input: { travelDates: { start: string; end: string }; createdAt: Date; district?: keyof typeof TRIP_DISTRICTS },
): Promise<Order> {
  const order = await arrangeTrip(userId, { status: "accepted", createdAt: input.createdAt, district: input.district });
  await arrangeSubmittedSurvey(userId, order.id, { travelDates: input.travelDates, at: input.createdAt });
  for (const next of AFTER_PAYMENT.slice(AFTER_PAYMENT.indexOf("consultation_complete"))) {
    await moveOrderStatus(db, { orderId: order.id, userId, move: "set", to: next, now: input.createdAt, actor: "system" });
  }
  return order;
}

/** A paid photobook of `trip` on its way, with a delivery address and tracking; its id. */
export async function arrangeShippingPhotobook(
  userId: string,
  trip: Order,
  input: { recipientName: string; orderedAt: Date },
): Promise<string> {
  const order = await createPhotobookOrder(userId, trip.orderName, input.orderedAt);
  await markPaidByCard(order, input.orderedAt);
  return createPhotobook(
    {
      userId,
      orderId: order.id,
      travelOrderId: trip.id,
      status: "shipping",
      recipientName: input.recipientName,
      recipientPhone: "01012345678",
      postalCode: "03900",
      address: "서울특별시 마포구 월드컵로 1",
      detailAddress: "2층",
      trackingCompany: "CJ대한통운",
      trackingNumber: "555566667777",
    },
    input.orderedAt,
  );
}

/**
 * A paid photobook waiting for its photos: a PHOTOBOOK_ order priced by the server and paid by card,
 * and its photobook row (the photobook kind's paid effect makes it; written here when it has not).
 */
export async function arrangePaidPhotobook(
  userId: string,
  input: { travelOrderId?: string } = {},
): Promise<{ orderId: string; photobookId: string }> {
  const order = await createPhotobookOrder(userId, "공주 시그니처 여행");
  await markPaidByCard(order);
  const row = await db.selectFrom("photobooks").select("id").where("order_id", "=", order.id).executeTakeFirst();
  const photobookId =
    row?.id ?? (await createPhotobook({ userId, orderId: order.id, travelOrderId: input.travelOrderId ?? null, status: "draft" }));
  return { orderId: order.id, photobookId };
}

/** A new staff account that makes and sends plans; its user id. */
async function arrangePlanner(): Promise<string> {
  const created = await createStaff({ loginId: `e2e.plan.${randomUUID().slice(0, 12)}`, name: "김플래너", password: "e2e-staff-password" });
  if (!created.ok) throw new Error("the staff account's id was taken");
  return created.user.id;
}

/**
 * A draft travel plan staff made for `order` (in consultation complete or plan sent), through the plans
 * model: one list of chapter titles a day (by default two chapters on the first day and one on the
 * second), days from `firstDate`, a stay with its cost, and a staff-only note. Its id.
 */
export async function arrangePlan(
  order: Pick<Order, "id">,
  input: { staffId?: string; title?: string; days?: string[][]; firstDate?: string } = {},
): Promise<string> {
  const days = input.days ?? [["경포해변 산책", "오죽헌 관람"], ["안목 커피거리"]];
  const first = Date.parse(`${input.firstDate ?? "2026-12-01"}T00:00:00Z`);
  const created = await createTravelPlan({
    orderId: order.id,
    staffId: input.staffId ?? (await arrangePlanner()),
    title: input.title ?? "강릉 바다 가족 여행",
    days: days.map((titles, index) => ({
      date: new Date(first + index * 86_400_000).toISOString().slice(0, 10),
      activities: titles.map((title, at) => ({
        time: `${String(9 + at * 3).padStart(2, "0")}:00`,
        title,
        durationMinutes: 120,
        description: `${title}에서 보내는 시간`,
        locationName: `${title} 입구`,
        costWon: 15_000,
      })),
    })),
    accommodations: [{ name: "한옥 스테이", checkIn: null, checkOut: null, address: "공주시 어딘가 1", costWon: 120_000 }],
    totalBudget: 654_321,
    notes: "직원만 보는 메모",
  });
  if (!created.ok) throw new Error(`the plan of ${order.id} was not created (${created.reason})`);
  return created.planId;
}

/**
 * A trip of this member whose plan staff made and sent (the order goes consultation complete → plan
 * sent). The plan's id, the order, and the staff member who sent it.
 */
export async function arrangeSentPlan(
  userId: string,
  input: { title: string; days: string[][]; firstDate?: string; district?: keyof typeof TRIP_DISTRICTS },
): Promise<{ planId: string; order: Order; staffId: string }> {
  const order = await arrangeTrip(userId, { status: "consultation_complete", district: input.district });
  const staffId = await arrangePlanner();
  const planId = await arrangePlan(order, { staffId, title: input.title, days: input.days, firstDate: input.firstDate ?? "2026-11-20" });
  const sent = await sendTravelPlan({ planId, staffId, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS });
  if (!sent.ok) throw new Error(`the plan was not sent (${sent.reason})`);
  return { planId, order, staffId };
}

/** A review draft of this member with only its story written (no photos yet), as '나중에 하기' keeps one. Its id. */
export async function arrangeReviewDraft(authorId: string, caption: string): Promise<string> {
  const draftId = await createReviewDraft(authorId);
  const fields = { goodPoints: "", badPoints: "", tips: "", caption, locationTags: [], tags: [] };
  if (!(await saveReviewDraft({ authorId, draftId, fields }))) throw new Error(`the draft ${draftId} was not saved`);
  return draftId;
}
