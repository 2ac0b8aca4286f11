// Demo data for the embedded default, written through the app's own models so it obeys their rules.
// It runs once per database: a marker in app_meta records that it has.
import type { Kysely } from "kysely";
import { createRegionRequest } from "../app/models/region-requests.server";
import type { Database } from "./schema";

const MARKER = "demo_seeded_at";

export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const done = await db.selectFrom("app_meta").select("value").where("key", "=", MARKER).executeTakeFirst();
  if (done) return false;

  const requests = [
    { name: "전라남도 여수시", phone: "01012340001", province: "전라남도", city: "여수시" },
    { name: "강원특별자치도 강릉시", phone: "01012340002", province: "강원특별자치도", city: "강릉시" },
    { name: "경주", phone: "01012340003" },
  ];
  for (const request of requests) await createRegionRequest(request, { clientIp: "seed" });

  await db
    .insertInto("app_meta")
    .values({ key: MARKER, value: "1", updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return true;
}
