import { FamilyBuilder } from "~/components/FamilyBuilder";
import type { FamilyQuestion, FamilyValues } from "~/survey/types/family/answer.server";
import { ANSWER_ERROR_ID, type FieldProps } from "../field";

/** The shared family builder: every add and remove is a post that changes the draft. */
export function FamilyField({ error, family }: FieldProps<FamilyQuestion, FamilyValues>) {
  return (
    <FamilyBuilder
      legend="함께 떠나는 가족"
      members={family.members}
      result={family.result}
      describedBy={error ? ANSWER_ERROR_ID : undefined}
    />
  );
}
