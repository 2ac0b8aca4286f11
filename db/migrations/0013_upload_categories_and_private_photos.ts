// One uploader for every kind of photo, and private photos
// (docs/decisions/0046-one-uploader-and-private-photos.md): the categories get the names of their
// rules, an upload remembers whose family it belongs to (`scope_id`: a plan or an order) and its place
// among its entity's photos (`slot`: a unique index holds every category to its maximum, whichever
// request comes first), a photobook page keeps its print master, and a plan says whether its share
// links may show the family's photos (off until the family allows it).

import type { Kysely } from "kysely";

const RENAMES: [string, string][] = [
  ["community", "review"],
  ["mission", "mission-proof"],
  ["photobook", "photobook-page"],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) await db.updateTable("uploads").set({ category: to }).where("category", "=", from).execute();
  await db.schema.alterTable("uploads").addColumn("scope_id", "text").execute();
  await db.schema.alterTable("uploads").addColumn("slot", "integer").execute();
  await db.schema.alterTable("uploads").addColumn("master_key", "text").execute();
  // Nulls are distinct in a unique index (SQLite and PostgreSQL): only placed photos take a slot.
  await db.schema.createIndex("uploads_entity_slot").unique().on("uploads").columns(["category", "entity_id", "slot"]).execute();
  await db.schema
    .alterTable("travel_plans")
    .addColumn("share_photos", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("travel_plans").dropColumn("share_photos").execute();
  await db.schema.dropIndex("uploads_entity_slot").execute();
  await db.schema.alterTable("uploads").dropColumn("master_key").execute();
  await db.schema.alterTable("uploads").dropColumn("slot").execute();
  await db.schema.alterTable("uploads").dropColumn("scope_id").execute();
  for (const [from, to] of RENAMES) await db.updateTable("uploads").set({ category: from }).where("category", "=", to).execute();
}
