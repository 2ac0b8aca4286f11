// The plan editor's one model call per intent (decision 36, amended 2026-12-07): the mission and
// product dialogs' save (new or an edit), their moves, and staff's undo of a completion, which the
// editor scopes to its plan (a mission of another plan is refused).
import { describe, expect, it } from "vitest";
import { FAMILY_WORDS } from "~/messages/notifications";
import {
  listMissions,
  listProducts,
  type MissionInput,
  moveMission,
  moveProduct,
  type ProductInput,
  saveMission,
  saveProduct,
} from "~/models/missions/catalogue.server";
import { completeMission, undoCompletion } from "~/models/missions/completions.server";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

const mission = (activityId: string, title: string): MissionInput => ({
  activityId,
  title,
  description: "가족 사진 찍기",
  points: 10,
  hint: null,
  imageUploadId: null,
});

const product = (activityId: string, name: string): ProductInput => ({
  activityId,
  name,
  category: "입장권",
  price: 3000,
  description: "",
  imageUploadId: null,
});

async function sentPlan(family: string) {
  return arrangeStaffPlan({
    family,
    sent: true,
    days: [{ date: "2026-11-20", activities: [{ title: "공산성", locationName: "공산성" }] }],
    now: NOW,
  });
}

describe("the editor's catalogue calls", () => {
  it("saves a new item without an id and edits one with it; moves swap neighbours", async () => {
    const { planId, chapterIds } = await sentPlan("저장가족");
    const chapter = chapterIds[0]!;
    const first = await saveMission(planId, null, mission(chapter, "첫 미션"), NOW);
    const second = await saveMission(planId, null, mission(chapter, "둘째 미션"), NOW);
    if (!first.ok || !second.ok) throw new Error("missions not saved");
    expect(await saveMission(planId, first.id, mission(chapter, "고친 미션"), NOW)).toEqual({ ok: true, id: first.id });
    expect(await saveMission(planId, "no-such-mission", mission(chapter, "없는 미션"), NOW)).toEqual({ ok: false, reason: "missing" });
    expect(await moveMission(planId, second.id, "up")).toEqual({ ok: true, id: second.id });
    expect((await listMissions(planId)).map((item) => item.title)).toEqual(["둘째 미션", "고친 미션"]);

    const ticket = await saveProduct(planId, null, product(chapter, "입장권"), NOW);
    const cafe = await saveProduct(planId, null, product(chapter, "음료권"), NOW);
    if (!ticket.ok || !cafe.ok) throw new Error("products not saved");
    expect(await moveProduct(planId, ticket.id, "down")).toEqual({ ok: true, id: ticket.id });
    expect((await listProducts(planId)).map((item) => item.name)).toEqual(["음료권", "입장권"]);
  });

  it("undoes a completion only for a mission of the plan the editor names", { timeout: 30_000 }, async () => {
    const ours = await sentPlan("우리가족");
    const other = await sentPlan("다른가족");
    const saved = await saveMission(ours.planId, null, mission(ours.chapterIds[0]!, "성벽 걷기"), NOW);
    if (!saved.ok) throw new Error("mission not saved");
    expect(await completeMission({ planId: ours.planId, missionId: saved.id, userId: ours.member.id }, NOW)).toMatchObject({ ok: true });
    const undo = (planId: string) => undoCompletion({ planId, missionId: saved.id, staffId: ours.staff.id, words: FAMILY_WORDS }, NOW);
    expect(await undo(other.planId)).toBe(false);
    expect(await undo(ours.planId)).toBe(true);
    expect(await undo(ours.planId)).toBe(false);
  });
});
