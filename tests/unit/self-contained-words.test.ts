// Words a newcomer can follow: comments in the code cite what the repository holds (docs/product.md,
// a decision record, a file), never a document outside it (the specification's sections, its
// checklist's items and open questions, an issue of the tracker), and neither do the decision records,
// which name files that exist.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const CODE_FOLDERS = ["app", "server", "scripts", "bench", "db", "tests", ".ci"];
const CODE = /\.(ts|tsx|mjs|js|cjs|css|sql)$|^run$/;

/** Citations of what a newcomer does not have. `RFC 5545 §3.1` and the like (public standards) are fine. */
const OUTSIDE = [
  /\bspec(?:ification)? ?\d\b/i,
  /(?<!RFC \d{1,5} )§ ?\d/,
  /\bchecklist [A-E]-?\d/i,
  /\b(?:open question|OQ) [A-E]-\d/i,
  /\b[B-E]-\d{1,2}\b(?!\w)/,
  /\bissues? #?\d+/i,
  /\bDESIGN §/,
];

function files(folder: string): string[] {
  const here = join(ROOT, folder);
  if (!existsSync(here)) return [];
  return readdirSync(here).flatMap((name) => {
    if (name === "node_modules" || name === "build" || name === "test-results") return [];
    const path = join(here, name);
    return statSync(path).isDirectory() ? files(join(folder, name)) : CODE.test(name) ? [join(folder, name)] : [];
  });
}

/** The comment text of a line (after `//`, or a line of a block comment), roughly: strings with `//` count too. */
function commentOf(line: string): string {
  const at = line.indexOf("//");
  if (at >= 0) return line.slice(at + 2);
  const trimmed = line.trim();
  return trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("{/*") ? trimmed : "";
}

function outsideCitations(text: string): string[] {
  return text
    .split("\n")
    .map(commentOf)
    .filter((comment) => OUTSIDE.some((pattern) => pattern.test(comment)));
}

describe("self-contained words", () => {
  it("finds the citations it is meant to refuse (so the sweep below could fail)", () => {
    const cited = [
      "// The mission log (spec 2 §2.1).",
      "// checklist B-28..B-37",
      "/** As issue 34 measured. */",
      " * open question D-2: a waybill means it left",
      "  {/* as the dashboard shows them (D-44). */}",
    ];
    expect(outsideCitations(cited.join("\n"))).toEqual(cited.map(commentOf));
    expect(outsideCitations('// RFC 5545 §3.3.11: backslash\nconst a = 1; // decision 59\n<ul className="checklist">')).toEqual([]);
  });

  it("no comment in the code cites a document outside the repository", () => {
    const found = CODE_FOLDERS.flatMap(files)
      .filter((file) => file !== "tests/unit/self-contained-words.test.ts")
      .flatMap((file) => outsideCitations(readFileSync(join(ROOT, file), "utf8")).map((comment) => `${file}: ${comment.trim()}`));
    expect(found).toEqual([]);
  });
});

describe("the decision records", () => {
  const folder = join(ROOT, "docs/decisions");
  const records = readdirSync(folder).filter((name) => name.endsWith(".md"));
  const tracked = [
    ...readdirSync(ROOT).map((name) => `./${name}`),
    ...CODE_FOLDERS.concat(["docs", "patches", "public"]).flatMap((top) => everyFile(top)),
  ];

  function everyFile(top: string): string[] {
    const here = join(ROOT, top);
    if (!existsSync(here)) return [];
    return readdirSync(here).flatMap((name) => {
      if (name === "node_modules" || name === "build") return [];
      const path = join(top, name);
      return statSync(join(ROOT, path)).isDirectory() ? [`${path}/`, ...everyFile(path)] : [path];
    });
  }

  it("cite what the repository holds, never a document outside it", () => {
    const found = records.flatMap((record) =>
      readFileSync(join(folder, record), "utf8")
        .split("\n")
        .filter((line) => OUTSIDE.some((pattern) => pattern.test(line)))
        .map((line) => `${record}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("name files and folders that exist", () => {
    const missing: string[] = [];
    for (const record of records) {
      const text = readFileSync(join(folder, record), "utf8");
      // A path from the repository's root (placeholders such as `<area>`, `{a,b}` and `*` excepted).
      for (const [, path] of text.matchAll(/`((?:app|server|tests|scripts|bench|db|patches|docs|public|\.ci)\/[^`\s<{]+)`/g)) {
        const file = path!.replace(/[:#].*$/, "");
        if (file.includes("*")) continue;
        if (!existsSync(join(ROOT, file))) missing.push(`${record}: ${path}`);
      }
      // A file named alone: somewhere in the repository.
      for (const [, name] of text.matchAll(/`([\w.$+[\]-]+\.(?:ts|tsx|mjs|css|sql|patch))`/g))
        if (!name!.startsWith(".") && !tracked.some((path) => path.endsWith(`/${name}`))) missing.push(`${record}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
