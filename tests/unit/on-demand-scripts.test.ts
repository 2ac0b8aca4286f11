// The modulepreload links of a field loaded on demand: from the compiler's metafile, the files its
// module needs that the importing page does not load already.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { onDemandScriptsOf } from "~/on-demand-scripts.server";
import { ON_DEMAND_FIELDS } from "~/survey/types/deferred-fields.server";
import { ON_DEMAND } from "~/survey/types/fields";

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
      entryPoint: "app/survey/types/district/Field.tsx",
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
    expect(scripts("app/survey/types/district/Field.tsx")).toEqual(["/build/_shared/Field-B.js", "/build/_shared/combobox.js"]);
  });

  it("are none for a module nobody imports on demand, and without a build", () => {
    expect(onDemandScriptsOf(metafile)("app/routes/survey.tsx")).toEqual([]);
    expect(onDemandScriptsOf(null)("app/survey/types/district/Field.tsx")).toEqual([]);
  });

  it("name every survey type that loads on demand, by a file that exists", () => {
    expect(Object.keys(ON_DEMAND_FIELDS).sort()).toEqual([...ON_DEMAND].sort());
    for (const { source } of Object.values(ON_DEMAND_FIELDS)) expect(existsSync(source), source).toBe(true);
  });
});
