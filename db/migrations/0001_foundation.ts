import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();

  await db.schema
    .createTable("region_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("province", "text")
    .addColumn("city", "text")
    .addColumn("client_ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    // The same phone asking for the same region is one request.
    .addUniqueConstraint("region_requests_phone_name", ["phone", "name"])
    .execute();
  await db.schema.createIndex("region_requests_created_at").on("region_requests").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("region_requests").execute();
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("app_meta").execute();
}
