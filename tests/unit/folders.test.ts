// The floors and their arrows (docs/architecture.md, docs/decisions/0049-areas-and-floors.md): each floor
// imports only from itself and the floors below it, so an arrow that runs back up fails here. And what a
// page's script is made of (docs/decisions/0028-page-script-budget.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The modules a route file takes values from (types are erased before the browser build), with
 * `export … from` counted as an import.
 */
function valueImportsOf(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/gms)) {
    const [, , typeOnly, clause, from] = match;
    const names = clause!
      .match(/^\{([^}]*)\}$/s)?.[1]
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (typeOnly || names?.every((name) => name.startsWith("type "))) continue;
    found.add(from!);
  }
  return [...found];
}

// Stood in for by an empty module in the browser build, one per distinct name a route imports.
const SERVER_ONLY = /\.server(\.[jt]sx?)?$|^@remix-run\/node$/;

/** Every import of every .ts/.tsx under `dir` (static, `export … from`, `import("…")`), its target
 * resolved to a repository path without extension ("app/models/orders/orders.server"), or the package name. */
function arrowsOf(dir: string): { file: string; to: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|mjs)$/.test(file))
    .map((file) => posix.join(dir, file))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:^\s*(?:import|export)\b[^;]*?from\s+|\bimport\s*\(\s*|^\s*import\s+)"([^"]+)"/gms)].map(
        (match) => {
          const from = match[1]!;
          const to = from.startsWith("~/")
            ? `app/${from.slice(2)}`
            : from.startsWith(".")
              ? posix.normalize(posix.join(posix.dirname(file), from))
              : from;
          return { file, to: to.replace(/\.(tsx?|jsx?|mjs)$/, "") };
        },
      ),
    );
}

const inside = (folders: string[]) => (path: string) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
const IN_APP = inside(["app"]);

describe("floors", () => {
  it("the ground floor, app/vocabulary, imports nothing from app/ outside itself", () => {
    const allowed = inside(["app/vocabulary"]);
    expect(arrowsOf("app/vocabulary").filter(({ to }) => IN_APP(to) && !allowed(to))).toEqual([]);
  });

  it("db/ stands on the ground floor only (the demo seeding, db/seed.ts, runs the models as scripts/ do)", () => {
    const allowed = inside(["app/vocabulary"]);
    const arrows = arrowsOf("db").filter(({ file }) => file !== "db/seed.ts");
    expect(arrows.filter(({ to }) => IN_APP(to) && !allowed(to))).toEqual([]);
  });

  it("app/utils holds helpers safe in the browser and on the server: no server module, and it stands on the ground floor", () => {
    expect(readdirSync("app/utils").filter((file) => file.includes(".server."))).toEqual([]);
    const allowed = inside(["app/utils", "app/vocabulary"]);
    expect(arrowsOf("app/utils").filter(({ to }) => (IN_APP(to) && !allowed(to)) || to.includes(".server"))).toEqual([]);
  });

  it("models (the domain) depend on no screen, form, request or Korean text", () => {
    const above = inside(["app/routes", "app/components", "app/http", "app/forms", "app/messages", "app/root", "app/root.server"]);
    expect(arrowsOf("app/models").filter(({ to }) => above(to))).toEqual([]);
  });

  it("adapters (app/services) serve the models: no screen, form or route", () => {
    const above = inside(["app/routes", "app/components", "app/forms", "app/root", "app/root.server"]);
    expect(arrowsOf("app/services").filter(({ to }) => above(to))).toEqual([]);
  });

  it("request helpers, forms and texts import no route; request helpers and texts no component", () => {
    expect(arrowsOf("app/forms").filter(({ to }) => inside(["app/routes", "app/root"])(to))).toEqual([]);
    const above = inside(["app/routes", "app/components", "app/root", "app/root.server"]);
    expect([...arrowsOf("app/http"), ...arrowsOf("app/messages")].filter(({ to }) => above(to))).toEqual([]);
  });

  it("nothing below the routes imports a route", () => {
    const below = ["components", "models", "services", "http", "forms", "messages", "utils", "vocabulary", "survey", "data"];
    const arrows = below.filter((folder) => existsSync(`app/${folder}`)).flatMap((folder) => arrowsOf(`app/${folder}`));
    expect(arrows.filter(({ to }) => inside(["app/routes"])(to))).toEqual([]);
  });
});

describe("a page's script", () => {
  // The back office's pages are for staff; customers' phones never load them.
  const allPages = readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".server."))
    .map((file) => ({ file, source: readFileSync(join("app/routes", file), "utf8") }))
    .filter(({ source }) => /^export default /m.test(source));
  const pages = allPages.filter(({ file }) => !file.startsWith("admin+/"));

  it.each(pages.map(({ file }) => file))("%s takes its server code from one module", (file) => {
    const source = pages.find((page) => page.file === file)!.source;
    const server = valueImportsOf(source).filter((from) => SERVER_ONLY.test(from));
    const serverHalf = `./${posix.basename(file).replace(/\.tsx?$/, ".server")}`;
    expect(
      server.length,
      `${file} imports ${server.join(", ")}: move its loader and action into ${serverHalf}.ts and re-export them from there`,
    ).toBeLessThanOrEqual(1);
  });

  it("no two pages name different server modules with the same specifier (the browser build would share their stand-in)", () => {
    const named = new Map<string, Set<string>>();
    for (const { file, source } of allPages) {
      for (const from of valueImportsOf(source).filter((from) => from.startsWith(".") && SERVER_ONLY.test(from))) {
        const module = posix.normalize(posix.join(posix.dirname(file), from));
        named.set(from, (named.get(from) ?? new Set()).add(module));
      }
    }
    expect([...named].filter(([, modules]) => modules.size > 1).map(([from, modules]) => `${from}: ${[...modules].join(", ")}`)).toEqual(
      [],
    );
  });

  it("only the root loads the not-found screen: the browser on demand, the server from root.server.ts (pages take it from the root's outlet context)", () => {
    const sources = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const importing = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(join("app", file), "utf8")));
    expect(importing(/from\s+"~\/components\/NotFound"/)).toEqual(["root.server.ts"]);
    expect(importing(/import\("~\/components\/NotFound"\)/)).toEqual(["root.tsx"]);
  });
});
