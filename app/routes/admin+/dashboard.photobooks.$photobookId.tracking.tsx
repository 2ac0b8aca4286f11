// The tracking dialog over the photobook tab (docs/decisions/0056-photobook-tab.md): the
// carrier from the eight, the waybill number (digits hinted, not enforced), both required. Saving on a
// book still being made sends it to shipping and tells the family once; closing or saving goes back to
// the list as it was (its search and page kept in the address).
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PHOTOBOOK_TAB } from "~/components/admin/photobook/intents";
import { StaffDialog, StaffDialogError } from "~/components/admin/StaffDialog";
import { StaffInput } from "~/components/admin/StaffFields";
import { BusyLabel } from "~/components/form/BusyLabel";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormActionData, formReply } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { Summary } from "~/components/Summary";
import { PHOTOBOOK_TAB_MESSAGES as M, PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import type { PageHandle } from "~/page-rules";
import { CARRIERS, isInProduction, MOVES_TO_SHIPPING_WITH_TRACKING, TRACKING_NUMBER_MAX } from "~/vocabulary/photobook-production";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import type { loader } from "./dashboard.photobooks.$photobookId.tracking.server";

export { action, loader } from "./dashboard.photobooks.$photobookId.tracking.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "택배 정보 입력 - 관리자 콘솔 - 패밀리트립" }];

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

export default function TrackingDialog() {
  const { book, closeTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.has("number") === true;
  const form = formReply(actionData?.result, {
    id: "tracking",
    defaultValue: { company: book.trackingCompany ?? "", number: book.trackingNumber ?? "" },
  });
  const producing = isInProduction(book.status);
  return (
    <StaffDialog title={`${M.trackingTitle} · ${book.customerName}`} closeTo={closeTo}>
      <Summary
        className="order-brief"
        rows={[
          { label: "주문번호", value: book.name },
          { label: "여행", value: book.travelTitle ?? "—" },
          { label: "상태", value: PHOTOBOOK_STAFF_STATUS_LABELS[book.status] },
        ]}
      />
      {producing ? (
        <Form method="post" className="form staff-form" noValidate aria-busy={saving || undefined}>
          <SelectField field={form.field("company")} label={M.carrierLabel} options={CARRIER_OPTIONS} placeholder={M.carrierPlaceholder} />
          <StaffInput
            field={form.field("number")}
            label={M.numberLabel}
            hint={M.numberHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={TRACKING_NUMBER_MAX}
          />
          <ErrorList id="tracking-error" errors={form.errors("")} live />
          <p className="hint">{savingSays(book)}</p>
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            <BusyLabel busy={saving} busyText={M.saving}>
              {M.save}
            </BusyLabel>
          </button>
        </Form>
      ) : (
        <p className="load-error" role="status">
          {M.trackingBeforeProduction}
        </p>
      )}
    </StaffDialog>
  );
}

/** What saving will do, said beside the button: ship the book, tell the family, or correct what it sees. */
function savingSays(book: { status: PhotobookStatus; trackingNumber: string | null }): string {
  if (MOVES_TO_SHIPPING_WITH_TRACKING.includes(book.status)) return M.trackingMovesToShipping;
  if (book.status === "shipping" && !book.trackingNumber) return M.trackingTellsFamily;
  return M.trackingCorrection;
}

export function ErrorBoundary() {
  return <TrackingDialogError />;
}

function TrackingDialogError() {
  // The list's address, whatever the dialog's: the tab is the segment before the photobook's id.
  return <StaffDialogError title={M.trackingTitle} closeTo={PHOTOBOOK_TAB} notFound={M.photobookMissing} back="목록으로 돌아가기" />;
}
