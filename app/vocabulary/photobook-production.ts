// A photobook in production as staff work on it (docs/decisions/0056-photobook-tab.md): the four
// statuses of the console's dropdown, the carriers its tracking dialog offers, and how long a tracking
// number may be. Pure data, shared by the form, the model and the page. The ground floor.
import { PHOTOBOOK_MOVES } from "./lifecycles";
import type { PhotobookStatus } from "./statuses";

/** ordered ('제작 준비'), printing, shipping (part 3's 'shipped'), delivered: the staff's `produce` move. */
export const PHOTOBOOK_PRODUCTION_STATUSES = PHOTOBOOK_MOVES.produce.to;
export type PhotobookProductionStatus = (typeof PHOTOBOOK_PRODUCTION_STATUSES)[number];

export function isInProduction(status: PhotobookStatus): status is PhotobookProductionStatus {
  return (PHOTOBOOK_PRODUCTION_STATUSES as readonly PhotobookStatus[]).includes(status);
}

/** Saving tracking on a book still being made sends it on its way. */
export const MOVES_TO_SHIPPING_WITH_TRACKING: readonly PhotobookStatus[] = ["ordered", "printing"];

/**
 * The carriers staff choose from, by the names they go by in Korea (CJ Logistics, Korea Post, Lotte,
 * Hanjin, Logen, Coupang Rocket, Kyungdong, Daesin). The name is what is stored and shown: a proper
 * noun the family reads on its card and in its text, the same in every place.
 */
export const CARRIERS = ["CJ대한통운", "우체국택배", "롯데택배", "한진택배", "로젠택배", "쿠팡 로켓배송", "경동택배", "대신택배"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Korean waybill numbers run 10–14 digits; room for hyphens and the odd longer one, not for a paragraph. */
export const TRACKING_NUMBER_MAX = 30;
