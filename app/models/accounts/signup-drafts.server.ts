// What a member has typed into the sign-up form, kept between its round trips (the family builder
// adds and removes members with form posts, so nothing is lost without JavaScript).
import { db } from "~/db.server";
import type { FamilyMembers } from "~/utils/family";
import { fromJson, toJson } from "../platform/json.server";
import { parseFamilyMembers } from "./family.server";
import { type User, updateProfile } from "./users.server";

export interface SignupDraft {
  name: string;
  phone: string;
  familyMembers: FamilyMembers;
}

export async function getSignupDraft(userId: string): Promise<SignupDraft | null> {
  const row = await db().selectFrom("signup_drafts").select("draft").where("user_id", "=", userId).executeTakeFirst();
  return row ? draftOf(row.draft) : null;
}

function draftOf(stored: unknown): SignupDraft {
  const draft = fromJson<Partial<SignupDraft>>(stored, {});
  return {
    name: typeof draft.name === "string" ? draft.name : "",
    phone: typeof draft.phone === "string" ? draft.phone : "",
    familyMembers: parseFamilyMembers(draft.familyMembers),
  };
}

/**
 * Changes the member's draft in one transaction with its row locked (parallel family additions all
 * count); `initial` is the draft before the first change (the member's profile).
 */
export async function updateSignupDraft(
  userId: string,
  initial: SignupDraft,
  change: (draft: SignupDraft) => SignupDraft,
  now = new Date(),
): Promise<SignupDraft> {
  const timestamp = now.toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      // Creates the draft if it is missing, locks its row (ON CONFLICT DO UPDATE does on PostgreSQL)
      // and returns it, in one statement: a draft deleted meanwhile by a finished sign-up is made anew.
      const row = await trx
        .insertInto("signup_drafts")
        .values({ user_id: userId, draft: toJson(initial), updated_at: timestamp })
        .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ updated_at: eb.ref("signup_drafts.updated_at") })))
        .returning("draft")
        .executeTakeFirstOrThrow();
      const next = change(draftOf(row.draft));
      await trx
        .updateTable("signup_drafts")
        .set({ draft: toJson(next), updated_at: timestamp })
        .where("user_id", "=", userId)
        .execute();
      return next;
    });
}

/** Replaces the draft as a whole (what was typed, when nothing is merged). */
export async function saveSignupDraft(userId: string, draft: SignupDraft, now = new Date()): Promise<void> {
  await updateSignupDraft(userId, draft, () => draft, now);
}

export async function deleteSignupDraft(userId: string): Promise<void> {
  await db().deleteFrom("signup_drafts").where("user_id", "=", userId).execute();
}

/**
 * Sign-up completed: the name and phone, and the draft's family, go to the profile; then the draft
 * is gone. Without a draft (another submit of the same form finished first) the stored family stays
 * as it is, so a double tap cannot empty it.
 */
export async function completeSignup(userId: string, update: { name: string; phone: string }): Promise<User> {
  const draft = await getSignupDraft(userId);
  const user = await updateProfile(userId, { ...update, familyMembers: draft?.familyMembers });
  await deleteSignupDraft(userId);
  return user;
}
