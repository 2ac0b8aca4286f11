// The plan editor's loader and action (/admin/plan/:planId; plan.$planId.tsx takes its server code
// from here only: decision 28). Every change is a post against the plan's working copy on the server
// and comes back to the editor (post/redirect/get); Save publishes the copy to the family; Send sends
// the plan (docs/decisions/0036-travel-plan-editor.md). Missions and products are made here too, and
// deleting a chapter that holds some asks what becomes of them (0050-missions-and-products-in-the-editor.md).
//
// The action reads top to bottom: the guard, the form, the plan, the intent; the intent's reader
// (app/forms/plan-editor.server.ts) takes its fields through its schema, or says why the post stops
// there (answered by `stopped`); its one model call; its reply. EDITOR_INTENTS names the three for
// every intent.
import type { ActionFunctionArgs, LoaderFunctionArgs, TypedResponse } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { FormActionData } from "~/components/form/reply";
import {
  type CatalogueKind,
  type ChapterDelete,
  type ChapterReply,
  catalogueAddress,
  type EditorReader,
  type EditorStop,
  type ItemSave,
  noFields,
  readChapterDelete,
  readChapterPost,
  readEditorAddress,
  readItemDelete,
  readItemMove,
  readMissionSave,
  readProductSave,
  readSend,
  readUndo,
} from "~/forms/plan-editor.server";
import { replyInvalid } from "~/forms/submission.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { CATALOGUE_MESSAGES as C, CATALOGUE_PROBLEMS } from "~/messages/missions";
import { FAMILY_WORDS } from "~/messages/notifications";
import { EDITOR_MESSAGES as M, PLAN_HISTORY_WORDS } from "~/messages/plans";
import type { User } from "~/models/accounts/users.server";
import { deliverSoon } from "~/models/messaging/delivery.server";
import {
  type CatalogueResult,
  deleteMission,
  deleteProduct,
  moveMission,
  moveProduct,
  saveMission,
  saveProduct,
} from "~/models/missions/catalogue.server";
import { chaptersWithItems, readChapterItems } from "~/models/missions/chapter-fates.server";
import { undoCompletion } from "~/models/missions/completions.server";
import { readCatalogueForStaff } from "~/models/missions/staff.server";
import { deriveChapters } from "~/models/plans/chapters";
import { type EditResult, editWorkingCopy, type PublishResult, publishWorkingCopy } from "~/models/plans/editor.server";
import { chapterNumberIn, itemPlaces } from "~/models/plans/editor-targets";
import { type SendPlanResult, sendTravelPlan } from "~/models/plans/lifecycle.server";
import { readPlanForStaff, type StaffPlan } from "~/models/plans/queries.server";
import { listPlacedPhotos } from "~/models/uploads/library.server";

async function planOrNotFound(planId: string | undefined): Promise<StaffPlan> {
  const plan = await readPlanForStaff(planId ?? "");
  if (!plan) throw data({ message: M.notFound }, { status: 404 });
  return plan;
}

