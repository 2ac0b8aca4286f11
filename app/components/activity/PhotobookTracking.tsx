// A photobook's carrier and waybill number as the family reads them, the same on the dashboard's card
// and the plan page's tracker (docs/decisions/0056-photobook-tab.md). No link to the carrier's
// site: the number is shown whole, to copy into any tracking app.
export interface PhotobookTrackingInfo {
  trackingCompany: string | null;
  trackingNumber: string | null;
}

/** The fact's label. */
export const TRACKING_LABEL = "송장번호";

/** "CJ대한통운 123456789012", or null before staff saved a number. */
export function trackingText(book: PhotobookTrackingInfo): string | null {
  return book.trackingNumber ? `${book.trackingCompany ?? ""} ${book.trackingNumber}`.trim() : null;
}
