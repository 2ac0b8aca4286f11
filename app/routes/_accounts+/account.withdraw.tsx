// 회원 탈퇴 (/account/withdraw): what goes, what the law keeps, and a box to tick before the button;
// while a consultation, a photobook or a payment is under way, what stands in the way and what the
// member can do instead. A plain form: works without script (decision 81).
import type { LinksFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Breadcrumb } from "~/components/activity/Breadcrumb";
import { ErrorList } from "~/components/form/ErrorList";
import { formReply } from "~/components/form/reply";
import { WITHDRAW_WORDS as W } from "~/messages/account";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/activity.css";
import { metaFromLoader } from "~/utils/meta";
import type { action, loader } from "./account.withdraw.server";

export { action, loader } from "./account.withdraw.server";

export const handle: PageHandle = { page: { member: "account" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export default function Withdraw() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const blocks: typeof loaderData.blocks = actionData?.blocks ?? loaderData.blocks;
  const form = formReply(actionData?.result, { id: "withdraw" });
  const confirm = form.field("confirm");
  const errors = form.errors("", "confirm");
  return (
    <section className="page account" aria-labelledby="withdraw-title">
      <Breadcrumb
        above={[
          { label: "홈", to: "/" },
          { label: "내 정보", to: "/account" },
        ]}
        current={W.title}
      />
      <h1 id="withdraw-title" className="page__title">
        {W.title}
      </h1>
      <p className="page__lead">{W.lead}</p>

      {blocks.length > 0 ? (
        <section className="account__section account__blocked" aria-labelledby="withdraw-blocked" role="alert">
          <h2 id="withdraw-blocked">{W.blockedTitle}</h2>
          <p className="hint">{W.blockedLead}</p>
          <ul className="account__blocks">
            {blocks.map((block) => (
              <li key={block.orderId}>
                <strong>{block.reason}</strong>
                <p>{block.remedy}</p>
                {block.action ? (
                  <Link to="/dashboard" className="button button--outline button--small">
                    {block.action}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="fine-print">{loaderData.support}</p>
        </section>
      ) : null}

      <section className="account__section" aria-labelledby="withdraw-deleted">
        <h2 id="withdraw-deleted">{W.deletedTitle}</h2>
        <ul className="account__list">
          {W.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="account__section" aria-labelledby="withdraw-kept">
        <h2 id="withdraw-kept">{W.keptTitle}</h2>
        <ul className="account__list">
          {W.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="hint">{W.rejoin}</p>
      </section>
      <p className="hint">
        {W.copyFirst}{" "}
        <a href="/account/export" download>
          내 정보 파일 내려받기
        </a>
      </p>

      {blocks.length === 0 ? (
        <Form method="post" className="account__confirm" aria-describedby={errors.length ? "withdraw-error" : undefined}>
          <label className="checkbox">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              id={confirm.id}
              aria-invalid={confirm.errors ? true : undefined}
              aria-describedby={confirm.errors ? "withdraw-error" : undefined}
            />
            <span>{W.confirmLabel}</span>
          </label>
          <ErrorList id="withdraw-error" errors={errors} live />
          <button type="submit" className="button button--danger button--block" disabled={submitting}>
            {submitting ? W.submitting : W.submit}
          </button>
        </Form>
      ) : null}
      <Link to="/account" className="button button--ghost button--block">
        {W.cancel}
      </Link>
    </section>
  );
}
