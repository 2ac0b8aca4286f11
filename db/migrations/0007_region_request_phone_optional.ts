// A region request keeps its phone number only until the opening text is sent (the privacy policy's
// promise): afterwards the row stays, for the region's count, with the number gone (null). NULLs are
// distinct in the (phone, name) unique constraint on both engines, so emptied rows never collide.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table region_requests alter column phone drop not null`.execute(db);
    return;
  }
  // SQLite cannot relax a column in place: the table is rebuilt with the same columns and indexes.
  await db.schema
    .createTable("region_requests_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("province", "text")
    .addColumn("city", "text")
    .addColumn("client_ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("region_requests_phone_name_next", ["phone", "name"])
    .execute();
  await sql`insert into region_requests_next (id, name, phone, province, city, client_ip, created_at)
    select id, name, phone, province, city, client_ip, created_at from region_requests`.execute(db);
  await db.schema.dropTable("region_requests").execute();
  await db.schema.alterTable("region_requests_next").renameTo("region_requests").execute();
  await db.schema.createIndex("region_requests_created_at").on("region_requests").column("created_at").execute();
  await db.schema.createIndex("region_requests_name").on("region_requests").columns(["name", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from region_requests where phone is null`.execute(db);
  if (isPostgres(db)) await sql`alter table region_requests alter column phone set not null`.execute(db);
}
