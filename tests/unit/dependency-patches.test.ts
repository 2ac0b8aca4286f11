// The patches in patches/ are applied by `npm install` (postinstall); docs/decisions/0097-dependency-patches.md
// says what each one saves and what would retire it. Each test below fails when its patch is lost (each
// was run against the unpatched package): route matching would rank the whole table and compile its
// patterns on every match again, each render would build its route tables anew, Korean pages would
// carry stray NUL bytes, and the session recorder would make a throwaway iframe on every page and force
// a layout for each element inside a closed <details>.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { createElement, useContext } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type Router = typeof import("@remix-run/router");

/** Runs `work` with a global function or constructor replaced by a counting stand-in; answers the count. */
function countingCalls(name: "RegExp" | "decodeURIComponent", work: () => void): number {
  const original = globalThis[name] as (...args: never[]) => unknown;
  let calls = 0;
  const counting = new Proxy(original, {
    apply: (target, self, args) => {
      calls++;
      return Reflect.apply(target, self, args);
    },
    construct: (target, args, newTarget) => {
      calls++;
      return Reflect.construct(target, args, newTarget);
    },
  });
  Object.assign(globalThis, { [name]: counting });
  try {
    work();
  } finally {
    Object.assign(globalThis, { [name]: original });
  }
  return calls;
}

