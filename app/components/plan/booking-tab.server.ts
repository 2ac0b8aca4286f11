// The booking tab for the server, which renders it at once (OnDemandBookingTab.tsx is the browser's
// half). The browser build holds an empty module in this file's place, so the tab's code is not in the
// plan page's script: the storyboard, where a family opens the page, does not load it (decision 52).
import type { OnDemandScripts } from "~/on-demand-scripts.server";
import { BookingTab } from "./BookingTab";

export const BOOKING_TAB = { component: BookingTab, source: "app/components/plan/BookingTab.tsx" } as const;

/** The tab's scripts, for modulepreload links on the page that shows it. */
export function bookingTabScripts(scripts: OnDemandScripts): string[] {
  return scripts(BOOKING_TAB.source);
}
