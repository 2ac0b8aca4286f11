import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useOutletContext } from "@remix-run/react";
import type { PageHandle } from "~/page-rules";
import type { ShellContext } from "~/root";
import styles from "~/styles/payment.css";
import { metaFromLoader } from "~/utils/meta";
import type { action, loader } from "./product.$productId.server";
import { PRODUCT_ON_SERVER } from "./product.$productId.server";

export { action, loader } from "./product.$productId.server";

export const handle: PageHandle = { page: { member: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

// The screen is the server's markup until it is used (Kept in root.tsx): its code, the district
// combobox's with it, is fetched at the first touch, focus or key inside, or when a reply changes it.
const loadPurchase = () => import("~/components/purchase/ProductPurchase").then((module) => module.ProductPurchase);

export default function ProductPage() {
  const { Kept } = useOutletContext<ShellContext>();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  return (
    <Kept
      id="product"
      server={PRODUCT_ON_SERVER?.ProductPurchase}
      load={loadPurchase}
      props={{ loaderData, actionData, starting }}
      wake="use"
    />
  );
}
