// Folders that mean what they say: app/utils holds helpers safe in the browser and on the server, and
// models (the domain) depend on no screen and no request. And what a page's script is made of
// (docs/decisions/0028-page-script-budget.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function importsOf(dir: string): { file: string; from: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gms)].map((match) => ({
        file,
        from: match[1]!,
      })),
    );
}

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

describe("folders", () => {
  it("app/utils has no server-only module and imports none", () => {
    expect(readdirSync("app/utils").filter((file) => file.includes(".server."))).toEqual([]);
    expect(importsOf("app/utils").filter(({ from }) => from.includes(".server"))).toEqual([]);
  });

  it("models import no components, routes or request helpers", () => {
    const forbidden = /^(~|\.\.)\/(components|routes|http|root)\b/;
    expect(importsOf("app/models").filter(({ from }) => forbidden.test(from))).toEqual([]);
  });
});

describe("a page's script", () => {
  // The back office's pages are for staff; customers' phones never load them.
  const pages = readdirSync("app/routes")
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".server.") && !file.startsWith("admin."))
    .map((file) => ({ file, source: readFileSync(join("app/routes", file), "utf8") }))
    .filter(({ source }) => /^export default /m.test(source));

  it.each(pages.map(({ file }) => file))("%s takes its server code from one module", (file) => {
    const source = pages.find((page) => page.file === file)!.source;
    const server = valueImportsOf(source).filter((from) => SERVER_ONLY.test(from));
    const serverHalf = `./${file.replace(/\.tsx?$/, ".server")}`;
    expect(
      server.length,
      `${file} imports ${server.join(", ")}: move its loader and action into ${serverHalf}.ts and re-export them from there`,
    ).toBeLessThanOrEqual(1);
  });

  it("only the root loads the not-found screen: the browser on demand, the server from root.server.ts (pages take it from the root's outlet context)", () => {
    const sources = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const importing = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(join("app", file), "utf8")));
    expect(importing(/from\s+"~\/components\/NotFound"/)).toEqual(["root.server.ts"]);
    expect(importing(/import\("~\/components\/NotFound"\)/)).toEqual(["root.tsx"]);
  });
});
