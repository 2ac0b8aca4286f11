import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Analytics after the page is idle, in a chunk of its own so the first paint carries none of it: the
// tracker (never in the back office or the sandboxes: UNTRACKED_PATHS, written out here so the entry
// imports nothing; decision 57), which then fetches the session recorder's loader (decision 59).
if (!/^\/(admin|sandbox)(\/|$)/.test(location.pathname))
  (window.requestIdleCallback ?? setTimeout)(() => void import("~/utils/tracker").then((tracker) => tracker.startTracker()));
