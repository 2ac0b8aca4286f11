// The floors and their arrows (docs/architecture.md, docs/decisions/0049-areas-and-floors.md): each floor
// imports only from itself and the floors below it, so an arrow that runs back up fails here. And what a
// page's script is made of (docs/decisions/0028-page-script-budget.md).
import { readdirSync, readFileSync } from "node:fs";
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

const inside = (folders: string[]) => (path: string) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));

/**
 * The floors of docs/architecture.md, from the ground up: every file in app/ (and db/ but the seeding)
 * stands on exactly one. The top-level files of app/ are named one by one.
 */
const FLOORS = [
  { name: "ground", folders: ["app/vocabulary", "app/utils", "db"] },
  { name: "domain", folders: ["app/models", "app/services", "app/survey", "app/data", "app/db.server", "app/config.server", "app/config"] },
  { name: "request", folders: ["app/http", "app/forms", "app/messages", "app/content"] },
  {
    name: "pages",
    folders: [
      "app/routes",
      "app/components",
      "app/styles",
      "app/types.d",
      "app/root",
      "app/root.server",
      "app/entry.client",
      "app/entry.server",
      "app/page-rules",
      "app/page-rules.server",
      "app/on-demand-scripts.server",
    ],
  },
] as const;
const ENTRANCES = inside(["db/seed"]);

function floorOf(path: string): number | undefined {
  if (ENTRANCES(path)) return undefined;
  const floor = FLOORS.findIndex(({ folders }) => inside([...folders])(path));
  return floor < 0 ? undefined : floor;
}

const SOURCE = /\.(tsx?|mjs)$/;
const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?|mjs)$/, "");

/** Every source file of app/ and db/, without its extension, and the file it is. */
const FILES = new Map(
  ["app", "db"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file))
      .map((file) => posix.join(dir, file))
      .map((file) => [withoutExtension(file), file] as const),
  ),
);

/** An import's target as a module of FILES ("app/survey/types/index.server"), `app/…` paths kept as written otherwise. */
function resolved(to: string): string {
  if (FILES.has(to) || !FILES.has(`${to}/index`)) return to;
  return `${to}/index`;
}

/** The direct arrows of one module, memoised. */
const arrowsFrom = new Map<string, string[]>();
function importsOf(module: string): string[] {
  let found = arrowsFrom.get(module);
  if (!found) {
    const file = FILES.get(module);
    found = file ? [...new Set(arrowsOfFile(file).map(resolved))].filter((to) => to.startsWith("app/") || to.startsWith("db/")) : [];
    arrowsFrom.set(module, found);
  }
  return found;
}

function arrowsOfFile(file: string): string[] {
  return [
    ...readFileSync(file, "utf8").matchAll(/(?:^\s*(?:import|export)\b[^;]*?from\s+|\bimport\s*\(\s*|^\s*import\s+)"([^"]+)"/gms),
  ].map((match) => {
    const from = match[1]!;
    const to = from.startsWith("~/")
      ? `app/${from.slice(2)}`
      : from.startsWith(".")
        ? posix.normalize(posix.join(posix.dirname(file), from))
        : from;
    return withoutExtension(to);
  });
}

/**
 * The first chain of imports (types count: they are arrows of the design too) from `module` to one
 * that `refused` names, following every module on the way that is not refused itself, or null. An
 * arrow that `allowed(from, to)` permits is taken but not followed.
 */
function chainFrom(
  module: string,
  refused: (to: string) => boolean,
  allowed: (from: string, to: string) => boolean = () => false,
): string[] | null {
  const seen = new Set<string>([module]);
  const queue: string[][] = [[module]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const from = chain.at(-1)!;
    for (const to of importsOf(from)) {
      if (allowed(from, to)) continue;
      if (refused(to)) return [...chain, to];
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push([...chain, to]);
    }
  }
  return null;
}

/** The chains that leave the modules of `folders` for what `refused` names, one per module, as "a → b → c". */
function escapes(folders: readonly string[], refused: (to: string) => boolean, allowed?: (from: string, to: string) => boolean): string[] {
  return [...FILES.keys()]
    .filter((module) => inside([...folders])(module) && !ENTRANCES(module))
    .map((module) => chainFrom(module, refused, allowed))
    .filter((chain): chain is string[] => chain !== null)
    .map((chain) => chain.join(" → "));
}

/** A module above `floor` (a data file, a style sheet, counts by its folder). */
const above = (floor: number) => (to: string) => (floorOf(to) ?? -1) > floor;

