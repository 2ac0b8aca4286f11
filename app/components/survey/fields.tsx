// The component of every question type, by type name: the browser's half of the table in
// index.server.ts (which it may only read types from).
import { type ComponentType, lazy, memo, Suspense, useState } from "react";
import type { QuestionOf, SurveyFormValues, SurveyQuestion, SurveyQuestionType, ValuesOf } from "~/survey/types/index.server";
import { BudgetField } from "./budget/Field";
import { CheckboxField } from "./checkbox/Field";
import { DatesField } from "./dates/Field";
import * as onServer from "./deferred-fields.server";
import { EnergyField } from "./energy/Field";
import type { FieldProps } from "./field";
import { RankingField } from "./ranking/Field";
import { SelectField } from "./select/Field";
import { TextField } from "./text/Field";

type AnyFieldProps = FieldProps<SurveyQuestion, SurveyFormValues>;

/**
 * The components that the browser fetches only on their own screens: the district combobox and the
 * family builder are 2.6 KiB (gzip) that the other 23 questions would otherwise load
 * (docs/decisions/0043-survey-fields-on-demand.md).
 */
const ON_DEMAND_IMPORTS = {
  district: () => import("./district/Field").then((module) => module.DistrictField),
  family: () => import("./family/Field").then((module) => module.FamilyField),
};
type OnDemandType = keyof typeof ON_DEMAND_IMPORTS;

/** The types whose component loads on demand (the server's half: ON_DEMAND_FIELDS). */
export const ON_DEMAND: ReadonlySet<SurveyQuestionType> = new Set(Object.keys(ON_DEMAND_IMPORTS) as OnDemandType[]);

/**
 * Each on-demand component once it is here: at once on the server, which imports them itself
 * (deferred-fields.server.ts is an empty module in the browser build), so a page without JavaScript
 * gets the whole form and is never streamed in pieces; in the browser, after `loadQuestionField`.
 */
const arrived: { [T in OnDemandType]?: ComponentType<AnyFieldProps> } = Object.fromEntries(
  Object.entries(onServer.ON_DEMAND_FIELDS ?? {}).map(([type, field]) => [type, field.component]),
);

function isOnDemand(type: SurveyQuestionType): type is OnDemandType {
  return ON_DEMAND.has(type);
}

/** Fetches a type's component when it loads on demand: the page's clientLoader waits for it. */
export async function loadQuestionField(type: SurveyQuestionType): Promise<void> {
  if (isOnDemand(type) && !arrived[type]) arrived[type] = (await ON_DEMAND_IMPORTS[type]()) as ComponentType<AnyFieldProps>;
}

const waiting = new Map<OnDemandType, ComponentType<AnyFieldProps>>();

/** A screen opened directly hydrates before the code is here: React waits for it in the field's boundary. */
function waitingFor(type: OnDemandType): ComponentType<AnyFieldProps> {
  let Field = waiting.get(type);
  if (!Field) {
    Field = lazy(() => loadQuestionField(type).then(() => ({ default: arrived[type]! })));
    waiting.set(type, Field);
  }
  return Field;
}

/**
 * An on-demand field. Its Suspense boundary keeps the server's markup until the code arrives, then
 * hydrates it. `memo` keeps the boundary still meanwhile: a re-render with new props before then
 * would make React drop the markup and draw the field anew, losing what was typed. So every prop must
 * keep its identity until the page's data changes (the page memoises `family`). The component is
 * chosen once: switching from the waiting one to the arrived one would mount the field again.
 */
const OnDemandField = memo(function OnDemandField(props: AnyFieldProps) {
  const type = props.question.type as OnDemandType;
  const [Field] = useState(() => arrived[type] ?? waitingFor(type));
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
});

export const QUESTION_FIELDS = {
  district: OnDemandField,
  dates: DatesField,
  family: OnDemandField,
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
  return <Field {...props} />;
}
