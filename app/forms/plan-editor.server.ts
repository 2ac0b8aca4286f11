// The plan editor's posts and address (/admin/plan/:planId; decisions 36 and 50). Each intent's reader
// takes its fields through its schema (the chapter's in chapter.server.ts, the mission's, product's and
// chapter-deletion answer's in catalogue.server.ts), checked against the plan as staff see it, into the
// input of the intent's one model call; or it says why the post stops before that call (`EditorStop`):
// the dialog again with its messages (or the chapter's preview), the confirmation a press without
// JavaScript asks for first, a chapter or item that is no longer in the plan, a send before Save. The
// route names each intent's reader and model call (app/routes/admin+/plan.$planId.server.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "~/components/form/reply";
import { formText } from "~/http/request.server";
import type { ChapterFate } from "~/models/missions/chapter-fates.server";
import type { MissionInput, ProductInput } from "~/models/missions/rules";
import type { EditChange } from "~/models/plans/editor.server";
import { activityIn, type ChapterTarget, chapterTarget, targetNumber } from "~/models/plans/editor-targets";
import type { StaffPlan } from "~/models/plans/queries.server";
import { chapterFateSchema, missionSchema, productSchema } from "./catalogue.server";
import { type ChapterDraft, chapterDraftOf, checkChapterDraft, NEW_CHAPTER_DRAFT, readChapterDraft } from "./chapter.server";

/** The chapter dialog as the editor opens it, and as a post shows it again. */
export interface ChapterDialogData {
  target: ChapterTarget;
  draft: ChapterDraft;
  /** The chapter's number across days, as the family will read it. */
  number: number;
  /** The stored minutes, which the card shows while the duration text is blank. */
  minutes: number | null;
}

/** The chapter dialog shown again by a post: the fields as typed, with their messages or the card. */
export interface ChapterReply extends ChapterDialogData {
  errors: Record<string, string>;
  /** A 'preview' round trip: the card is shown, nothing is saved. */
  preview: boolean;
}

export type CatalogueKind = "mission" | "product";

/** Why a post stops before its model call; the route answers each (app/routes/admin+/plan.$planId.server.ts). */
export type EditorStop =
  /** The chapter or item the post names is not in the plan as staff see it (another tab changed it). */
  | { stop: "gone"; what: "chapter" | "item" }
  /** Without JavaScript the first press asks: the editor with this confirmation open (`query`) at `hash`. */
  | { stop: "ask"; query: string; hash: string }
  /** The chapter dialog again: its fields' messages (400), or the card as the family will see it. */
  | { stop: "chapter-dialog"; reply: ChapterReply }
  /** A mission's or product's dialog again with each field's message. */
  | { stop: "item-dialog"; dialog: CatalogueKind; result: FormResult }
  /** Sending waits for Save: what is sent is what the family will read. */
  | { stop: "unsaved" };

export type EditorRead<Value> = { ok: true; value: Value } | { ok: false; stop: EditorStop };

/** A reader: one intent's fields, checked against the plan as staff see it. */
export type EditorReader<Value> = (form: FormData, plan: StaffPlan) => EditorRead<Value>;

const ok = <Value>(value: Value): EditorRead<Value> => ({ ok: true, value });
const stop = (why: EditorStop): { ok: false; stop: EditorStop } => ({ ok: false, stop: why });
const ask = (param: string, id: string, hash: string) => stop({ stop: "ask", query: `${param}=${encodeURIComponent(id)}`, hash });
/** The confirmation's own button (and the browser's confirm) sends `confirmed=yes`. */
const confirmed = (form: FormData) => formText(form, "confirmed") === "yes";

function chapterDialog(plan: StaffPlan, target: ChapterTarget, draft: ChapterDraft): ChapterDialogData {
  const minutes = target.kind === "update" ? (activityIn(plan.itinerary, target.activityId)?.durationMinutes ?? null) : null;
  return { target, draft, number: targetNumber(plan.itinerary, target), minutes };
}

