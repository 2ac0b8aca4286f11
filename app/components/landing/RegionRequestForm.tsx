import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/form/ErrorList";
import { PhoneField } from "~/components/form/PhoneField";
import { type FormActionData, fieldValue, formReply } from "~/components/form/reply";
import { RegionCombobox } from "~/components/RegionCombobox";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import { useHydrated } from "~/utils/hydration";
import { LandingSection } from "./Sections";

/** The reply, and the districts found by a search without JavaScript. */
export type RegionRequestActionData = FormActionData<{ suggestions?: RegionSuggestion[] }>;

/**
 * The landing page's section around the form. A new `formKey` (the address's key, after the success
 * redirect) starts an empty form; `submitting` comes from the page (this module loads on demand and
 * takes no router hook: decision 61).
 */
export function RegionRequestSection({
  actionData,
  formKey,
  submitting,
}: {
  actionData: RegionRequestActionData | undefined;
  formKey: string;
  submitting: boolean;
}) {
  return (
    <LandingSection
      id="region-request"
      section="region-request"
      titleId="region-request-title"
      eyebrow="지역 오픈 알림"
      title="우리 동네에도 시그니처 여행이 열리면 알려드릴게요"
      tinted
    >
      <p className="card__text">가고 싶은 지역과 연락처를 남겨주시면 코스가 열릴 때 문자로 가장 먼저 알려드려요.</p>
      <RegionRequestForm key={formKey} actionData={actionData} submitting={submitting} />
    </LandingSection>
  );
}

// The landing page has room for one message line: every field points at it.
const ERROR_ID = "region-request-error";

function RegionRequestForm({ actionData, submitting }: { actionData: RegionRequestActionData | undefined; submitting: boolean }) {
  const hydrated = useHydrated();
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
