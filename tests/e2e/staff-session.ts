// A staff member for suites that work in the back office: a users row with the admin role and a
// server session, made through the models like arrange.ts's members (signing staff in through a
// login screen is that screen's own suite's subject).
import type { Page } from "@playwright/test";
import { signInAs } from "./arrange";

const { upsertProviderUser } = await import("../../app/models/users.server");
const { db } = await import("../../app/db.server");

/** A new staff member named `name`, signed in on `page`; the user's id. */
export async function signInNewStaff(page: Page, name: string): Promise<string> {
  const user = await upsertProviderUser({
    provider: "staff",
    providerId: `e2e-staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    email: null,
    nickname: name,
    avatarUrl: null,
  });
  // No model makes staff yet (accounts come with the staff sign-in): the role is what makes staff.
  await db().updateTable("users").set({ role: "admin", name }).where("id", "=", user.id).execute();
  await signInAs(page, user.id);
  return user.id;
}
