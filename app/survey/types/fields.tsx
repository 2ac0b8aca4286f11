// The component of every question type, by type name: the browser's half of the table in
// index.server.ts (which it may only read types from).
import { type ComponentType, lazy, memo, Suspense } from "react";
import { BudgetField } from "./budget/Field";
import { CheckboxField } from "./checkbox/Field";
import { DatesField } from "./dates/Field";
import * as onServer from "./deferred-fields.server";
import { EnergyField } from "./energy/Field";
import type { QuestionOf, SurveyFormValues, SurveyQuestion, SurveyQuestionType, ValuesOf } from "./index.server";
import type { FieldProps } from "./question";
import { RankingField } from "./ranking/Field";
import { SelectField } from "./select/Field";
import { TextField } from "./text/Field";

/**
 * A question component that the browser fetches only on its own screen: the district combobox and the
 * family builder are 2.7 KiB (gzip) that the other 23 questions would otherwise load
 * (docs/decisions/0043-survey-fields-on-demand.md). The server renders the component itself
 * (deferred-fields.server.ts is an empty module in the browser build), so the page works without
 * JavaScript and is never streamed in pieces.
 */
function onDemand<P>(serverComponent: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return serverComponent ?? (lazy(() => load().then((component) => ({ default: component }))) as ComponentType<P>);
}

/** The types whose component loads on demand (their sources: ON_DEMAND_SOURCES, for the preload). */
export const ON_DEMAND: ReadonlySet<SurveyQuestionType> = new Set(["district", "family"]);

export const QUESTION_FIELDS = {
  district: onDemand(onServer.DistrictField, () => import("./district/Field").then((module) => module.DistrictField)),
  dates: DatesField,
  family: onDemand(onServer.FamilyField, () => import("./family/Field").then((module) => module.FamilyField)),
  select: SelectField,
  checkbox: CheckboxField,
  budget: BudgetField,
  ranking: RankingField,
  energy: EnergyField,
  text: TextField,
} satisfies { [T in SurveyQuestionType]: ComponentType<FieldProps<QuestionOf<T>, ValuesOf<T>>> };

/** The input of one survey question, by its type; every type posts plain form fields. */
export function QuestionField(props: AnyFieldProps) {
  const Field = QUESTION_FIELDS[props.question.type] as ComponentType<AnyFieldProps>;
  return ON_DEMAND.has(props.question.type) ? <Deferred field={Field} {...props} /> : <Field {...props} />;
}

type AnyFieldProps = FieldProps<SurveyQuestion, SurveyFormValues>;

/**
 * Where an on-demand field waits for its code: the Suspense boundary keeps the server's markup until
 * it arrives, then hydrates it. `memo` keeps the boundary still meanwhile: a re-render with new props
 * before then would make React drop the markup and draw the field anew, losing what was typed. So
 * every prop must keep its identity until the page's data changes (the page memoises `family`).
 */
const Deferred = memo(function Deferred({ field: Field, ...props }: AnyFieldProps & { field: ComponentType<AnyFieldProps> }) {
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
});
