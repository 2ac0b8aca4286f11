// The photos placed on one entity of a category, in their slots' order: a plan's image library for
// staff, a mission's proofs, and (with their sizes, placedUploads) a photobook's pages.
import { db } from "~/db.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import type { UploadCategory } from "~/vocabulary/upload-categories";
import type { UploadVariant } from "../../../db/schema";
import { fromJson } from "../platform/json.server";

export interface PlacedPhoto {
  id: string;
  fileName: string;
  sources: ImageSources | null;
  createdAt: string;
}

/** The confirmed uploads placed on one entity of a category, in their slots' order, as stored. */
export function placedUploads(category: UploadCategory, entityKey: string) {
  return db()
    .selectFrom("uploads")
    .select(["id", "file_name", "variants", "width", "height", "created_at"])
    .where("category", "=", category)
    .where("entity_id", "=", entityKey)
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .orderBy("slot")
    .execute();
}

export async function listPlacedPhotos(category: UploadCategory, entityKey: string): Promise<PlacedPhoto[]> {
  const rows = await placedUploads(category, entityKey);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    sources: imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0),
    createdAt: row.created_at,
  }));
}

/** The plan a staff library belongs to (its title for the page), or null when there is none. */
export async function planOfLibrary(planId: string): Promise<{ id: string; title: string } | null> {
  const row = await db().selectFrom("travel_plans").select(["id", "title"]).where("id", "=", planId).executeTakeFirst();
  return row ?? null;
}
