// The family on this trip. The list lives in the draft, changed member by member by the family
// builder's own posts; '다음' only checks that someone is going.
import { z } from "zod";
import { parseFamilyMembers } from "~/models/accounts/family.server";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { describeFamilyMember, type FamilyType, listFamilyMembers } from "~/utils/family";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

export const familyQuestion = questionShape({ type: z.literal("family") });
export type FamilyQuestion = z.infer<typeof familyQuestion>;

/** The builder's fields come from the draft's members and the last failed add, not from here. */
export type FamilyValues = Record<string, never>;

export const familyAnswer: AnswerType<FamilyQuestion, FamilyValues> = {
  question: familyQuestion,
  readsContext: true,
  schema: (question, { family }) =>
    z.object({}).transform((_, ctx): SurveyAnswers => {
      if (listFamilyMembers(family).length === 0) {
        ctx.addIssue({ code: "custom", path: ["answer"], message: rule("family") });
        return z.NEVER;
      }
      return { [question.key]: family };
    }),
  toForm: () => ({}),
  fromForm: () => ({}),
  describe(question, answers) {
    const value = answers[question.key];
    if (value === null || value === undefined) return null;
    return listFamilyMembers(parseFamilyMembers(value))
      .map((entry) => describeFamilyMember(entry.type as FamilyType, entry.member))
      .join(", ");
  },
};
