import type { ReactNode } from "react";

/** A label–value list (order details, payment results, error details). */
export function Summary({ rows, error = false, label }: { rows: { label: string; value: ReactNode }[]; error?: boolean; label?: string }) {
  return (
    <dl className={error ? "summary summary--error" : "summary"} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
