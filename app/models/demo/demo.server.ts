// Demo accounts of the embedded default: the review-test member and the sandbox providers' existing
// members. Written through the same model functions as real sign-ups.

import { db } from "~/db.server";
import { SANDBOX_MEMBER } from "~/services/oauth-sandbox.server";
import { recordApprovedSandboxPayment } from "~/services/toss-sandbox.server";
import type { FamilyMembers } from "~/utils/family";
import type { LoginProvider } from "~/vocabulary/login";
import { createStaff, STAFF_PROVIDER } from "../accounts/staff.server";
import { getUserByProvider, updateProfile, upsertProviderUser } from "../accounts/users.server";
import type { FamilyWords } from "../messaging/notifications.server";
import { createMission, createProduct } from "../missions/catalogue.server";
import { travelProduct } from "../orders/catalogue.server";
import { acceptOrder, listOrdersForUser, moveOrderStatus, type Order } from "../orders/orders.server";
import { markPaid } from "../orders/payments.server";
import { createTravelOrder } from "../orders/travel-orders.server";
import { createPhotobookOrder } from "../photobook/photobook-orders.server";
import { createPhotobook } from "../photobook/photobooks.server";
import { createTravelPlan } from "../plans/creation.server";
import { readItinerary } from "../plans/itinerary.server";
import { type PlanHistoryWords, sendTravelPlan } from "../plans/lifecycle.server";
import type { NewActivity } from "../plans/rules";
import { type SurveyAnswers, saveSurveyDraft, submitSurvey } from "../survey/surveys.server";

export const DEMO_MEMBER = {
  provider: "demo",
  providerId: "review-test",
  nickname: "리뷰테스트",
  email: "review-test@family-trip.example",
  name: "리뷰 테스트",
  phone: "01000000000",
  familyMembers: {
    father: { age: "38", is_me: true },
    mother: { age: "36", is_me: false },
    son: [{ age: "7", is_me: false }],
  } satisfies FamilyMembers,
};

/**
 * The demo's staff account, for trying the back office (/admin/login). Its password is printed by the
 * README and by the server at start: seeded only where config.demoStaff says, never in production.
 */
export const DEMO_STAFF = { loginId: "staff", name: "데모 관리자", password: "family-trip-staff" };

/** The demo staff account, unless that id is taken already (made by `npm run admin:create`, say). */
export async function seedDemoStaff(): Promise<void> {
  await createStaff(DEMO_STAFF);
}

function demoUser() {
  return upsertProviderUser({
    provider: DEMO_MEMBER.provider,
    providerId: DEMO_MEMBER.providerId,
    email: DEMO_MEMBER.email,
    nickname: DEMO_MEMBER.nickname,
    avatarUrl: null,
  });
}

export async function seedDemoAccounts(): Promise<void> {
  const demo = await demoUser();
  await updateProfile(demo.id, { name: DEMO_MEMBER.name, phone: DEMO_MEMBER.phone, familyMembers: DEMO_MEMBER.familyMembers });
  await seedDemoPaidOrder(demo.id);

  const members: { provider: LoginProvider; phone: string; familyMembers: FamilyMembers }[] = [
    {
      provider: "kakao",
      phone: "01023456789",
      familyMembers: { mother: { age: "35", is_me: true }, daughter: [{ age: "5", is_me: false }] },
    },
    { provider: "google", phone: "01034567890", familyMembers: { father: { age: "41", is_me: true }, son: [{ age: "9", is_me: false }] } },
  ];
  for (const member of members) {
    const person = SANDBOX_MEMBER[member.provider];
    const user = await upsertProviderUser({
      provider: member.provider,
      providerId: person.id,
      email: person.email,
      nickname: person.nickname,
      avatarUrl: person.avatarUrl,
    });
    await updateProfile(user.id, { name: person.nickname, phone: member.phone, familyMembers: member.familyMembers });
  }
}

/** The review-test member's paid signature day trip, as if paid by card in the sandbox. */
async function seedDemoPaidOrder(userId: string): Promise<void> {
  if ((await listOrdersForUser(userId)).length > 0) return;
  await paidDemoOrder(userId, "day", new Date());
}

async function paidDemoOrder(userId: string, tripDuration: "day" | "overnight", now: Date) {
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration })!, now);
  await markPaidByCard(order, now);
  await acceptOrder(order.id, now);
  return order;
}

/**
 * Records an order as paid by card, as the payment sandbox approves it, without a payment at Toss:
 * the demo's history and the tests' arranged orders (markPaid is the one way an order becomes paid).
 */
