// One photobook for staff (docs/decisions/0055-photobook-proof-and-printer-zip.md): the customer, the
// trip, shipping, status and its history; the family's photos in the book's order (the cover first)
// with their size and a warning under 1,200 px, the cover text and the printer's zip; and the proof:
// staff upload the layout's page images through the one uploader (photobook-proof; a plain multi-file
// form without JavaScript), see them in order, remove one, and send the proof to the family.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { TabLoadError } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { readPhotoForm } from "~/http/photo-form.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatKrw, formatPhone } from "~/http/staff-display.server";
import { uploadRefusalMessage } from "~/http/storage-api.server";
import { redirectWithToast } from "~/http/toast.server";
import { STATUS_ACTOR_LABELS } from "~/messages/admin";
import { PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import { PROOF_WORDS } from "~/messages/photobook-proof";
import { STAFF_PROOF_MESSAGES as M } from "~/messages/photobook-proof-staff";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { photobookForStaff, removeProofPage, sendProof } from "~/models/photobook/proof.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import type { PageHandle } from "~/page-rules";
import adminStyles from "~/styles/admin.css";
import proofStyles from "~/styles/photobook-proof.css";
import uploaderStyles from "~/styles/uploader.css";
import { useHydrated } from "~/utils/hydration";
import { PRINT_MIN_SHORT_SIDE } from "~/vocabulary/photobook-proof";
import { UPLOAD_CATEGORY_RULES } from "~/vocabulary/upload-categories";

const INTENTS = { upload: "proof-upload", send: "proof-send", remove: "proof-remove" } as const;

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: uploaderStyles },
  { rel: "stylesheet", href: proofStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `포토북 ${data.book.customer.name ?? ""} - 관리자 콘솔` : "포토북 - 관리자 콘솔" },
];

function notFound(): never {
  throw data({ message: M.notFound }, { status: 404 });
}

async function photobookOrNotFound(photobookId: string | undefined) {
  if (!photobookId || photobookId.length > 100) notFound();
  return (await photobookForStaff(photobookId)) ?? notFound();
}

const here = (photobookId: string) => `/admin/photobook/${encodeURIComponent(photobookId)}`;