describe("@remix-run/router: ranked branches, compiled paths, remembered matches (decision 39)", () => {
  it("ranks a route table once: a route added to a table it has matched is not seen", () => {
    const { matchRoutes } = require("@remix-run/router") as Router;
    const children: { id: string; path: string }[] = [{ id: "faq", path: "faq" }];
    const routes = [{ id: "root", path: "/", children }];
    expect(matchRoutes(routes, "/faq")?.at(-1)?.route.id).toBe("faq");
    // The server's tables never change once built (docs/decisions/0097-dependency-patches.md): the
    // patched matcher keeps their ranked branches; React Router's own ranks them again for every match.
    children.push({ id: "terms", path: "terms" });
    expect(matchRoutes(routes, "/terms")).toBeNull();
    expect(matchRoutes([...routes], "/terms")?.at(-1)?.route.id).toBe("terms");
  });

  it("compiles a path's pattern once, however many matches try it", () => {
    const { matchPath } = require("@remix-run/router") as Router;
    const pattern = { path: "/compiled-once/:id", caseSensitive: false, end: true };
    const compiled = countingCalls("RegExp", () => {
      for (let i = 0; i < 5; i++) expect(matchPath(pattern, `/compiled-once/${i}`)?.params.id).toBe(String(i));
    });
    expect(compiled).toBe(1);
  });

  it("answers a path it has matched before from memory", () => {
    const { matchRoutes } = require("@remix-run/router") as Router;
    const routes = [{ id: "root", path: "/", children: [{ id: "post", path: "post/:postId" }] }];
    matchRoutes(routes, "/post/remembered");
    // The unpatched matcher decodes the path again (decodeURIComponent, a segment at a time) and walks
    // the branches; the remembered answer needs neither.
    const decoded = countingCalls("decodeURIComponent", () => {
      expect(matchRoutes(routes, "/post/remembered")?.at(-1)?.params.postId).toBe("remembered");
    });
    expect(decoded).toBe(0);
  });

  it("hands a remembered match out as a copy: one caller's change never reaches the next request", () => {
    const { matchRoutes } = require("@remix-run/router") as Router;
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

  it("still ranks static paths before dynamic ones", () => {
    const { matchRoutes } = require("@remix-run/router") as Router;
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

// The route component of the render below: it notes the data routes its render was given.
const routesSeenByFaq: unknown[] = [];
function Faq() {
  const { UNSAFE_DataRouterContext } = require("react-router-dom") as typeof import("react-router-dom");
  routesSeenByFaq.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return createElement("p", null, "자주 묻는 질문");
}

describe("route tables once per build (decision 68)", () => {
  it("@remix-run/react: two renders of one build share its route table and data routes", () => {
    const { RemixServer, Outlet } = require("@remix-run/react") as typeof import("@remix-run/react");
    const seen = routesSeenByFaq;
    const route = (id: string, path: string, parentId?: string) => ({
      id,
      path,
      parentId,
      module: `/build/${id}.js`,
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: false,
    });
    const manifest = {
      version: "1",
      url: "/build/manifest.js",
      entry: { module: "/build/entry.js", imports: [] },
      routes: { root: route("root", ""), faq: route("faq", "faq", "root") },
    };
    const routeModules = { root: { default: Outlet }, faq: { default: Faq } };
    const render = () => {
      const staticHandlerContext = {
        basename: "/",
        location: { pathname: "/faq", search: "", hash: "", state: null, key: "default" },
        matches: ["root", "faq"].map((id) => ({ route: { id }, params: {}, pathname: "/faq", pathnameBase: "/" })),
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      };
      const context = { manifest, routeModules, staticHandlerContext, future: {}, isSpaMode: false, serverHandoffString: "{}" };
      return renderToString(createElement(RemixServer, { context: context as never, url: "http://localhost/faq" }));
    };
    expect(render()).toContain("자주 묻는 질문");
    render();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeDefined();
    // Unpatched, RemixServer builds the table anew (createServerRoutes) and createStaticRouter its
    // data routes, for every render.
    expect(seen[1]).toBe(seen[0]);
  });

  it("react-router-dom: createStaticRouter makes a table's data routes once", () => {
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
});

describe("react-dom: whole strings to the stream (decision 41)", () => {
  // Both builds: the server runs the production one, the tests the development one.
  for (const build of ["production.min", "development"]) {
    it(`keeps Korean text whole at the renderer's 2 KB boundaries (${build})`, async () => {
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

// A stand-in for the few DOM pieces the two patched functions touch (the unit tests run without a DOM):
// an element with a parent, `open` for a <details>, scroll offsets that count their reads, and
// `closest` for the one selector the patch asks (any other answers null, so a changed patch fails here).
type FakeElement = {
  tagName: string;
  parent?: FakeElement;
  open?: boolean;
  scrollReads: number;
  attributes: never[];
  classList: { contains: () => boolean; length: number };
  scrollLeft: number;
  scrollTop: number;
  closest(selector: string): FakeElement | null;
};
function fakeElement(tagName: string, parent?: FakeElement, open?: boolean): FakeElement {
  return {
    tagName,
    parent,
    open,
    scrollReads: 0,
    attributes: [],
    classList: { contains: () => false, length: 0 },
    get scrollLeft() {
      this.scrollReads++;
      return 4;
    },
    get scrollTop() {
      this.scrollReads++;
      return 0;
    },
    closest(selector) {
      if (selector !== "details:not([open]) > :not(summary)") return null;
      for (let node: FakeElement | undefined = this; node; node = node.parent)
        if (node.tagName !== "SUMMARY" && node.parent?.tagName === "DETAILS" && !node.parent.open) return node;
      return null;
    },
  };
}

describe("@rrweb/record: the recorder's first snapshot (decision 59)", () => {
  // Both builds: the app's bundle takes the ES module, Node the CommonJS one.
  for (const file of ["record.js", "record.cjs"]) {
    /** The build's own two functions, run against the globals given (the build's other code is only defined). */
    const load = (globals: Record<string, unknown>) => {
      const path = join(dirname(require.resolve("@rrweb/record")), file);
      const source = readFileSync(path, "utf8").replace(/^export \{[^}]*\};?\s*$/m, "");
      const names = Object.keys(globals);
      const body = `${source}\nreturn { getUntaintedPrototype, serializeElementNode };`;
      return new Function("exports", "require", "module", ...names, body)({}, require, {}, ...Object.values(globals)) as {
        getUntaintedPrototype(key: string): object;
        serializeElementNode(element: FakeElement, options: object): { attributes: Record<string, unknown> };
      };
    };

    it(`takes an untouched Element prototype as it is, with no throwaway iframe (${file})`, () => {
      // An Element whose accessor and methods are native code, as a page's are until a script wraps them.
      const prototype = {};
      Object.defineProperty(prototype, "shadowRoot", { get: Object.getOwnPropertyDescriptor(Map.prototype, "size")!.get });
      Object.assign(prototype, { querySelector: String.prototype.trim, querySelectorAll: String.prototype.trimEnd });
      const made: string[] = [];
      const document = {
        createElement: (tag: string) => {
          made.push(tag);
          return { style: {}, contentWindow: null, remove() {} };
        },
        body: { appendChild() {} },
      };
      const { getUntaintedPrototype } = load({ globalThis: { Element: { prototype } }, document });
      expect(getUntaintedPrototype("Element")).toBe(prototype);
      // Unpatched, querySelector(All) are checked as accessors, which they are not: the check fails and
      // rrweb makes an iframe to find an untouched prototype.
      expect(made).toEqual([]);
    });

    it(`reads no scroll offset inside a closed <details>, its summary's and the rest still (${file})`, () => {
      const { serializeElementNode } = load({ HTMLFormElement: class {}, customElements: { get: () => undefined } });
      const options = { doc: {}, blockClass: "rr-block", blockSelector: null, keepIframeSrcFn: () => false };
      const closed = fakeElement("DETAILS", undefined, false);
      const hidden = [fakeElement("DIV", closed)];
      hidden.push(fakeElement("P", hidden[0]));
      const shown = [closed, fakeElement("SUMMARY", closed)];
      const open = fakeElement("DETAILS", undefined, true);
      shown.push(open, fakeElement("DIV", open));
      for (const element of hidden) expect(serializeElementNode(element, options).attributes.rr_scrollLeft).toBeUndefined();
      for (const element of shown) expect(serializeElementNode(element, options).attributes.rr_scrollLeft).toBe(4);
      // Unpatched, every element's offsets are read, each a forced layout of a closed <details>'s content.
      expect(hidden.map((element) => element.scrollReads)).toEqual([0, 0]);
    });
  }
});
