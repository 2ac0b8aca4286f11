// The booking tab, fetched by the browser only when it is shown (as the survey's district field is:
// docs/decisions/0043-survey-fields-on-demand.md). The server renders it at once (booking-tab.server.ts
// is an empty module in the browser build); opened directly, the boundary keeps the server's markup
// until the code arrives; reached in the app, the page's clientLoader waits for the code first.
import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useState } from "react";
import type { BookingTab } from "./BookingTab";
import * as onServer from "./booking-tab.server";

type Props = ComponentProps<typeof BookingTab>;

let arrived: ComponentType<Props> | undefined = onServer.BOOKING_TAB?.component;

/** Fetches the tab's code (the plan page's clientLoader waits for it before showing the tab). */
export async function loadBookingTab(): Promise<void> {
  if (!arrived) arrived = (await import("./BookingTab")).BookingTab;
}

const Waiting = lazy(() => loadBookingTab().then(() => ({ default: arrived! })));

/** `memo` keeps the boundary still until the code arrives; the component is chosen once. */
export const OnDemandBookingTab = memo(function OnDemandBookingTab(props: Props) {
  const [Tab] = useState(() => arrived ?? Waiting);
  return (
    <Suspense fallback={null}>
      <Tab {...props} />
    </Suspense>
  );
});
