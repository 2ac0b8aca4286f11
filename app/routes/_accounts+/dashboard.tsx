import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Breadcrumb } from "~/components/activity/Breadcrumb";
import { Notifications } from "~/components/activity/Notifications";
import { PhotobookCard } from "~/components/activity/PhotobookCard";
import { ServiceMessages } from "~/components/activity/ServiceMessages";
import { TravelCard } from "~/components/activity/TravelCard";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/activity.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./dashboard.server";

export { action, loader } from "./dashboard.server";

export const handle: PageHandle = { page: { member: "dashboard" } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

const BREADCRUMB = <Breadcrumb above={[{ label: "홈", to: "/" }]} current="내 활동" />;

export default function Dashboard() {
  const { name, cards, counts, planPending, notifications, serviceMessages } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/dashboard";
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      {BREADCRUMB}
      <h1 id="dashboard-title" className="page__title">
        {/* The member's name: blocked in session recordings (decision 59). */}
        <span data-pii>{name}</span>의 모든 활동
      </h1>
      <dl className="counters">
        <div>
          <dt>여행 플랜</dt>
          <dd>{counts.travel}</dd>
        </div>
        <div>
          <dt>포토북</dt>
          <dd>{counts.photobooks}</dd>
        </div>
        <div>
          <dt>전체</dt>
          <dd>{counts.total}</dd>
        </div>
      </dl>
      {notifications.length > 0 ? <Notifications notifications={notifications} /> : null}
      <p role="status" className="hint">
        {reloading ? "활동 내역을 불러오는 중입니다..." : ""}
      </p>
      {cards.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">아직 활동 내역이 없습니다</p>
          <p>첫 여행 계획을 시작해보세요!</p>
          <Link to="/product/default" className="button button--primary">
            여행 플랜 둘러보기
          </Link>
        </div>
      ) : (
        <div className="activity-list">
          {cards.map((card) =>
            card.kind === "travel" ? (
              <TravelCard key={card.id} card={card} planPending={planPending === card.orderId} />
            ) : (
              <PhotobookCard key={card.id} card={card} />
            ),
          )}
        </div>
      )}
      <ServiceMessages on={serviceMessages.on} chosenAt={serviceMessages.chosenAt} />
      <p className="dashboard__account">
        <Link to="/account" className="button button--ghost button--block">
          내 정보 · 알림 설정 · 회원 탈퇴
        </Link>
      </p>
    </section>
  );
}

// The trips could not be read: an error card with a retry that reloads the page.
export function ErrorBoundary() {
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      {BREADCRUMB}
      <h1 id="dashboard-title" className="page__title">
        내 활동
      </h1>
      <div className="alert" role="alert">
        <p>데이터를 불러오는데 실패했습니다.</p>
        <p>잠시 후 다시 시도해주세요.</p>
      </div>
      <a href="/dashboard" className="button button--primary button--block">
        다시 시도
      </a>
    </section>
  );
}
