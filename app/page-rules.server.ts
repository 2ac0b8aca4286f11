// The root loader's view of the page rules: which route module a path opens, matched the way Remix
// matches it (the same route manifest, the same matcher), and that module's `handle.page`. The root
// loader cannot see its children's handles, so the server builds this from its build once and hands
// it over in the load context.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { remembered } from "~/utils/remembered";
import { type PageRule, pageRuleOf } from "./page-rules";

type RouteObject = Parameters<typeof matchRoutes>[0][number];
type Manifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: unknown }>;

function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return (route.index ? { ...base, index: true } : { ...base, children }) as RouteObject;
    });
}

/** The page rule of a path, from a build's routes (ServerBuild["routes"], or the same shape in tests). */
export function pageRulesOf(manifest: ServerBuild["routes"] | Manifest): (pathname: string) => PageRule {
  const routes = manifest as Manifest;
  const tree = routeTree(routes);
  // Matching is the costliest part of a page's rule and the same path always gives the same rule.
  return remembered(2000, (pathname) => {
    const handles = (matchRoutes(tree, pathname) ?? []).map((match) => (routes[match.route.id!]?.module as { handle?: unknown })?.handle);
    return pageRuleOf(handles, pathname);
  });
}
