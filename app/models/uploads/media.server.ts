// Who may see a stored size (the media route asks before streaming one). Public sizes (`v/…`) are for
// anyone; private ones (`p/…`, mission proofs and photobook pages) for their uploader, staff, the
// family their rule names, and a share link's visitors when the family allowed it. Print masters
// (`m/…`) and originals are never served (docs/decisions/0046-one-uploader-and-private-photos.md).
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { UPLOAD_CATEGORY_RULES } from "~/vocabulary/upload-categories";
import type { UploadVariant } from "../../../db/schema";
import { fromJson } from "../platform/json.server";
import { CATEGORY_POLICIES } from "./categories.server";

export type MediaAccess = "public" | "private" | null;

/** How a stored key may be served to this viewer: publicly, privately (no shared caches), or not at all (null). */
export async function mediaAccess(key: string, viewer: User | null, shareToken: string | null): Promise<MediaAccess> {
  const [prefix, uploadId] = key.split("/");
  if (prefix === "v") return "public";
  if (prefix !== "p" || !uploadId) return null;
  const row = await db()
    .selectFrom("uploads")
    .select(["owner_id", "category", "scope_id", "variants"])
    .where("id", "=", uploadId)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  if (!row || UPLOAD_CATEGORY_RULES[row.category].visibility !== "private") return null;
  // Only the sizes the row made: nothing else under its folder is reachable by name.
  if (!fromJson<UploadVariant[]>(row.variants, []).some((v) => v.webp === key || v.jpeg === key)) return null;
  if (viewer && (viewer.role === "admin" || viewer.id === row.owner_id)) return "private";
  const policy = CATEGORY_POLICIES[row.category];
  if (row.scope_id && policy.familyMayView && (await policy.familyMayView(viewer, row.scope_id, shareToken))) return "private";
  return null;
}
