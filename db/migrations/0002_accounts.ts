import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("name", "text")
    .addColumn("nickname", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("avatar_url", "text")
    .addColumn("family_members", jsonType(db))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("users_provider_identity", ["provider", "provider_id"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("client_ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("auth_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("provider", "text")
    .addColumn("detail", "text")
    .addColumn("client_ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_events_user_id").on("auth_events").column("user_id").execute();

  // What a member has typed into the sign-up form so far (the family builder works without script).
  await db.schema
    .createTable("signup_drafts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("draft", jsonType(db), (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("signup_drafts").execute();
  await db.schema.dropTable("auth_events").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
