// Members: created on their first social sign-in, completed by the sign-up form.

import { randomUUID } from "node:crypto";
import { getChoseong } from "es-hangul";
import { db } from "~/db.server";
import type { FamilyMembers } from "~/utils/family";
import { fromJson, toJson } from "../platform/json.server";
import { parseFamilyMembers } from "./family.server";

export type Role = "user" | "admin";

export interface User {
  id: string;
  provider: string;
  role: Role;
  name: string | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  familyMembers: FamilyMembers;
  createdAt: string;
}

/** What a sign-in provider tells us about a person. */
export interface ProviderProfile {
  provider: string;
  providerId: string;
  email: string | null;
  nickname: string | null;
  avatarUrl: string | null;
}

/** The columns a User is made of (the session lookup joins them). */
export const USER_COLUMNS = [
  "id",
  "provider",
  "role",
  "name",
  "nickname",
  "email",
  "phone",
  "avatar_url",
  "family_members",
  "created_at",
] as const;

const columns = USER_COLUMNS;

export type UserRow = {
  id: string;
  provider: string;
  role: string;
  name: string | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  family_members: unknown;
  created_at: string;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    provider: row.provider,
    role: row.role === "admin" ? "admin" : "user",
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    familyMembers: parseFamilyMembers(fromJson(row.family_members, {})),
    createdAt: row.created_at,
  };
}

export async function getUserById(id: string): Promise<User | null> {
  const row = await db().selectFrom("users").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function getUserByProvider(provider: string, providerId: string): Promise<User | null> {
  const row = await db()
    .selectFrom("users")
    .select(columns)
    .where("provider", "=", provider)
    .where("provider_id", "=", providerId)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * The member for a provider identity, created on first sign-in (the nickname prefills the name).
 * Later sign-ins refresh what the provider owns (e-mail, nickname, picture), never what the member
 * entered (name, phone, family).
 */
export async function upsertProviderUser(profile: ProviderProfile, now = new Date()): Promise<User> {
  const timestamp = now.toISOString();
  await db()
    .insertInto("users")
    .values({
      id: randomUUID(),
      provider: profile.provider,
      provider_id: profile.providerId,
      name: profile.nickname,
      name_initials: nameInitials(profile.nickname),
      nickname: profile.nickname,
      email: profile.email,
      avatar_url: profile.avatarUrl,
      phone: null,
      family_members: toJson({}),
      password_hash: null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) =>
      oc.columns(["provider", "provider_id"]).doUpdateSet({
        email: profile.email,
        nickname: profile.nickname,
        avatar_url: profile.avatarUrl,
        updated_at: timestamp,
      }),
    )
    .execute();
  const user = await getUserByProvider(profile.provider, profile.providerId);
  if (!user) throw new Error("user upsert did not persist");
  return user;
}

/** What a person is called on screen: the profile's name, else the sign-in nickname; null with neither (blank is none). */
export function nameOrNickname(name: string | null, nickname: string | null): string | null {
  return name?.trim() || nickname?.trim() || null;
}

/** The name's Korean initial consonants, stored beside it so staff can find 김민수 by ㄱㅁㅅ in the database. */
export function nameInitials(name: string | null): string | null {
  return name ? getChoseong(name.replace(/\s+/g, "")) : null;
}

export interface ProfileUpdate {
  name: string;
  phone: string;
  familyMembers?: FamilyMembers;
}

export async function updateProfile(userId: string, update: ProfileUpdate, now = new Date()): Promise<User> {
  await db()
    .updateTable("users")
    .set({
      name: update.name,
      name_initials: nameInitials(update.name),
      phone: update.phone,
      ...(update.familyMembers ? { family_members: toJson(update.familyMembers) } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
  const user = await getUserById(userId);
  if (!user) throw new Error("profile update for a missing user");
  return user;
}
