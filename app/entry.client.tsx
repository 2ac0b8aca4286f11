import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadRecorderWhenIdle } from "~/utils/recorder/loader";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The analytics tracker, in a chunk of its own, once the page is idle; never in the back office or
// the sandboxes (UNTRACKED_PATH_PREFIXES, written out here so the entry imports nothing; decision 57).
if (!/^\/(admin|sandbox)(\/|$)/.test(location.pathname))
  (window.requestIdleCallback ?? setTimeout)(() => void import("~/utils/tracker").then((tracker) => tracker.startTracker()));
// The session recorder, fetched once the page is idle, for sampled sessions only (decision 59).
loadRecorderWhenIdle();
