// The server's own catalogue: every order is priced here, never by the browser (docs/product.md, what it is).
import { formatKrw } from "~/utils/format";
import { findDistrict, findDistrictByAddress, type RegionSuggestion } from "../regions/regions.server";

export type TravelProductType = "signature" | "custom";
export type TripDuration = "day" | "overnight";

export const PRICES = {
  /** Opening special for the day trip (first 100 people); its list price is 49,000 won. */
  day: 9_900,
  overnight: 89_000,
  photobook: 67_900,
} as const;

export const DAY_TRIP_LIST_PRICE = 49_000;

/** The travel prices as pages show them ('9,900원'): the day trip, the overnight trip, the day trip's list price. */
export function shownTripPrices() {
  return { day: formatKrw(PRICES.day), overnight: formatKrw(PRICES.overnight), dayList: formatKrw(DAY_TRIP_LIST_PRICE) };
}

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

/** What a member picks on the product screen; a region only for a custom trip, and only a real district. */
export interface ProductChoice {
  productType: TravelProductType;
  tripDuration: TripDuration | null;
  region: RegionSuggestion | null;
}

/**
 * A choice read from the product screen's address or form (productType, tripDuration, province,
 * city). The browser's province and city count only when they name a district on the list.
 */
export function parseProductChoice(read: (name: string) => string | null): ProductChoice {
  const productType = parseProductType(read("productType"));
  const province = read("province");
  const region = productType === "custom" && province ? (findDistrict(province, read("city") ?? "") ?? null) : null;
  return { productType, tripDuration: parseTripDuration(read("tripDuration")), region };
}

/** The product screen with a choice filled in; its loader reads it back with parseProductChoice. */
export function productPath(choice: ProductChoice): string {
  const query = new URLSearchParams({ productType: choice.productType });
  if (choice.tripDuration) query.set("tripDuration", choice.tripDuration);
  if (choice.productType === "custom" && choice.region) {
    query.set("province", choice.region.province);
    query.set("city", choice.region.city);
  }
  return `/product/default?${query}`;
}

/**
 * The product screen with the choice a travel order was made from (its type, duration and district),
 * for trying again after a failed payment: a new order is made from there. Null for other orders.
 */
export function productPathForOrder(order: { productType: string; metadata: { tripDuration?: string; region?: string } }): string | null {
  if (order.productType !== "custom_travel" && order.productType !== "signature_travel") return null;
  const productType = order.productType === "custom_travel" ? "custom" : "signature";
  const region = productType === "custom" && order.metadata.region ? (findDistrictByAddress(order.metadata.region) ?? null) : null;
  return productPath({ productType, tripDuration: parseTripDuration(order.metadata.tripDuration ?? null), region });
}

export interface TravelProduct {
  productType: TravelProductType;
  /** The order's product type as orders store it (docs/product.md#what-it-is). */
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
