// The plan page's missions and booking tabs for the server, which renders them at once (tabs.tsx is the
// browser's half). The browser build holds an empty module in this file's place, so neither tab's code
// is in the plan page's script: the storyboard, where a family opens the page, loads neither
// (docs/decisions/0051-mission-log.md, 0052-bookings-paid-from-the-plan.md).
import type { OnDemandScripts } from "~/on-demand-scripts.server";
import { BookingTab } from "./BookingTab";
import { MissionLog } from "./MissionLog";

export const TABS_ON_SERVER = { missions: MissionLog, bookings: BookingTab } as const;

/** The booking tab's scripts, for modulepreload links on the page that shows it. */
export function bookingTabScripts(scripts: OnDemandScripts): string[] {
  return scripts("app/components/plan/BookingTab.tsx");
}

/** Every script the tabs load on demand (and opening a mission), for the offline copy (decision 78). */
export function offlineTabScripts(scripts: OnDemandScripts): string[] {
  const files = ["MissionLog", "BookingTab", "MissionCompleter"].map((name) => `app/components/plan/${name}.tsx`);
  return [...new Set(files.flatMap((file) => scripts(file)))];
}
