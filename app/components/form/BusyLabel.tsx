import type { ReactNode } from "react";

/** A submit button's words, or a spinner and what is happening while its form is on its way. */
export function BusyLabel({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  if (!busy) return <>{children}</>;
  return (
    <>
      <span className="spinner" aria-hidden="true" /> {busyText}
    </>
  );
}
