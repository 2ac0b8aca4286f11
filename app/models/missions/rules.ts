// What staff may write for a plan's missions and bookable products: the limits the editor's forms,
// the models and the tests share (pure, so the form's schema and the model check the same numbers).

export const MISSION_LIMITS = {
  title: 60,
  description: 500,
  hint: 200,
  minPoints: 1,
  maxPoints: 1000,
  /** Missions one plan holds. */
  perPlan: 50,
} as const;

export const PRODUCT_LIMITS = {
  name: 60,
  category: 20,
  description: 500,
  /** Whole won. */
  maxPrice: 10_000_000,
  /** Products one plan holds. */
  perPlan: 50,
} as const;

export interface MissionInput {
  /** The chapter (a published travel_plan_activities row of the plan). */
  activityId: string;
  title: string;
  description: string;
  points: number;
  hint: string | null;
  /** A confirmed staff image of the plan's library, or none. */
  imageUploadId: string | null;
}

export interface ProductInput {
  activityId: string;
  name: string;
  category: string;
  /** Whole won. */
  price: number;
  description: string;
  imageUploadId: string | null;
}

function within(value: string, max: number, required: boolean): boolean {
  const length = [...value.trim()].length;
  return length <= max && (!required || length > 0);
}

/** The input with its texts trimmed and an empty hint as none. */
export function tidyMission(input: MissionInput): MissionInput {
  const hint = input.hint?.trim() ?? "";
  return { ...input, title: input.title.trim(), description: input.description.trim(), hint: hint === "" ? null : hint };
}

export function tidyProduct(input: ProductInput): ProductInput {
  return { ...input, name: input.name.trim(), category: input.category.trim(), description: input.description.trim() };
}

export function missionBreaksRules(input: MissionInput): boolean {
  return (
    typeof input.activityId !== "string" ||
    input.activityId === "" ||
    !within(input.title, MISSION_LIMITS.title, true) ||
    !within(input.description, MISSION_LIMITS.description, true) ||
    !within(input.hint ?? "", MISSION_LIMITS.hint, false) ||
    !Number.isInteger(input.points) ||
    input.points < MISSION_LIMITS.minPoints ||
    input.points > MISSION_LIMITS.maxPoints
  );
}

export function productBreaksRules(input: ProductInput): boolean {
  return (
    typeof input.activityId !== "string" ||
    input.activityId === "" ||
    !within(input.name, PRODUCT_LIMITS.name, true) ||
    !within(input.category, PRODUCT_LIMITS.category, true) ||
    !within(input.description, PRODUCT_LIMITS.description, false) ||
    !Number.isSafeInteger(input.price) ||
    input.price < 0 ||
    input.price > PRODUCT_LIMITS.maxPrice
  );
}
