// One district (시·군·구) from the list, searched and picked; saved as its full address.
import { z } from "zod";
import { findDistrict, findDistrictByAddress } from "~/models/regions/regions.server";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

export const districtQuestion = questionShape({ type: z.literal("district") });
export type DistrictQuestion = z.infer<typeof districtQuestion>;

/** The search field's text and the picked district (hidden fields beside it). */
export interface DistrictValues {
  text: string;
  province: string;
  city: string;
}

export const districtAnswer: AnswerType<DistrictQuestion, DistrictValues> = {
  question: districtQuestion,
  schema: (question) =>
    z.object({ province: z.string().optional(), city: z.string().optional() }).transform((value, ctx): SurveyAnswers => {
      const district = findDistrict(value.province ?? "", value.city ?? "");
      if (!district) {
        ctx.addIssue({ code: "custom", path: ["answer"], message: rule("departure") });
        return z.NEVER;
      }
      return { [question.key]: district.fullAddress };
    }),
  toForm(question, answers) {
    const answer = answers[question.key];
    const text = typeof answer === "string" ? answer : "";
    const district = text ? findDistrictByAddress(text) : undefined;
    return { text, province: district?.province ?? "", city: district?.city ?? "" };
  },
  fromForm: (posted) => ({
    text: posted.text("regionQuery"),
    province: posted.text("province"),
    city: posted.text("city"),
  }),
  describe(question, answers) {
    const value = answers[question.key];
    return value === null || value === undefined ? null : String(value);
  },
};
