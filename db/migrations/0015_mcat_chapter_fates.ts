// What becomes of a deleted chapter's missions and products (moved to another chapter, or deleted
// too), as staff answered when deleting it in the editor. Held beside the working copy until Save,
// which applies it in its own transaction before the chapter's row goes (the references have no
// cascade); discarding the copy drops it (docs/decisions/0050-missions-and-products-in-the-editor.md).
import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("travel_plans").addColumn("chapter_fates", jsonType(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("travel_plans").dropColumn("chapter_fates").execute();
}
