// The analytics tab: visitors and sessions per day, top pages, referrers, UTM campaigns, devices,
// bounce and engagement, rage-click hot spots, interest areas and the purchase funnel over the last 7 or 30 days
// (a GET parameter), all drawn on the server (docs/decisions/0058-analytics-tab.md). The loader:
// dashboard.analytics.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DailyVisitsChart, FunnelChart } from "~/components/admin/AnalyticsCharts";
import { ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { deviceLabel, ANALYTICS_MESSAGES as M, percent } from "~/messages/analytics";
import type { CountRow } from "~/models/analytics/report.server";
import type { PageHandle } from "~/page-rules";
import { REPORT_RANGES } from "~/vocabulary/analytics-report";
import type { loader } from "./dashboard.analytics.server";

export { loader } from "./dashboard.analytics.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "방문 분석 - 관리자 콘솔 - 패밀리트립" }];

const TAB = "/admin/dashboard/analytics";

function CountTable({
  id,
  title,
  rows,
  label,
  show = (text: string) => text,
}: {
  id: string;
  title: string;
  rows: CountRow[];
  label: string;
  show?: (label: string) => string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="empty-state">{M.none}</p>
      ) : (
        <StaffTable focusable labelledBy={id} columns={[label, { label: "조회", num: true }, { label: "방문자", num: true }]}>
          {rows.map((row) => (
            <tr key={row.label}>
              <td className="wrap">{show(row.label)}</td>
              <td className="num">{row.views}</td>
              <td className="num">{row.visitors}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}

export default function AnalyticsTab() {
  const report = useLoaderData<typeof loader>();
  const empty = report.totals.views === 0 && report.visits.ended === 0;
  return (
    <ListTab id="analytics-title" title={M.title}>
      <p className="tab-lead">{M.lead}</p>
      <nav className="range-links" aria-label="기간">
        {REPORT_RANGES.map((days) => (
          <Link key={days} to={`${TAB}?range=${days}`} aria-current={report.range === days ? "page" : undefined}>
            {M.range(days)}
          </Link>
        ))}
      </nav>
      <p className="hint">{report.period}</p>
      {empty ? (
        <p className="empty-state">{M.empty}</p>
      ) : (
        <>
          <Summary
            className="figures"
            label="기간 합계"
            rows={[
              { label: "방문자 (일별 합계)", value: `${report.totals.visitors}명` },
              { label: "세션", value: `${report.totals.sessions}회` },
              { label: "페이지 조회", value: `${report.totals.views}회` },
              { label: "이탈률 (3초 미만)", value: percent(report.visits.bounces, report.visits.ended) },
              { label: "참여율 (10초 이상)", value: percent(report.visits.engaged, report.visits.ended) },
              { label: "스크립트 오류", value: `${report.errors}건` },
            ]}
          />
          <DailyVisitsChart days={report.days} title={M.dailyTitle} />
          <FunnelChart steps={report.funnel} title={M.funnelTitle} note={M.funnelNote} />
          <div className="analytics-grid">
            <CountTable id="pages-title" title={M.pagesTitle} rows={report.pages} label="페이지" />
            <CountTable id="referrers-title" title={M.referrersTitle} rows={report.referrers} label="사이트" />
            <section aria-labelledby="campaigns-title">
              <h2 id="campaigns-title" className="section-title">
                {M.campaignsTitle}
              </h2>
              {report.campaigns.length === 0 ? (
                <p className="empty-state">{M.none}</p>
              ) : (
                <StaffTable
                  focusable
                  labelledBy="campaigns-title"
                  columns={["source", "medium", "campaign", { label: "조회", num: true }, { label: "방문자", num: true }]}
                >
                  {report.campaigns.map((row) => (
                    <tr key={`${row.source}|${row.medium}|${row.campaign}`}>
                      <td className="wrap">{row.source ?? "-"}</td>
                      <td className="wrap">{row.medium ?? "-"}</td>
                      <td className="wrap">{row.campaign ?? "-"}</td>
                      <td className="num">{row.views}</td>
                      <td className="num">{row.visitors}</td>
                    </tr>
                  ))}
                </StaffTable>
              )}
            </section>
            <CountTable id="devices-title" title={M.devicesTitle} rows={report.devices.deviceType} label="기기" show={deviceLabel} />
            <CountTable id="browsers-title" title={M.browsersTitle} rows={report.devices.browser} label="브라우저" show={deviceLabel} />
            <CountTable id="systems-title" title={M.systemsTitle} rows={report.devices.os} label="운영체제" show={deviceLabel} />
            <section aria-labelledby="visits-title">
              <h2 id="visits-title" className="section-title">
                {M.visitsTitle}
              </h2>
              <StaffTable
                focusable
                labelledBy="visits-title"
                columns={["구분", { label: "페이지 방문", num: true }, { label: "비율", num: true }]}
              >
                <tr>
                  <td>끝난 방문 (추적기)</td>
                  <td className="num">{report.visits.ended}</td>
                  <td className="num">-</td>
                </tr>
                <tr>
                  <td>이탈 (3초 미만)</td>
                  <td className="num">{report.visits.bounces}</td>
                  <td className="num">{percent(report.visits.bounces, report.visits.ended)}</td>
                </tr>
                <tr>
                  <td>참여 (10초 이상)</td>
                  <td className="num">{report.visits.engaged}</td>
                  <td className="num">{percent(report.visits.engaged, report.visits.ended)}</td>
                </tr>
              </StaffTable>
            </section>
            <section aria-labelledby="rage-title">
              <h2 id="rage-title" className="section-title">
                {M.rageTitle}
              </h2>
              {report.rageClicks.length === 0 ? (
                <p className="empty-state">{M.none}</p>
              ) : (
                <StaffTable
                  focusable
                  labelledBy="rage-title"
                  columns={["페이지", "요소", { label: "분노 클릭", num: true }, { label: "세션", num: true }]}
                >
                  {report.rageClicks.map((row) => (
                    <tr key={`${row.path}|${row.element}`}>
                      <td className="wrap">{row.path}</td>
                      <td className="wrap">
                        <code>{row.element ?? "-"}</code>
                      </td>
                      <td className="num">{row.clicks}</td>
                      <td className="num">{row.sessions}</td>
                    </tr>
                  ))}
                </StaffTable>
              )}
            </section>
            <section aria-labelledby="interest-title">
              <h2 id="interest-title" className="section-title">
                {M.interestTitle}
              </h2>
              <p className="hint">{M.interestNote}</p>
              {report.interestAreas.length === 0 ? (
                <p className="empty-state">{M.none}</p>
              ) : (
                <StaffTable
                  focusable
                  labelledBy="interest-title"
                  columns={["페이지", "구역", { label: "세션", num: true }, { label: "평균 시간(초)", num: true }]}
                >
                  {report.interestAreas.map((row) => (
                    <tr key={`${row.path}|${row.section}`}>
                      <td className="wrap">{row.path}</td>
                      <td className="wrap">
                        {row.label} <code>{row.section}</code>
                      </td>
                      <td className="num">{row.sessions}</td>
                      <td className="num">{row.averageSeconds}</td>
                    </tr>
                  ))}
                </StaffTable>
              )}
            </section>
          </div>
        </>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
