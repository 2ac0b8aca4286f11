// A plan's image library's loader and action (plan.$planId_.images.tsx takes its server code from here
// only: decision 28): the library's photos, and the plain multi-file form's upload under the
// staff-image rule (docs/decisions/0046-one-uploader-and-private-photos.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { storePhotoForm } from "~/http/photo-form.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import { listPlacedPhotos, planOfLibrary } from "~/models/uploads/library.server";
import { UPLOAD_CATEGORY_RULES } from "~/vocabulary/upload-categories";

/** The form's one intent, as the page's uploader sends it. */
const INTENT = "upload";

async function planOrNotFound(planId: string | undefined) {
  const plan = await planOfLibrary(planId ?? "");
  if (!plan) throw data({ message: "여행 계획을 찾을 수 없습니다." }, { status: 404 });
  return plan;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const plan = await planOrNotFound(params.planId);
  return { plan, photos: await listPlacedPhotos("staff-image", plan.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const plan = await planOrNotFound(params.planId);
  const { formData, added, dropped, problems } = await storePhotoForm(request, {
    intent: INTENT,
    uploader: staff,
    category: "staff-image",
    target: { entityId: plan.id },
  });
  if (formData.get("intent") !== INTENT) throw data({ message: UPLOAD_MESSAGES.badRequest }, { status: 400 });
  if (dropped) problems.push(UPLOAD_MESSAGES.droppedOf(dropped, UPLOAD_CATEGORY_RULES["staff-image"].max));
  if (!added && !problems.length) problems.push(UPLOAD_MESSAGES.noPhotos);
  if (problems.length) return data({ uploadErrors: problems }, { status: added ? 200 : 400 });
  return redirectWithToast(`/admin/plan/${plan.id}/images`, "success", `사진 ${added}장을 올렸어요`);
}
