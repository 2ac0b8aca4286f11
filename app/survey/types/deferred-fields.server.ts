// The question components that the browser fetches on their own screens (`deferred` in fields.tsx),
// imported here for the server, which renders them at once. The browser build holds an empty module
// in this file's place, so their code is not in the survey page's script.
export { DistrictField } from "./district/Field";
export { FamilyField } from "./family/Field";

/** Each on-demand type's component file, as the compiler names it: the screen preloads its scripts. */
export const ON_DEMAND_SOURCES = {
  district: "app/survey/types/district/Field.tsx",
  family: "app/survey/types/family/Field.tsx",
} as const;
