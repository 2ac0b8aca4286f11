// The plan on the road (docs/decisions/0078-plan-offline.md), as little as the plan page carries: once
// the page is idle it fetches OfflineView (the notice, the worker's registration, the unsent missions)
// and shows it. Nothing on the server's render, so a page without JavaScript is as it was.
import { useRevalidator } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { OfflineViewProps } from "./OfflineView";

const OfflineView = lazy(() => import("./OfflineView").then((module) => ({ default: module.OfflineView })));

export function OfflineStatus({ planId, offline }: Omit<OfflineViewProps, "revalidate">) {
  const [idle, setIdle] = useState(false);
  const { revalidate } = useRevalidator();
  const wanted = offline !== null;
  useEffect(() => {
    if (wanted) (window.requestIdleCallback ?? setTimeout)(() => setIdle(true));
  }, [wanted]);
  return idle && offline ? (
    <Suspense fallback={null}>
      <OfflineView planId={planId} offline={offline} revalidate={revalidate} />
    </Suspense>
  ) : null;
}
