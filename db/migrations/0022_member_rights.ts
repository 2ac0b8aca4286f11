// A member's withdrawal (docs/decisions/0081-member-withdrawal.md): the member's row stays as a
// tombstone the kept payment records point to (provider 'withdrawn', nothing personal left), and each
// withdrawal is a row here: whose, on whose word (the member's own, or staff on the member's request),
// which staff member, and when. A later sign-in with the same account is a new member.
// The member's choices on 내 정보 (docs/decisions/0082-member-choices.md): marketing messages (off
// until the member opts in) and session recording (recorded unless the member opts out), each with
// when it was last chosen.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("member_withdrawals")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The withdrawn member's row (a tombstone); one withdrawal each. */
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    /** 'member' | 'staff' */
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("marketing_messages", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("marketing_messages_at", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("recording_opt_out", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("recording_opt_out_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["marketing_messages", "marketing_messages_at", "recording_opt_out", "recording_opt_out_at"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
  await db.schema.dropTable("member_withdrawals").execute();
}
