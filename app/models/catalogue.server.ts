// The server's own catalogue: every order is priced here, never by the browser (spec 1 §9).
import { findDistrict, type RegionSuggestion } from "./regions.server";

export type TravelProductType = "signature" | "custom";
export type TripDuration = "day" | "overnight";

export const PRICES = {
  /** Opening special for the day trip (first 100 people); its list price is 49,000 won. */
  day: 9_900,
  overnight: 89_000,
  photobook: 67_900,
} as const;

export const DAY_TRIP_LIST_PRICE = 49_000;

export const DURATION_LABELS: Record<TripDuration, string> = { day: "당일치기", overnight: "1박 2일" };

/** Signature regions: Gongju is open, Yeosu is named and coming. */
export const SIGNATURE_REGIONS = [
  { id: "gongju", name: "공주", province: "충청남도", city: "공주시", open: true },
  { id: "yeosu", name: "여수", province: "전라남도", city: "여수시", open: false },
] as const;

export const DEFAULT_SIGNATURE_REGION = SIGNATURE_REGIONS[0];

export function parseProductType(value: string | null): TravelProductType {
  return value === "custom" ? "custom" : "signature";
}

export function parseTripDuration(value: string | null): TripDuration | null {
  return value === "day" || value === "overnight" ? value : null;
}

export interface TravelProduct {
  productType: TravelProductType;
  /** The order's product type as the spec names it. */
  orderProductType: "signature_travel" | "custom_travel";
  tripDuration: TripDuration;
  region: RegionSuggestion;
  /** The short place name shown in headlines: '공주', '강릉시'. */
  regionName: string;
  amount: number;
  orderName: string;
}

/**
 * The product for a choice, or null when the choice is not sellable (a custom trip without a real
 * district). The price comes from the catalogue alone.
 */
export function travelProduct(choice: {
  productType: TravelProductType;
  tripDuration: TripDuration;
  province?: string | null;
  city?: string | null;
}): TravelProduct | null {
  const signature = choice.productType === "signature";
  const region = signature
    ? findDistrict(DEFAULT_SIGNATURE_REGION.province, DEFAULT_SIGNATURE_REGION.city)
    : choice.province
      ? findDistrict(choice.province, choice.city ?? "")
      : undefined;
  if (!region) return null;
  const regionName = signature ? DEFAULT_SIGNATURE_REGION.name : region.city || region.province;
  const kind = signature ? "시그니처" : "맞춤";
  return {
    productType: choice.productType,
    orderProductType: signature ? "signature_travel" : "custom_travel",
    tripDuration: choice.tripDuration,
    region,
    regionName,
    amount: PRICES[choice.tripDuration],
    orderName: `${regionName} ${kind} 여행 플랜 (${DURATION_LABELS[choice.tripDuration]})`,
  };
}
