// The consultation-record dialog, opened from a row of the orders tab: the consultation tab's dialog
// route, here at the orders tab's address.
import ConsultationRecord from "./admin.dashboard.consultations.$orderId";

export { action, ErrorBoundary, handle, loader, meta } from "./admin.dashboard.consultations.$orderId";
export default ConsultationRecord;
