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

// Analytics after the page is idle, each in a chunk of its own so the first paint carries none of it:
// the tracker (never in the back office or the sandboxes: UNTRACKED_PATH_PREFIXES, written out here so
// the entry imports nothing; decision 57) and the session recorder's loader, which draws the sample and
// fetches the recorder only for recorded sessions on recordable paths (decision 59).
if (!/^\/(admin|sandbox)(\/|$)/.test(location.pathname))
  (window.requestIdleCallback ?? setTimeout)(() => {
    void import("~/utils/tracker").then((tracker) => tracker.startTracker());
    void import("~/utils/recorder/loader").then((recorder) => recorder.loadRecorderWhenIdle());
  });
