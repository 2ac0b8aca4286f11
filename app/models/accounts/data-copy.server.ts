// A copy of a member's data (개인정보 열람, 개인정보 보호법 제35조; docs/decisions/0081-member-withdrawal.md):
// every row that names the member, table by table, as one JSON document the member downloads from
// 내 정보 and staff produce from the member dialog for a request made by phone. The tables are the
// withdrawal's coverage (every foreign key to users but the staff-only ones), so a table that gains a
// member column is in the copy the day it is covered; secrets (a session's id, a payment's secret, a
// share link's hash, a password's hash) are left out.
import { sql } from "kysely";
import { db } from "~/db.server";
import { WITHDRAWAL_COVERAGE } from "./withdrawal.server";

/** Columns never copied: they open something (a session, a payment, a link) or are a password. */
const SECRET_COLUMNS: Record<string, readonly string[]> = {
  users: ["password_hash"],
  sessions: ["id"],
  orders: ["payment_secret"],
  plan_share_links: ["token_hash"],
};

/** The tables and member columns the copy reads (the withdrawal's own record is not the member's data). */
export const COPIED_COLUMNS = Object.entries(WITHDRAWAL_COVERAGE)
  .filter(([column, fate]) => fate !== "staff" && !column.startsWith("member_withdrawals."))
  .map(([column]) => column.split(".") as [string, string]);

export interface DataCopy {
  format: "familytrip-member-data/1";
  createdAt: string;
  memberId: string;
  /** Table name → the member's rows in it (the member's own row under `users`). */
  tables: Record<string, Record<string, unknown>[]>;
}

/** JSON stored as text on SQLite: read back as values, so both engines give the same copy. */
function readable(row: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (secrets.includes(key)) continue;
    if (typeof value === "string" && /^[[{]/.test(value)) {
      try {
        out[key] = JSON.parse(value);
        continue;
      } catch {
        // Text that only looks like JSON stays text.
      }
    }
    out[key] = value;
  }
  return out;
}

async function rowsOf(table: string, column: string, id: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(db());
  return rows.map((row) => readable(row, SECRET_COLUMNS[table] ?? []));
}

/** The member's data, or null for an unknown id, a staff account or a withdrawn member (nothing is left). */
export async function memberDataCopy(userId: string, now = new Date()): Promise<DataCopy | null> {
  const user = await db().selectFrom("users").select(["id", "role", "provider"]).where("id", "=", userId).executeTakeFirst();
  if (!user || user.role === "admin" || user.provider === "withdrawn") return null;
  const tables: DataCopy["tables"] = { users: await rowsOf("users", "id", userId) };
  for (const [table, column] of COPIED_COLUMNS) {
    const rows = await rowsOf(table, column, userId);
    tables[table] = [...(tables[table] ?? []), ...rows];
  }
  // The history of the member's own orders and photobooks: who moved them when (staff ids only).
  const orderIds = (tables.orders ?? []).map((row) => String(row.id));
  const bookIds = (tables.photobooks ?? []).map((row) => String(row.id));
  tables.order_status_history = orderIds.length
    ? (await db().selectFrom("order_status_history").selectAll().where("order_id", "in", orderIds).orderBy("created_at").execute()).map(
        (row) => readable(row, []),
      )
    : [];
  tables.photobook_status_history = bookIds.length
    ? (
        await db().selectFrom("photobook_status_history").selectAll().where("photobook_id", "in", bookIds).orderBy("created_at").execute()
      ).map((row) => readable(row, []))
    : [];
  return { format: "familytrip-member-data/1", createdAt: now.toISOString(), memberId: userId, tables };
}

/** The copy as a download: a file name with the day, never cached. */
export function dataCopyResponse(copy: DataCopy): Response {
  const day = copy.createdAt.slice(0, 10).replaceAll("-", "");
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="familytrip-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
