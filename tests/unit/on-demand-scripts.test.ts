// The modulepreload links of a field loaded on demand: from the compiler's metafile, the files its
// module needs that the importing page does not load already.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ON_DEMAND_FIELDS } from "~/components/survey/deferred-fields.server";
import { ON_DEMAND } from "~/components/survey/fields";
import { onDemandScriptsOf } from "~/on-demand-scripts.server";

const metafile = {
  outputs: {
    "public/build/routes/survey-A.js": {
      entryPoint: "app/routes/survey.tsx",
      imports: [
        { path: "public/build/_shared/runtime.js", kind: "import-statement" },
        { path: "public/build/_shared/Field-B.js", kind: "dynamic-import" },
      ],
    },
    "public/build/_shared/Field-B.js": {
      entryPoint: "app/components/survey/district/Field.tsx",
      imports: [
        { path: "public/build/_shared/runtime.js", kind: "import-statement" },
        { path: "public/build/_shared/combobox.js", kind: "import-statement" },
      ],
    },
    "public/build/_shared/combobox.js": { imports: [{ path: "public/build/_shared/runtime.js", kind: "import-statement" }] },
    "public/build/_shared/runtime.js": { imports: [] },
    "public/build/_shared/Field-B.js.map": { imports: [] },
  },
};

describe("on-demand scripts", () => {
  it("are the module's file and what it imports, less what the importing page loads", () => {
    const scripts = onDemandScriptsOf(metafile);
    expect(scripts("app/components/survey/district/Field.tsx")).toEqual(["/build/_shared/Field-B.js", "/build/_shared/combobox.js"]);
  });

  it("are none for a module nobody imports on demand, and without a build", () => {
    expect(onDemandScriptsOf(metafile)("app/routes/survey.tsx")).toEqual([]);
    expect(onDemandScriptsOf(null)("app/components/survey/district/Field.tsx")).toEqual([]);
  });

  it("name every survey type that loads on demand, by a file that exists", () => {
    expect(Object.keys(ON_DEMAND_FIELDS).sort()).toEqual([...ON_DEMAND].sort());
    for (const { source } of Object.values(ON_DEMAND_FIELDS)) expect(existsSync(source), source).toBe(true);
  });
});

/** Every app file that some app file imports on demand (`import("./X")`), by its path. */
function onDemandModules(): string[] {
  const sources = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"),
  );
  const found = new Set<string>();
  for (const file of sources) {
    for (const [, specifier] of readFileSync(join("app", file), "utf8").matchAll(
      /(?<!typeof )\bimport\(\s*"((?:\.{1,2}|~)\/[^"]+)"\s*\)/g,
    )) {
      const base = specifier!.startsWith("~/") ? join("app", specifier!.slice(2)) : join("app", dirname(file), specifier!);
      const target = [".tsx", ".ts"].map((ext) => base + ext).find(existsSync);
      expect(target, `${file} imports ${specifier}`).toBeDefined();
      found.add(target!);
    }
  }
  return [...found].sort();
}

describe("modules loaded on demand", () => {
  // @remix-run/react passes these through from react-router-dom; most are defined in react-router. A
  // file loaded on demand is an entry of its own for the compiler, and one naming such a hook itself
  // (not through a file it imports) puts react-router ahead of React DOM in the shared runtime file,
  // which every page loads: same bytes, 0.7 KiB more gzip (docs/decisions/0028-page-script-budget.md).
  const passedThrough = new Set(
    readFileSync("node_modules/@remix-run/react/dist/esm/index.js", "utf8")
      .match(/export \{([^}]+)\} from 'react-router-dom'/)![1]!
      .split(",")
      .map((name) => name.trim()),
  );

  it("are found (the plan's tabs, the survey's fields, the not-found screen)", () => {
    expect(onDemandModules()).toEqual(
      expect.arrayContaining([
        "app/components/NotFound.tsx",
        "app/components/plan/BookingTab.tsx",
        "app/components/survey/district/Field.tsx",
      ]),
    );
  });

  it("take no router hook from @remix-run/react themselves (the page hands them what they need)", () => {
    const offending = onDemandModules().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import \{([^}]+)\} from "@remix-run\/react";/gm)].flatMap(([, names]) =>
        names!
          .split(",")
          .map((name) => name.trim())
          .filter((name) => passedThrough.has(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
