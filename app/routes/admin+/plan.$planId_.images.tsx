// A plan's image library (staff only): pictures staff upload for the plan, which its missions and
// products will pick from. The one uploader (app/components/upload/PhotoUploader.tsx) and the one
// upload path under the staff-image rule; without JavaScript a plain multi-file form
// (docs/decisions/0046-one-uploader-and-private-photos.md).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { readPhotoForm } from "~/http/photo-form.server";
import { requireAdmin } from "~/http/session.server";
import { uploadRefusalMessage } from "~/http/storage-api.server";
import { redirectWithToast } from "~/http/toast.server";
import { MAX_PHOTO_MB, UPLOAD_MESSAGES } from "~/messages/uploads";
import { listPlacedPhotos, planOfLibrary } from "~/models/uploads/library.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import type { PageHandle } from "~/page-rules";
import adminStyles from "~/styles/admin.css";
import uploaderStyles from "~/styles/uploader.css";
import { useHydrated } from "~/utils/hydration";
import { UPLOAD_CATEGORY_RULES } from "~/vocabulary/upload-categories";

const INTENT = "upload";

export const handle: PageHandle = { page: { member: "staff", menu: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: uploaderStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.plan.title} - 이미지 보관함 - 관리자 콘솔` : "이미지 보관함 - 관리자 콘솔" },
];

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

export default function PlanImageLibrary() {
  const { plan, photos } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  return (
    <div className="admin-page plan-images" data-page="plan-images">
      <Link to={`/admin/plan/${plan.id}`} className="button button--ghost button--small">
        ← 계획 편집으로
      </Link>
      <h1>{plan.title} · 이미지 보관함</h1>
      <p className="hint">미션과 상품에 쓸 사진을 올려두세요. 한 장에 {MAX_PHOTO_MB}MB까지, JPG·PNG·WEBP만 올릴 수 있어요.</p>
      <PhotoUploader
        category="staff-image"
        entityId={plan.id}
        storedIds={photos.map((photo) => photo.id)}
        hydrated={hydrated}
        errors={reply && "uploadErrors" in reply ? reply.uploadErrors : undefined}
        formFields={{ intent: INTENT }}
      />
      {photos.length ? (
        <ul className="photo-grid" aria-label="보관함 사진">
          {photos.map((photo) =>
            photo.sources ? (
              <li key={photo.id}>
                <picture>
                  <source type="image/webp" srcSet={photo.sources.webpSrcSet} sizes="160px" />
                  <img
                    src={photo.sources.fallback}
                    srcSet={photo.sources.jpegSrcSet}
                    sizes="160px"
                    width={photo.sources.width}
                    height={photo.sources.height}
                    alt={photo.fileName}
                    loading="lazy"
                  />
                </picture>
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <p className="hint">아직 올린 사진이 없어요.</p>
      )}
    </div>
  );
}
