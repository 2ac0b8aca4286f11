// The patches in patches/ are applied by `npm install` (postinstall). If one silently stopped applying
// (a dependency moved), route matching would quietly cost a fifth of the server's CPU again (and each
// render would build the route table anew), and Korean pages would carry stray NUL bytes.
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
    expect(source).toContain("rememberedMatchesOf(routes)");
  });

  it("a remembered match is handed out as a copy: one caller's change never reaches the next request", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [{ id: "root", path: "/", children: [{ id: "post", path: "post/:postId" }] }];
    const first = matchRoutes(routes, "/post/7")!;
    (first.at(-1)!.params as Record<string, string>).postId = "changed";
    first.push(first[0]!);
    const again = matchRoutes(routes, "/post/7")!;
    expect(again).toHaveLength(2);
    expect(again.at(-1)!.params.postId).toBe("7");
    // The same route objects (the table's), new match objects.
    expect(again.at(-1)!.route).toBe(first[1]!.route);
    expect(again.at(-1)).not.toBe(first[1]);
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
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

  it("a server render's route table and its data routes are made once per build (decision 68)", () => {
    const remixServer = readFileSync(join(dirname(require.resolve("@remix-run/react")), "server.js"), "utf8");
    expect(remixServer).toContain("serverRoutesOf(manifest, routeModules, context)");
    const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");
    const routes = [{ id: "root", path: "/", children: [{ id: "faq", path: "faq" }] }];
    const context = (id: string) =>
      ({
        basename: "/",
        location: { pathname: `/${id}` },
        matches: [{ route: { id }, params: {}, pathname: `/${id}` }],
        loaderData: {},
      }) as never;
    const first = createStaticRouter(routes, context("faq"));
    const second = createStaticRouter(routes, context("root"));
    expect(second.routes).toBe(first.routes);
    // Each render's matches still point at the data routes, and another table has its own.
    expect(second.state.matches[0]?.route).toBe(first.routes[0]);
    expect(first.state.matches[0]?.route).toBe(first.routes[0]?.children?.[0]);
    expect(createStaticRouter([...routes], context("faq")).routes).not.toBe(first.routes);
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
