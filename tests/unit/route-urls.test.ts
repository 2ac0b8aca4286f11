// Grouping the route files into area folders (docs/decisions/0049-areas-and-floors.md) moved files,
// not addresses: every URL pattern, its nesting and which routes are index routes are those listed in
// route-urls.json, taken from the route manifest Remix builds from remix.config.js before the move.
// A new route adds its line here on purpose.
import { readFileSync } from "node:fs";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { expect, it } from "vitest";

it("the route manifest has the same URLs, nesting and index routes as before the move", async () => {
  const { routes } = await readConfig(process.cwd());
  const fullPath = (id: string | undefined): string => {
    const parts: string[] = [];
    for (let route = id ? routes[id] : undefined; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.path) parts.unshift(route.path);
    }
    return `/${parts.join("/")}`;
  };
  const rows = Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const parent = route.parentId && route.parentId !== "root" ? ` in ${fullPath(route.parentId)}` : "";
      return `${fullPath(route.id)}${route.index ? " (index)" : ""}${parent}`;
    })
    .sort();
  const before = JSON.parse(readFileSync("tests/unit/route-urls.json", "utf8")) as string[];
  expect(rows).toEqual(before);
});
