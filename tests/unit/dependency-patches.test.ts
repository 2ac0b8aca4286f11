// The patches in patches/ are applied by `npm install` (postinstall). If one silently stopped applying
// (a dependency moved), route matching would quietly cost a fifth of the server's CPU again.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("dependency patches", () => {
  it("route matching keeps its ranked branches and compiled paths (decision 39)", () => {
    const source = readFileSync(require.resolve("@remix-run/router"), "utf8");
    expect(source).toContain("rankedBranchesOf(routes)");
    expect(source).toContain("compiledPathCache");
  });

  it("the patched matcher still ranks static paths before dynamic ones", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "post", path: "post/:postId" },
          { id: "create", path: "post/create" },
        ],
      },
    ];
    for (let i = 0; i < 2; i++) {
      expect(matchRoutes(routes, "/post/create")?.at(-1)?.route.id).toBe("create");
      expect(matchRoutes(routes, "/post/42")?.at(-1)?.params.postId).toBe("42");
    }
  });
});
