// A plan's mission (and product) inserted as the staff editor does, for tests that need one before the
// catalogue's own functions are used: tied to the plan's first chapter unless told otherwise.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export async function insertMission(
  database: Kysely<Database>,
  planId: string,
  fields: { id?: string; title?: string; points?: number; activityId?: string; position?: number } = {},
): Promise<string> {
  const activityId =
    fields.activityId ??
    (
      await database
        .selectFrom("travel_plan_activities")
        .select("id")
        .where("plan_id", "=", planId)
        .orderBy("day_number")
        .orderBy("position")
        .executeTakeFirstOrThrow()
    ).id;
  const id = fields.id ?? randomUUID();
  const at = new Date().toISOString();
  const count = await database
    .selectFrom("plan_missions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("plan_id", "=", planId)
    .executeTakeFirstOrThrow();
  await database
    .insertInto("plan_missions")
    .values({
      id,
      plan_id: planId,
      activity_id: activityId,
      title: fields.title ?? "성벽 위 가족 사진",
      description: "성벽 위에서 온 가족이 함께 사진을 찍어요.",
      points: fields.points ?? 10,
      hint: "북문 쪽 전망이 좋아요",
      image_upload_id: null,
      position: fields.position ?? Number(count.n) + 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
