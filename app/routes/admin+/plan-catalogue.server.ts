// The plan editor's missions and products (/admin/plan/:planId): what the loader adds (the lists with
// completions and reservations, the chapters and library images to pick from, the open dialog or
// confirmation) and the action's intents for them. The dialogs are addresses like the chapter's:
// ?mission=new|{id}, ?product=new|{id}; the confirmations without JavaScript ?deleteMission={id},
// ?deleteProduct={id}, ?undo={missionId} (docs/decisions/0050-missions-and-products-in-the-editor.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { FormResult } from "~/components/form/reply";
import { missionSchema, productSchema } from "~/forms/catalogue.server";
import { replyInvalid } from "~/forms/submission.server";
import { formText } from "~/http/request.server";
import { redirectWithToast } from "~/http/toast.server";
import { CATALOGUE_MESSAGES as C } from "~/messages/missions";
import { FAMILY_WORDS } from "~/messages/notifications";
import type { User } from "~/models/accounts/users.server";
import {
  type CatalogueProblem,
  createMission,
  createProduct,
  deleteMission,
  deleteProduct,
  moveItem,
  updateMission,
  updateProduct,
} from "~/models/missions/catalogue.server";
import { undoCompletion } from "~/models/missions/completions.server";
import { readCatalogueForStaff } from "~/models/missions/staff.server";
import type { StaffPlan } from "~/models/plans/queries.server";
import { listPlacedPhotos } from "~/models/uploads/library.server";

export interface ChapterOption {
  id: string;
  label: string;
}

/**
 * The chapters a mission or product may be put on: the published ones (the foreign key's rows) that
 * the working copy still holds, so an unsaved delete does not strand a new item.
 */
export function chapterOptions(plan: StaffPlan): ChapterOption[] {
  const inCopy = new Set(plan.itinerary.flatMap((day) => day.activities.map((activity) => activity.id)));
  return plan.published.flatMap((day) =>
    day.activities
      .filter((activity) => inCopy.has(activity.id))
      .map((activity) => ({ id: activity.id, label: C.chapterOption(day.dayNumber, activity.title, activity.locationName) })),
  );
}

export type CatalogueDialog = { kind: "mission" | "product"; id: string | null };

export async function catalogueLoaderPart(plan: StaffPlan, params: URLSearchParams) {
  const [catalogue, library] = await Promise.all([readCatalogueForStaff(plan.id), listPlacedPhotos("staff-image", plan.id)]);
  const known = (kind: "mission" | "product", id: string | null) =>
    id !== null && (kind === "mission" ? catalogue.missions : catalogue.products).some((item) => item.id === id) ? id : null;
  const dialogOf = (kind: "mission" | "product"): CatalogueDialog | null => {
    const value = params.get(kind);
    if (value === "new") return { kind, id: null };
    const id = known(kind, value);
    return id ? { kind, id } : null;
  };
  return {
    missions: catalogue.missions,
    products: catalogue.products,
    chapterOptions: chapterOptions(plan),
    library: library
      .filter((photo) => photo.sources !== null)
      .map((photo) => ({ id: photo.id, fileName: photo.fileName, sources: photo.sources! })),
    catalogueDialog: dialogOf("mission") ?? dialogOf("product"),
    confirmCatalogue: {
      deleteMission: known("mission", params.get("deleteMission")),
      deleteProduct: known("product", params.get("deleteProduct")),
      undo: known("mission", params.get("undo")),
    },
  };
}

function problemMessage(problem: CatalogueProblem): string {
  switch (problem) {
    case "chapter":
      return C.chapterGone;
    case "image":
      return C.imageGone;
    case "full":
      return C.full;
    case "completed":
      return C.completedNoDelete;
    case "booked":
      return C.bookedNoDelete;
    case "invalid":
      return C.check;
    case "missing":
      return C.missing;
  }
}

