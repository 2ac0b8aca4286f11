// Staff for the back office's suites, made through the models like arrange.ts's members: a users row
// with the role 'admin' and a server session, its cookie in the page (staff sign-in itself is the
// staff login's own suite). Also members arranged without signing anyone in, for staff to look at.
import type { Page } from "@playwright/test";
import type { FamilyMembers } from "../../app/utils/family";
import { signInAs } from "./arrange";

// arrange.ts (imported above) has pointed the models at the test server's database.
const { upsertProviderUser, updateProfile } = await import("../../app/models/users.server");
const { db } = await import("../../app/db.server");

function uniqueId(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A staff member signed in on `page`; the user's id. */
export async function signInAsStaff(page: Page, name = "테스트 매니저"): Promise<string> {
  const user = await upsertProviderUser({
    provider: "staff",
    providerId: `e2e-staff-${uniqueId()}`,
    email: null,
    nickname: name,
    avatarUrl: null,
  });
  await db().updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
  await signInAs(page, user.id);
  return user.id;
}

/** A member who finished sign-up with this name, phone and family (nobody signed in); the user's id. */
export async function arrangeMember(input: { name: string; phone: string; familyMembers?: FamilyMembers }): Promise<string> {
  const user = await upsertProviderUser({
    provider: "kakao",
    providerId: `e2e-member-${uniqueId()}`,
    email: null,
    nickname: input.name,
    avatarUrl: null,
  });
  await updateProfile(user.id, { name: input.name, phone: input.phone, familyMembers: input.familyMembers });
  return user.id;
}

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const SYLLABLES = ["가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하", "민", "서", "준", "윤", "현", "우"];

/** A Korean name of four syllables nobody else in the run is likely to have (its initials neither). */
export function randomKoreanName(): string {
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)]!;
  return pick(SURNAMES) + pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
}
