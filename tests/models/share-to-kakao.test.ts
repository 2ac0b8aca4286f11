// KakaoTalk share (decision 74): the preview picture a share link may show (the first
// chapter with one; a family's private photo only once they allowed photos on their links), the
// share page's Open Graph tags (the card, nothing personal, absolute addresses), and the plan page's
// share button post (makes a link only when there is none; the family's or staff's only).
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCookie } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { readToast } from "~/http/toast.server";
import { SHARE_KAKAO_SERVER_WORDS } from "~/messages/plan";
import { createSession } from "~/models/accounts/sessions.server";
import type { User } from "~/models/accounts/users.server";
import { completeMission } from "~/models/missions/completions.server";
import { readSharedPlan } from "~/models/plans/page.server";
import { sharePreviewImage } from "~/models/plans/share-preview.server";
import { createShareLink, listShareLinks, setSharePhotos } from "~/models/plans/sharing.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import { loader as shareLoader, meta as shareMeta } from "~/routes/_plan+/share.plan.$token";
import { action as planAction } from "~/routes/_plan+/travel.plan.$planId";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { insertMission } from "../support/missions";
import { arrangeMember } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

beforeEach(() => {
  useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "share-kakao-")), "share-kakao-test-secret"));
});
afterAll(() => useStorage(undefined));

const picture = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A sent plan of two chapters on two days, made by staff for 김하늘's family. */
async function twoChapterPlan() {
  return arrangeStaffPlan({
    family: "김하늘",
    title: "부여 가족 여행",
    days: [
      { date: "2026-12-01", activities: [{ title: "부소산성" }] },
      { date: "2026-12-02", activities: [{ title: "궁남지" }] },
    ],
    sent: true,
    now: NOW,
  });
}

async function staffImage(staff: User, planId: string, color: string): Promise<string> {
  const stored = await storeFormPhoto(staff, {
    category: "staff-image",
    target: { entityId: planId },
    fileName: "picture.jpg",
    fileType: "image/jpeg",
    body: await picture(color),
  });
  if (!stored.ok) throw new Error(`staff image refused: ${stored.problem}`);
  return stored.upload.id;
}

