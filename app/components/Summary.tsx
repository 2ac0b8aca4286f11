import type { ReactNode } from "react";

/** A label–value list (order details, payment results, error details). */
export function Summary({
  rows,
  error = false,
  label,
  className = "summary",
}: {
  rows: { label: string; value: ReactNode }[];
  error?: boolean;
  label?: string;
  /** Another look for the same list (the plan page's tab summaries). */
  className?: string;
}) {
  return (
    <dl className={error ? `${className} summary--error` : className} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