describe("floors", () => {
  it("every source file in app/ and db/ stands on a floor (the demo seeding, db/seed.ts, is an entrance)", () => {
    expect([...FILES.keys()].filter((module) => floorOf(module) === undefined && !ENTRANCES(module))).toEqual([]);
  });

  it("finds an arrow that runs up through a module between (so the checks below could fail)", () => {
    arrowsFrom.set("app/vocabulary/__probe", ["app/utils/__between"]);
    arrowsFrom.set("app/utils/__between", ["app/routes/__route"]);
    expect(chainFrom("app/vocabulary/__probe", above(0))).toEqual(["app/vocabulary/__probe", "app/utils/__between", "app/routes/__route"]);
    arrowsFrom.delete("app/vocabulary/__probe");
    arrowsFrom.delete("app/utils/__between");
  });

  it.each(FLOORS.slice(0, 3).map(({ name }, floor) => [name, floor] as const))(
    "the %s floor reaches, import by import, nothing above it",
    (_, floor) => {
      // A form names the intents of the component whose form it reads (docs/architecture.md).
      const formReadsItsComponent = (from: string, to: string) =>
        floor === 2 && from.startsWith("app/forms/") && to.startsWith("app/components/");
      expect(escapes(FLOORS[floor]!.folders, above(floor), formReadsItsComponent)).toEqual([]);
    },
  );

  /** Arrows that once ran up from the domain (the survey, the adapters), each of which must fail it again. */
  const ARROWS_THAT_RAN_UP = [
    ["app/survey/types/district/answer.server", "app/components/RegionCombobox"],
    ["app/survey/types/family/answer.server", "app/components/FamilyBuilder"],
    ["app/survey/types/question", "app/components/form/reply"],
    ["app/survey/types/text/answer.server", "app/http/request.server"],
    ["app/survey/types/budget/answer.server", "app/messages/survey"],
    ["app/survey/answers.server", "app/components/survey/fields"],
    ["app/services/toss-sandbox.server", "app/http/request.server"],
    ["app/services/oauth.server", "app/messages/login"],
    ["app/services/oauth-sandbox.server", "app/messages/login"],
  ] as const;

  it.each(ARROWS_THAT_RAN_UP)("%s → %s, put back, fails the domain floor, and so does every model that reaches it", (from, to) => {
    const before = importsOf(from);
    expect(FILES.has(from), `${from} is no module any more: name its successor here`).toBe(true);
    arrowsFrom.set(from, [...before, to]);
    try {
      const found = escapes(FLOORS[1].folders, above(1));
      expect(found).toContain(`${from} → ${to}`);
      if (from.startsWith("app/survey/")) {
        expect(found.filter((chain) => chain.startsWith("app/models/survey/surveys.server → ") && chain.endsWith(` → ${to}`))).toHaveLength(
          1,
        );
      }
    } finally {
      arrowsFrom.set(from, before);
    }
  });

  it("messaging is its own area, which the others call: the back office holds none of it, and it imports nothing of the back office", () => {
    const messaging = inside(["app/models/messaging"]);
    const backOffice = inside(["app/models/back-office"]);
    expect([...FILES.keys()].filter((module) => backOffice(module) && /notification|outbox|deliver/.test(module))).toEqual([]);
    expect([...FILES.keys()].filter(messaging).flatMap((module) => importsOf(module).filter(backOffice))).toEqual([]);
  });

  it("app/utils holds helpers safe in the browser and on the server: it reaches no server module", () => {
    expect(readdirSync("app/utils", { recursive: true, encoding: "utf8" }).filter((file) => file.includes(".server."))).toEqual([]);
    expect(escapes(["app/utils"], (to) => to.includes(".server"))).toEqual([]);
  });

  it("request helpers and texts (app/http, app/messages) reach no component", () => {
    expect(escapes(["app/http", "app/messages", "app/content"], inside(["app/components"]))).toEqual([]);
  });

  it("only a route imports a route", () => {
    const notRoutes = [...FILES.keys()].filter((module) => !module.startsWith("app/routes/") && !ENTRANCES(module));
    expect(
      notRoutes.flatMap((module) =>
        importsOf(module)
          .filter(inside(["app/routes"]))
          .map((to) => `${module} → ${to}`),
      ),
    ).toEqual([]);
  });
});

describe("a page's script", () => {
  const allPages = readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".server."))
    .map((file) => ({ file, source: readFileSync(join("app/routes", file), "utf8") }))
    .filter(({ source }) => /^export default /m.test(source));
  // The back office's pages too: one route pattern for staff and families alike.
  it.each(allPages.map(({ file }) => file))("%s takes its server code from one module", (file) => {
    const source = allPages.find((page) => page.file === file)!.source;
    const server = valueImportsOf(source).filter((from) => SERVER_ONLY.test(from));
    const serverHalf = `./${posix.basename(file).replace(/\.tsx?$/, ".server")}`;
    expect(
      server.length,
      `${file} imports ${server.join(", ")}: move its loader and action into ${serverHalf}.ts and re-export them from there`,
    ).toBeLessThanOrEqual(1);
    // That one is its own half (or a single call's module, decision 28), never another page's helpers.
    for (const from of server.filter((from) => from.startsWith("."))) expect(from, `${file} imports ${from}`).toBe(serverHalf);
  });

  it("app/routes holds routes and their own server halves only (shared glue lives in app/http or the models)", () => {
    const files = readdirSync("app/routes", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const orphans = files.filter(
      (file) =>
        file.includes(".server.") &&
        !files.includes(file.replace(/\.server\.ts$/, ".tsx")) &&
        !files.includes(file.replace(/\.server\.ts$/, ".ts")),
    );
    expect(orphans).toEqual([]);
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
