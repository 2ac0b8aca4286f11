// The planner-note dialog, opened from a card of the consultation tab and, the same module at another
// address, from a row of the orders tab (dashboard.orders.$orderId.note.tsx): closing goes back
// to the tab its address is under. `$orderId_` keeps it out of the consultation dialog's layout: the
// tab shows one dialog at a time.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderDialogError } from "~/components/admin/OrderDialogParts";
import { PlannerNoteDialog } from "~/components/admin/PlannerNoteDialog";
import { PLANNER_NOTE_MESSAGES } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./dashboard.consultations.$orderId_.note.server";

export { action, loader } from "./dashboard.consultations.$orderId_.note.server";

// The console's rule (admin+/dashboard.tsx), declared by every page of it.
export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "플래너 노트 - 관리자 콘솔" }];

export default function ConsultationPlannerNote() {
  const { order, draft, notes, closeTo } = useLoaderData<typeof loader>();
  return <PlannerNoteDialog order={order} draft={draft} notes={notes} closeTo={closeTo} result={useActionData<typeof action>()?.result} />;
}

export function ErrorBoundary() {
  return <OrderDialogError title={PLANNER_NOTE_MESSAGES.dialogTitle} />;
}
