// The consultation-record dialog, opened from a card of the consultation tab and, the same module at
// another address, from a row of the orders tab (dashboard.orders.$orderId.consultation.tsx):
// closing goes back to the tab its address is under.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsultationDialog } from "~/components/admin/ConsultationDialog";
import { OrderDialogError } from "~/components/admin/OrderDialogParts";
import { CONSULTATION_MESSAGES } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./dashboard.consultations.$orderId.server";

export { action, loader } from "./dashboard.consultations.$orderId.server";

// The console's rule (admin+/dashboard.tsx), declared by every page of it.
export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "상담 기록 - 관리자 콘솔" }];

export default function ConsultationRecord() {
  const { order, logs, closeTo } = useLoaderData<typeof loader>();
  return <ConsultationDialog order={order} logs={logs} closeTo={closeTo} result={useActionData<typeof action>()?.result} />;
}

export function ErrorBoundary() {
  return <OrderDialogError title={CONSULTATION_MESSAGES.dialogTitle} />;
}
