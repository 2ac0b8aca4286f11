// A member's withdrawal (docs/decisions/0081-member-withdrawal.md): the member's row stays as a
// tombstone the kept payment records point to (provider 'withdrawn', nothing personal left), and each
// withdrawal is a row here: whose, on whose word (the member's own, or staff on the member's request),
// which staff member, and when. A later sign-in with the same account is a new member.
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("member_withdrawals").execute();
}