/** The reply to the catalogue's intents, or null for an intent that is not one of them. */
export async function catalogueAction(intent: string, form: FormData, plan: StaffPlan, staff: User, editorUrl: (hash?: string) => string) {
  const back = editorUrl();
  switch (intent) {
    case "mission":
    case "product": {
      const id = formText(form, intent);
      if (id !== "new" && !id) return redirectWithToast(back, "error", C.missing);
      let result: Awaited<ReturnType<typeof createMission>>;
      let reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => FormResult;
      if (intent === "mission") {
        const parsed = parseWithZod(form, { schema: missionSchema });
        reply = (options) => parsed.reply(options);
        if (parsed.status !== "success") return replyInvalid(parsed.reply(), { dialog: intent });
        const input = { ...parsed.value, hint: parsed.value.hint ?? null, imageUploadId: parsed.value.imageUploadId || null };
        result = id === "new" ? await createMission(plan.id, input) : await updateMission(plan.id, id, input);
      } else {
        const parsed = parseWithZod(form, { schema: productSchema });
        reply = (options) => parsed.reply(options);
        if (parsed.status !== "success") return replyInvalid(parsed.reply(), { dialog: intent });
        const input = { ...parsed.value, description: parsed.value.description ?? "", imageUploadId: parsed.value.imageUploadId || null };
        result = id === "new" ? await createProduct(plan.id, input) : await updateProduct(plan.id, id, input);
      }
      if (!result.ok) {
        if (result.reason === "missing") return redirectWithToast(back, "error", C.missing);
        const field = result.reason === "chapter" ? "activityId" : result.reason === "image" ? "imageUploadId" : "";
        const message = problemMessage(result.reason);
        return replyInvalid(reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { dialog: intent });
      }
      return redirectWithToast(editorUrl(`#${intent}-${result.id}`), "success", intent === "mission" ? C.missionSaved : C.productSaved);
    }
    case "delete-mission":
    case "delete-product": {
      const kind = intent === "delete-mission" ? "mission" : "product";
      const id = formText(form, `${kind}Id`);
      // Without JavaScript the first press asks; the confirmation's own button deletes.
      if (formText(form, "confirmed") !== "yes") {
        const param = kind === "mission" ? "deleteMission" : "deleteProduct";
        return redirect(`${back}?${param}=${encodeURIComponent(id)}#${kind}-${encodeURIComponent(id)}`);
      }
      const result = kind === "mission" ? await deleteMission(plan.id, id) : await deleteProduct(plan.id, id);
      if (!result.ok) return redirectWithToast(back, "error", problemMessage(result.reason));
      return redirectWithToast(editorUrl(`#${kind}s`), "info", kind === "mission" ? C.missionDeleted : C.productDeleted);
    }
    case "move-mission":
    case "move-product": {
      const kind = intent === "move-mission" ? "mission" : "product";
      const id = formText(form, `${kind}Id`);
      const direction = formText(form, "direction");
      if (direction !== "up" && direction !== "down") return redirectWithToast(back, "error", C.missing);
      const result = await moveItem(kind === "mission" ? "plan_missions" : "plan_products", plan.id, id, direction);
      if (!result.ok) return redirectWithToast(back, "error", problemMessage(result.reason));
      return redirect(editorUrl(`#${kind}-${id}`));
    }
    case "undo-completion": {
      const missionId = formText(form, "missionId");
      const catalogue = await readCatalogueForStaff(plan.id);
      // Only a mission of this plan: the model takes a mission id alone.
      if (!catalogue.missions.some((mission) => mission.id === missionId && mission.completion)) {
        return redirectWithToast(back, "error", C.missing);
      }
      if (formText(form, "confirmed") !== "yes") {
        return redirect(`${back}?undo=${encodeURIComponent(missionId)}#mission-${encodeURIComponent(missionId)}`);
      }
      const undone = await undoCompletion({ missionId, staffId: staff.id, words: FAMILY_WORDS });
      if (!undone) return redirectWithToast(back, "error", C.undoFailed);
      return redirectWithToast(editorUrl(`#mission-${missionId}`), "success", C.undone);
    }
    default:
      return null;
  }
}
