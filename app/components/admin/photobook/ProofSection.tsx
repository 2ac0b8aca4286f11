// The proof on a photobook's staff page (docs/decisions/0055-photobook-proof-and-printer-zip.md): the
// last proof sent and the family's answer; while a round is being prepared, its pages uploaded through
// the one uploader (photobook-proof; a plain multi-file form without JavaScript), each removable, and
// the button that sends them; the pages of the proof last sent.
import { Form, useNavigation } from "@remix-run/react";
import { Summary } from "~/components/Summary";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { STAFF_PROOF_MESSAGES as M } from "~/messages/photobook-proof-staff";
import { useHydrated } from "~/utils/hydration";
import { STAFF_PROOF_INTENTS as INTENTS } from "./intents";
import { PageImage } from "./PageImage";
import type { ShownStaffPhotobook } from "./types";

export function ProofSection({ book, uploadErrors }: { book: ShownStaffPhotobook; uploadErrors?: string[] }) {
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
            errors={uploadErrors}
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
