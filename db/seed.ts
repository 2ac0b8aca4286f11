// Demo data for the embedded default, written through the app's own models so it obeys their rules.
// Each step runs once per database: a marker in app_meta records that it has, so a step added later
// still runs on a database seeded before it.
import type { Kysely } from "kysely";
import { seedDemoAccounts, seedDemoActivity } from "../app/models/demo.server";
import { createRegionRequest } from "../app/models/region-requests.server";
import type { Database } from "./schema";

const STEPS: { marker: string; run: () => Promise<void> }[] = [
  {
    marker: "demo_seeded_at",
    run: async () => {
      const requests = [
        { name: "전라남도 여수시", phone: "01012340001", province: "전라남도", city: "여수시" },
        { name: "강원특별자치도 강릉시", phone: "01012340002", province: "강원특별자치도", city: "강릉시" },
        { name: "경주", phone: "01012340003" },
      ];
      for (const request of requests) await createRegionRequest(request, { clientIp: "seed" });
    },
  },
  { marker: "demo_accounts_seeded_at", run: seedDemoAccounts },
  { marker: "demo_activity_seeded_at", run: seedDemoActivity },
];

/** Runs the steps this database has not had yet; true when any ran. */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  let ran = false;
  for (const step of STEPS) {
    const done = await db.selectFrom("app_meta").select("value").where("key", "=", step.marker).executeTakeFirst();
    if (done) continue;
    await step.run();
    await db
      .insertInto("app_meta")
      .values({ key: step.marker, value: "1", updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    ran = true;
  }
  return ran;
}
