// The plan editor's places in its working copy and its posts' readers (decision 36, amended
// 2026-12-07): each intent's fields become its model call's input, or the post stops before the model
// and says why (the dialog again, the confirmation without JavaScript, a chapter or item gone, a send
// before Save).
import { describe, expect, it } from "vitest";
import {
  readChapterDelete,
  readChapterPost,
  readEditorAddress,
  readItemDelete,
  readItemMove,
  readMissionSave,
  readSend,
  readUndo,
} from "~/forms/plan-editor.server";
import type { PlanDay } from "~/models/plans/chapters";
import { activityIn, chapterNumberIn, chapterTarget, itemPlaces, targetNumber } from "~/models/plans/editor-targets";
import type { StaffPlan } from "~/models/plans/queries.server";
import { planActivity } from "../support/plan-activity";

const DAYS: PlanDay[] = [
  { id: "d1", dayNumber: 1, date: "2026-12-01", activities: [planActivity("a"), planActivity("b")] },
  { id: "d2", dayNumber: 2, date: "2026-12-02", activities: [planActivity("c")] },
];

/** A plan as staff see it, with only what the readers use. */
function plan(fields: Partial<StaffPlan> = {}): StaffPlan {
  return { id: "plan-1", itinerary: DAYS, published: DAYS, dirty: false, ...fields } as StaffPlan;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const CHAPTER = {
  chapterTitle: "새 챕터",
  time: "14:00",
  location: "경포해변",
  duration: "",
  storyDescription: "바다",
  icon: "",
  type: "food",
};

describe("places in the working copy", () => {
  it("points an insert at a day and an index (the end without one), an edit at a chapter of the copy", () => {
    expect(chapterTarget(DAYS, { chapter: "new", day: "1", at: "1" })).toEqual({ kind: "insert", dayNumber: 1, index: 1 });
    expect(chapterTarget(DAYS, { chapter: "new", day: "2", at: null })).toEqual({ kind: "insert", dayNumber: 2, index: 1 });
    expect(chapterTarget(DAYS, { chapter: "c", day: null, at: null })).toEqual({ kind: "update", activityId: "c" });
  });

  it("points at nothing outside the copy", () => {
    for (const values of [
      { chapter: "new", day: "3", at: null },
      { chapter: "new", day: "1", at: "3" },
      { chapter: "new", day: "1", at: "-1" },
      { chapter: "new", day: "1", at: "0.5" },
      { chapter: "gone", day: null, at: null },
      { chapter: "", day: "1", at: "0" },
      { chapter: null, day: "1", at: "0" },
    ]) {
      expect(chapterTarget(DAYS, values), JSON.stringify(values)).toBeNull();
    }
  });

  it("numbers chapters across days, and an insert as it will be numbered", () => {
    expect(chapterNumberIn(DAYS, "c")).toBe(3);
    expect(chapterNumberIn(DAYS, "gone")).toBe(0);
    expect(targetNumber(DAYS, { kind: "insert", dayNumber: 2, index: 0 })).toBe(3);
    expect(targetNumber(DAYS, { kind: "update", activityId: "b" })).toBe(2);
    expect(activityIn(DAYS, "b")?.title).toBe("활동 b");
    expect(activityIn(DAYS, null)).toBeUndefined();
  });

  it("offers an item the published chapters the copy still holds", () => {
    const copy: PlanDay[] = [{ ...DAYS[0]!, activities: [planActivity("a"), planActivity("new-one")] }];
    expect(itemPlaces({ published: DAYS, itinerary: copy })).toEqual([{ id: "a", dayNumber: 1, title: "활동 a", locationName: "장소 a" }]);
  });
});

describe("the editor's address", () => {
  it("opens the chapter dialog with the chapter's fields, its number and its minutes", () => {
    const url = new URL("http://x/admin/plan/plan-1?chapter=b&delete=gone");
    const { dialog, deleting } = readEditorAddress(url, plan());
    expect(dialog).toMatchObject({ target: { kind: "update", activityId: "b" }, number: 2, minutes: 90 });
    expect(dialog?.draft).toMatchObject({ chapterTitle: "활동 b", storyDescription: "설명 b", type: "activity" });
    expect(deleting).toBeNull();
  });
});

describe("the editor's posts", () => {
  it("reads a chapter into its insert, and stops with the dialog for a preview or a field that fails", () => {
    const post = { intent: "chapter", chapter: "new", day: "2", at: "0", ...CHAPTER };
    expect(readChapterPost(form(post), plan())).toMatchObject({
      ok: true,
      value: { change: { kind: "insert", dayNumber: 2, index: 0, chapter: { chapterTitle: "새 챕터", type: "food" } } },
    });
    expect(readChapterPost(form({ ...post, intent: "preview" }), plan())).toMatchObject({
      ok: false,
      stop: { stop: "chapter-dialog", reply: { preview: true, errors: {}, number: 3 } },
    });
    const invalid = readChapterPost(form({ ...post, location: "" }), plan());
    expect(invalid).toMatchObject({ ok: false, stop: { stop: "chapter-dialog", reply: { preview: false } } });
    expect(invalid.ok ? null : invalid.stop.stop === "chapter-dialog" && invalid.stop.reply.errors.location).toBeTruthy();
    expect(readChapterPost(form({ ...post, chapter: "gone" }), plan())).toEqual({ ok: false, stop: { stop: "gone", what: "chapter" } });
  });

  it("asks before a chapter's delete without JavaScript, then reads the question's answer", () => {
    expect(readChapterDelete(form({ activityId: "a", confirmed: "no" }), plan())).toEqual({
      ok: false,
      stop: { stop: "ask", query: "delete=a", hash: "chapter-a" },
    });
    expect(readChapterDelete(form({ activityId: "a", confirmed: "yes" }), plan())).toEqual({
      ok: true,
      value: { activityId: "a", fate: undefined, answered: false },
    });
    expect(readChapterDelete(form({ activityId: "a", confirmed: "yes", fate: "move", fateTarget: "c" }), plan())).toEqual({
      ok: true,
      value: { activityId: "a", fate: { kind: "move", to: "c" }, answered: true },
    });
    expect(readChapterDelete(form({ activityId: "a", confirmed: "yes", fate: "move" }), plan())).toMatchObject({
      ok: true,
      value: { fate: undefined, answered: true },
    });
    expect(readChapterDelete(form({ activityId: "gone", confirmed: "yes" }), plan())).toMatchObject({ ok: false, stop: { stop: "gone" } });
  });

  it("sends only a copy without unsaved changes", () => {
    expect(readSend(form({}), plan())).toEqual({ ok: true, value: null });
    expect(readSend(form({}), plan({ dirty: true }))).toEqual({ ok: false, stop: { stop: "unsaved" } });
  });

  it("reads a mission's dialog into the model's input, or its fields' messages", () => {
    const fields = { mission: "new", activityId: "a", title: "파도 소리", description: "녹음하기", points: "100", imageUploadId: "" };
    expect(readMissionSave(form(fields))).toMatchObject({
      ok: true,
      value: { id: null, input: { activityId: "a", title: "파도 소리", points: 100, hint: null, imageUploadId: null } },
    });
    expect(readMissionSave(form({ ...fields, mission: "m-1" }))).toMatchObject({ ok: true, value: { id: "m-1" } });
    expect(readMissionSave(form({ ...fields, points: "0" }))).toMatchObject({
      ok: false,
      stop: { stop: "item-dialog", dialog: "mission" },
    });
    expect(readMissionSave(form({ ...fields, mission: "" }))).toEqual({ ok: false, stop: { stop: "gone", what: "item" } });
  });

  it("asks before an item's delete or an undo, and moves only up or down", () => {
    expect(readItemDelete("product")(form({ productId: "p 1" }), plan())).toEqual({
      ok: false,
      stop: { stop: "ask", query: "deleteProduct=p%201", hash: "product-p%201" },
    });
    expect(readItemDelete("mission")(form({ missionId: "m", confirmed: "yes" }), plan())).toEqual({ ok: true, value: { id: "m" } });
    expect(readItemMove("mission")(form({ missionId: "m", direction: "up" }), plan())).toEqual({
      ok: true,
      value: { id: "m", direction: "up" },
    });
    expect(readItemMove("mission")(form({ missionId: "m", direction: "__proto__" }), plan())).toMatchObject({ ok: false });
    expect(readUndo(form({ missionId: "m" }))).toEqual({ ok: false, stop: { stop: "ask", query: "undo=m", hash: "mission-m" } });
    expect(readUndo(form({ missionId: "m", confirmed: "yes" }))).toEqual({ ok: true, value: { missionId: "m" } });
  });
});
