// Daily sales as bars, drawn on the server as SVG (no chart script): one image with a title and a
// summary for screen readers, and the numbers themselves in a visually hidden table.
import { useId } from "react";
import { formatKrw } from "~/utils/format";
import { barHeight, CHART_BASE, DayChartSvg, daySlot, longDay } from "./DayChart";

export interface SalesDay {
  /** `YYYY-MM-DD`, a Korean calendar day. */
  day: string;
  amount: number;
  orders: number;
}

export function SalesChart({ days, title }: { days: readonly SalesDay[]; title: string }) {
  const id = useId();
  const max = Math.max(0, ...days.map((entry) => entry.amount));
  const total = days.reduce((sum, entry) => sum + entry.amount, 0);
  const orders = days.reduce((sum, entry) => sum + entry.orders, 0);
  const best = days.reduce<SalesDay | null>((top, entry) => (entry.amount > (top?.amount ?? 0) ? entry : top), null);
  const first = days[0];
  const last = days.at(-1);
  const slot = daySlot(days.length);
  const summary =
    first && last
      ? `${longDay(first.day)}부터 ${longDay(last.day)}까지 매출 합계 ${formatKrw(total)}, 주문 ${orders}건.` +
        (best ? ` 가장 많은 날은 ${longDay(best.day)} ${formatKrw(best.amount)}입니다.` : " 이 기간에는 매출이 없습니다.")
      : "표시할 기간이 없습니다.";

  return (
    <figure className="sales-chart">
      <figcaption className="sales-chart__caption">
        {title}
        <span className="sales-chart__total">합계 {formatKrw(total)}</span>
      </figcaption>
      <DayChartSvg id={id} title={title} summary={summary} maxLabel={formatKrw(max)} days={days} grid>
        {days.map((entry, index) => {
          const height = barHeight(entry.amount, max);
          return (
            <rect
              key={entry.day}
              className="sales-chart__bar"
              x={index * slot + slot * 0.15}
              y={CHART_BASE - height}
              width={slot * 0.7}
              height={height}
            />
          );
        })}
      </DayChartSvg>
      {/* A table is never narrower than its content: the wrapper is what stays 1 px wide. */}
      <div className="visually-hidden">
        <table>
          <caption>{title} (일별)</caption>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col">매출</th>
              <th scope="col">주문 수</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{longDay(entry.day)}</th>
                <td>{formatKrw(entry.amount)}</td>
                <td>{entry.orders}건</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
