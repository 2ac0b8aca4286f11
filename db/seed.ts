// Demo data for the embedded default, written through the app's own models so it obeys their rules.
// Each step runs once per database: a marker in app_meta records that it has, so a step added later
// still runs on a database seeded before it.
import type { Kysely } from "kysely";
import { config } from "../app/config.server";
import { FAMILY_WORDS } from "../app/messages/notifications";
import { PLAN_HISTORY_WORDS } from "../app/messages/plans";
import { seedDemoAccounts, seedDemoActivity, seedDemoPlan, seedDemoStaff } from "../app/models/demo/demo.server";
import { seedDemoReviews } from "../app/models/demo/demo-reviews.server";
import { createRegionRequest } from "../app/models/regions/region-requests.server";
import type { Database } from "./schema";

const STEPS: { marker: string; run: () => Promise<void>; when?: () => boolean }[] = [
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
  // The community's living feed: reviews with photos drawn locally, stored through the upload service.
  {
    marker: "demo_reviews_seeded_at",
    run: async () => {
      await seedDemoReviews();
    },
  },
  // A staff account with a published password: skipped (and left unmarked) wherever it must not exist.
  { marker: "demo_staff_seeded_at", run: seedDemoStaff, when: () => config.demoStaff },
  // A trip with a plan the demo staff made and sent: the storyboard a family receives.
  { marker: "demo_plan_seeded_at", run: () => seedDemoPlan(FAMILY_WORDS, PLAN_HISTORY_WORDS), when: () => config.demoStaff },
];

const RUNNING = "running";
/** A claim older than this was left by a process that stopped mid-step: another may take it over. */
const ABANDONED_MS = 10 * 60 * 1000;

/**
 * Runs the steps this database has not had yet; true when any ran. Several processes may start on
 * one database at once: each step is claimed first (a marker row written once), and a process that
 * finds a step claimed by another leaves the rest of the seed to it.
 */
export async function seedDemoData(db: Kysely<Database>, now = () => new Date()): Promise<boolean> {
  let ran = false;
  for (const step of STEPS) {
    if (step.when && !step.when()) continue;
    const claim = await claimStep(db, step.marker, now());
    if (claim === "done") continue;
    if (claim === "taken") break;
    try {
      await step.run();
    } catch (error) {
      await db.deleteFrom("app_meta").where("key", "=", step.marker).where("value", "=", RUNNING).execute();
      throw error;
    }
    await db.updateTable("app_meta").set({ value: "1", updated_at: now().toISOString() }).where("key", "=", step.marker).execute();
    ran = true;
  }
  return ran;
}

/**
 * Whether a step this configuration runs has not finished on this database yet: one query, so a start
 * on a seeded database costs nothing more (the server seeds in a process of its own only then).
 */
export async function demoSeedPending(db: Kysely<Database>): Promise<boolean> {
  const markers = STEPS.filter((step) => !step.when || step.when()).map((step) => step.marker);
  const done = await db.selectFrom("app_meta").select("key").where("key", "in", markers).where("value", "!=", RUNNING).execute();
  return done.length < markers.length;
}

async function claimStep(db: Kysely<Database>, marker: string, now: Date): Promise<"claimed" | "done" | "taken"> {
  const inserted = await db
    .insertInto("app_meta")
    .values({ key: marker, value: RUNNING, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return "claimed";
  const existing = await db.selectFrom("app_meta").select(["value", "updated_at"]).where("key", "=", marker).executeTakeFirst();
  if (!existing || existing.value !== RUNNING) return "done";
  if (now.getTime() - Date.parse(existing.updated_at) < ABANDONED_MS) return "taken";
  const taken = await db
    .updateTable("app_meta")
    .set({ updated_at: now.toISOString() })
    .where("key", "=", marker)
    .where("value", "=", RUNNING)
    .where("updated_at", "=", existing.updated_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? "claimed" : "taken";
}
