import { Link } from "@remix-run/react";

/** Where a member's page sits: links to the pages above it, then the page itself. */
export function Breadcrumb({ above, current, className }: { above: { label: string; to: string }[]; current: string; className?: string }) {
  return (
    <nav aria-label="현재 위치" className={className ? `breadcrumb ${className}` : "breadcrumb"}>
      <ol>
        {above.map((page) => (
          <li key={page.label}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
