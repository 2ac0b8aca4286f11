// The family's mission log: every mission of a plan with its completion, the totals summed here (never
// by the page), completing a mission once (the completion's primary key decides a double submit), the
// proof photos (the shared uploader's mission-proof category, `{planId}:{missionId}`, private), and
// staff undoing a completion (docs/decisions/0051-mission-log.md).
import { db } from "~/db.server";
import { listPlacedPhotos, type PlacedPhoto } from "~/models/uploads/library.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import { deleteUpload } from "~/models/uploads/uploads.server";
import { MISSION_NOTE_MAX } from "~/vocabulary/missions";
import type { UploadVariant } from "../../../db/schema";
import { type FamilyWords, notifyMissionUndone } from "../messaging/notifications.server";
import { isPlanFamily } from "../plans/queries.server";
import { fromJson } from "../platform/json.server";

export interface MissionStatus {
  completed: boolean;
  completedAt: string | null;
  /** The first proof photo (the spec's one image), or null. */
  completionImage: ImageSources | null;
  /** Every proof photo, in their slots' order (up to five). */
  completionImages: PlacedPhoto[];
  completionNote: string | null;
}

export interface MissionEntry {
  id: string;
  /** The chapter (activity) it belongs to; its location is the chapter's. */
  activityId: string;
  title: string;
  description: string;
  points: number;
  hint: string | null;
  locationName: string;
  image: ImageSources | null;
  status: MissionStatus;
  /** Photos chosen for a mission not completed yet (with JavaScript they go up as they are picked). */
  pendingPhotos: PlacedPhoto[];
}

export interface MissionLog {
  missions: MissionEntry[];
  totalMissions: number;
  completedMissions: number;
  /** The points of the completions, as they were when completed. */
  earnedPoints: number;
  totalPoints: number;
}

/** The entity a mission's proof photos are placed on. */
export const proofEntity = (planId: string, missionId: string) => `${planId}:${missionId}`;

/** The plan's missions in their order, each with its completion and photos, and the totals. */
export async function readMissionLog(planId: string): Promise<MissionLog> {
  const rows = await db()
    .selectFrom("plan_missions as m")
    .leftJoin("mission_completions as c", "c.mission_id", "m.id")
    .leftJoin("travel_plan_activities as a", "a.id", "m.activity_id")
    .leftJoin("uploads as u", (join) => join.onRef("u.id", "=", "m.image_upload_id").on("u.status", "=", "confirmed"))
    .select([
      "m.id",
      "m.activity_id",
      "m.title",
      "m.description",
      "m.points",
      "m.hint",
      "a.location_name",
      "u.variants",
      "u.width",
      "u.height",
      "c.completed_at",
      "c.note",
      "c.points as earned",
    ])
    .where("m.plan_id", "=", planId)
    .orderBy("m.position")
    .orderBy("m.id")
    .execute();
  const photos = await proofPhotosOfPlan(planId);
  const missions = rows.map((row): MissionEntry => {
    const placed = photos.get(row.id) ?? [];
    const completed = row.completed_at !== null;
    return {
      id: row.id,
      activityId: row.activity_id,
      title: row.title,
      description: row.description,
      points: Number(row.points),
      hint: row.hint,
      locationName: row.location_name ?? "",
      image: row.variants ? imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0) : null,
      status: {
        completed,
        completedAt: row.completed_at,
        completionImage: completed ? (placed[0]?.sources ?? null) : null,
        completionImages: completed ? placed : [],
        completionNote: row.note,
      },
      pendingPhotos: completed ? [] : placed,
    };
  });
  const done = rows.filter((row) => row.completed_at !== null);
  return {
    missions,
    totalMissions: rows.length,
    completedMissions: done.length,
    earnedPoints: done.reduce((sum, row) => sum + Number(row.earned ?? 0), 0),
    totalPoints: rows.reduce((sum, row) => sum + Number(row.points), 0),
  };
}

/** Every placed proof photo of the plan's missions, by mission id. */
async function proofPhotosOfPlan(planId: string): Promise<Map<string, PlacedPhoto[]>> {
  const rows = await db()
    .selectFrom("uploads")
    .select("entity_id")
    .distinct()
    .where("category", "=", "mission-proof")
    .where("scope_id", "=", planId)
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .execute();
  const prefix = `${planId}:`;
  const byMission = new Map<string, PlacedPhoto[]>();
  await Promise.all(
    rows.map(async (row) => {
      if (!row.entity_id?.startsWith(prefix)) return;
      byMission.set(row.entity_id.slice(prefix.length), await listPlacedPhotos("mission-proof", row.entity_id));
    }),
  );
  return byMission;
}

/** The trip album: the proof photos of completed missions, with their mission, in the missions' order. */
export interface AlbumPhoto extends PlacedPhoto {
  missionId: string;
  missionTitle: string;
}

export function albumOf(log: MissionLog): AlbumPhoto[] {
  return log.missions.flatMap((mission) =>
    mission.status.completionImages.map((photo) => ({ ...photo, missionId: mission.id, missionTitle: mission.title })),
  );
}

/** The album a share link shows: only when the family allowed photos on their links (travel_plans.share_photos). */
export async function readSharedAlbum(planId: string): Promise<AlbumPhoto[]> {
  const plan = await db().selectFrom("travel_plans").select("share_photos").where("id", "=", planId).executeTakeFirst();
  if (Number(plan?.share_photos ?? 0) !== 1) return [];
  return albumOf(await readMissionLog(planId));
}

