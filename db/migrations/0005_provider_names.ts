// Sign-in providers are stored by their names (kakao, google); the product's addresses keep their
// old names (social_a, social_b), which the first rows were stored under.
import { type Kysely, sql } from "kysely";

const RENAMES = [
  ["social_a", "kakao"],
  ["social_b", "google"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) {
    await sql`update users set provider = ${to} where provider = ${from}`.execute(db);
    await sql`update auth_events set provider = ${to} where provider = ${from}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) {
    await sql`update users set provider = ${from} where provider = ${to}`.execute(db);
    await sql`update auth_events set provider = ${from} where provider = ${to}`.execute(db);
  }
}
