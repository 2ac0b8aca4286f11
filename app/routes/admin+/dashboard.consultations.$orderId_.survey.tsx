// An order's survey, opened from its card on the consultation tab: the survey dialog's route, here at
// the consultation tab's address, so closing it comes back to the tab's list as it was.
import SurveyDetail from "./dashboard.surveys.$orderId";

export { ErrorBoundary, handle, loader, meta } from "./dashboard.surveys.$orderId";
export default SurveyDetail;
