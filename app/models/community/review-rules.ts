// The rules of a review's tags and photos (decision 0032), shared by the server (which enforces them) and
// the page (which disables what would break them). Pure: no database, no screen text.

export const MAX_LOCATION_TAGS = 5;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 20;
export const MAX_REVIEW_PHOTOS = 10;
export const MIN_REVIEW_PHOTOS = 1;
export const MAX_REVIEW_TEXT = 1000;
export const MAX_STORY_TEXT = 2000;

/** The 11 popular tags offered on step 2 (chosen in decision 0032). */
export const POPULAR_TAGS = [
  "아이와함께",
  "가족여행",
  "체험학습",
  "자연여행",
  "바다여행",
  "맛집탐방",
  "키즈카페",
  "캠핑",
  "박물관",
  "당일치기",
  "유모차가능",
] as const;

export type TagProblem = "empty" | "duplicate" | "full" | "tooLong";

/** Tags are kept as typed, without a leading '#' and with inner spaces squeezed. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/^#+/, "").replace(/\s+/g, " ").trim();
}

/** Adds a tag to a list under the rules; the new list or why not. */
export function addTag(
  list: readonly string[],
  raw: string,
  max: number,
): { ok: true; tags: string[] } | { ok: false; problem: TagProblem } {
  const tag = normalizeTag(raw);
  if (!tag) return { ok: false, problem: "empty" };
  if (tag.length > MAX_TAG_LENGTH) return { ok: false, problem: "tooLong" };
  if (list.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { ok: false, problem: "duplicate" };
  if (list.length >= max) return { ok: false, problem: "full" };
  return { ok: true, tags: [...list, tag] };
}

/** A stored or posted list cleaned to the rules: normalized, non-empty, unique, at most `max`. */
export function cleanTags(list: readonly unknown[], max: number): string[] {
  const tags: string[] = [];
  for (const raw of list) {
    if (typeof raw !== "string") continue;
    const added = addTag(tags, raw, max);
    if (added.ok) tags.splice(0, tags.length, ...added.tags);
  }
  return tags;
}

/** Decision 0032: '{first region} 여행 후기', or a generic title without a region. */
export function defaultReviewTitle(locationTags: readonly string[]): string {
  return locationTags[0] ? `${locationTags[0]} 여행 후기` : "우리 가족 여행 후기";
}
