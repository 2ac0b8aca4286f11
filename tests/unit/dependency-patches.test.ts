// The patches in patches/ are applied by `npm install` (postinstall). If one silently stopped applying
// (a dependency moved), route matching would quietly cost a fifth of the server's CPU again, and
// Korean pages would carry stray NUL bytes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { createElement } from "react";
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

  // Both builds: the server runs the production one, the tests the development one.
  for (const build of ["production.min", "development"]) {
    it(`React's stream renderer (${build}) keeps Korean text whole at its 2 KB boundaries (decision 41)`, async () => {
      // The package exports only its entry points: the build files are found beside its package.json.
      const cjs = join(dirname(require.resolve("react-dom/package.json")), "cjs");
      const server = require(join(cjs, `react-dom-server.node.${build}.js`)) as typeof import("react-dom/server");
      const legacy = require(join(cjs, `react-dom-server-legacy.node.${build}.js`)) as typeof import("react-dom/server");
      // Paragraphs of one- and three-byte characters in changing lengths, so that the renderer's
      // 2,048-byte boundaries fall inside a character again and again.
      const page = createElement(
        "main",
        null,
        Array.from({ length: 400 }, (_, i) => createElement("p", { key: i, title: `사진 ${i}` }, `${"a".repeat(i % 5)}강릉 해변 ${i}`)),
      );
      const chunks: Buffer[] = [];
      await new Promise<void>((resolve, reject) => {
        const sink = new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        });
        sink.on("finish", resolve);
        const { pipe } = server.renderToPipeableStream(page, { onAllReady: () => pipe(sink), onError: reject });
      });
      const streamed = Buffer.concat(chunks);
      expect(streamed.includes(0)).toBe(false);
      expect(streamed.toString("utf8")).toBe(legacy.renderToString(page));
    });
  }
});
