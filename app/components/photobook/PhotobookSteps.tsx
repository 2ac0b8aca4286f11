// The sequence after the photos are submitted (사진 제출 → 시안 확인 → 수정 요청(1회) → 승인 → 인쇄 →
// 배송), the steps before the photobook's current one done and that one marked (aria-current).
import { PHOTOBOOK_UPLOAD_MESSAGES as M, PHOTOBOOK_STEP_LABELS } from "~/messages/photobook-upload";
import { PHOTOBOOK_STEPS, photobookStepIndex } from "~/vocabulary/photobook-pages";

export function PhotobookSteps({ status }: { status: string }) {
  const current = photobookStepIndex(status);
  if (current < 0) return null;
  return (
    <section className="pb-steps" aria-labelledby="pb-steps-title">
      <h2 id="pb-steps-title" className="pb-section-title">
        {M.stepsTitle}
      </h2>
      <ol className="pb-steps__list">
        {PHOTOBOOK_STEPS.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          return (
            <li key={step} className={`pb-step pb-step--${state}`} aria-current={state === "current" ? "step" : undefined}>
              <span className="pb-step__dot" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span>
                {PHOTOBOOK_STEP_LABELS[step]}
                {state === "done" ? <span className="visually-hidden"> (완료)</span> : null}
                {state === "current" ? <span className="visually-hidden"> (진행 중)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
