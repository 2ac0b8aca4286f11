// The family builder's form (sign-up and the survey's family question): the adder's fields and its
// buttons (FAMILY_INTENTS, declared beside FamilyBuilder). The list itself lives in a draft; the
// family model changes it.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { FAMILY_INTENTS } from "~/components/FamilyBuilder";
import type { FormResult } from "~/components/form/reply";
import { FAMILY_MESSAGES as M } from "~/messages/family";
import {
  addFamilyMember,
  type FamilyChange,
  type FamilyMemberInput,
  MAX_FAMILY_MEMBERS,
  removeFamilyMember,
} from "~/models/accounts/family.server";
import { countFamilyMembers, FAMILY_TYPES, type FamilyMembers, type FamilyType } from "~/utils/family";

export const familyMemberSchema = z
  .object({
    memberType: z.enum(FAMILY_TYPES, { error: M.typeRequired }),
    memberAge: z
      .string({ error: M.ageRequired })
      .trim()
      .min(1, M.ageRequired)
      .refine((age) => /^\d{1,3}$/.test(age) && Number(age) <= 120, M.ageInvalid),
    memberLabel: z.string().trim().max(20, M.labelTooLong).optional(),
    memberIsMe: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.memberType === "other" && !value.memberLabel) {
      ctx.addIssue({ code: "custom", path: ["memberLabel"], message: M.otherLabelRequired });
    }
  }) satisfies z.ZodType<FamilyMemberInput>;

/** The adder's fields: a submit with any of them filled adds that member first. */
export const FAMILY_MEMBER_FIELDS = ["memberType", "memberAge", "memberLabel"] as const;

/** Whether the adder holds a member that was chosen or typed but not added yet. */
export function hasPendingFamilyMember(formData: FormData): boolean {
  return FAMILY_MEMBER_FIELDS.some((name) => {
    const value = formData.get(name);
    return typeof value === "string" && value.trim() !== "";
  });
}

/**
 * The family builder's own buttons: the change to make to the latest list (applied by the caller
 * inside its locked update), or the add's reply with its errors; null when the intent is something
 * else. `members` is the list as the form showed it, for the size check's message.
 */
export function familyFormStep(
  intent: string,
  formData: FormData,
  members: FamilyMembers,
): { ok: true; change: FamilyChange } | { ok: false; reply: FormResult } | null {
  if (intent === FAMILY_INTENTS.add) {
    const submission = parseWithZod(formData, { schema: familyMemberSchema });
    if (submission.status !== "success") return { ok: false, reply: submission.reply() };
    if (countFamilyMembers(members) >= MAX_FAMILY_MEMBERS) {
      return { ok: false, reply: submission.reply({ fieldErrors: { memberType: [M.tooMany] } }) };
    }
    const input = submission.value;
    return { ok: true, change: (latest) => addFamilyMember(latest, input) };
  }
  if (intent.startsWith(FAMILY_INTENTS.removePrefix)) {
    const [type, index] = intent.slice(FAMILY_INTENTS.removePrefix.length).split(":");
    if (!FAMILY_TYPES.includes(type as FamilyType)) return { ok: true, change: (latest) => latest };
    return { ok: true, change: (latest) => removeFamilyMember(latest, type as FamilyType, Number(index)) };
  }
  return null;
}
