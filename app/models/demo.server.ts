// Demo accounts of the embedded default: the review-test member and the sandbox providers' existing
// members. Written through the same model functions as real sign-ups.
import { SANDBOX_MEMBER } from "~/services/oauth-sandbox.server";
import type { FamilyMembers } from "~/utils/family";
import { travelProduct } from "./catalogue.server";
import { createTravelOrder, listOrdersForUser, markPaid } from "./orders.server";
import { updateProfile, upsertProviderUser } from "./users.server";

export const DEMO_MEMBER = {
  provider: "demo",
  providerId: "review-test",
  nickname: "리뷰테스트",
  email: "review-test@family-trip.example",
  name: "리뷰 테스트",
  phone: "01000000000",
  familyMembers: { father: { age: "38", is_me: true }, mother: { age: "36", is_me: false }, son: [{ age: "7", is_me: false }] } satisfies FamilyMembers,
};

export async function seedDemoAccounts(): Promise<void> {
  const demo = await upsertProviderUser({
    provider: DEMO_MEMBER.provider,
    providerId: DEMO_MEMBER.providerId,
    email: DEMO_MEMBER.email,
    nickname: DEMO_MEMBER.nickname,
    avatarUrl: null,
  });
  await updateProfile(demo.id, { name: DEMO_MEMBER.name, phone: DEMO_MEMBER.phone, familyMembers: DEMO_MEMBER.familyMembers });
  await seedDemoPaidOrder(demo.id);

  const members: { provider: "social_a" | "social_b"; phone: string; familyMembers: FamilyMembers }[] = [
    { provider: "social_a", phone: "01023456789", familyMembers: { mother: { age: "35", is_me: true }, daughter: [{ age: "5", is_me: false }] } },
    { provider: "social_b", phone: "01034567890", familyMembers: { father: { age: "41", is_me: true }, son: [{ age: "9", is_me: false }] } },
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
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!);
  await markPaid(order.id, {
    paymentKey: `seed_${order.id}`,
    orderId: order.id,
    orderName: order.orderName,
    status: "DONE",
    method: "카드",
    totalAmount: order.amount,
    approvedAt: new Date().toISOString(),
    receipt: null,
    secret: null,
  });
}