// ---- The address: which dialog or confirmation the editor opens -------------------------------------

/**
 * The dialogs are addresses: ?chapter=new&day=N&at=I (insert), ?chapter={id} (edit), ?delete={id}
 * (the confirmation without JavaScript, `fate=missing` when its question went unanswered); the
 * catalogue's ?mission=new|{id}, ?product=new|{id}, ?deleteMission=, ?deleteProduct=, ?undo= name
 * items, which the loader checks against the catalogue (`catalogueAddress`).
 */
export function readEditorAddress(url: URL, plan: StaffPlan) {
  const params = url.searchParams;
  const target = chapterTarget(plan.itinerary, { chapter: params.get("chapter"), day: params.get("day"), at: params.get("at") });
  const deleting = params.get("delete");
  return {
    dialog: target
      ? chapterDialog(
          plan,
          target,
          target.kind === "update" ? chapterDraftOf(activityIn(plan.itinerary, target.activityId)!) : NEW_CHAPTER_DRAFT,
        )
      : null,
    /** The chapter whose delete the address confirms, when the copy holds it. */
    deleting: activityIn(plan.itinerary, deleting) ? deleting : null,
    fateMissing: params.get("fate") === "missing",
  };
}

/** The catalogue's dialog and confirmations the address opens, for items of this plan only. */
export function catalogueAddress(url: URL, catalogue: { missions: { id: string }[]; products: { id: string }[] }) {
  const params = url.searchParams;
  const known = (kind: CatalogueKind, id: string | null) =>
    id !== null && (kind === "mission" ? catalogue.missions : catalogue.products).some((item) => item.id === id) ? id : null;
  const dialogOf = (kind: CatalogueKind): { kind: CatalogueKind; id: string | null } | null => {
    const value = params.get(kind);
    if (value === "new") return { kind, id: null };
    const id = known(kind, value);
    return id ? { kind, id } : null;
  };
  return {
    catalogueDialog: dialogOf("mission") ?? dialogOf("product"),
    confirmCatalogue: {
      deleteMission: known("mission", params.get("deleteMission")),
      deleteProduct: known("product", params.get("deleteProduct")),
      undo: known("mission", params.get("undo")),
    },
  };
}

// ---- The chapters' posts ---------------------------------------------------------------------------

/**
 * The chapter dialog's post (intents `chapter` and `preview`): the insert or edit it asks for. A
 * preview, or fields that fail the chapter's schema, stop here with the dialog shown again.
 */
export function readChapterPost(form: FormData, plan: StaffPlan): EditorRead<{ change: EditChange }> {
  const target = chapterTarget(plan.itinerary, {
    chapter: formText(form, "chapter"),
    day: formText(form, "day"),
    at: formText(form, "at"),
  });
  if (!target) return stop({ stop: "gone", what: "chapter" });
  const draft = readChapterDraft(form);
  const checked = checkChapterDraft(draft);
  const preview = formText(form, "intent") === "preview";
  if (preview || !checked.ok) {
    return stop({
      stop: "chapter-dialog",
      reply: { ...chapterDialog(plan, target, draft), errors: checked.ok ? {} : checked.errors, preview },
    });
  }
  const { chapter } = checked;
  return ok({
    change:
      target.kind === "insert"
        ? { kind: "insert", dayNumber: target.dayNumber, index: target.index, chapter }
        : { kind: "update", activityId: target.activityId, chapter },
  });
}

export interface ChapterDelete {
  activityId: string;
  /** What becomes of its missions and products, when the confirmation's question was answered well. */
  fate: ChapterFate | undefined;
  /** The question was answered at all (an answer that does not fit comes back as 'missing'). */
  answered: boolean;
}

