// The family's mission log (decision 51): totals summed on the server, completing once
// (a second submit and two at once add nothing), the mission within its plan, only the plan's family,
// proof photos five at most and only while the mission is open, staff undo keeping the photos, and
// the album a share link shows only when the family allowed it.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import type { User } from "~/models/accounts/users.server";
import { listNotifications } from "~/models/messaging/notifications.server";
import {
  albumOf,
  completeMission,
  readMissionLog,
  readSharedAlbum,
  removeMissionPhoto,
  undoCompletion,
} from "~/models/missions/completions.server";
import { orderTimeline } from "~/models/orders/order-timeline.server";
import { readPlanForPage } from "~/models/plans/page.server";
import { setSharePhotos } from "~/models/plans/sharing.server";
import { mediaAccess } from "~/models/uploads/media.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { arrangeMember } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

/** A sent plan with two chapters, and its missions inserted as staff's editor would. */
async function planWithMissions(points: number[] = [10, 20, 30]) {
  const { member, staff, order, planId, chapterIds } = await arrangeStaffPlan({
    days: [
      {
        date: "2026-11-20",
        activities: [
          { title: "공산성", locationName: "공산성" },
          { time: "13:00", title: "밤 막걸리", locationName: "공주 시장" },
        ],
      },
    ],
    sent: true,
    now: NOW,
  });
  const missionIds: string[] = [];
  for (const [index, value] of points.entries()) {
    const id = randomUUID();
    missionIds.push(id);
    await db()
      .insertInto("plan_missions")
      .values({
        id,
        plan_id: planId,
        activity_id: chapterIds[index % 2]!,
        title: `미션 ${index + 1}`,
        description: "성벽 위에서 가족 사진 찍기",
        points: value,
        hint: "북문 쪽이 잘 보여요",
        image_upload_id: null,
        position: index + 1,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
  }
  return { member, staff, planId, orderId: order.id, missionIds, activityIds: chapterIds };
}

const photoBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
const proof = async (user: User, planId: string, missionId: string, name = "p.jpg") =>
  storeFormPhoto(user, {
    category: "mission-proof",
    target: { entityId: missionId, parentId: planId },
    fileName: name,
    fileType: "image/jpeg",
    body: await photoBytes(),
  });

beforeEach(() => {
  useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "missions-")), "mission-test-secret"));
});
afterAll(() => useStorage(undefined));

