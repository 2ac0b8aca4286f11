// The plan editor's loader and action (/admin/plan/:planId). Every change is a post
// against the plan's working copy on the server and comes back to the editor (post/redirect/get);
// Save publishes the copy to the family; Send sends the plan. The dialogs are addresses:
// ?chapter=new&day=N&at=I (insert), ?chapter={id} (edit), ?delete={id} (the confirmation without
// JavaScript) (docs/decisions/0036-travel-plan-editor.md). Missions and products have their own part
// (plan-catalogue.server.ts); deleting a chapter that holds some asks what becomes of them
// (docs/decisions/0050-missions-and-products-in-the-editor.md).

import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { chapterFateSchema } from "~/forms/catalogue.server";
import { type ChapterDraft, checkChapterDraft, readChapterDraft } from "~/forms/chapter.server";
import { formText, readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { CATALOGUE_MESSAGES as C } from "~/messages/missions";
import { FAMILY_WORDS } from "~/messages/notifications";
import { EDITOR_MESSAGES as M, PLAN_HISTORY_WORDS } from "~/messages/plans";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { chaptersWithItems, readChapterItems } from "~/models/missions/chapter-fates.server";
import { deriveChapters, type PlanActivity } from "~/models/plans/chapters";
import { editWorkingCopy, publishWorkingCopy } from "~/models/plans/editor.server";
import { sendTravelPlan } from "~/models/plans/lifecycle.server";
import { readPlanForStaff, type StaffPlan } from "~/models/plans/queries.server";
import { catalogueAction, catalogueLoaderPart, chapterOptions } from "./plan-catalogue.server";

function notFound(): never {
  throw data({ message: M.notFound }, { status: 404 });
}

function editorUrl(planId: string, hash = ""): string {
  return `/admin/plan/${encodeURIComponent(planId)}${hash}`;
}

/** What the chapter dialog is doing: inserting into a day at an index, or editing one chapter. */
export type ChapterTarget = { kind: "insert"; dayNumber: number; index: number } | { kind: "update"; activityId: string };

function draftOf(activity: PlanActivity): ChapterDraft {
  return {
    chapterTitle: activity.title,
    time: activity.time,
    location: activity.locationName,
    duration: activity.durationText ?? "",
    storyDescription: activity.notes?.trim() || activity.description,
    icon: activity.icon ?? "",
    type: activity.type,
  };
}

const NEW_CHAPTER: ChapterDraft = {
  chapterTitle: "",
  time: "10:00",
  location: "",
  duration: "",
  storyDescription: "",
  icon: "",
  type: "activity",
};

/** The dialog's target from the address or the form; null when it names nothing in the plan. */
function targetOf(plan: StaffPlan, values: { chapter: string | null; day: string | null; at: string | null }): ChapterTarget | null {
  if (!values.chapter) return null;
  if (values.chapter === "new") {
    const dayNumber = Number(values.day);
    const day = plan.itinerary.find((candidate) => candidate.dayNumber === dayNumber);
    if (!day) return null;
    const at = values.at === null || values.at === "" ? day.activities.length : Number(values.at);
    if (!Number.isInteger(at) || at < 0 || at > day.activities.length) return null;
    return { kind: "insert", dayNumber, index: at };
  }
  const found = plan.itinerary.some((day) => day.activities.some((activity) => activity.id === values.chapter));
  return found ? { kind: "update", activityId: values.chapter } : null;
}

function activityOf(plan: StaffPlan, id: string): PlanActivity | undefined {
  for (const day of plan.itinerary) {
    const found = day.activities.find((activity) => activity.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The chapter number across days (what the family reads) of an activity in the editor's copy. */
function chapterNumberOf(plan: StaffPlan, id: string): number {
  for (const day of deriveChapters(plan.itinerary)) {
    const found = day.chapters.find((chapter) => chapter.id === id);
    if (found) return found.chapter;
  }
  return 0;
}

/** The number across days the dialog's chapter has, or will have once inserted. */
function numberFor(plan: StaffPlan, target: ChapterTarget): number {
  if (target.kind === "update") return chapterNumberOf(plan, target.activityId);
  const before = plan.itinerary.filter((day) => day.dayNumber < target.dayNumber).reduce((count, day) => count + day.activities.length, 0);
  return before + target.index + 1;
}

export async function planEditorLoader(request: Request, planId: string | undefined) {
  await requireAdmin(request);
  const plan = await readPlanForStaff(planId ?? "");
  if (!plan) notFound();
  const params = new URL(request.url).searchParams;
  const target = targetOf(plan, { chapter: params.get("chapter"), day: params.get("day"), at: params.get("at") });
  const dialog = target
    ? {
        target,
        draft: target.kind === "update" ? draftOf(activityOf(plan, target.activityId)!) : NEW_CHAPTER,
        number: numberFor(plan, target),
        minutes: target.kind === "update" ? (activityOf(plan, target.activityId)?.durationMinutes ?? null) : null,
      }
    : null;
  const deleting = params.get("delete");
  const [catalogue, withItems, items] = await Promise.all([
    catalogueLoaderPart(plan, params),
    chaptersWithItems(plan.id),
    deleting && activityOf(plan, deleting) ? readChapterItems(plan.id, deleting) : null,
  ]);
  const confirmDelete =
    deleting && items
      ? {
          activityId: deleting,
          number: chapterNumberOf(plan, deleting),
          items,
          // Where its missions and products may go: the other chapters that stay.
          targets: chapterOptions(plan).filter((option) => option.id !== deleting),
          fateError: params.get("fate") === "missing" ? C.fateRequired : null,
        }
      : null;
  return {
    plan: {
      id: plan.id,
      title: plan.title,
      status: plan.status,
      orderId: plan.orderId,
      orderName: plan.orderName,
      orderStatus: plan.orderStatus,
      customerName: plan.customerName,
      sentAt: plan.sentAt,
      updatedAt: plan.updatedAt,
      dirty: plan.dirty,
    },
    days: deriveChapters(plan.itinerary),
    dialog,
    confirmDelete,
    ...catalogue,
    /** Chapters whose delete asks about their missions and products first (no browser confirm). */
    chaptersWithItems: withItems,
  };
}

export interface ChapterReply {
  draft: ChapterDraft;
  errors: Record<string, string>;
  target: ChapterTarget;
  number: number;
  /** The stored minutes, which the card shows while the duration text is blank. */
  minutes: number | null;
  /** A 'preview' round trip: the card is shown, nothing is saved. */
  preview: boolean;
}

export async function planEditorAction(request: Request, planId: string | undefined) {
  const staff = await requireAdmin(request);
  const form = await readForm(request);
  const plan = await readPlanForStaff(planId ?? "");
  if (!plan) notFound();
  const intent = formText(form, "intent");
  const back = editorUrl(plan.id);

  switch (intent) {
    case "chapter":
    case "preview": {
      const target = targetOf(plan, { chapter: formText(form, "chapter"), day: formText(form, "day"), at: formText(form, "at") });
      if (!target) return redirectWithToast(back, "error", M.conflict);
      const draft = readChapterDraft(form);
      const number = numberFor(plan, target);
      const checked = checkChapterDraft(draft);
      if (intent === "preview" || !checked.ok) {
        const errors = checked.ok ? {} : checked.errors;
        const minutes = target.kind === "update" ? (activityOf(plan, target.activityId)?.durationMinutes ?? null) : null;
        return data({ draft, errors, target, number, minutes, preview: intent === "preview" } satisfies ChapterReply, {
          status: checked.ok || intent === "preview" ? 200 : 400,
        });
      }
      const result =
        target.kind === "insert"
          ? await editWorkingCopy(plan.id, { kind: "insert", dayNumber: target.dayNumber, index: target.index, chapter: checked.chapter })
          : await editWorkingCopy(plan.id, { kind: "update", activityId: target.activityId, chapter: checked.chapter });
      if (!result.ok) return redirectWithToast(back, "error", result.reason === "conflict" ? M.conflict : M.saveFailed);
      return redirect(editorUrl(plan.id, result.activityId ? `#chapter-${result.activityId}` : ""));
    }
    case "delete": {
      const activityId = formText(form, "activityId");
      if (!activityOf(plan, activityId)) return redirectWithToast(back, "error", M.conflict);
      const asking = `${back}?delete=${encodeURIComponent(activityId)}`;
      // Without JavaScript the first press asks; the confirmation's own button deletes.
      if (formText(form, "confirmed") !== "yes") return redirect(`${asking}#chapter-${activityId}`);
      // A chapter with missions or products: the confirmation asked what becomes of them.
      const answer = form.has("fate") ? parseWithZod(form, { schema: chapterFateSchema }) : null;
      const fate =
        answer?.status === "success"
          ? answer.value.fate === "move"
            ? { kind: "move" as const, to: answer.value.fateTarget }
            : { kind: "delete" as const }
          : undefined;
      const result = await editWorkingCopy(plan.id, { kind: "delete", activityId, fate });
      if (!result.ok && result.reason === "fate") {
        return redirect(`${asking}${answer ? "&fate=missing" : ""}#chapter-${activityId}`);
      }
      if (!result.ok) return redirectWithToast(back, "error", result.reason === "conflict" ? M.conflict : M.saveFailed);
      return redirectWithToast(back, "info", M.deleted);
    }
    case "add-day": {
      const result = await editWorkingCopy(plan.id, { kind: "add-day" });
      if (!result.ok) return redirectWithToast(back, "error", M.saveFailed);
      return redirect(editorUrl(plan.id, `#day-${plan.itinerary.length + 1}`));
    }
    case "discard": {
      await editWorkingCopy(plan.id, { kind: "discard" });
      return redirectWithToast(back, "info", M.discarded);
    }
    case "save": {
      const result = await publishWorkingCopy(plan.id).catch((error) => {
        console.error("plan publish failed", error);
        return null;
      });
      if (result?.ok && !result.published) return redirectWithToast(back, "info", M.nothingToSave);
      if (result && !result.ok && result.reason === "orphans") return redirectWithToast(back, "error", C.orphans);
      if (!result?.ok) return redirectWithToast(back, "error", M.saveFailed);
      return redirectWithToast(back, "success", M.saved);
    }
    case "send": {
      if (plan.dirty) return redirectWithToast(back, "error", M.sendDirty);
      const result = await sendTravelPlan({ planId: plan.id, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }).catch(
        (error) => {
          console.error("plan send failed", error);
          return null;
        },
      );
      if (result === null) return redirectWithToast(back, "error", M.sendFailed);
      if (result.ok) {
        // The family's 알림톡 goes in the background; the editor does not wait on it.
        deliverSoon();
        return redirectWithToast(back, "success", M.sent);
      }
      const message = result.reason === "already-sent" ? M.alreadySent : result.reason === "not-allowed" ? M.sendNotAllowed : M.sendFailed;
      return redirectWithToast(back, "error", message);
    }
    default: {
      const reply = await catalogueAction(intent, form, plan, staff, (hash = "") => editorUrl(plan.id, hash));
      if (reply) return reply;
      throw data({ message: M.saveFailed }, { status: 400 });
    }
  }
}
