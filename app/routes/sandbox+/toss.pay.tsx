import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { SandboxPage } from "~/components/SandboxPage";
import { Summary } from "~/components/Summary";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/payment.css";
import { formatKrw } from "~/utils/format";
import type { loader } from "./toss.pay.server";

export { action, loader } from "./toss.pay.server";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "결제 샌드박스 - 패밀리트립" }];

export default function SandboxPay() {
  const { orderName, amount, scenarios, declines } = useLoaderData<typeof loader>();
  return (
    <SandboxPage titleId="toss-sandbox-title" title="토스페이먼츠 결제 (샌드박스)">
      <Summary
        rows={[
          { label: "주문 상품", value: orderName },
          { label: "결제 금액", value: <strong>{formatKrw(amount)}</strong> },
        ]}
      />
      <Form method="post" className="sandbox__choices">
        <fieldset>
          <legend>카드 승인</legend>
          {Object.entries(scenarios).map(([value, label]) => (
            <button
              key={value}
              type="submit"
              name="choice"
              value={value}
              className={value === "approve" ? "button button--primary button--block" : "button button--ghost button--block"}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>거절·취소</legend>
          {Object.entries(declines).map(([code, label]) => (
            <button key={code} type="submit" name="choice" value={code} className="button button--ghost button--block">
              {label} ({code})
            </button>
          ))}
        </fieldset>
      </Form>
    </SandboxPage>
  );
}