function editorUrl(plan: StaffPlan, hash = ""): string {
  return `/admin/plan/${encodeURIComponent(plan.id)}${hash}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const plan = await planOrNotFound(params.planId);
  const url = new URL(request.url);
  const { dialog, deleting, fateMissing } = readEditorAddress(url, plan);
  const [catalogue, library, withItems, items] = await Promise.all([
    readCatalogueForStaff(plan.id),
    listPlacedPhotos("staff-image", plan.id),
    chaptersWithItems(plan.id),
    deleting ? readChapterItems(plan.id, deleting) : null,
  ]);
  const chapterOptions = itemPlaces(plan).map((place) => ({
    id: place.id,
    label: C.chapterOption(place.dayNumber, place.title, place.locationName),
  }));
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
    confirmDelete:
      deleting && items
        ? {
            activityId: deleting,
            number: chapterNumberIn(plan.itinerary, deleting),
            items,
            // Where its missions and products may go: the other chapters that stay.
            targets: chapterOptions.filter((option) => option.id !== deleting),
            fateError: fateMissing ? C.fateRequired : null,
          }
        : null,
    missions: catalogue.missions,
    products: catalogue.products,
    /** The chapters a mission or product may be put on. */
    chapterOptions,
    library: library
      .filter((photo) => photo.sources !== null)
      .map((photo) => ({ id: photo.id, fileName: photo.fileName, sources: photo.sources! })),
    ...catalogueAddress(url, catalogue),
    /** Chapters whose delete asks about their missions and products first (no browser confirm). */
    chaptersWithItems: withItems,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = await readForm(request);
  const plan = await planOrNotFound(params.planId);
  const intent = intentOf(formText(form, "intent"));
  if (!intent) throw requestError(400, M.saveFailed);
  const read = intent.read(form, plan);
  if (!read.ok) return stopped(read.stop, plan);
  const result = await intent.change(read.value, { plan, staff });
  return intent.reply(result, read.value, plan);
}

// ---- The intents -------------------------------------------------------------------------------------

/** What a post may answer besides a redirect: a dialog shown again. */
type EditorAnswer = TypedResponse<never> | ReturnType<typeof data<ChapterReply | FormActionData<{ dialog: CatalogueKind }>>>;

/** One intent: its reader (fields and schema), its one model call, and the reply to what the model said. */
interface Intent<Value, Result> {
  read: EditorReader<Value>;
  change: (value: Value, by: { plan: StaffPlan; staff: User }) => Promise<Result>;
  reply: (result: Result, value: Value, plan: StaffPlan) => EditorAnswer | Promise<EditorAnswer>;
}

/** Types one row of the table (each row has its own value and result). */
const intent = <Value, Result>(row: Intent<Value, Result>) => row as unknown as Intent<unknown, unknown>;

/** A failed send or publish is logged and answered with the editor's message. */
const logged = (what: string) => (error: unknown) => {
  console.error(what, error);
  return null;
};

const chapter = intent({
  read: readChapterPost,
  change: ({ change }, { plan }) => editWorkingCopy(plan.id, change),
  reply: chapterSaved,
});

const EDITOR_INTENTS: Record<string, Intent<unknown, unknown>> = {
  chapter,
  preview: chapter,
  delete: intent({
    read: readChapterDelete,
    change: ({ activityId, fate }, { plan }) => editWorkingCopy(plan.id, { kind: "delete", activityId, fate }),
    reply: chapterDeleted,
  }),
  "add-day": intent({ read: noFields, change: (_, { plan }) => editWorkingCopy(plan.id, { kind: "add-day" }), reply: dayAdded }),
  discard: intent({ read: noFields, change: (_, { plan }) => editWorkingCopy(plan.id, { kind: "discard" }), reply: discarded }),
  save: intent({ read: noFields, change: (_, { plan }) => publishWorkingCopy(plan.id).catch(logged("plan publish failed")), reply: saved }),
  send: intent({
    read: readSend,
    change: (_, { plan, staff }) =>
      sendTravelPlan({ planId: plan.id, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }).catch(
        logged("plan send failed"),
      ),
    reply: sent,
  }),
  mission: intent({
    read: readMissionSave,
    change: ({ id, input }, { plan }) => saveMission(plan.id, id, input),
    reply: itemSaved("mission"),
  }),
  product: intent({
    read: readProductSave,
    change: ({ id, input }, { plan }) => saveProduct(plan.id, id, input),
    reply: itemSaved("product"),
  }),
  "delete-mission": intent({
    read: readItemDelete("mission"),
    change: ({ id }, { plan }) => deleteMission(plan.id, id),
    reply: itemDeleted("mission"),
  }),
  "delete-product": intent({
    read: readItemDelete("product"),
    change: ({ id }, { plan }) => deleteProduct(plan.id, id),
    reply: itemDeleted("product"),
  }),
  "move-mission": intent({
    read: readItemMove("mission"),
    change: ({ id, direction }, { plan }) => moveMission(plan.id, id, direction),
    reply: itemMoved("mission"),
  }),
  "move-product": intent({
    read: readItemMove("product"),
    change: ({ id, direction }, { plan }) => moveProduct(plan.id, id, direction),
    reply: itemMoved("product"),
  }),
  "undo-completion": intent({
    read: readUndo,
    change: ({ missionId }, { plan, staff }) => undoCompletion({ planId: plan.id, missionId, staffId: staff.id, words: FAMILY_WORDS }),
    reply: undone,
  }),
};

function intentOf(name: string): Intent<unknown, unknown> | undefined {
  return Object.hasOwn(EDITOR_INTENTS, name) ? EDITOR_INTENTS[name] : undefined;
}

// ---- The replies -------------------------------------------------------------------------------------

function stopped(why: EditorStop, plan: StaffPlan): EditorAnswer | Promise<EditorAnswer> {
  switch (why.stop) {
    case "gone":
      return redirectWithToast(editorUrl(plan), "error", why.what === "chapter" ? M.conflict : C.missing);
    case "ask":
      return redirect(editorUrl(plan, `?${why.query}#${why.hash}`));
    case "chapter-dialog": {
      const invalid = !why.reply.preview && Object.keys(why.reply.errors).length > 0;
      return data(why.reply, { status: invalid ? 400 : 200 });
    }
    case "item-dialog":
      return replyInvalid(why.result, { dialog: why.dialog });
    case "unsaved":
      return redirectWithToast(editorUrl(plan), "error", M.sendDirty);
  }
}

