import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { familyMemberSchema } from "~/forms/family.server";
import { isSignupCompletePath } from "~/http/session.server";
import { FAMILY_MESSAGES } from "~/messages/family";
import { addFamilyMember, parseFamilyMembers, removeFamilyMember } from "~/models/accounts/family.server";
import { countFamilyMembers, listFamilyMembers } from "~/utils/family";
import { formDataOf } from "../support/form-data";

function memberForm(fields: Record<string, string>) {
  return parseWithZod(formDataOf(fields), { schema: familyMemberSchema });
}

describe("family member rules", () => {
  it("requires an age", () => {
    const submission = memberForm({ memberType: "son", memberAge: "" });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.memberAge).toEqual([FAMILY_MESSAGES.ageRequired]);
  });

  it("requires a relationship name for 기타", () => {
    const submission = memberForm({ memberType: "other", memberAge: "40" });
    expect(submission.reply().error?.memberLabel).toEqual(["기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)"]);
    expect(memberForm({ memberType: "other", memberAge: "40", memberLabel: "삼촌" }).status).toBe("success");
  });

  it("rejects an unknown type and a non-numeric age", () => {
    expect(memberForm({ memberType: "cousin", memberAge: "3" }).reply().error?.memberType).toEqual([FAMILY_MESSAGES.typeRequired]);
    expect(memberForm({ memberType: "son", memberAge: "seven" }).reply().error?.memberAge).toEqual([FAMILY_MESSAGES.ageInvalid]);
    expect(memberForm({ memberType: "son", memberAge: "150" }).reply().error?.memberAge).toEqual([FAMILY_MESSAGES.ageInvalid]);
  });

  it("replaces father and mother, appends the others, and keeps one 'me'", () => {
    let family = addFamilyMember({}, { memberType: "father", memberAge: "40", memberIsMe: true });
    family = addFamilyMember(family, { memberType: "father", memberAge: "41" });
    family = addFamilyMember(family, { memberType: "son", memberAge: "7" });
    family = addFamilyMember(family, { memberType: "son", memberAge: "05" });
    family = addFamilyMember(family, { memberType: "mother", memberAge: "39", memberIsMe: true });
    family = addFamilyMember(family, { memberType: "other", memberAge: "60", memberLabel: "이모" });
    expect(family.father).toEqual({ age: "41", is_me: false });
    expect(family.son).toEqual([
      { age: "7", is_me: false },
      { age: "5", is_me: false },
    ]);
    expect(family.mother?.is_me).toBe(true);
    expect(family.other).toEqual([{ age: "60", is_me: false, label: "이모" }]);
    expect(listFamilyMembers(family).map((m) => m.text)).toEqual([
      "아빠 · 41세",
      "엄마 · 39세 (나)",
      "아들 · 7세",
      "아들 · 5세",
      "기타(이모) · 60세",
    ]);
  });

  it("removes one member", () => {
    let family = addFamilyMember({}, { memberType: "daughter", memberAge: "3" });
    family = addFamilyMember(family, { memberType: "daughter", memberAge: "6" });
    family = addFamilyMember(family, { memberType: "mother", memberAge: "33" });
    family = removeFamilyMember(family, "daughter", 0);
    expect(family.daughter).toEqual([{ age: "6", is_me: false }]);
    family = removeFamilyMember(family, "mother", 0);
    family = removeFamilyMember(family, "daughter", 0);
    expect(family).toEqual({});
    expect(countFamilyMembers(family)).toBe(0);
  });

  it("drops malformed stored data instead of throwing", () => {
    expect(parseFamilyMembers({ son: "nope" })).toEqual({});
    expect(parseFamilyMembers(null)).toEqual({});
    expect(parseFamilyMembers({ son: [{ age: 7 }] })).toEqual({ son: [{ age: "7", is_me: false }] });
  });
});

describe("guards", () => {
  // Who may open which page: tests/unit/page-rules.test.ts.
  it("lets a member without a phone number stay on sign-up completion only", () => {
    expect(isSignupCompletePath("/signup/complete")).toBe(true);
    expect(isSignupCompletePath("/signup/complete/")).toBe(true);
    expect(isSignupCompletePath("/signup/completed")).toBe(false);
    expect(isSignupCompletePath("/dashboard")).toBe(false);
  });
});
