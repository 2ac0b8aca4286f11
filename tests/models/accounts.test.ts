import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getCurrentUser, requireAdmin, requireUser, signIn, signOut } from "~/http/session.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import { loadActivity } from "~/models/accounts/activity.server";
import { addFamilyMember } from "~/models/accounts/family.server";
import { createSession, getSessionUser, listAuthEvents, SESSION_TTL_MS } from "~/models/accounts/sessions.server";
import { deleteSignupDraft, getSignupDraft, saveSignupDraft, updateSignupDraft } from "~/models/accounts/signup-drafts.server";
import { getUserById, getUserByProvider, updateProfile, upsertProviderUser } from "~/models/accounts/users.server";
import { DEMO_MEMBER, seedDemoAccounts, seedDemoActivity, seedDemoPlan, seedDemoStaff } from "~/models/demo/demo.server";
import { listMissions, listProducts } from "~/models/missions/catalogue.server";
import { listOrdersForUser } from "~/models/orders/orders.server";
import { readPlanForMember } from "~/models/plans/queries.server";
import { rejectionOf } from "../support/rejection";
import { uniquePhone } from "../support/unique";

function kakaoProfile(overrides: Partial<{ nickname: string; email: string }> = {}) {
  return {
    provider: "kakao",
    providerId: String(Math.floor(Math.random() * 1e12)),
    email: "k@example.com",
    nickname: "카카오",
    avatarUrl: null,
    ...overrides,
  };
}

function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

const request = (cookie?: string, path = "/") => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("members", () => {
  it("creates a member on first sign-in with the nickname as the name, unique by provider and id", async () => {
    const profile = kakaoProfile({ nickname: "여행맘" });
    const first = await upsertProviderUser(profile);
    expect(first).toMatchObject({ name: "여행맘", nickname: "여행맘", phone: null, role: "user", familyMembers: {} });
    const again = await upsertProviderUser({ ...profile, nickname: "새닉네임", email: "new@example.com" });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ name: "여행맘", nickname: "새닉네임", email: "new@example.com" });
    const google = await upsertProviderUser({ ...profile, provider: "google" });
    expect(google.id).not.toBe(first.id);
  });

  it("stores the profile with family members and reads it back", async () => {
    const user = await upsertProviderUser(kakaoProfile());
    const phone = uniquePhone();
    await updateProfile(user.id, {
      name: "김부모",
      phone,
      familyMembers: { mother: { age: "35", is_me: true }, son: [{ age: "4", is_me: false }] },
    });
    expect(await getUserById(user.id)).toMatchObject({
      name: "김부모",
      phone,
      familyMembers: { mother: { age: "35", is_me: true }, son: [{ age: "4", is_me: false }] },
    });
  });

  it("keeps every family member added to a sign-up draft at the same time", async () => {
    const user = await upsertProviderUser(kakaoProfile());
    const initial = { name: "", phone: "", familyMembers: {} };
    const ages = ["1", "2", "3", "4", "5", "6"];
    await Promise.all(
      ages.map((age) =>
        updateSignupDraft(user.id, initial, (draft) => ({
          ...draft,
          familyMembers: addFamilyMember(draft.familyMembers, { memberType: "son", memberAge: age }),
        })),
      ),
    );
    expect((await getSignupDraft(user.id))!.familyMembers.son?.map((m) => m.age).sort()).toEqual(ages);
  });

  it("keeps a sign-up draft until it is used", async () => {
    const user = await upsertProviderUser(kakaoProfile());
    await saveSignupDraft(user.id, { name: "초안", phone: "010", familyMembers: { daughter: [{ age: "2", is_me: false }] } });
    await saveSignupDraft(user.id, { name: "초안2", phone: "0101", familyMembers: {} });
    expect(await getSignupDraft(user.id)).toEqual({ name: "초안2", phone: "0101", familyMembers: {} });
    await deleteSignupDraft(user.id);
    expect(await getSignupDraft(user.id)).toBeNull();
  });

  it("seeds the review-test member with a phone number, family and one accepted order", async () => {
    await seedDemoAccounts();
    await seedDemoAccounts();
    const demo = await getUserByProvider(DEMO_MEMBER.provider, DEMO_MEMBER.providerId);
    expect(demo).toMatchObject({ phone: DEMO_MEMBER.phone, familyMembers: DEMO_MEMBER.familyMembers });
    const orders = await listOrdersForUser(demo!.id);
    expect(orders.map((o) => [o.status, o.amount])).toContainEqual(["accepted", 9_900]);
  });

  it("seeds the review-test member's history: a finished trip with its survey and a photobook on its way", async () => {
    await seedDemoAccounts();
    await seedDemoActivity();
    const demo = await getUserByProvider(DEMO_MEMBER.provider, DEMO_MEMBER.providerId);
    const { cards } = await loadActivity(demo!.id);
    expect(cards).toContainEqual(expect.objectContaining({ kind: "travel", status: "survey_waiting", refundable: true }));
    expect(cards).toContainEqual(expect.objectContaining({ kind: "travel", status: "completed", photobookPromotion: true }));
    expect(cards).toContainEqual(
      expect.objectContaining({ kind: "photobook", status: "shipping", amount: 67_900, trackingNumber: "123456789012" }),
    );
  });

  it("seeds a trip whose plan the demo staff made and sent, which the member's card opens", async () => {
    await seedDemoAccounts();
    await seedDemoStaff();
    await seedDemoPlan(FAMILY_WORDS, PLAN_HISTORY_WORDS);
    const demo = await getUserByProvider(DEMO_MEMBER.provider, DEMO_MEMBER.providerId);
    const planned = (await loadActivity(demo!.id)).cards.find((card) => card.kind === "travel" && card.planMade);
    expect(planned).toBeDefined();
    const plan = await readPlanForMember(planned!.id, demo!.id);
    expect(plan).toMatchObject({ title: "공주 백제 탐험 1박 2일", status: "sent" });
    // Its missions and products sit on the chapters whose places they name, in two categories.
    const missions = await listMissions(plan!.id);
    expect(missions.map((m) => [m.title, m.chapter.locationName])).toEqual([
      ["성곽 깃발 세어 보기", "공산성"],
      ["왕의 보물 찾기", "무령왕릉과 왕릉원"],
      ["알밤 열 개 줍기", "공주 밤 농장"],
    ]);
    const products = await listProducts(plan!.id);
    expect(products.map((p) => [p.category, p.chapter.locationName])).toEqual([
      ["입장권", "공산성"],
      ["입장권", "무령왕릉과 왕릉원"],
      ["체험", "무령왕릉과 왕릉원"],
      ["체험", "공주 밤 농장"],
    ]);
  });
});

