// The family rules (spec 1 §5 Family member add, spec 2 §5): used by sign-up and the survey.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  countFamilyMembers,
  FAMILY_INTENTS,
  FAMILY_TYPES,
  type FamilyMember,
  type FamilyMembers,
  type FamilyType,
} from "~/utils/family";

export const FAMILY_MESSAGES = {
  typeRequired: "가족 구성원을 선택해주세요",
  ageRequired: "나이를 입력해주세요",
  ageInvalid: "나이는 0에서 120 사이의 숫자로 입력해주세요",
  otherLabelRequired: "기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)",
  labelTooLong: "관계명은 20자 이내로 입력해주세요",
  tooMany: "가족은 최대 20명까지 추가할 수 있어요",
} as const;

/** A family of more than this is a mistake or an attack: the list (stored as JSON) stays small. */
export const MAX_FAMILY_MEMBERS = 20;

export const familyMemberInputSchema = z
  .object({
    memberType: z.enum(FAMILY_TYPES, { error: FAMILY_MESSAGES.typeRequired }),
    memberAge: z
      .string({ error: FAMILY_MESSAGES.ageRequired })
      .trim()
      .min(1, FAMILY_MESSAGES.ageRequired)
      .refine((age) => /^\d{1,3}$/.test(age) && Number(age) <= 120, FAMILY_MESSAGES.ageInvalid),
    memberLabel: z.string().trim().max(20, FAMILY_MESSAGES.labelTooLong).optional(),
    memberIsMe: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.memberType === "other" && !value.memberLabel) {
      ctx.addIssue({ code: "custom", path: ["memberLabel"], message: FAMILY_MESSAGES.otherLabelRequired });
    }
  });

export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

/** Adds a member: father and mother replace the one there, the others append (up to the limit). */
export function addFamilyMember(members: FamilyMembers, input: FamilyMemberInput): FamilyMembers {
  if (countFamilyMembers(members) >= MAX_FAMILY_MEMBERS && input.memberType !== "father" && input.memberType !== "mother") return members;
  const member: FamilyMember = { age: String(Number(input.memberAge)), is_me: Boolean(input.memberIsMe) };
  if (input.memberType === "other") member.label = input.memberLabel;
  // Only one member can be 'me'.
  const next = input.memberIsMe ? clearIsMe(members) : structuredClone(members);
  if (input.memberType === "father" || input.memberType === "mother") {
    next[input.memberType] = member;
  } else {
    const key = input.memberType as Exclude<FamilyType, "father" | "mother">;
    next[key] = [...(next[key] ?? []), member];
  }
  return next;
}

export function removeFamilyMember(members: FamilyMembers, type: FamilyType, index: number): FamilyMembers {
  const next = structuredClone(members);
  if (type === "father" || type === "mother") {
    delete next[type];
    return next;
  }
  const key = type as Exclude<FamilyType, "father" | "mother">;
  const list = (next[key] ?? []).filter((_, i) => i !== index);
  if (list.length) next[key] = list;
  else delete next[key];
  return next;
}

function clearIsMe(members: FamilyMembers): FamilyMembers {
  const next = structuredClone(members);
  for (const type of FAMILY_TYPES) {
    const value = (next as Record<string, FamilyMember | FamilyMember[] | undefined>)[type];
    for (const member of Array.isArray(value) ? value : value ? [value] : []) member.is_me = false;
  }
  return next;
}

const storedMember = z.object({
  age: z.union([z.string(), z.number()]).transform(String),
  is_me: z.boolean().default(false),
  label: z.string().optional(),
});

const storedFamily = z
  .object({
    grandfather: z.array(storedMember),
    grandmother: z.array(storedMember),
    father: storedMember,
    mother: storedMember,
    son: z.array(storedMember),
    daughter: z.array(storedMember),
    other: z.array(storedMember),
  })
  .partial();

/** Family members read from storage or a draft; anything malformed is dropped, never thrown. */
export function parseFamilyMembers(value: unknown): FamilyMembers {
  const parsed = storedFamily.safeParse(value ?? {});
  return parsed.success ? (parsed.data as FamilyMembers) : {};
}

/** Whether the adder holds a member that was chosen or typed but not added yet. */
export function hasPendingFamilyMember(formData: FormData): boolean {
  return ["memberType", "memberAge", "memberLabel"].some((name) => {
    const value = formData.get(name);
    return typeof value === "string" && value.trim() !== "";
  });
}

export type FamilyChange = (members: FamilyMembers) => FamilyMembers;

/**
 * The family builder's own buttons: the change to make to the latest list (applied by the caller
 * inside its locked update), or the add's errors; null when the intent is something else.
 * `members` is the list as the form showed it, for the size check's message.
 */
export function familyFormStep(intent: string, formData: FormData, members: FamilyMembers) {
  if (intent === FAMILY_INTENTS.add) {
    const submission = parseWithZod(formData, { schema: familyMemberInputSchema });
    if (submission.status !== "success") return { ok: false as const, reply: submission.reply() };
    if (countFamilyMembers(members) >= MAX_FAMILY_MEMBERS) {
      return { ok: false as const, reply: submission.reply({ fieldErrors: { memberType: [FAMILY_MESSAGES.tooMany] } }) };
    }
    const input = submission.value;
    return { ok: true as const, change: ((latest) => addFamilyMember(latest, input)) satisfies FamilyChange };
  }
  if (intent.startsWith(FAMILY_INTENTS.removePrefix)) {
    const [type, index] = intent.slice(FAMILY_INTENTS.removePrefix.length).split(":");
    if (!FAMILY_TYPES.includes(type as FamilyType)) return { ok: true as const, change: ((latest) => latest) satisfies FamilyChange };
    return { ok: true as const, change: ((latest) => removeFamilyMember(latest, type as FamilyType, Number(index))) satisfies FamilyChange };
  }
  return null;
}
