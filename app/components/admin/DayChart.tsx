// What the console's charts of days share (the sales of SalesChart.tsx, the visits of
// AnalyticsCharts.tsx): one SVG drawn on the server, its title and summary for screen readers, the
// base line, the largest value at the top and the first and last day under the bars.
import type { ReactNode } from "react";

export const CHART_WIDTH = 600;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 24;
/** Where the bars stand. */
export const CHART_BASE = HEIGHT - BOTTOM;
const PLOT = HEIGHT - TOP - BOTTOM;

/** `2026-11-03` → `11/3`. */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${Number(month)}/${Number(date)}`;
}

/** `2026-11-03` → `11월 3일`. */
export function longDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${Number(month)}월 ${Number(date)}일`;
}

/** A bar's height for a value against the largest: at least 2 px for anything above zero. */
export function barHeight(value: number, max: number): number {
  return max > 0 ? Math.max((value / max) * PLOT, value > 0 ? 2 : 0) : 0;
}

/** Each day's slot across the chart. */
export function daySlot(days: number): number {
  return CHART_WIDTH / Math.max(days, 1);
}

export function DayChartSvg(props: {
  id: string;
  title: string;
  summary: string;
  /** The largest value as the chart writes it at the top. */
  maxLabel: string;
  days: readonly { day: string }[];
  /** A line at the top, where the largest value reaches. */
  grid?: boolean;
  children: ReactNode;
}) {
  const first = props.days[0];
  const last = props.days.at(-1);
  return (
    <svg
      className="sales-chart__svg"
      viewBox={`0 0 ${CHART_WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${props.id}-title ${props.id}-desc`}
      focusable="false"
    >
      <title id={`${props.id}-title`}>{props.title}</title>
      <desc id={`${props.id}-desc`}>{props.summary}</desc>
      <line className="sales-chart__axis" x1={0} y1={CHART_BASE} x2={CHART_WIDTH} y2={CHART_BASE} />
      {props.grid ? <line className="sales-chart__grid" x1={0} y1={TOP} x2={CHART_WIDTH} y2={TOP} /> : null}
      {props.children}
      <text className="sales-chart__label" x={4} y={TOP - 4}>
        {props.maxLabel}
      </text>
      {first ? (
        <text className="sales-chart__label" x={0} y={HEIGHT - 6}>
          {shortDay(first.day)}
        </text>
      ) : null}
      {last ? (
        <text className="sales-chart__label" x={CHART_WIDTH} y={HEIGHT - 6} textAnchor="end">
          {shortDay(last.day)}
        </text>
      ) : null}
    </svg>
  );
}
