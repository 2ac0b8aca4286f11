// The formatters staff screens use (the app/utils modules, re-exported), for their loaders. A back-office
// route imports them from here, a server module the browser build leaves out, so its script does not
// reach app/utils/format.ts, phone.ts or family.ts: a staff page importing one of those would split it
// from the shared file customer pages load it in, adding files to their scripts
// (docs/decisions/0028-page-script-budget.md).
export { familyRelation, listFamilyMembers } from "~/utils/family";
export { formatDate, formatDateTime, formatKrw, koreanToday } from "~/utils/format";
export { formatPhone, maskPhone } from "~/utils/phone";