/** A change refused: another tab's change won the race, or it no longer applies. */
function editRefused(result: EditResult & { ok: false }, plan: StaffPlan) {
  return redirectWithToast(editorUrl(plan), "error", result.reason === "conflict" ? M.conflict : M.saveFailed);
}

function chapterSaved(result: EditResult, _: unknown, plan: StaffPlan) {
  if (!result.ok) return editRefused(result, plan);
  return redirect(editorUrl(plan, result.activityId ? `#chapter-${result.activityId}` : ""));
}

function chapterDeleted(result: EditResult, post: ChapterDelete, plan: StaffPlan) {
  if (!result.ok && result.reason === "fate") {
    // The question again, saying it needs an answer when one was sent that does not fit.
    return redirect(
      editorUrl(plan, `?delete=${encodeURIComponent(post.activityId)}${post.answered ? "&fate=missing" : ""}#chapter-${post.activityId}`),
    );
  }
  if (!result.ok) return editRefused(result, plan);
  return redirectWithToast(editorUrl(plan), "info", M.deleted);
}

function dayAdded(result: EditResult, _: unknown, plan: StaffPlan) {
  if (!result.ok) return redirectWithToast(editorUrl(plan), "error", M.saveFailed);
  return redirect(editorUrl(plan, `#day-${plan.itinerary.length + 1}`));
}

function discarded(_result: EditResult, _: unknown, plan: StaffPlan) {
  return redirectWithToast(editorUrl(plan), "info", M.discarded);
}

function saved(result: PublishResult | null, _: unknown, plan: StaffPlan) {
  if (result?.ok && !result.published) return redirectWithToast(editorUrl(plan), "info", M.nothingToSave);
  if (result && !result.ok && result.reason === "orphans") return redirectWithToast(editorUrl(plan), "error", C.orphans);
  if (!result?.ok) return redirectWithToast(editorUrl(plan), "error", M.saveFailed);
  return redirectWithToast(editorUrl(plan), "success", M.saved);
}

function sent(result: SendPlanResult | null, _: unknown, plan: StaffPlan) {
  if (result === null) return redirectWithToast(editorUrl(plan), "error", M.sendFailed);
  if (result.ok) {
    // The family's 알림톡 goes in the background; the editor does not wait on it.
    deliverSoon();
    return redirectWithToast(editorUrl(plan), "success", M.sent);
  }
  const message = result.reason === "already-sent" ? M.alreadySent : result.reason === "not-allowed" ? M.sendNotAllowed : M.sendFailed;
  return redirectWithToast(editorUrl(plan), "error", message);
}

/** A mission or product saved, or its dialog again with the model's refusal beside the field it is about. */
function itemSaved(kind: CatalogueKind) {
  return (result: CatalogueResult, post: ItemSave<unknown>, plan: StaffPlan): EditorAnswer | Promise<EditorAnswer> => {
    if (result.ok) {
      return redirectWithToast(editorUrl(plan, `#${kind}-${result.id}`), "success", kind === "mission" ? C.missionSaved : C.productSaved);
    }
    if (result.reason === "missing") return redirectWithToast(editorUrl(plan), "error", C.missing);
    const field = result.reason === "chapter" ? "activityId" : result.reason === "image" ? "imageUploadId" : "";
    const message = CATALOGUE_PROBLEMS[result.reason];
    return replyInvalid(post.answer(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { dialog: kind });
  };
}

function itemDeleted(kind: CatalogueKind) {
  return (result: CatalogueResult, _: unknown, plan: StaffPlan) => {
    if (!result.ok) return redirectWithToast(editorUrl(plan), "error", CATALOGUE_PROBLEMS[result.reason]);
    return redirectWithToast(editorUrl(plan, `#${kind}s`), "info", kind === "mission" ? C.missionDeleted : C.productDeleted);
  };
}

function itemMoved(kind: CatalogueKind) {
  return (result: CatalogueResult, post: { id: string }, plan: StaffPlan) => {
    if (!result.ok) return redirectWithToast(editorUrl(plan), "error", CATALOGUE_PROBLEMS[result.reason]);
    return redirect(editorUrl(plan, `#${kind}-${post.id}`));
  };
}

function undone(result: boolean, post: { missionId: string }, plan: StaffPlan) {
  if (!result) return redirectWithToast(editorUrl(plan), "error", C.undoFailed);
  return redirectWithToast(editorUrl(plan, `#mission-${post.missionId}`), "success", C.undone);
}
