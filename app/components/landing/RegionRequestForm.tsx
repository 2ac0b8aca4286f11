import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { PhoneInput } from "~/components/PhoneInput";
import { RegionCombobox } from "~/components/RegionCombobox";
import { formResultReader } from "~/utils/form-result";
import { useHydrated } from "~/utils/hydration";
import type { RegionSuggestion } from "~/models/regions.server";

export interface RegionRequestValues {
  name?: string;
  phone?: string;
  province?: string;
  city?: string;
}

export interface RegionRequestActionData {
  result?: SubmissionResult<string[]>;
  /** Values to show again after a search or a pick without JavaScript. */
  values?: RegionRequestValues;
  /** Suggestions found by the server for a search without JavaScript. */
  suggestions?: RegionSuggestion[];
}

export function RegionRequestForm({ actionData }: { actionData: RegionRequestActionData | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const result = formResultReader(actionData?.result);
  const values = actionData?.values;
  const value = (name: keyof RegionRequestValues) => values?.[name] ?? result.value(name);
  const nameError = result.error("name");
  const phoneError = result.error("phone");
  const formError = result.error("") ?? nameError ?? phoneError;
  const errorId = "region-request-error";

  return (
    <Form method="post" action="/?index" preventScrollReset className="region-form" id="region-request-form" noValidate>
      <RegionCombobox
        id="region-request-name"
        name="name"
        label="희망 지역"
        showDefaults
        defaultValue={value("name")}
        defaultProvince={value("province")}
        defaultCity={value("city")}
        invalid={Boolean(nameError)}
        errorId={errorId}
        hydrated={hydrated}
        serverSuggestions={actionData?.suggestions}
        emptyHint="일치하는 지역이 없어요. 입력한 이름 그대로 신청할 수도 있어요."
      />
      <div className="field">
        <label htmlFor="region-request-phone">연락처</label>
        <PhoneInput id="region-request-phone" defaultValue={value("phone")} errorId={phoneError ? errorId : undefined} />
      </div>
      {/* Honeypot: people never see or fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="region-request-website">웹사이트</label>
        <input id="region-request-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={errorId} className="form-error" role="alert">
        {formError ?? ""}
      </p>
      <button type="submit" name="intent" value="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? "신청 중..." : "오픈 알림 신청하기"}
      </button>
      <p className="fine-print">
        무료로 신청할 수 있으며, 입력하신 정보는 오픈 알림 문자 발송에만 사용됩니다.
      </p>
    </Form>
  );
}
