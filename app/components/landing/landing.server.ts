// The landing page's sections for the server to render at once; the browser keeps their markup and
// fetches their code only when it needs it (Kept, app/components/kept/, docs/decisions/0070-kept-markup.md).
import { keptOnServer } from "~/components/kept/kept.server";
import { RegionRequestSection } from "./RegionRequestForm";
import { LandingTop, PhotobookPromo } from "./Sections";
import { TripSelection } from "./TripSelection";

export const LANDING_ON_SERVER = keptOnServer({ LandingTop, PhotobookPromo, TripSelection, RegionRequestSection });
