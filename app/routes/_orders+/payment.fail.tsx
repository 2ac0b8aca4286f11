import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PaymentResult } from "~/components/PaymentResult";
import { Summary } from "~/components/Summary";
import type { PageHandle } from "~/page-rules";
import type { RootLoaderData } from "~/root";
import styles from "~/styles/payment.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./payment.fail.server";

export { loader } from "./payment.fail.server";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

const CHECKLIST = [
  "카드 번호, 유효기간, 비밀번호를 정확히 입력했는지 확인해주세요.",
  "카드 한도가 충분한지 확인해주세요.",
  "해외 결제 차단 설정이 되어 있지 않은지 확인해주세요.",
  "인터넷 연결이 안정적인지 확인해주세요.",
  "문제가 계속되면 고객센터로 문의해주세요.",
];

export default function PaymentFail() {
  const { code, orderId, sentence, retryHref } = useLoaderData<typeof loader>();
  const site = (useRouteLoaderData("root") as RootLoaderData | undefined)?.site;
  return (
    <PaymentResult id="fail-title" mark="!" title="결제에 실패했어요">
      <p className="page__lead">{sentence}</p>
      {orderId ? <p className="fine-print">주문번호 {orderId}</p> : null}
      {code ? (
        <Summary
          error
          label="오류 상세"
          rows={[
            { label: "오류 코드", value: code },
            { label: "메시지", value: sentence },
          ]}
        />
      ) : null}
      <h2 className="card__title">이렇게 확인해보세요</h2>
      <ul className="checklist">
        {CHECKLIST.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="not-found__actions">
        <Link to={retryHref} className="button button--primary button--block">
          다시 시도하기
        </Link>
        <Link to="/" className="button button--outline button--block">
          홈으로
        </Link>
        {site ? (
          <a href={`mailto:${site.supportEmail}`} className="button button--ghost button--block">
            고객센터 이메일 ({site.supportEmail})
          </a>
        ) : null}
      </div>
    </PaymentResult>
  );
}