export async function markPaidByCard(order: Pick<Order, "id" | "orderName" | "amount">, approvedAt = new Date()): Promise<void> {
  const paymentKey = `seed_${order.id}`;
  // The sandbox knows the payment too, so the member can refund it as any other (a cancel finds it).
  await recordApprovedSandboxPayment({
    paymentKey,
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    approvedAt: approvedAt.toISOString(),
  });
  await markPaid(order.id, {
    paymentKey,
    orderId: order.id,
    orderName: order.orderName,
    status: "DONE",
    method: "카드",
    totalAmount: order.amount,
    approvedAt: approvedAt.toISOString(),
    receipt: null,
    secret: null,
  });
}

/** A whole survey's answers, in the stored shape (the demo's finished trip; tests start from it). */
export function sampleSurveyAnswers(travelDates: { start: string; end: string } | null): SurveyAnswers {
  return {
    departure: "서울특별시 강남구",
    travelDates,
    dateUndecided: travelDates === null,
    familyMembers: DEMO_MEMBER.familyMembers,
    transportation: { selected: "car" },
    totalBudget: 50,
    travelReason: { selected: "experience" },
    valuePriority: ["experience", "food", "rest"],
    budgetInvest: ["activity", "accommodation"],
    budgetSave: ["shopping"],
    dailyEnergy: [30, 50, 20],
    wakeUpTime: "7_8",
    bedTime: "21_22",
    napTime: "in_car",
    maxDrivingTime: "2h",
    maxTravelDistance: "200km",
    accommodationType: ["hanok", "hotel"],
    accommodationLocation: { selected: "near_sights" },
    diningStyle: ["local", "kids_menu"],
    foodRestrictions: { selected: ["none"] },
    activityType: ["museum", "craft"],
    weatherBackup: "indoor",
    childInterest: { selected: ["dinosaurs", "other"], inputs: { detail: "백제 역사 이야기" } },
    parentWish: "아이가 역사를 재미있게 느꼈으면 해요",
    photoStyle: "snapshot",
    finalMessage: null,
  };
}

/**
 * The review-test member's history: the open day trip is accepted (its survey can start), and an
 * earlier overnight trip is finished, with its survey, and a photobook on its way.
 */
export async function seedDemoActivity(): Promise<void> {
  const demo = await demoUser();
  for (const order of await listOrdersForUser(demo.id)) await acceptOrder(order.id);

  const day = 86_400_000;
  const past = new Date(Date.now() - 40 * day);
  const trip = await paidDemoOrder(demo.id, "overnight", past);
  const iso = (offset: number) => new Date(past.getTime() + offset * day).toISOString().slice(0, 10);
  await saveSurveyDraft(
    { orderId: trip.id, userId: demo.id, answers: sampleSurveyAnswers({ start: iso(14), end: iso(15) }), resumeStep: 1 },
    past,
  );
  await submitSurvey(trip.id, demo.id, past);
  await moveOrderStatus(db(), {
    orderId: trip.id,
    userId: demo.id,
    move: "set",
    to: "feedback_complete",
    now: new Date(past.getTime() + 20 * day),
    actor: "system",
  });
  const ordered = new Date(Date.now() - 5 * day);
  const photobookOrder = await createPhotobookOrder(demo.id, trip.orderName, ordered);
  await markPaidByCard(photobookOrder, ordered);
  await createPhotobook(
    {
      userId: demo.id,
      orderId: photobookOrder.id,
      travelOrderId: trip.id,
      status: "shipping",
      recipientName: DEMO_MEMBER.name,
      recipientPhone: DEMO_MEMBER.phone,
      postalCode: "06236",
      address: "서울특별시 강남구 테헤란로 152",
      detailAddress: "101동 1001호",
      trackingCompany: "CJ대한통운",
      trackingNumber: "123456789012",
    },
    ordered,
  );
}

/**
 * A trip of the review-test member that a planner has finished: an overnight 공주 trip two weeks ahead,
 * its survey done and its consultation held, with a two-day plan the demo staff made and sent, so a
 * newcomer sees the storyboard, the share link and the calendar. Needs the demo staff account.
 */
