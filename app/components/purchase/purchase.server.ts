// The product screen for the server to render at once; the browser keeps its markup and fetches its
// code only when the screen is used (Kept, app/components/kept/, docs/decisions/0070-kept-markup.md).
import { keptOnServer } from "~/components/kept/kept.server";
import { ProductPurchase } from "./ProductPurchase";

export const PRODUCT_ON_SERVER = keptOnServer({ ProductPurchase });