describe("sessions", () => {
  it("signs in with a new session each time, deleting the one the browser had", async () => {
    const user = await updateProfile((await upsertProviderUser(kakaoProfile())).id, { name: "회원", phone: uniquePhone() });
    const first = await signIn(request(), user, { provider: "kakao", clientIp: "10.0.0.1", redirectTo: "/terms" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/terms");
    expect(first.headers.get("Set-Cookie")).toMatch(/HttpOnly/);
    expect(first.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/);
    const firstCookie = cookieOf(first);
    expect((await getCurrentUser(request(firstCookie))).user?.id).toBe(user.id);

    const second = await signIn(request(firstCookie), user, { provider: "kakao", clientIp: "10.0.0.1" });
    const secondCookie = cookieOf(second);
    expect(secondCookie).not.toBe(firstCookie);
    const stale = await getCurrentUser(request(firstCookie));
    expect(stale.user).toBeNull();
    expect(stale.clearCookie).toMatch(/Max-Age=0/);
    expect((await getCurrentUser(request(secondCookie))).user?.id).toBe(user.id);
  });

  it("sends a member without a phone number to complete sign-up, keeping where they were going", async () => {
    const user = await upsertProviderUser(kakaoProfile());
    const response = await signIn(request(), user, { provider: "kakao", clientIp: "x", redirectTo: "/dashboard" });
    expect(response.headers.get("Location")).toBe("/signup/complete?redirectTo=%2Fdashboard");
  });

  it("never redirects off-site after sign-in", async () => {
    const user = await updateProfile((await upsertProviderUser(kakaoProfile())).id, { name: "회원", phone: uniquePhone() });
    const response = await signIn(request(), user, { provider: "kakao", clientIp: "x", redirectTo: "https://elsewhere.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("expires after 30 days and is deleted then", async () => {
    const user = await upsertProviderUser(kakaoProfile());
    // Real time: sign-ins elsewhere sweep sessions that are already expired.
    const now = new Date();
    const session = await createSession(user.id, {}, now);
    expect(session.expiresAt.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect((await getSessionUser(session.id, new Date(now.getTime() + SESSION_TTL_MS - 1000)))?.id).toBe(user.id);
    expect(await getSessionUser(session.id, new Date(now.getTime() + SESSION_TTL_MS))).toBeNull();
    const row = await db().selectFrom("sessions").select("id").where("id", "=", session.id).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("signs out by deleting the session, and records sign-ins and sign-outs with the address", async () => {
    const user = await updateProfile((await upsertProviderUser(kakaoProfile())).id, { name: "회원", phone: uniquePhone() });
    const cookie = cookieOf(await signIn(request(), user, { provider: "kakao", clientIp: "10.1.2.3" }));
    const out = await signOut(request(cookie), "10.1.2.3");
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect((await getCurrentUser(request(cookie))).user).toBeNull();
    const events = await listAuthEvents(user.id);
    expect(events.map((e) => [e.kind, e.clientIp])).toEqual([
      ["sign_in", "10.1.2.3"],
      ["sign_out", "10.1.2.3"],
    ]);
  });

  it("ignores a forged or unknown session cookie", async () => {
    expect((await getCurrentUser(request(`__session=${randomUUID()}`))).user).toBeNull();
  });
});

describe("guards", () => {
  it("sends a visitor to /auth with the reason and the way back", async () => {
    const thrown = await rejectionOf(requireUser(request(undefined, "/dashboard?tab=1"), { reason: "dashboard" }), Response);
    expect(thrown.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%3Ftab%3D1&reason=dashboard");
  });

  it("lets only staff through the admin guard", async () => {
    const user = await updateProfile((await upsertProviderUser(kakaoProfile())).id, { name: "회원", phone: uniquePhone() });
    const cookie = cookieOf(await signIn(request(), user, { provider: "kakao", clientIp: "x" }));
    const thrown = await rejectionOf(requireAdmin(request(cookie)), Response);
    expect(thrown.headers.get("Location")).toBe("/");
    await db().updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
    expect((await requireAdmin(request(cookie))).id).toBe(user.id);
  });
});