/** The demo's plan, sent to the demo member with the family's words the seed hands in (app/messages). */
export async function seedDemoPlan(words: FamilyWords, history: PlanHistoryWords): Promise<void> {
  const demo = await demoUser();
  const staff = await getUserByProvider(STAFF_PROVIDER, DEMO_STAFF.loginId);
  if (!staff) return;
  const day = 86_400_000;
  const paidAt = new Date(Date.now() - 6 * day);
  const trip = await paidDemoOrder(demo.id, "overnight", paidAt);
  const date = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
  await saveSurveyDraft(
    { orderId: trip.id, userId: demo.id, answers: sampleSurveyAnswers({ start: date(14), end: date(15) }), resumeStep: 1 },
    paidAt,
  );
  await submitSurvey(trip.id, demo.id, paidAt);
  await moveOrderStatus(db(), {
    orderId: trip.id,
    userId: demo.id,
    move: "set",
    to: "consultation_complete",
    now: new Date(paidAt.getTime() + 2 * day),
    actor: "system",
  });
  const stop = (
    time: string,
    title: string,
    type: NewActivity["type"],
    durationMinutes: number,
    locationName: string,
    description: string,
    costWon = 0,
  ) => ({
    time,
    title,
    type,
    durationMinutes,
    locationName,
    description,
    costWon,
  });
  const created = await createTravelPlan({
    orderId: trip.id,
    staffId: staff.id,
    title: "공주 백제 탐험 1박 2일",
    days: [
      {
        date: date(14),
        activities: [
          stop("10:00", "공산성 성곽 걷기", "attraction", 120, "공산성", "성곽을 따라 걸으며 백제 왕궁 터를 찾아보는 첫 모험이에요.", 3000),
          stop("12:30", "밤 국밥으로 든든한 점심", "food", 60, "공주 산성시장", "공주 밤이 들어간 국밥과 밤빵을 맛봐요.", 36000),
          stop(
            "14:30",
            "무령왕릉 비밀 찾기",
            "experience",
            90,
            "무령왕릉과 왕릉원",
            "왕의 무덤에서 나온 보물을 모형 전시관에서 찾아봐요.",
            3000,
          ),
          stop("17:00", "한옥 숙소 체크인", "accommodation", 60, "공주 한옥마을", "온돌방에서 쉬며 오늘 찾은 보물을 그려 봐요.", 0),
        ],
      },
      {
        date: date(15),
        activities: [
          stop("09:30", "알밤 줍기 체험", "activity", 120, "공주 밤 농장", "장갑을 끼고 알밤을 주워 간식으로 구워 먹어요.", 20000),
          stop("13:00", "집으로 가는 길", "transport", 150, "공주종합버스터미널", "버스에서 오늘의 여행 일기를 함께 써요."),
        ],
      },
    ],
    accommodations: [
      { name: "공주 한옥마을", checkIn: date(14), checkOut: date(15), address: "충청남도 공주시 관광단지길 12", costWon: 150000 },
    ],
    totalBudget: 450000,
    notes: "아이가 역사 이야기를 좋아해요: 공산성에서 해설 시간을 넉넉히.",
  });
  if (!created.ok) return;
  await seedDemoCatalogue(created.planId);
  await sendTravelPlan({ planId: created.planId, staffId: staff.id, words, history });
}

/**
 * The demo plan's missions and bookable products, each on the chapter whose place it names (so the
 * storyboard's '미션 확인' and '예약하러 가기' show there). No images: a fresh clone has no staff
 * images in the library; staff may add them in the editor.
 */
async function seedDemoCatalogue(planId: string): Promise<void> {
  const chapters = (await readItinerary(planId)).flatMap((day) => day.activities);
  const at = (locationName: string) => chapters.find((chapter) => chapter.locationName === locationName)?.id;
  const missions = [
    {
      place: "공산성",
      title: "성곽 깃발 세어 보기",
      description: "공산성 성곽을 걸으며 펄럭이는 깃발이 몇 개인지 세어 봐요.",
      points: 100,
      hint: "금서루에서 시작하면 찾기 쉬워요.",
    },
    {
      place: "무령왕릉과 왕릉원",
      title: "왕의 보물 찾기",
      description: "전시관에서 금관 꾸미개를 찾아 가족사진을 찍어요.",
      points: 150,
      hint: "반짝이는 불꽃 모양을 찾아보세요.",
    },
    {
      place: "공주 밤 농장",
      title: "알밤 열 개 줍기",
      description: "장갑을 끼고 알밤 열 개를 주워 바구니에 담아요.",
      points: 50,
      hint: null,
    },
  ];
  for (const mission of missions) {
    const activityId = at(mission.place);
    if (!activityId) continue;
    await createMission(planId, {
      activityId,
      title: mission.title,
      description: mission.description,
      points: mission.points,
      hint: mission.hint,
      imageUploadId: null,
    });
  }
  const products = [
    { place: "공산성", name: "공산성 입장권 (가족)", category: "입장권", price: 6000, description: "어른 2명, 어린이 2명" },
    { place: "무령왕릉과 왕릉원", name: "무령왕릉 입장권 (가족)", category: "입장권", price: 6000, description: "어른 2명, 어린이 2명" },
    {
      place: "무령왕릉과 왕릉원",
      name: "백제 금관 만들기 키트",
      category: "체험",
      price: 12000,
      description: "전시관 체험실에서 만드는 금관 꾸미기 재료",
    },
    { place: "공주 밤 농장", name: "알밤 줍기 체험", category: "체험", price: 20000, description: "장갑과 바구니, 군밤 간식 포함" },
  ];
  for (const product of products) {
    const activityId = at(product.place);
    if (!activityId) continue;
    await createProduct(planId, {
      activityId,
      name: product.name,
      category: product.category,
      price: product.price,
      description: product.description,
      imageUploadId: null,
    });
  }
}
