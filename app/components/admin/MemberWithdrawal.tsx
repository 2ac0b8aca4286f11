// The member dialog's withdrawal (decision 81): staff withdraw a member who asked by phone or at the
// support centre, after ticking that the request was the member's own; the dialog shows when and by
// whom once done, and what stands in the way until then. A plain form: works without script.
import { Form } from "@remix-run/react";
import { STAFF_WITHDRAW_WORDS as W } from "~/messages/account";

export interface MemberWithdrawalProps {
  withdrawn: { at: string; by: string } | null;
  blocks: { orderId: string; reason: string }[];
  error: string | null;
  pending: boolean;
  exportHref: string;
}

export function MemberWithdrawal({ withdrawn, blocks, error, pending, exportHref }: MemberWithdrawalProps) {
  return (
    <section aria-labelledby="member-withdrawal" className="member-withdrawal">
      <h3 className="staff-dialog__subtitle" id="member-withdrawal">
        {W.title}
      </h3>
      {withdrawn ? (
        <p className="status-badge">{W.withdrawnAt(withdrawn.at, withdrawn.by)}</p>
      ) : (
        <>
          <p className="hint">{W.lead}</p>
          <p>
            <a href={exportHref} download className="button button--outline button--small">
              {W.export}
            </a>
          </p>
          {blocks.length > 0 ? (
            <ul className="member-withdrawal__blocks">
              {blocks.map((block) => (
                <li key={block.orderId}>{block.reason}</li>
              ))}
            </ul>
          ) : (
            <details className="member-recordings__confirm">
              <summary className="button button--outline button--small member-recordings__delete">{W.submit}</summary>
              <Form method="post" preventScrollReset className="member-recordings__question">
                <label>
                  <input type="checkbox" name="confirm" value="yes" /> {W.confirmLabel}
                </label>
                {error ? (
                  <p className="form-error" role="alert">
                    {error}
                  </p>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="withdraw"
                  className="button button--small member-recordings__delete"
                  disabled={pending}
                >
                  {W.submit}
                </button>
              </Form>
            </details>
          )}
        </>
      )}
    </section>
  );
}
