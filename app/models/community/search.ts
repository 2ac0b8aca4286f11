// What a post is found by: caption, tags, location tags and the author's area, lower-cased with the
// spaces taken out, and the same text's Korean initial consonants (강릉 → ㄱㄹ). Written with the post
// and matched in the database (app/models/community/feed.server.ts), never by loading posts.
import { getChoseong } from "es-hangul";

export interface SearchableFields {
  caption: string;
  tags: string[];
  locationTags: string[];
  authorLocation: string | null;
}

export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

export function searchColumns(post: SearchableFields): { search_text: string; search_initials: string } {
  // '|' between fields (queries are stripped of it) keeps a match from spanning two fields.
  const fields = [post.caption, ...post.tags, ...post.locationTags, post.authorLocation ?? ""].map(normalizeSearch);
  return { search_text: fields.join("|"), search_initials: fields.map((field) => getChoseong(field)).join("|") };
}