/** A chapter's delete, after its confirmation; a chapter holding missions or products sends its question's answer. */
export function readChapterDelete(form: FormData, plan: StaffPlan): EditorRead<ChapterDelete> {
  const activityId = formText(form, "activityId");
  if (!activityIn(plan.itinerary, activityId)) return stop({ stop: "gone", what: "chapter" });
  if (!confirmed(form)) return ask("delete", activityId, `chapter-${activityId}`);
  const answer = form.has("fate") ? parseWithZod(form, { schema: chapterFateSchema }) : null;
  const fate: ChapterFate | undefined =
    answer?.status === "success"
      ? answer.value.fate === "move"
        ? { kind: "move", to: answer.value.fateTarget }
        : { kind: "delete" }
      : undefined;
  return ok({ activityId, fate, answered: answer !== null });
}

/** The buttons without fields: add the next day, discard, save. */
export function noFields(): EditorRead<null> {
  return ok(null);
}

/** Send: only a copy without unsaved changes. */
export function readSend(_form: FormData, plan: StaffPlan): EditorRead<null> {
  return plan.dirty ? stop({ stop: "unsaved" }) : ok(null);
}

// ---- The missions' and products' posts ---------------------------------------------------------------

/** A mission's or product's dialog: the item (null: a new one), its input, and the form's reply for the model's refusal. */
export interface ItemSave<Input> {
  id: string | null;
  input: Input;
  answer: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => FormResult;
}

/** The dialog's hidden field names the item: "new" or its id. */
function itemOf(form: FormData, kind: CatalogueKind): string | null | undefined {
  const id = formText(form, kind);
  return id === "new" ? null : id || undefined;
}

export function readMissionSave(form: FormData): EditorRead<ItemSave<MissionInput>> {
  const id = itemOf(form, "mission");
  if (id === undefined) return stop({ stop: "gone", what: "item" });
  const parsed = parseWithZod(form, { schema: missionSchema });
  if (parsed.status !== "success") return stop({ stop: "item-dialog", dialog: "mission", result: parsed.reply() });
  const { hint, imageUploadId, ...fields } = parsed.value;
  return ok({
    id,
    input: { ...fields, hint: hint ?? null, imageUploadId: imageUploadId || null },
    answer: (options) => parsed.reply(options),
  });
}

export function readProductSave(form: FormData): EditorRead<ItemSave<ProductInput>> {
  const id = itemOf(form, "product");
  if (id === undefined) return stop({ stop: "gone", what: "item" });
  const parsed = parseWithZod(form, { schema: productSchema });
  if (parsed.status !== "success") return stop({ stop: "item-dialog", dialog: "product", result: parsed.reply() });
  const { description, imageUploadId, ...fields } = parsed.value;
  return ok({
    id,
    input: { ...fields, description: description ?? "", imageUploadId: imageUploadId || null },
    answer: (options) => parsed.reply(options),
  });
}

/** A mission's or product's delete (`missionId` or `productId`), after its confirmation. */
export function readItemDelete(kind: CatalogueKind): EditorReader<{ id: string }> {
  return (form) => {
    const id = formText(form, `${kind}Id`);
    if (!confirmed(form)) return ask(kind === "mission" ? "deleteMission" : "deleteProduct", id, `${kind}-${encodeURIComponent(id)}`);
    return ok({ id });
  };
}

/** A mission or product one place up or down. */
export function readItemMove(kind: CatalogueKind): EditorReader<{ id: string; direction: "up" | "down" }> {
  return (form) => {
    const direction = formText(form, "direction");
    if (direction !== "up" && direction !== "down") return stop({ stop: "gone", what: "item" });
    return ok({ id: formText(form, `${kind}Id`), direction });
  };
}

/** Undoing a mission's completion, after its confirmation. */
export function readUndo(form: FormData): EditorRead<{ missionId: string }> {
  const missionId = formText(form, "missionId");
  if (!missionId) return stop({ stop: "gone", what: "item" });
  if (!confirmed(form)) return ask("undo", missionId, `mission-${encodeURIComponent(missionId)}`);
  return ok({ missionId });
}
