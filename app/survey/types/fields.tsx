// The component of every question type, by type name: the browser's half of the table in
// index.server.ts (which it may only read types from).
import type { ComponentType } from "react";
import { BudgetField } from "./budget/Field";
import { CheckboxField } from "./checkbox/Field";
import { DatesField } from "./dates/Field";
import { DistrictField } from "./district/Field";
import { EnergyField } from "./energy/Field";
import { FamilyField } from "./family/Field";
import type { QuestionOf, SurveyFormValues, SurveyQuestion, SurveyQuestionType, ValuesOf } from "./index.server";
import type { FieldProps } from "./question";
import { RankingField } from "./ranking/Field";
import { SelectField } from "./select/Field";
import { TextField } from "./text/Field";

export const QUESTION_FIELDS = {
  district: DistrictField,
  dates: DatesField,
  family: FamilyField,
  select: SelectField,
  checkbox: CheckboxField,
  budget: BudgetField,
  ranking: RankingField,
  energy: EnergyField,
  text: TextField,
} satisfies { [T in SurveyQuestionType]: ComponentType<FieldProps<QuestionOf<T>, ValuesOf<T>>> };

/** The input of one survey question, by its type; every type posts plain form fields. */
export function QuestionField(props: FieldProps<SurveyQuestion, SurveyFormValues>) {
  const Field = QUESTION_FIELDS[props.question.type] as ComponentType<FieldProps<SurveyQuestion, SurveyFormValues>>;
  return <Field {...props} />;
}
