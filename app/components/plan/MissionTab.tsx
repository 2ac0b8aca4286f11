// The missions tab's place on the plan page. The server renders the mission log at once (its own import,
// which the browser build leaves empty); the browser fetches its code only when this tab shows, so the
// storyboard and the bookings tab do not load it (docs/decisions/0043-survey-fields-on-demand.md,
// 0051-mission-log.md).
// - Opened directly, the page hydrates before the code is here: a Suspense boundary keeps the server's
//   markup until then, and `memo` keeps that boundary still meanwhile.
// - Reached from another tab, it has no boundary: the navigation keeps the previous tab until the code
//   is here.
import { type ComponentProps, lazy, memo, Suspense, useState } from "react";
import { MissionLogOnServer } from "./mission-log.server";

type Props = ComponentProps<NonNullable<typeof MissionLogOnServer>>;

const MissionLogCode = MissionLogOnServer ?? lazy(() => import("./MissionLog").then((module) => ({ default: module.MissionLog })));

/** True on the server, and in the browser until the plan page has hydrated once. */
let firstRender = true;
export function hydratedOnce(): void {
  firstRender = false;
}

export const MissionTab = memo(function MissionTab(props: Props) {
  const [hydrating] = useState(firstRender);
  const view = <MissionLogCode {...props} />;
  return hydrating ? <Suspense fallback={null}>{view}</Suspense> : view;
});