describe("the mission log", () => {
  it("sums the totals on the server and completes a mission once, however often it is sent", { timeout: 30_000 }, async () => {
    const { member, planId, missionIds } = await planWithMissions();
    const empty = await readMissionLog(planId);
    expect(empty).toMatchObject({ totalMissions: 3, completedMissions: 0, earnedPoints: 0, totalPoints: 60 });
    expect(empty.missions.map((m) => m.title)).toEqual(["미션 1", "미션 2", "미션 3"]);
    expect(empty.missions[0]).toMatchObject({ locationName: "공산성", hint: "북문 쪽이 잘 보여요", status: { completed: false } });

    const first = await completeMission({ planId, missionId: missionIds[1]!, userId: member.id, note: "  성벽 위에서 찰칵  " }, NOW);
    expect(first).toEqual({ ok: true, already: false, points: 20, photos: 0, completedMissions: 1 });
    // A second submit, and several at once: nothing more.
    const again = await Promise.all(
      Array.from({ length: 4 }, () => completeMission({ planId, missionId: missionIds[1]!, userId: member.id, note: "다른 메모" })),
    );
    expect(again.every((r) => r.ok && r.already && r.completedMissions === 1)).toBe(true);
    // Staff change the points later: the earned points stay what they were.
    await db().updateTable("plan_missions").set({ points: 99 }).where("id", "=", missionIds[1]!).execute();
    const log = await readMissionLog(planId);
    expect(log).toMatchObject({ completedMissions: 1, earnedPoints: 20, totalPoints: 139 });
    expect(log.missions[1]!.status).toMatchObject({ completed: true, completedAt: NOW.toISOString(), completionNote: "성벽 위에서 찰칵" });
    const rows = await db().selectFrom("mission_completions").selectAll().where("plan_id", "=", planId).execute();
    expect(rows).toHaveLength(1);
  });

  it("is the plan's family's: another member, staff and a mission of another plan are refused", { timeout: 30_000 }, async () => {
    const { member, staff, planId, missionIds } = await planWithMissions([5]);
    const other = await planWithMissions([7]);
    const stranger = await arrangeMember({ name: "남의가족" });
    expect(await completeMission({ planId, missionId: missionIds[0]!, userId: stranger.id })).toEqual({ ok: false, reason: "notFound" });
    expect(await completeMission({ planId, missionId: missionIds[0]!, userId: staff.id })).toEqual({ ok: false, reason: "notFound" });
    // The family's own plan, another plan's mission.
    expect(await completeMission({ planId, missionId: other.missionIds[0]!, userId: member.id })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await completeMission({ planId: other.planId, missionId: other.missionIds[0]!, userId: member.id })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect((await readMissionLog(planId)).completedMissions).toBe(0);
    expect((await readMissionLog(other.planId)).completedMissions).toBe(0);
  });

  it("takes five proof photos while the mission is open, keeps them with the completion, refuses more after", {
    timeout: 60_000,
  }, async () => {
    const { member, planId, missionIds } = await planWithMissions([10, 20]);
    const stranger = await arrangeMember({ name: "남" });
    const other = await planWithMissions([1]);
    const [mission] = missionIds;
    // Not the family, a mission of another plan, an unknown mission.
    expect(await proof(stranger, planId, mission!)).toMatchObject({ ok: false, problem: "notFound" });
    expect(await proof(member, planId, other.missionIds[0]!)).toMatchObject({ ok: false, problem: "notFound" });
    expect(await proof(member, planId, "mission-1")).toMatchObject({ ok: false, problem: "notFound" });

    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => proof(member, planId, mission!, `${i}.jpg`)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.problem === "full")).toHaveLength(1);
    const open = await readMissionLog(planId);
    expect(open.missions[0]!.pendingPhotos).toHaveLength(5);

    // One removed before sending; another member cannot remove one.
    const [firstPhoto, secondPhoto] = open.missions[0]!.pendingPhotos;
    expect(await removeMissionPhoto({ planId, missionId: mission!, userId: stranger.id, uploadId: firstPhoto!.id })).toBe(false);
    expect(await removeMissionPhoto({ planId, missionId: missionIds[1]!, userId: member.id, uploadId: firstPhoto!.id })).toBe(false);
    expect(await removeMissionPhoto({ planId, missionId: mission!, userId: member.id, uploadId: firstPhoto!.id })).toBe(true);

    const done = await completeMission({ planId, missionId: mission!, userId: member.id }, NOW);
    expect(done).toMatchObject({ ok: true, photos: 4 });
    const log = await readMissionLog(planId);
    expect(log.missions[0]!.status.completionImages).toHaveLength(4);
    expect(log.missions[0]!.status.completionImage?.fallback).toMatch(/^\/media\/p\//);
    expect(log.missions[0]!.pendingPhotos).toEqual([]);
    // Completed: no more photos, none removed.
    expect(await proof(member, planId, mission!)).toMatchObject({ ok: false, problem: "notFound" });
    expect(await removeMissionPhoto({ planId, missionId: mission!, userId: member.id, uploadId: secondPhoto!.id })).toBe(false);

    // The album: the completed missions' photos, private to the family and staff; on a share link only when allowed.
    const album = albumOf(log);
    expect(album.map((photo) => photo.missionTitle)).toEqual(["미션 1", "미션 1", "미션 1", "미션 1"]);
    expect(await readSharedAlbum(planId)).toEqual([]);
    const key = album[0]!.sources!.fallback.replace(/^\/media\//, "");
    expect(await mediaAccess(decodeURIComponent(key), stranger, null)).toBeNull();
    expect(await setSharePhotos({ planId, userId: stranger.id, allowed: true })).toBe(false);
    expect(await setSharePhotos({ planId, userId: member.id, allowed: true })).toBe(true);
    expect(await readSharedAlbum(planId)).toHaveLength(4);
  });

  it("lets staff undo a completion: the points go, the photos stay with the open mission", { timeout: 30_000 }, async () => {
    const { member, staff, planId, missionIds, orderId } = await planWithMissions([15]);
    expect(await proof(member, planId, missionIds[0]!)).toMatchObject({ ok: true });
    await completeMission({ planId, missionId: missionIds[0]!, userId: member.id, note: "실수로 누름" }, NOW);
    const LATER = new Date(NOW.getTime() + 60_000);
    expect(await undoCompletion({ missionId: missionIds[0]!, staffId: member.id, words: FAMILY_WORDS }, LATER)).toBe(false);
    expect(await undoCompletion({ missionId: missionIds[0]!, staffId: staff.id, words: FAMILY_WORDS }, LATER)).toBe(true);
    expect(await undoCompletion({ missionId: missionIds[0]!, staffId: staff.id, words: FAMILY_WORDS }, LATER)).toBe(false);
    // The family is told once, in the words handed in, and that is the undo's line on the trip's timeline
    // (the completion's own line went with its row).
    const told = FAMILY_WORDS.missionUndone("미션 1", 15);
    expect((await listNotifications(member.id)).filter((n) => n.kind === "mission_undone")).toEqual([
      expect.objectContaining({
        orderId,
        message: told,
        link: `/travel/plan/${planId}?tab=missions#mission-${missionIds[0]}`,
        createdAt: LATER.toISOString(),
      }),
    ]);
    const timeline = (await orderTimeline(orderId))!;
    expect(timeline.events.filter((event) => event.kind.startsWith("mission"))).toEqual([
      { kind: "mission-undone", id: expect.any(String), at: LATER.toISOString(), told },
    ]);
    const log = await readMissionLog(planId);
    expect(log).toMatchObject({ completedMissions: 0, earnedPoints: 0, totalPoints: 15 });
    expect(log.missions[0]!.pendingPhotos).toHaveLength(1);
    expect(albumOf(log)).toEqual([]);
    // Completed again with the kept photo.
    expect(await completeMission({ planId, missionId: missionIds[0]!, userId: member.id }, NOW)).toMatchObject({
      ok: true,
      already: false,
      photos: 1,
    });
  });

  it("links each chapter to its first mission and product on the family's page only", { timeout: 30_000 }, async () => {
    const { member, planId, missionIds, activityIds } = await planWithMissions([10, 20, 30]);
    const page = await readPlanForPage(planId, { id: member.id, staff: false });
    const chapters = page!.days.flatMap((day) => day.chapters);
    // Missions 1 and 3 are on the first chapter, mission 2 on the second.
    expect(chapters.map((c) => [c.id, c.missionId, c.productId])).toEqual([
      [activityIds[0], missionIds[0], null],
      [activityIds[1], missionIds[1], null],
    ]);
  });
});
