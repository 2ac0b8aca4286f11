// The question components that the browser fetches on demand (fields.tsx; decision 43), imported
// here for the server, which renders them at once. The browser build holds an empty module in this
// file's place, so their code is not in the survey page's script.
import type { OnDemandScripts } from "~/on-demand-scripts.server";
import type { SurveyQuestion } from "~/survey/types/index.server";
import { DistrictField } from "./district/Field";
import { FamilyField } from "./family/Field";

/**
 * The server's half of each on-demand type (fields.tsx has the browser's): its component, and its
 * file as the compiler names it (pages preload that file's scripts).
 */
export const ON_DEMAND_FIELDS = {
  district: { component: DistrictField, source: "app/components/survey/district/Field.tsx" },
  family: { component: FamilyField, source: "app/components/survey/family/Field.tsx" },
} as const;

/** The scripts of these questions' fields, for those that load on demand (none for the others). */
export function onDemandFieldScripts(scripts: OnDemandScripts, ...questions: (SurveyQuestion | undefined)[]): string[] {
  const sources = questions.flatMap((question) =>
    question && question.type in ON_DEMAND_FIELDS ? [ON_DEMAND_FIELDS[question.type as keyof typeof ON_DEMAND_FIELDS].source] : [],
  );
  return [...new Set(sources.flatMap(scripts))];
}
