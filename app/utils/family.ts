// Family members as the survey and sign-up store them (decision 0008): an object keyed by relation, father and mother single,
// the others lists. Shared by the sign-up form, the survey and the back office.

export const FAMILY_TYPES = ["grandfather", "grandmother", "father", "mother", "son", "daughter", "other"] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];

export const FAMILY_LABELS: Record<FamilyType, string> = {
  grandfather: "할아버지",
  grandmother: "할머니",
  father: "아빠",
  mother: "엄마",
  son: "아들",
  daughter: "딸",
  other: "기타",
};

export interface FamilyMember {
  /** Entered as number text. */
  age: string;
  /** This person is the member. */
  is_me: boolean;
  /** Relationship name, for `other` only. */
  label?: string;
}

export type FamilyMembers = {
  father?: FamilyMember;
  mother?: FamilyMember;
} & {
  [T in Exclude<FamilyType, "father" | "mother">]?: FamilyMember[];
};

export interface ListedFamilyMember {
  type: FamilyType;
  /** Position within its list (0 for father and mother). */
  index: number;
  member: FamilyMember;
  /** '아빠 · 38세', '기타(삼촌) · 40세' */
  text: string;
}

/** '아빠', '기타(삼촌)': the relation's label, an 'other' member with its own relationship name. */
export function familyRelation(type: FamilyType, member: FamilyMember): string {
  return type === "other" && member.label ? `${FAMILY_LABELS.other}(${member.label})` : FAMILY_LABELS[type];
}

export function describeFamilyMember(type: FamilyType, member: FamilyMember): string {
  return `${familyRelation(type, member)} · ${member.age}세${member.is_me ? " (나)" : ""}`;
}

/** Every member in a stable order (the order of FAMILY_TYPES, then as added). */
export function listFamilyMembers(members: FamilyMembers): ListedFamilyMember[] {
  const listed: ListedFamilyMember[] = [];
  for (const type of FAMILY_TYPES) {
    const value = members[type];
    const entries = Array.isArray(value) ? value : value ? [value] : [];
    for (const [index, member] of entries.entries()) listed.push({ type, index, member, text: describeFamilyMember(type, member) });
  }
  return listed;
}

export function countFamilyMembers(members: FamilyMembers): number {
  return listFamilyMembers(members).length;
}
