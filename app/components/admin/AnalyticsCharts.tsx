// The analytics tab's charts, drawn on the server as SVG (no chart script), each with its numbers in
// a table, as SalesChart does: visitors and sessions per day, and the purchase funnel.
import { type ReactNode, useId } from "react";
import { FUNNEL_LABELS, percent } from "~/messages/analytics";
import type { DayFigures, FunnelStep } from "~/models/analytics/report.server";
import { barHeight, CHART_BASE, CHART_WIDTH, DayChartSvg, daySlot, longDay } from "./DayChart";

const WIDTH = CHART_WIDTH;

export function DailyVisitsChart({ days, title }: { days: readonly DayFigures[]; title: string }) {
  const id = useId();
  const max = Math.max(0, ...days.map((day) => Math.max(day.visitors, day.sessions)));
  const slot = daySlot(days.length);
  const height = (value: number) => barHeight(value, max);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const sessions = days.reduce((sum, day) => sum + day.sessions, 0);
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last ? `${longDay(first.day)}부터 ${longDay(last.day)}까지 하루 방문자 합계 ${visitors}명, 세션 ${sessions}회.` : "";
  return (
    <figure className="sales-chart">
      <figcaption className="sales-chart__caption">
        {title}
        <span className="sales-chart__total">
          <span className="legend legend--visitors" aria-hidden="true" /> 방문자{" "}
          <span className="legend legend--sessions" aria-hidden="true" /> 세션
        </span>
      </figcaption>
      <DayChartSvg id={id} title={title} summary={summary} maxLabel={String(max)} days={days}>
        {days.map((day, index) => (
          <g key={day.day}>
            <rect
              className="sales-chart__bar"
              x={index * slot + slot * 0.1}
              y={CHART_BASE - height(day.visitors)}
              width={slot * 0.38}
              height={height(day.visitors)}
            />
            <rect
              className="analytics-chart__bar--sessions"
              x={index * slot + slot * 0.52}
              y={CHART_BASE - height(day.sessions)}
              width={slot * 0.38}
              height={height(day.sessions)}
            />
          </g>
        ))}
      </DayChartSvg>
      <div className="visually-hidden">
        <table>
          <caption>{title} (일별)</caption>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col">방문자</th>
              <th scope="col">세션</th>
              <th scope="col">페이지 조회</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDay(day.day)}</th>
                <td>{day.visitors}명</td>
                <td>{day.sessions}회</td>
                <td>{day.views}회</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const ROW = 36;

/** The funnel as horizontal bars, then its table (visible: the conversions are the point). */
export function FunnelChart({ steps, title, note }: { steps: readonly FunnelStep[]; title: string; note: string }) {
  const id = useId();
  const max = Math.max(1, ...steps.map((step) => step.count));
  const labelWidth = 120;
  const summary = steps.map((step) => `${FUNNEL_LABELS[step.step]} ${step.count}`).join(", ");
  return (
    <figure className="sales-chart" data-testid="analytics-funnel">
      <figcaption className="sales-chart__caption">{title}</figcaption>
      <svg
        className="sales-chart__svg"
        viewBox={`0 0 ${WIDTH} ${steps.length * ROW}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        focusable="false"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {steps.map((step, index) => (
          <g key={step.step}>
            <text className="sales-chart__label" x={0} y={index * ROW + 24}>
              {FUNNEL_LABELS[step.step]}
            </text>
            <rect
              className="sales-chart__bar"
              x={labelWidth}
              y={index * ROW + 6}
              width={Math.max(((WIDTH - labelWidth - 60) * step.count) / max, step.count > 0 ? 2 : 0)}
              height={ROW - 12}
            />
            <text className="sales-chart__label" x={WIDTH} y={index * ROW + 24} textAnchor="end">
              {step.count}
            </text>
          </g>
        ))}
      </svg>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways, so it takes focus */}
      <section className="staff-table-wrap" tabIndex={0} aria-label={`${title} 표`}>
        <table className="staff-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">단계</th>
              <th scope="col" className="num">
                수
              </th>
              <th scope="col" className="num">
                전 단계 대비
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.step}>
                <th scope="row">{FUNNEL_LABELS[step.step]}</th>
                <td className="num">{step.count}</td>
                <td className="num">{index === 0 ? "-" : percent(step.count, steps[index - 1]!.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="hint">{note}</p>
    </figure>
  );
}

/**
 * A table of figures. Its wrapper scrolls sideways on a narrow screen and holds no link, so it takes
 * the keyboard's focus itself (a scrollable region must be reachable without a mouse).
 */
export function FigureTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly (string | { label: string })[];
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways, so it takes focus
    <section className="staff-table-wrap" tabIndex={0} aria-labelledby={labelledBy}>
      <table className="staff-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="num">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
