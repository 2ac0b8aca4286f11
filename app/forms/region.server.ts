// The district field's round trips without JavaScript (REGION_INTENTS, declared beside RegionCombobox),
// shared by every form that has one: the landing page, the product screen and the survey.
import { REGION_INTENTS } from "~/components/RegionCombobox";
import { findDistrict, type RegionSuggestion, searchRegions } from "~/models/regions/regions.server";

/**
 * `search` answers suggestions for the typed text; `pick:{province}|{city}` answers the district's
 * values (only a real district, else null). Null for any other intent: the form's own submit.
 */
export function regionFormStep(
  intent: string,
  typed: string,
): { suggestions: RegionSuggestion[] } | { picked: { name: string; province: string; city: string } | null } | null {
  if (intent === REGION_INTENTS.search) return { suggestions: searchRegions(typed) };
  if (!intent.startsWith(REGION_INTENTS.pickPrefix)) return null;
  const [province = "", city = ""] = intent.slice(REGION_INTENTS.pickPrefix.length).split("|");
  const district = findDistrict(province, city);
  return { picked: district ? { name: district.fullAddress, province: district.province, city: district.city } : null };
}