function bytesText(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const book = await photobookOrNotFound(params.photobookId);
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : null);
  // Dates, money and phone numbers go out as text (the formatters stay out of the page's script).
  return {
    book: {
      ...book,
      customer: { ...book.customer, phone: book.customer.phone ? formatPhone(book.customer.phone) : null },
      shipping: { ...book.shipping, recipientPhone: book.shipping.recipientPhone ? formatPhone(book.shipping.recipientPhone) : null },
      amountText: book.amount === null ? null : formatKrw(book.amount),
      createdAtText: formatDateTime(book.createdAt),
      submittedAtText: at(book.submittedAt),
      photos: book.photos.map(({ masterKey, ...photo }) => ({
        ...photo,
        hasMaster: Boolean(masterKey),
        sizeText: bytesText(photo.byteSize),
      })),
      history: book.history.map((entry) => ({ ...entry, atText: formatDateTime(entry.createdAt) })),
      proof: {
        ...book.proof,
        sentAtText: at(book.proof.sentAt),
        dueAtText: at(book.proof.dueAt),
        approvedAtText: at(book.proof.approvedAt),
      },
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const book = await photobookOrNotFound(params.photobookId);
  const back = here(book.id);
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (multipart) {
    // Without JavaScript: the chosen pages, each stored as it streams in, under the proof's rule.
    let added = 0;
    let dropped = 0;
    const problems: string[] = [];
    const formData = await readPhotoForm(request, INTENTS.upload, async (part) => {
      const stored = await storeFormPhoto(staff, {
        category: "photobook-proof",
        target: { entityId: book.orderId },
        fileName: part.fileName,
        fileType: part.contentType,
        body: part.data,
      });
      if (stored.ok) added += 1;
      else if (stored.problem === "full") dropped += 1;
      else if (stored.problem === "notFound") problems.push(M.notPreparingPages);
      else problems.push(uploadRefusalMessage(stored, "photobook-proof", part.fileName));
    });
    if (formData.get("intent") !== INTENTS.upload) throw requestError(400);
    if (dropped) problems.push(UPLOAD_MESSAGES.droppedOf(dropped, UPLOAD_CATEGORY_RULES["photobook-proof"].max));
    if (!added && !problems.length) problems.push(UPLOAD_MESSAGES.noPhotos);
    if (problems.length) return data({ uploadErrors: [...new Set(problems)] }, { status: added ? 200 : 400 });
    return redirectWithToast(`${back}#proof`, "success", M.uploaded(added));
  }
  const formData = await readForm(request);
  const intent = formText(formData, "intent");
  if (intent === INTENTS.send) {
    const sent = await sendProof({ photobookId: book.id, staffId: staff.id, words: PROOF_WORDS });
    if (sent.ok) {
      deliverSoon();
      return redirectWithToast(`${back}#proof`, "success", M.sent(sent.round));
    }
    return redirectWithToast(`${back}#proof`, "error", sent.reason === "noPages" ? M.noPages : M.notPreparing);
  }
  if (intent === INTENTS.remove) {
    const uploadId = formText(formData, "uploadId");
    if (!uploadId || uploadId.length > 100) throw requestError(400);
    const removed = await removeProofPage({ photobookId: book.id, uploadId });
    return redirectWithToast(`${back}#proof`, removed ? "success" : "error", removed ? M.removed : M.removeFailed);
  }
  throw requestError(400);
}

type LoadedBook = Awaited<ReturnType<typeof loader>>["book"];

function PageImage({ page, alt }: { page: { sources: LoadedBook["proof"]["draftPages"][number]["sources"] }; alt: string }) {
  if (!page.sources) return <span className="hint">{alt}</span>;
  return (
    <picture>
      <source type="image/webp" srcSet={page.sources.webpSrcSet} sizes="160px" />
      <img
        src={page.sources.fallback}
        srcSet={page.sources.jpegSrcSet}
        sizes="160px"
        width={page.sources.width}
        height={page.sources.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}

function ProofSection({ book }: { book: LoadedBook }) {
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENTS.send;
  const { proof } = book;
  return (
    <section id="proof" className="photobook-staff__section" aria-labelledby="proof-title">
      <h2 id="proof-title">시안</h2>
      <Summary
        className="order-facts"
        rows={[
          { label: "보낸 시안", value: proof.round ? `${proof.round}차 (${proof.sentAtText ?? ""})` : "아직 없음" },
          ...(proof.dueAtText && book.status === "proof" ? [{ label: "자동 승인", value: proof.dueAtText }] : []),
          ...(proof.approvedAtText
            ? [{ label: "승인", value: `${proof.approvedAtText} · ${proof.approvedBy === "auto" ? "기한 경과 자동 승인" : "고객 승인"}` }]
            : []),
        ]}
      />
      {proof.revisionItems?.length ? (
        <div className="photobook-staff__revision">
          <h3>고객의 수정 요청</h3>
          <ol>
            {proof.revisionItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the family's items are a fixed list, in order
              <li key={index}>{item}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {proof.preparing ? (
        <div className="photobook-staff__preparing">
          <h3>{proof.preparing}차 시안 준비</h3>
          <p className="hint">레이아웃을 쪽마다 이미지로 올려주세요. {M.pageOrder}</p>
          <PhotoUploader
            category="photobook-proof"
            entityId={book.orderId}
            storedIds={proof.draftPages.map((page) => page.id)}
            hydrated={hydrated}
            errors={reply && "uploadErrors" in reply ? reply.uploadErrors : undefined}
            formFields={{ intent: INTENTS.upload }}
            inputId="proof-pages"
          />
          {proof.draftPages.length ? (
            <ol className="photo-grid photobook-staff__pages" aria-label={`${proof.preparing}차 시안 페이지`}>
              {proof.draftPages.map((page, index) => (
                <li key={page.id}>
                  <PageImage page={page} alt={`${index + 1}쪽 ${page.fileName}`} />
                  <span className="photobook-staff__caption">
                    {index + 1}쪽 · {page.fileName}
                  </span>
                  <Form method="post" replace preventScrollReset>
                    <input type="hidden" name="intent" value={INTENTS.remove} />
                    <input type="hidden" name="uploadId" value={page.id} />
                    <button
                      type="submit"
                      className="button button--small button--ghost"
                      aria-label={`${index + 1}쪽 ${page.fileName} 빼기`}
                    >
                      {M.remove}
                    </button>
                  </Form>
                </li>
              ))}
            </ol>
          ) : (
            <p className="hint">{M.noPages}</p>
          )}
          <Form method="post" className="photobook-staff__send">
            <input type="hidden" name="intent" value={INTENTS.send} />
            <button type="submit" className="button button--primary" disabled={!proof.draftPages.length || sending}>
              {sending ? "보내는 중..." : `${M.send} (${proof.draftPages.length}쪽)`}
            </button>
          </Form>
        </div>
      ) : null}

      {proof.sentPages.length ? (
        <div>
          <h3>{proof.round}차 시안 (보낸 시안)</h3>
          <ol className="photo-grid photobook-staff__pages" aria-label={`보낸 ${proof.round}차 시안`}>
            {proof.sentPages.map((page, index) => (
              <li key={page.id}>
                <PageImage page={page} alt={`${index + 1}쪽 ${page.fileName}`} />
                <span className="photobook-staff__caption">
                  {index + 1}쪽 · {page.fileName}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

export default function StaffPhotobookPage() {
  const { book } = useLoaderData<typeof loader>();
  const lowResolution = book.photos.filter((photo) => photo.lowResolution).length;
  const address = [book.shipping.postalCode ? `(${book.shipping.postalCode})` : "", book.shipping.address, book.shipping.detailAddress]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-page photobook-staff" data-page="photobook-staff">
      <p>
        <Link to="/admin/dashboard/photobooks" className="button button--ghost button--small">
          ← 포토북 관리
        </Link>
      </p>
      <div className="tab-title">
        <h1>포토북 · {book.customer.name ?? "이름 없음"}</h1>
        <span className={`status-badge status-badge--${book.status}`}>{PHOTOBOOK_STAFF_STATUS_LABELS[book.status]}</span>
      </div>
      <Summary
        className="order-facts"
        label="주문 정보"
        rows={[
          { label: "주문번호", value: book.orderId ?? "" },
          {
            label: "고객",
            value: (
              <>
                <Link to={`/admin/dashboard/members/${encodeURIComponent(book.customer.id)}`}>{book.customer.name ?? "이름 없음"}</Link>
                {book.customer.phone ? <span className="hint"> {book.customer.phone}</span> : null}
              </>
            ),
          },
          { label: "여행", value: book.trip ?? "" },
          { label: "금액", value: book.amountText ?? "" },
          { label: "주문일", value: book.createdAtText },
          { label: "사진 제출", value: book.submittedAtText ?? "아직 안 함" },
          { label: "사진 수", value: `${book.photos.length}장` },
          { label: "표지 문구", value: book.coverText || "없음" },
        ]}
      />
      <h2>배송</h2>
      <Summary
        className="order-facts"
        label="배송 정보"
        rows={[
          { label: "받는 분", value: book.shipping.recipientName ?? "" },
          { label: "연락처", value: book.shipping.recipientPhone ?? "" },
          { label: "주소", value: address },
          { label: "배송 메모", value: book.shipping.memo ?? "" },
          { label: "택배", value: book.tracking.company ? `${book.tracking.company} ${book.tracking.number ?? ""}` : "아직 없음" },
        ]}
      />

      <section className="photobook-staff__section" aria-labelledby="photos-title">
        <h2 id="photos-title">고객 사진 ({book.photos.length}장)</h2>
        {book.photos.length ? (
          <>
            <p>
              <a href={`${here(book.id)}/photos.zip`} className="button button--outline" download>
                인쇄용 원본 내려받기 (zip)
              </a>
            </p>
            <p className="hint">
              표지부터 순서대로 01-cover.jpg, 02.jpg …로 묶여요. 인쇄용 원본(원래 크기)이에요.
              {lowResolution
                ? ` 짧은 변이 ${PRINT_MIN_SHORT_SIDE.toLocaleString("ko-KR")}px보다 작은 사진이 ${lowResolution}장 있어요.`
                : ""}
            </p>
            <ol className="photo-grid photobook-staff__photos" aria-label="고객 사진 (표지부터 순서대로)">
              {book.photos.map((photo, index) => (
                <li key={photo.id} data-low-resolution={photo.lowResolution || undefined}>
                  <PageImage page={photo} alt={`${index + 1}번째 사진 ${photo.fileName}`} />
                  <span className="photobook-staff__caption">
                    {photo.isCover ? <strong>표지 · </strong> : null}
                    {photo.width ?? "?"}×{photo.height ?? "?"} · {photo.sizeText}
                  </span>
                  {photo.lowResolution ? <span className="photobook-staff__warning">해상도 낮음</span> : null}
                  {photo.hasMaster ? null : <span className="photobook-staff__warning">인쇄용 원본 없음</span>}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="hint">아직 올린 사진이 없어요.</p>
        )}
      </section>

      <ProofSection book={book} />

      <section className="photobook-staff__section" aria-labelledby="history-title">
        <h2 id="history-title">상태 기록</h2>
        {book.history.length ? (
          <ol className="photobook-staff__history">
            {book.history.map((entry) => (
              <li key={entry.id}>
                <time>{entry.atText}</time> · {entry.from ? `${PHOTOBOOK_STAFF_STATUS_LABELS[entry.from]} → ` : ""}
                {PHOTOBOOK_STAFF_STATUS_LABELS[entry.to]} · {STATUS_ACTOR_LABELS[entry.actor]}
                {entry.staffName ? ` (${entry.staffName})` : ""}
              </li>
            ))}
          </ol>
        ) : (
          <p className="hint">아직 기록이 없어요.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="empty-state" aria-labelledby="photobook-missing">
        <h1 id="photobook-missing">포토북을 찾을 수 없어요</h1>
        <p>주소를 확인하거나 포토북 관리에서 다시 찾아주세요.</p>
        <Link to="/admin/dashboard/photobooks" className="button button--outline">
          포토북 관리로 가기
        </Link>
      </section>
    );
  }
  return <TabLoadError title="포토북" />;
}
