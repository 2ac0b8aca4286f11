// A plan's image library (staff only): pictures staff upload for the plan, which its missions and
// products will pick from. The one uploader (app/components/upload/PhotoUploader.tsx) and the one
// upload path under the staff-image rule; without JavaScript a plain multi-file form
// (docs/decisions/0046-one-uploader-and-private-photos.md). Its loader and action are in
// plan.$planId_.images.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { MAX_PHOTO_MB } from "~/messages/uploads";
import type { PageHandle } from "~/page-rules";
import adminStyles from "~/styles/admin.css";
import uploaderStyles from "~/styles/uploader.css";
import { useHydrated } from "~/utils/hydration";
import type { action, loader } from "./plan.$planId_.images.server";

export { action, loader } from "./plan.$planId_.images.server";

/** The form's one intent (the server half reads it). */
const INTENT = "upload";

export const handle: PageHandle = { page: { member: "staff", menu: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: uploaderStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.plan.title} - 이미지 보관함 - 관리자 콘솔` : "이미지 보관함 - 관리자 콘솔" },
];

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
