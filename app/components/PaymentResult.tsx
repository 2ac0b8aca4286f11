import type { ReactNode } from "react";

/**
 * A payment's result screen (paid, refunded, failed): a large mark, the title it is labelled by, then
 * what the page has to say.
 */
export function PaymentResult(props: { id: string; mark: string; ok?: boolean; title: ReactNode; children: ReactNode }) {
  return (
    <section className="page payment-result" aria-labelledby={props.id}>
      <p className={props.ok ? "payment-result__icon payment-result__icon--ok" : "payment-result__icon"} aria-hidden="true">
        {props.mark}
      </p>
      <h1 id={props.id} className="page__title">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}
