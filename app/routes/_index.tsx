import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation, useOutletContext } from "@remix-run/react";
import { type MouseEvent, useState } from "react";
import type { PageHandle } from "~/page-rules";
import type { ShellContext } from "~/root";
import styles from "~/styles/landing.css";
import { metaFromLoader } from "~/utils/meta";
import type { action, loader } from "./_index.server";
import { LANDING_ON_SERVER } from "./_index.server";

export { action, loader } from "./_index.server";

export const handle: PageHandle = { page: { member: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

// Each section is the server's markup until the page needs its code (Kept, app/components/kept/): the first four
// when a trip is chosen (their start links change), the trip choice and the region form when they near
// the screen or are touched, the photobook's never on this page.
const loadTop = () => import("~/components/landing/Sections").then((module) => module.LandingTop);
const loadPhotobookPromo = () => import("~/components/landing/Sections").then((module) => module.PhotobookPromo);
const loadTripSelection = () => import("~/components/landing/TripSelection").then((module) => module.TripSelection);
const loadRegionRequest = () => import("~/components/landing/RegionRequestForm").then((module) => module.RegionRequestSection);

export default function Landing() {
  const { Kept } = useOutletContext<ShellContext>();
  const { prices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const [startHref, setStartHref] = useState(CHOICE);
  const server = LANDING_ON_SERVER;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only scrolls for the start links inside (they take the keys)
    <div className="landing" onClick={scrollToChoice}>
      <Kept id="landing-top" server={server?.LandingTop} load={loadTop} props={{ startHref }} />
      <Kept
        id="landing-choice"
        server={server?.TripSelection}
        load={loadTripSelection}
        props={{ prices, onChoose: setStartHref }}
        wake="near"
      />
      <Kept
        id="landing-region"
        server={server?.RegionRequestSection}
        load={loadRegionRequest}
        props={{ actionData, formKey: location.key, submitting }}
        wake="near"
      />
      <Kept id="landing-photobook" server={server?.PhotobookPromo} load={loadPhotobookPromo} props={{}} />
    </div>
  );
}

const CHOICE = "#trip-selection";

/** Without a choice the start links scroll to the selection smoothly instead of jumping. */
function scrollToChoice(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.getAttribute("href") !== CHOICE) return;
  event.preventDefault();
  document.getElementById("trip-selection")?.scrollIntoView({ behavior: "smooth" });
}
