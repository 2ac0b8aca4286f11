// The planner-note dialog, opened from a row of the orders tab: the consultation tab's dialog route,
// here at the orders tab's address.
import ConsultationPlannerNote from "./dashboard.consultations.$orderId_.note";

export { action, ErrorBoundary, handle, loader, meta } from "./dashboard.consultations.$orderId_.note";
export default ConsultationPlannerNote;
