import { Form, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/form/ErrorList";
import { PhoneField } from "~/components/form/PhoneField";
import { type FormActionData, fieldValue, formReply } from "~/components/form/reply";
import { RegionCombobox } from "~/components/RegionCombobox";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import { useHydrated } from "~/utils/hydration";

/** The reply, and the districts found by a search without JavaScript. */
export type RegionRequestActionData = FormActionData<{ suggestions?: RegionSuggestion[] }>;

// The landing page has room for one message line: every field points at it.
const ERROR_ID = "region-request-error";

export function RegionRequestForm({ actionData }: { actionData: RegionRequestActionData | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const form = formReply(actionData?.result, { id: "region-request" });
  const name = form.field("name", { errorId: ERROR_ID });
  const phone = form.field("phone", { errorId: ERROR_ID });

  return (
    <Form method="post" action="/?index" preventScrollReset className="region-form" id="region-request-form" noValidate>
      <RegionCombobox
        id={name.id}
        name={name.name}
        label="희망 지역"
        showDefaults
        defaultValue={fieldValue(name)}
        defaultProvince={fieldValue(form.field("province"))}
        defaultCity={fieldValue(form.field("city"))}
        invalid={name.errors !== undefined}
        errorId={name.errorId}
        hydrated={hydrated}
        serverSuggestions={actionData?.suggestions}
        emptyHint="일치하는 지역이 없어요. 입력한 이름 그대로 신청할 수도 있어요."
      />
      <PhoneField field={phone} label="연락처" showError={false} />
      {/* Honeypot: people never see or fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="region-request-website">웹사이트</label>
        <input id="region-request-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <ErrorList id={ERROR_ID} errors={form.errors("", "name", "phone")} live />
      <button type="submit" name="intent" value="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? "신청 중..." : "오픈 알림 신청하기"}
      </button>
      <p className="fine-print">무료로 신청할 수 있으며, 입력하신 정보는 오픈 알림 문자 발송에만 사용됩니다.</p>
    </Form>
  );
}
