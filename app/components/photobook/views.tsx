// The upload page's views, fetched by the browser only for the book's status (views.server.ts renders
// them at once on the server), as the plan page's tabs are (app/components/plan/tabs.tsx explains the
// Suspense boundary and `memo`; docs/decisions/0054-photobook-photos.md the budget). The page's loader
// adds the view's scripts as modulepreload links, so they arrive beside the page's own.
import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useState } from "react";
import type { PhotobookDraft } from "./PhotobookDraft";
import type { PhotobookSubmitted } from "./PhotobookSubmitted";
import * as onServer from "./views.server";

/** True on the server, and in the browser until the upload page has hydrated once (its effect calls this). */
let hydrating = true;
export function photobookPageHydrated(): void {
  hydrating = false;
}

function onDemand<P extends object>(onServer: ComponentType<P> | undefined, fetchCode: () => Promise<ComponentType<P>>) {
  let arrived = onServer;
  const Waiting = lazy(async () => {
    arrived ??= await fetchCode();
    return { default: arrived };
  }) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view, at module level, below.
  return memo(function OnDemand(props: P) {
    const [Code] = useState(() => arrived ?? Waiting);
    const [boundary] = useState(hydrating);
    const view = <Code {...props} />;
    return boundary ? <Suspense fallback={null}>{view}</Suspense> : view;
  });
}

export const DraftView = onDemand<ComponentProps<typeof PhotobookDraft>>(onServer.VIEWS_ON_SERVER?.draft, () =>
  import("./PhotobookDraft").then((module) => module.PhotobookDraft),
);
export const SubmittedView = onDemand<ComponentProps<typeof PhotobookSubmitted>>(onServer.VIEWS_ON_SERVER?.submitted, () =>
  import("./PhotobookSubmitted").then((module) => module.PhotobookSubmitted),
);
