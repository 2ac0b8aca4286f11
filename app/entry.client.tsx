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

// The session recorder, fetched once the page is idle, for sampled sessions only (decision 59).
loadRecorderWhenIdle();
