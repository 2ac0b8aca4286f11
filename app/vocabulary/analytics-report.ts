// The analytics tab's ranges (docs/decisions/0058-analytics-tab.md), apart from the tracker's
// vocabulary so the tab's script and the tracker share no chunk (the tracker's budget is 2 KiB).

/** In Korean days, as a GET parameter; 7 unless 30 is asked for. */
export const REPORT_RANGES = [7, 30] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
