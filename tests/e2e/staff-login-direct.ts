// Staff for a test: a users row with role 'admin' and a server session, made through the models and
// signed in on the page the way arrange.ts signs members in (the staff sign-in screen is its own
// suite's subject).
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAs } from "./arrange";

// After arrange.ts, which points the models at the test server's database.
const { upsertProviderUser } = await import("../../app/models/users.server");
const { db } = await import("../../app/db.server");

/** A new staff member signed in on `page`; their user id. */
export async function signInAsNewStaff(page: Page, name = "운영팀"): Promise<string> {
  const user = await upsertProviderUser({
    provider: "staff",
    providerId: `e2e-staff-${randomUUID()}`,
    email: null,
    nickname: name,
    avatarUrl: null,
  });
  await db().updateTable("users").set({ role: "admin", name }).where("id", "=", user.id).execute();
  await signInAs(page, user.id);
  return user.id;
}
