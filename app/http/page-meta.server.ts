// A page's head, made where its loader runs: the texts and the Open Graph tags travel in the loader's
// data, and the route's `meta` (metaFromLoader) only reads them (app/utils/meta.ts, decision 65).
import type { MetaDescriptor } from "@remix-run/node";
import { publicOrigin } from "~/config.server";
import { type PageMeta, pageMeta } from "~/utils/meta";
import { backHref } from "./request.server";

export function describePage(request: Request, page: PageMeta): MetaDescriptor[] {
  return pageMeta({ pathname: new URL(request.url).pathname, origin: publicOrigin(request) }, page);
}

/**
 * The head's links to code a page loads on demand (decisions 43, 52, 61): `preload` beside the page's
 * own scripts, `prefetch` once the browser is idle. Part of the head the loader makes, like the rest.
 */
export function scriptLinks(preload: string[], prefetch: string[] = []): MetaDescriptor[] {
  return [
    ...preload.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
    ...prefetch.map((href) => ({ tagName: "link", rel: "prefetch", href })),
  ];
}

/** Loader data of a page that is only text (the FAQ, the brand story): the back link and the head. */
export function contentPageData(request: Request, page: PageMeta) {
  return { backHref: backHref(request), meta: describePage(request, page) };
}
