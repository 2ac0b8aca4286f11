// The consultation-record dialog, opened from a row of the orders tab: the consultation tab's dialog
// route, here at the orders tab's address.
import ConsultationRecord from "./dashboard.consultations.$orderId";

export { action, ErrorBoundary, handle, loader, meta } from "./dashboard.consultations.$orderId";
export default ConsultationRecord;
