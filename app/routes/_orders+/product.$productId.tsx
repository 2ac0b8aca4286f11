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

// The screen is the server's markup until its code is here (Kept, app/components/kept/): fetched once the page has
// hydrated (the screen is in view, so "near" means at once) rather than at the first use, so that the
// district field is live before a finger reaches it: a field replaced under a phone's keyboard closes it.
// The page's own script is the wrapper; a press made before the code is here is carried over.
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
      wake="near"
    />
  );
}
