// The plan page's missions and booking tabs: rendered at once by the server (tabs.server.ts), fetched
// by the browser only on their own tab, so the storyboard loads neither (decisions 51 and 52).
// - Opened directly, the page hydrates before the code is here: a Suspense boundary keeps the server's
//   markup until then, and `memo` keeps that boundary still meanwhile (a re-render reaching it first
//   would make React draw the tab anew). Every prop must keep its identity (or be a primitive).
// - Reached from another tab, it has no boundary of its own: the navigation keeps the previous tab
//   until the code is here. The page's clientLoader awaits `loadBookingTab()` so that the pay button's
//   tab opens whole with its data.
// The survey's fields and the root's not-found screen do the same with their own few lines: a module
// that they and this page all imported would be a file of its own on each of their pages (measured in
// docs/decisions/0061-on-demand-and-the-shared-runtime.md).
import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useState } from "react";
import type { BookingTab as BookingTabCode } from "./BookingTab";
import type { MissionLog } from "./MissionLog";
import * as onServer from "./tabs.server";

/** True on the server, and in the browser until the plan page has hydrated once (its effect calls this). */
let hydrating = true;
export function planPageHydrated(): void {
  hydrating = false;
}

function onDemand<P extends object>(onServer: ComponentType<P> | undefined, fetchCode: () => Promise<ComponentType<P>>) {
  let arrived = onServer;
  const load = async (): Promise<void> => {
    arrived ??= await fetchCode();
  };
  // (lazy's own type asks for props that take a ref; these take none.)
  const Waiting = lazy(() => load().then(() => ({ default: arrived! }))) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per tab, at module level, below.
  const OnDemand = memo(function OnDemand(props: P) {
    // Chosen once: switching from the waiting one to the arrived one would mount the tab again.
    const [Code] = useState(() => arrived ?? Waiting);
    const [boundary] = useState(hydrating);
    const view = <Code {...props} />;
    return boundary ? <Suspense fallback={null}>{view}</Suspense> : view;
  });
  return { Component: OnDemand, load };
}

const missions = onDemand<ComponentProps<typeof MissionLog>>(onServer.TABS_ON_SERVER?.missions, () =>
  import("./MissionLog").then((module) => module.MissionLog),
);
const bookings = onDemand<ComponentProps<typeof BookingTabCode>>(onServer.TABS_ON_SERVER?.bookings, () =>
  import("./BookingTab").then((module) => module.BookingTab),
);

export const MissionTab = missions.Component;
export const BookingTab = bookings.Component;
/** Fetches the booking tab's code (the plan page's clientLoader waits for it before showing the tab). */
export const loadBookingTab = bookings.load;
