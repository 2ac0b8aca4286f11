// The family rules, used by sign-up and the survey. The
// adder's form and its messages live in app/forms/family.server.ts and app/messages/family.ts.
import { z } from "zod";
import { countFamilyMembers, FAMILY_TYPES, type FamilyMember, type FamilyMembers, type FamilyType } from "~/utils/family";

/** A family of more than this is a mistake or an attack: the list (stored as JSON) stays small. */
export const MAX_FAMILY_MEMBERS = 20;

/** A member to add, as the adder's checks leave it: age as number text, a label for `other`. */
export interface FamilyMemberInput {
  memberType: FamilyType;
  memberAge: string;
  memberLabel?: string;
  memberIsMe?: boolean;
}

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

/** A change to a family list, applied to the latest list inside a locked update. */
export type FamilyChange = (members: FamilyMembers) => FamilyMembers;
