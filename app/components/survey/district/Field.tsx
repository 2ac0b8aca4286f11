import { RegionCombobox } from "~/components/RegionCombobox";
import type { DistrictQuestion, DistrictValues } from "~/survey/types/district/answer.server";
import { useHydrated } from "~/utils/hydration";
import { ANSWER_ERROR_ID, type FieldProps } from "../field";

/** The shared district combobox: suggestions as you type with JavaScript, search-and-pick posts without. */
export function DistrictField({ values, error, regionSuggestions }: FieldProps<DistrictQuestion, DistrictValues>) {
  const hydrated = useHydrated();
  return (
    <RegionCombobox
      id="question-departure"
      name="regionQuery"
      label="출발지 (시·군·구)"
      defaultValue={values.text}
      defaultProvince={values.province}
      defaultCity={values.city}
      invalid={Boolean(error)}
      errorId={ANSWER_ERROR_ID}
      hydrated={hydrated}
      serverSuggestions={regionSuggestions}
      showDefaults
    />
  );
}
