// What a member has typed into the sign-up form, kept between its round trips (the family builder
// adds and removes members with form posts, so nothing is lost without JavaScript).
import { db } from "~/db.server";
import type { FamilyMembers } from "~/utils/family";
import { parseFamilyMembers } from "./family.server";
import { fromJson, toJson } from "./json.server";

export interface SignupDraft {
  name: string;
  phone: string;
  familyMembers: FamilyMembers;
}

export async function getSignupDraft(userId: string): Promise<SignupDraft | null> {
  const row = await db().selectFrom("signup_drafts").select("draft").where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  const draft = fromJson<Partial<SignupDraft>>(row.draft, {});
  return {
    name: typeof draft.name === "string" ? draft.name : "",
    phone: typeof draft.phone === "string" ? draft.phone : "",
    familyMembers: parseFamilyMembers(draft.familyMembers),
  };
}

export async function saveSignupDraft(userId: string, draft: SignupDraft, now = new Date()): Promise<void> {
  const value = toJson(draft);
  await db()
    .insertInto("signup_drafts")
    .values({ user_id: userId, draft: value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ draft: value, updated_at: now.toISOString() }))
    .execute();
}

export async function deleteSignupDraft(userId: string): Promise<void> {
  await db().deleteFrom("signup_drafts").where("user_id", "=", userId).execute();
}
