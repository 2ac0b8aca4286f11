// A plan's image library's loader and action (plan.$planId_.images.tsx takes its server code from here
// only: decision 28): the library's photos, and the plain multi-file form's upload under the
// staff-image rule (docs/decisions/0046-one-uploader-and-private-photos.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { readPhotoForm } from "~/http/photo-form.server";
import { requireAdmin } from "~/http/session.server";
import { uploadRefusalMessage } from "~/http/storage-api.server";
import { redirectWithToast } from "~/http/toast.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import { listPlacedPhotos, planOfLibrary } from "~/models/uploads/library.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
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
  let added = 0;
  let dropped = 0;
  const problems: string[] = [];
  const formData = await readPhotoForm(request, INTENT, async (part) => {
    const stored = await storeFormPhoto(staff, {
      category: "staff-image",
      target: { entityId: plan.id },
      fileName: part.fileName,
      fileType: part.contentType,
      body: part.data,
    });
    if (stored.ok) added += 1;
    else if (stored.problem === "full") dropped += 1;
    else problems.push(uploadRefusalMessage(stored, "staff-image", part.fileName));
  });
  if (formData.get("intent") !== INTENT) throw data({ message: UPLOAD_MESSAGES.badRequest }, { status: 400 });
  if (dropped) problems.push(UPLOAD_MESSAGES.droppedOf(dropped, UPLOAD_CATEGORY_RULES["staff-image"].max));
  if (!added && !problems.length) problems.push(UPLOAD_MESSAGES.noPhotos);
  if (problems.length) return data({ uploadErrors: problems }, { status: added ? 200 : 400 });
  return redirectWithToast(`/admin/plan/${plan.id}/images`, "success", `사진 ${added}장을 올렸어요`);
}
