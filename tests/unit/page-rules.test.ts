// Page rules (app/page-rules.ts): every route module declares its own, and the paths of docs/product.md#areas get
// the rule they always had — matched the way the server matches them (Remix's route manifest from
// remix.config.js, the real route modules).
import { join } from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_REASONS } from "~/messages/login";
import type { PageHandle, PageRule } from "~/page-rules";
import { pageRulesOf } from "~/page-rules.server";
import { PLANNED_PAGES } from "~/routes/$";
import { discoverRoutes } from "../support/route-modules";

type Manifest = Parameters<typeof pageRulesOf>[0];
let manifest: Manifest;
let ruleOf: (pathname: string) => PageRule;

beforeAll(async () => {
  const config = await readConfig(process.cwd());
  const entries = await Promise.all(
    Object.values(config.routes).map(
      async (route) => [route.id, { ...route, module: await import(join(config.appDirectory, route.file)) }] as const,
    ),
  );
  manifest = Object.fromEntries(entries) as Manifest;
  ruleOf = pageRulesOf(manifest);
}, 60_000);

describe("every page declares its rule", () => {
  const members = new Set<unknown>([false, "staff", ...Object.keys(LOGIN_REASONS)]);

  it.each(discoverRoutes().map((route) => route.file))("%s", async (file) => {
    const module = (await import(`../../app/routes/${file}`)) as { default?: unknown; handle?: Partial<PageHandle> };
    const page = module.handle?.page;
    // A resource route (no component) answers before the root and its loader and action guard
    // themselves; a handle would only give it a client module.
    if (!module.default) return expect(module.handle, `${file} has no page: drop its handle`).toBeUndefined();
    expect(page, `${file}: add \`export const handle: PageHandle = { page: { member: … } }\` (app/page-rules.ts)`).toBeDefined();
    const rule = typeof page === "function" ? page("/") : page!;
    expect(members.has(rule.member), `${file}: member is false, "staff" or a login reason`).toBe(true);
    for (const flag of ["footer", "menu", "hydrate"] as const) expect([undefined, true, false]).toContain(rule[flag]);
  });

  it("and the server sees every one of them", () => {
    const files = new Set(Object.values(manifest).map((route) => (route as unknown as { file: string }).file.replace(/^routes\//, "")));
    expect([...files].filter((file) => file !== "root.tsx").sort()).toEqual(discoverRoutes().map((route) => route.file));
  });
});

describe("who may open a page", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/payment/checkout", "purchase"],
    ["/payment/success", "purchase"],
    ["/travel/plan/42", "plan"],
    ["/survey", "survey"],
    ["/survey/7", "survey"],
    ["/survey/done", "survey"],
    ["/scrapbook", "scrapbook"],
    ["/post/create", "review"],
    ["/photobook/default", "photobook"],
    ["/photobook/order", "photobook"],
    ["/signup/complete", "default"],
    ["/signup/complete/", "default"],
  ])("%s needs a signed-in member (%s)", (path, reason) => expect(ruleOf(path).member).toBe(reason));

  it.each(["/", "/auth", "/explore", "/product/default", "/payment/fail", "/post/3", "/about", "/terms", "/surveys", "/admin/login"])(
    "%s is open",
    (path) => expect(ruleOf(path).member).toBe(false),
  );

  it.each(["/admin/dashboard", "/admin/plan/3"])("%s is the back office, for staff", (path) => expect(ruleOf(path).member).toBe("staff"));
  it("/administrator is not the back office", () => expect(ruleOf("/administrator").member).toBe(false));
});

describe("footer and menu", () => {
  it.each([
    "/auth",
    "/signup/complete",
    "/payment/success",
    "/explore",
    "/post/create",
    "/survey",
    "/about",
    "/faq",
    "/admin/login",
    "/admin/dashboard",
    "/photobook/order",
    "/scrapbook",
    "/about/",
    "/survey/3",
    "/survey/done",
  ])("hides the footer on %s", (path) => expect(ruleOf(path).footer).toBe(false));

  it.each(["/", "/terms", "/privacy", "/story", "/dashboard", "/payment/fail", "/post/12", "/nope", "/surveys", "/admin/plan/3"])(
    "shows the footer on %s",
    (path) => expect(ruleOf(path).footer).not.toBe(false),
  );

  it("hides the menu button on login and sign-up only", () => {
    expect(ruleOf("/auth").menu).toBe(false);
    expect(ruleOf("/signup/complete").menu).toBe(false);
    expect(ruleOf("/").menu).not.toBe(false);
    expect(ruleOf("/dashboard").menu).not.toBe(false);
  });

  it.each(["/about", "/faq", "/terms", "/privacy", "/story"])("%s loads no script", (path) => expect(ruleOf(path).hydrate).toBe(false));
  it.each(["/", "/product/default", "/dashboard", "/survey/3"])("%s is hydrated", (path) => expect(ruleOf(path).hydrate).not.toBe(false));
});

describe("spec pages not built yet", () => {
  // The catch-all carries their rules; a route that lands for one of them takes its row along.
  it.each(PLANNED_PAGES.map((planned) => planned.path))("%s is still answered by the catch-all ($.tsx)", async (path) => {
    const { matchRoutes } = await import("@remix-run/react");
    const sample = path.replace(/:\w+/g, "1").replace(/\*$/, "x");
    // Nested as the server nests them: a dialog's `:orderId` is relative to its tab, not a top-level path.
    type Node = { id: string; path?: string; index?: boolean; children: Node[] };
    const routes = Object.values(manifest) as unknown as { id: string; parentId?: string; path?: string; index?: boolean }[];
    const childrenOf = (parentId: string): Node[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) => ({ id: route.id, path: route.path, index: route.index, children: childrenOf(route.id) }));
    const leaf = matchRoutes([{ id: "root", path: "/", children: childrenOf("root") as never }], sample)?.at(-1)?.route.id;
    expect(leaf, `${path} now has a route (${leaf}): move its rule from PLANNED_PAGES in app/routes/$.tsx to that route's handle`).toBe(
      "routes/$",
    );
  });
});
