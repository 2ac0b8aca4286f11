// 내 정보 (/account): the member's own page, reached from the dashboard and the menu. Their facts, a
// copy of their data (a file), and the way to withdraw (decision 81). Plain links and forms: no script needed.
import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Consents } from "~/components/account/Consents";
import { Breadcrumb } from "~/components/activity/Breadcrumb";
import { ACCOUNT_WORDS as W } from "~/messages/account";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/activity.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./account._index.server";

export { action, loader } from "./account._index.server";

export const handle: PageHandle = { page: { member: "account" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export default function Account() {
  const { profile, consents } = useLoaderData<typeof loader>();
  return (
    <section className="page account" aria-labelledby="account-title">
      <Breadcrumb
        above={[
          { label: "홈", to: "/" },
          { label: "내 활동", to: "/dashboard" },
        ]}
        current={W.title}
      />
      <h1 id="account-title" className="page__title">
        {W.title}
      </h1>

      <section className="account__section" aria-labelledby="account-profile">
        <h2 id="account-profile">{W.profile}</h2>
        {/* The member's own facts: blocked in session recordings (decision 59). */}
        <dl className="account__facts" data-pii>
          <div>
            <dt>{W.name}</dt>
            <dd>{profile.name}</dd>
          </div>
          <div>
            <dt>{W.phone}</dt>
            <dd>{profile.phone}</dd>
          </div>
          <div>
            <dt>{W.email}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{W.family}</dt>
            <dd>{W.familyCount(profile.family)}</dd>
          </div>
          <div>
            <dt>{W.signIn}</dt>
            <dd>{profile.signIn}</dd>
          </div>
          <div>
            <dt>{W.joined}</dt>
            <dd>{profile.joined}</dd>
          </div>
        </dl>
      </section>

      <Consents consents={consents} />

      <section className="account__section" aria-labelledby="account-copy">
        <h2 id="account-copy">{W.copyTitle}</h2>
        <p className="hint">{W.copyLead}</p>
        {/* A download, not a page: the browser saves the file (no script needed). */}
        <a href="/account/export" className="button button--outline button--block" download>
          {W.copyButton}
        </a>
      </section>

      <section className="account__section" aria-labelledby="account-withdraw">
        <h2 id="account-withdraw">{W.withdrawTitle}</h2>
        <p className="hint">{W.withdrawLead}</p>
        <Link to="/account/withdraw" className="button button--ghost button--block">
          {W.withdrawLink}
        </Link>
      </section>
    </section>
  );
}