/** Whether the mission is in this plan and not completed yet (photos may still be added or removed). */
export async function isMissionOpen(planId: string, missionId: string): Promise<boolean> {
  const row = await db()
    .selectFrom("plan_missions as m")
    .leftJoin("mission_completions as c", "c.mission_id", "m.id")
    .select(["m.id", "c.mission_id as completed"])
    .where("m.id", "=", missionId)
    .where("m.plan_id", "=", planId)
    .executeTakeFirst();
  return Boolean(row && row.completed === null);
}

export type CompleteResult =
  | { ok: true; already: boolean; points: number; photos: number; completedMissions: number }
  | { ok: false; reason: "notFound" };

/**
 * Completes a mission of the family's plan, once: the completion's primary key (the mission) decides,
 * so a second submit, or two at once, adds nothing. The points are the mission's at that moment; the
 * photos are those already placed on the mission's proof (the form stores them first).
 */
export async function completeMission(
  input: { planId: string; missionId: string; userId: string; note?: string | null },
  now = new Date(),
): Promise<CompleteResult> {
  if (!(await isPlanFamily(input.userId, input.planId))) return { ok: false, reason: "notFound" };
  const mission = await db()
    .selectFrom("plan_missions")
    .select(["id", "points"])
    .where("id", "=", input.missionId)
    .where("plan_id", "=", input.planId)
    .executeTakeFirst();
  if (!mission) return { ok: false, reason: "notFound" };
  const note = input.note?.trim().slice(0, MISSION_NOTE_MAX) || null;
  const inserted = await db()
    .insertInto("mission_completions")
    .values({
      mission_id: mission.id,
      plan_id: input.planId,
      user_id: input.userId,
      note,
      points: Number(mission.points),
      completed_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("mission_id").doNothing())
    .executeTakeFirst();
  const [count, photos, stored] = await Promise.all([
    db()
      .selectFrom("mission_completions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("plan_id", "=", input.planId)
      .executeTakeFirstOrThrow(),
    listPlacedPhotos("mission-proof", proofEntity(input.planId, mission.id)),
    db().selectFrom("mission_completions").select("points").where("mission_id", "=", mission.id).executeTakeFirstOrThrow(),
  ]);
  return {
    ok: true,
    already: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0,
    points: Number(stored.points),
    photos: photos.length,
    completedMissions: Number(count.n),
  };
}

/**
 * Removes a photo the family chose for a mission they have not completed yet (the uploader's '빼기').
 * False when the photo is not this mission's, not theirs, or the mission is already completed.
 */
export async function removeMissionPhoto(input: { planId: string; missionId: string; userId: string; uploadId: string }): Promise<boolean> {
  if (!(await isPlanFamily(input.userId, input.planId))) return false;
  if (!(await isMissionOpen(input.planId, input.missionId))) return false;
  const photo = await db()
    .selectFrom("uploads")
    .select("id")
    .where("id", "=", input.uploadId)
    .where("category", "=", "mission-proof")
    .where("entity_id", "=", proofEntity(input.planId, input.missionId))
    .where("owner_id", "=", input.userId)
    .executeTakeFirst();
  if (!photo) return false;
  // A completion landing between the check and the delete keeps one photo fewer: the one the family removed.
  return deleteUpload(input.userId, photo.id);
}

/**
 * Staff undo a completion (a tap by mistake): the mission is open again and its points are no longer
 * earned. The photos stay, as the mission's chosen photos: they are the family's, a staff click should
 * not destroy them, and the family can complete again with them or remove them. The family is told, in
 * `words` (the route's), in the same transaction; that notification is also the undo's line on the
 * trip's timeline, since the completion row is gone. True when a completion was removed (the delete's
 * row count decides, so two undos at once tell the family once); false for a member, an unknown
 * mission, one not completed, or (with `planId`, as the editor asks) a mission of another plan.
 */
export async function undoCompletion(
  input: { planId?: string; missionId: string; staffId: string; words: FamilyWords },
  now = new Date(),
): Promise<boolean> {
  const staff = await db().selectFrom("users").select("role").where("id", "=", input.staffId).executeTakeFirst();
  if (staff?.role !== "admin") return false;
  return db()
    .transaction()
    .execute(async (trx) => {
      const completion = await trx
        .selectFrom("mission_completions as c")
        .innerJoin("plan_missions as m", "m.id", "c.mission_id")
        .innerJoin("travel_plans as p", "p.id", "c.plan_id")
        .innerJoin("orders as o", "o.id", "p.order_id")
        .select(["m.id", "m.title", "c.plan_id", "c.points", "o.id as order_id", "o.user_id"])
        .where("c.mission_id", "=", input.missionId)
        .$if(input.planId !== undefined, (query) => query.where("m.plan_id", "=", input.planId!))
        .executeTakeFirst();
      if (!completion) return false;
      const deleted = await trx.deleteFrom("mission_completions").where("mission_id", "=", input.missionId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await notifyMissionUndone(
        trx,
        { id: completion.order_id, userId: completion.user_id },
        { id: completion.id, planId: completion.plan_id, title: completion.title, points: Number(completion.points) },
        input.words,
        now,
      );
      return true;
    });
}