async function insertProduct(planId: string, activityId: string, imageUploadId: string): Promise<void> {
  await db()
    .insertInto("plan_products")
    .values({
      id: randomUUID(),
      plan_id: planId,
      activity_id: activityId,
      name: "궁남지 연꽃 배",
      category: "experience",
      price: 10000,
      description: "연못 위 배 타기",
      image_upload_id: imageUploadId,
      position: 1,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

/** The family completes a mission with one proof photo (private). */
async function completedWithProof(member: User, planId: string, missionId: string): Promise<void> {
  const stored = await storeFormPhoto(member, {
    category: "mission-proof",
    target: { entityId: missionId, parentId: planId },
    fileName: "family.jpg",
    fileType: "image/jpeg",
    body: await picture("#aa3355"),
  });
  if (!stored.ok) throw new Error(`proof refused: ${stored.problem}`);
  const done = await completeMission({ planId, missionId, userId: member.id }, NOW);
  if (!done.ok) throw new Error("mission not completed");
}

async function previewOf(planId: string, token: string): Promise<string | null> {
  const plan = await readSharedPlan(planId);
  return sharePreviewImage(plan!, token);
}

async function sharePage(token: string) {
  const request = new Request(`http://localhost/share/plan/${token}`);
  const context = { onDemandScripts: () => ["/build/_shared/share-sheet-TEST.js"], cspNonce: "nonce-test" } as never;
  const answer = (await shareLoader({ request, params: { token }, context })) as unknown as { data: Record<string, unknown> };
  // As Remix runs it: the root first in `matches`.
  const matches = [{ id: "root", data: {}, meta: [] }];
  const location = { pathname: `/share/plan/${token}`, search: "" };
  const tags = shareMeta({ data: answer.data, params: { token }, location, matches } as never) as Record<string, string>[];
  const og = (property: string) => tags.find((tag) => tag.property === property)?.content;
  return { data: answer.data, tags, og };
}

describe("the share link's preview picture", () => {
  it("is the first chapter's, in trip order, of staff's public pictures: a mission's before a product's", {
    timeout: 30_000,
  }, async () => {
    const { staff, planId, chapterIds } = await twoChapterPlan();
    const link = await createShareLink({ planId, createdBy: staff.id });
    if (!link.ok) throw new Error("no link");
    expect(await previewOf(planId, link.token)).toBeNull();

    // The second chapter has a product with a picture: it is the first chapter with one.
    const productPicture = await staffImage(staff, planId, "#3366aa");
    await insertProduct(planId, chapterIds[1]!, productPicture);
    const second = await previewOf(planId, link.token);
    expect(second).toMatch(/^\/media\/v\/.+\.jpg$/);
    expect(second).toContain(productPicture);
    // The largest size, not the 360-wide one.
    expect(second).toContain("1080");

    // The first chapter's mission gets a picture: now it is the first.
    const missionPicture = await staffImage(staff, planId, "#22aa66");
    const missionId = await insertMission(db(), planId, { activityId: chapterIds[0]! });
    await db().updateTable("plan_missions").set({ image_upload_id: missionPicture }).where("id", "=", missionId).execute();
    expect(await previewOf(planId, link.token)).toContain(missionPicture);
  });

  it("is a family's private photo only once they allowed photos on their links, with the link's token", {
    timeout: 30_000,
  }, async () => {
    const { member, staff, planId, chapterIds } = await twoChapterPlan();
    const link = await createShareLink({ planId, createdBy: member.id });
    if (!link.ok) throw new Error("no link");
    const missionId = await insertMission(db(), planId, { activityId: chapterIds[0]! });
    await completedWithProof(member, planId, missionId);
    // A later chapter's public picture.
    const productPicture = await staffImage(staff, planId, "#3366aa");
    await insertProduct(planId, chapterIds[1]!, productPicture);

    // Not allowed: never the private photo, the next public picture instead.
    const closed = await previewOf(planId, link.token);
    expect(closed).not.toMatch(/\/media\/p\//);
    expect(closed).toContain(productPicture);
    const page = await sharePage(link.token);
    expect(JSON.stringify(page.tags)).not.toContain("/media/p/");

    expect(await setSharePhotos({ planId, userId: member.id, allowed: true })).toBe(true);
    const open = await previewOf(planId, link.token);
    expect(open).toMatch(/^\/media\/p\/.+\.jpg\?share=/);
    expect(open).toContain(encodeURIComponent(link.token));
    const shown = await sharePage(link.token);
    expect(shown.og("og:image")).toBe(`http://localhost${open}`);

    // Switched off again: gone from the tags.
    await setSharePhotos({ planId, userId: member.id, allowed: false });
    expect((await sharePage(link.token)).og("og:image")).not.toContain("/media/p/");
  });
});

describe("the share page's Open Graph tags", () => {
  it("carry the card at absolute addresses and nobody's name, phone or money", { timeout: 30_000 }, async () => {
    const { member, planId } = await twoChapterPlan();
    const link = await createShareLink({ planId, createdBy: member.id });
    if (!link.ok) throw new Error("no link");
    const { tags, og, data } = await sharePage(link.token);
    expect(og("og:title")).toBe("부여 가족 여행 - 패밀리트립");
    expect(og("og:url")).toBe(`http://localhost/share/plan/${link.token}`);
    expect(og("og:description")).toBe(SHARE_KAKAO_SERVER_WORDS.description(2));
    expect(og("og:type")).toBe("website");
    // No chapter has a picture: the site's own card, as on every public page, never someone's photo.
    expect(og("og:image")).toBe("http://localhost/images/og.png");
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    // Only its link's holders open it: no canonical address for search engines to keep.
    expect(tags.some((tag) => (tag as { rel?: string }).rel === "canonical")).toBe(false);
    const text = JSON.stringify(tags);
    const personal = ["김하늘", "하늘", member.phone, member.email].filter((value): value is string => Boolean(value));
    expect(personal.length).toBeGreaterThanOrEqual(3);
    for (const value of personal) expect(text).not.toContain(value);
    // The share button's form: what it sends is the same card, the link itself.
    const button = data.button as { data: Record<string, string> };
    expect(JSON.parse(button.data["data-share"]!)).toMatchObject({ url: og("og:url"), title: "부여 가족 여행", imageUrl: null });
    // Without a Kakao key (the tests' configuration), no SDK is named.
    expect(button.data["data-kakao"]).toBeUndefined();
    expect(data.shareScript).toBe("/build/_shared/share-sheet-TEST.js");
  });
});

describe("the plan page's share button post", () => {
  async function cookieOf(user: User): Promise<string> {
    const session = await createSession(user.id);
    const cookie = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(session.id);
    return cookie.split(";")[0]!;
  }

  async function press(planId: string, user: User) {
    const request = new Request(`http://localhost/travel/plan/${planId}`, {
      method: "POST",
      headers: { Cookie: await cookieOf(user), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "share-kakao" }).toString(),
    });
    try {
      const response = (await planAction({ request, params: { planId }, context: {} as never })) as Response;
      const toast = await readToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }));
      return { status: response.status, location: response.headers.get("Location"), toast: toast.toast?.message ?? null };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: null, toast: null };
      throw thrown;
    }
  }

  it("makes a link when there is none, and only then; another member gets not found", { timeout: 30_000 }, async () => {
    const { member, staff, planId } = await twoChapterPlan();
    const first = await press(planId, member);
    expect(first).toMatchObject({ status: 302, location: `/travel/plan/${planId}#share`, toast: SHARE_KAKAO_SERVER_WORDS.linkMade });
    const [made] = await listShareLinks(planId);
    expect(made).toBeDefined();

    // Pressed again (without JavaScript): the same link, and where to copy it.
    const again = await press(planId, member);
    expect(again.toast).toBe(SHARE_KAKAO_SERVER_WORDS.copyBelow);
    expect((await listShareLinks(planId)).map((link) => link.id)).toEqual([made!.id]);

    // Staff may share a plan as they make links; someone else's family may not.
    expect((await press(planId, staff)).status).toBe(302);
    const stranger = await arrangeMember({ name: "남의가족" });
    expect((await press(planId, stranger)).status).toBe(404);
    expect(await listShareLinks(planId)).toHaveLength(1);
  });
});
