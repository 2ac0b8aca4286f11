// Korean district search for the region request and the product screen. Server only: browsers
// ask /api/regions, so phones never download the district list.
import { getChoseong } from "es-hangul";
import { DISTRICTS, type District, PROVINCE_ABBREVIATIONS } from "~/data/districts";

export interface RegionSuggestion {
  province: string;
  city: string;
  fullAddress: string;
}

const MAX_REGION_SUGGESTIONS = 10;

function toSuggestion(d: District): RegionSuggestion {
  return { province: d.province, city: d.city, fullAddress: d.city ? `${d.province} ${d.city}` : d.province };
}

function compact(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

/** Expands a leading province abbreviation: '충남공주' → '충청남도공주'. */
function expandAbbreviation(query: string): string {
  for (const [short, full] of Object.entries(PROVINCE_ABBREVIATIONS)) {
    if (query.startsWith(short) && !query.startsWith(compact(full))) return compact(full) + query.slice(short.length);
  }
  return query;
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

interface IndexedDistrict {
  suggestion: RegionSuggestion;
  haystacks: string[];
  choseong: string[];
}

let index: IndexedDistrict[] | undefined;
function districtIndex(): IndexedDistrict[] {
  index ??= DISTRICTS.map((d) => {
    const suggestion = toSuggestion(d);
    const haystacks = [d.province, d.city, suggestion.fullAddress].map(compact);
    return { suggestion, haystacks, choseong: haystacks.map((h) => getChoseong(h)) };
  });
  return index;
}

/**
 * Up to `limit` districts whose province, city or full address contains the query, ignoring case and
 * spaces; abbreviations expand ('전남' → '전라남도'); a query of initial consonants ('ㄱㅈ') matches
 * the initials ('공주시'). Cities that start with the query come first.
 */
export function searchRegions(rawQuery: string, limit = MAX_REGION_SUGGESTIONS): RegionSuggestion[] {
  const typed = compact(rawQuery);
  if (typed.length < 1) return [];
  // Both the text as typed and its expansion count: '광주' is a metropolitan city and a city in 경기도,
  // and '제주시' must still match after '제주' could expand.
  const queries = [...new Set([typed, expandAbbreviation(typed)])];
  const byInitials = CHOSEONG_ONLY.test(typed);
  const starts: RegionSuggestion[] = [];
  const contains: RegionSuggestion[] = [];
  for (const entry of districtIndex()) {
    const fields = byInitials ? entry.choseong : entry.haystacks;
    if (!fields.some((f) => queries.some((q) => f.includes(q)))) continue;
    const city = (byInitials ? entry.choseong[1] : entry.haystacks[1]) ?? "";
    (city && queries.some((q) => city.startsWith(q)) ? starts : contains).push(entry.suggestion);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** The five suggestions shown when the empty field gets focus (강남, 제주, 해운대, 강릉, 여수). */
export const DEFAULT_REGION_SUGGESTIONS: RegionSuggestion[] = [
  { province: "서울특별시", city: "강남구" },
  { province: "제주특별자치도", city: "제주시" },
  { province: "부산광역시", city: "해운대구" },
  { province: "강원특별자치도", city: "강릉시" },
  { province: "전라남도", city: "여수시" },
].map(toSuggestion);

/** The district for a province and city, or undefined when the pair is not on the list. */
export function findDistrict(province: string, city: string): RegionSuggestion | undefined {
  const found = DISTRICTS.find((d) => d.province === province && d.city === city);
  return found && toSuggestion(found);
}

/** The district whose full address this is (as orders keep it), or undefined. */
export function findDistrictByAddress(fullAddress: string): RegionSuggestion | undefined {
  return districtIndex().find((entry) => entry.suggestion.fullAddress === fullAddress)?.suggestion;
}
