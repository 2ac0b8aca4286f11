// The plan on the road, the part fetched once the family's plan page is idle (OfflineStatus.tsx;
// docs/decisions/0078-plan-offline.md): it starts the offline module (app/utils/offline/client.ts: the
// worker, the keeping, the unsent missions) and says what it knows: that the page shows a saved copy
// and how old it is, that the plan is kept on this phone, which missions wait to be sent, and that a
// payment needs a connection.
// Remix's runtime is imported for its side effect only (no hook: decision 61), so that React stays in
// the one shared chunk of every page.
import "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { OFFLINE_MESSAGES as M } from "~/messages/offline";
import { type OfflinePlan, type OfflineState, startOffline } from "~/utils/offline/client";

/** '방금', '3분 전', '3시간 전', '어제', '3일 전'. */
function ago(savedAt: number): string {
  const minutes = Math.round((Date.now() - savedAt) / 60_000);
  if (minutes < 1) return M.justNow;
  const words = new Intl.RelativeTimeFormat("ko", { numeric: "auto" });
  if (minutes < 60) return words.format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  return hours < 24 ? words.format(-hours, "hour") : words.format(-Math.round(hours / 24), "day");
}

export interface OfflineViewProps {
  planId: string;
  offline: Omit<OfflinePlan, "planId"> | null;
  /** The page's revalidator: the data again once missions have gone. */
  revalidate: () => void;
}

export function OfflineView({ planId, offline, revalidate: latest }: OfflineViewProps) {
  const [state, setState] = useState<OfflineState | null>(null);
  const revalidate = useRef(latest);
  revalidate.current = latest;
  // Primitives, so that a new tab's data (a new object) does not start it all again.
  const hint = offline?.hint;
  const days = offline?.days.join(",") ?? "";
  const scripts = offline?.scripts.join(",") ?? "";
  useEffect(() => {
    if (!hint) return;
    const list = (text: string) => (text ? text.split(",") : []);
    return startOffline({ hint, planId, days: list(days).map(Number), scripts: list(scripts) }, setState, () => revalidate.current());
  }, [hint, planId, days, scripts]);

  if (!state) return null;
  const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title).join(", ");
  return (
    <>
      {state.savedAt !== null ? (
        <div className="offline-note no-print" role="status">
          <p>
            <strong>{M.savedCopy(ago(state.savedAt))}</strong>
          </p>
          <p className="hint">{M.savedCopyHint}</p>
        </div>
      ) : state.kept ? (
        <p className="hint no-print">{M.kept}</p>
      ) : null}
      {state.blocked || state.waiting.length || state.refused.length ? (
        <div className="offline-bar no-print" role="status">
          {state.blocked ? <p>{M.needsConnection}</p> : null}
          {state.waiting.length ? (
            <>
              <p>
                <strong>{M.waiting(state.waiting.length)}</strong> · {titles(state.waiting)}
              </p>
              <p className="hint">{M.waitingHint}</p>
            </>
          ) : null}
          {state.refused.length ? <p>{M.refused(titles(state.refused))}</p> : null}
        </div>
      ) : null}
    </>
  );
}
