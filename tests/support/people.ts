// The people the model tests arrange, through the app's own sign-up path (a Kakao sign-in, then the
// profile or the role), so a test row looks like one the app wrote.
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import { type User, updateProfile, upsertProviderUser } from "~/models/accounts/users.server";
import type { FamilyMembers } from "~/utils/family";
import { uniquePhone } from "./unique";

function signIn(nickname: string, email: string | null = null, at?: Date): Promise<User> {
  return upsertProviderUser({ provider: "kakao", providerId: `test-${randomUUID()}`, email, nickname, avatarUrl: null }, at);
}

/** A member who finished signing up: a name, a phone (unique unless given), maybe a family. */
export async function arrangeMember(input: {
  name: string;
  phone?: string;
  email?: string | null;
  familyMembers?: FamilyMembers;
  createdAt?: Date;
}): Promise<User> {
  const user = await signIn(input.name, input.email ?? null, input.createdAt);
  return updateProfile(user.id, { name: input.name, phone: input.phone ?? uniquePhone(), familyMembers: input.familyMembers });
}

/** A family ("user") or a staff member ("admin") known by a name; the user as signed in. */
export async function arrangePerson(role: "user" | "admin", name: string): Promise<User> {
  const user = await signIn(name);
  await db().updateTable("users").set({ role, name }).where("id", "=", user.id).execute();
  return user;
}
