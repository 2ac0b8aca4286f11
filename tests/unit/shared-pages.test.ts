// Visitors' shared copies of a page (server/shared-pages.ts), in front of the real compression: one
// render answers the same address for a few seconds and every request that arrives during it; members,
// toasts, refusals and responses that set cookies are never shared.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { inlineCompression } from "../../server/compression";
import { type SharedPagesOptions, sharedPages } from "../../server/shared-pages";

interface Rendered {
  /** How many times the page was rendered. */
  renders: () => number;
  /** How many answers finished, as the server's page-view count (in front of the copies) sees them. */
  finished: () => number;
  url: string;
  close: () => Promise<void>;
}

const servers: Rendered[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/**
 * A server with the shared copies in front of compression (of /explore unless `options` say otherwise),
 * and `page` rendering every address it answers (`render` counts the renders).
 */
async function serve(
  seconds: number,
  page: (req: express.Request, res: express.Response, render: number) => void,
  options: Partial<SharedPagesOptions> = {},
): Promise<Rendered> {
  let renders = 0;
  let finished = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.once("finish", () => {
      finished += 1;
    });
    next();
  });
  app.use(sharedPages({ pages: ["/explore"], seconds, personalCookies: ["__session", "__toast"], ...options }));
  app.use(inlineCompression());
  app.get(
    ["/", "/_root.data", "/explore", "/explore.data", "/faq", "/share/plan/:token", "/share/plan/:token/calendar.ics"],
    (req, res) => {
      renders += 1;
      page(req, res, renders);
    },
  );
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  const server: Rendered = {
    renders: () => renders,
    finished: () => finished,
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => listener.close(() => resolve())),
  };
  servers.push(server);
  return server;
}

/** A page of a couple of kilobytes (worth compressing) that names its render. */
function feedPage(delayMs = 0) {
  return (_req: express.Request, res: express.Response, render: number) => {
    setTimeout(() => {
      res.setHeader("Content-Security-Policy", `script-src 'nonce-render${render}'`);
      res.type("html").send(`<p>render ${render}</p>${"<article>후기</article>".repeat(200)}`);
    }, delayMs);
  };
}

const renderOf = async (response: Response) => (await response.text()).match(/render (\d+)/)?.[1];

describe("shared visitor pages", () => {
  it("answers a visitor's second request from the first render, with its headers and its age", async () => {
    const server = await serve(60, feedPage());
    const first = await fetch(`${server.url}/explore?q=강릉`);
    const second = await fetch(`${server.url}/explore?q=강릉`);
    expect(await renderOf(first)).toBe("1");
    expect(await renderOf(second)).toBe("1");
    expect(second.headers.get("content-security-policy")).toBe("script-src 'nonce-render1'");
    expect(second.headers.get("age")).toBe("0");
    expect(server.renders()).toBe(1);
    // Another address is another page; other paths are never shared.
    expect(await renderOf(await fetch(`${server.url}/explore?q=속초`))).toBe("2");
    await fetch(`${server.url}/faq`);
    await fetch(`${server.url}/faq`);
    expect(server.renders()).toBe(4);
  });

  it("shares the page's data twin too", async () => {
    const server = await serve(60, feedPage());
    await fetch(`${server.url}/explore.data?q=ㄱㄹ`);
    await fetch(`${server.url}/explore.data?q=ㄱㄹ`);
    expect(server.renders()).toBe(1);
  });

  it("never shares with or from a member, or anyone with a toast waiting", async () => {
    const server = await serve(60, feedPage());
    await fetch(`${server.url}/explore`);
    const member = await fetch(`${server.url}/explore`, { headers: { cookie: "theme=dark; __session=abc" } });
    expect(await renderOf(member)).toBe("2");
    expect(member.headers.get("age")).toBeNull();
    expect(await renderOf(await fetch(`${server.url}/explore`, { headers: { cookie: "__toast=xyz" } }))).toBe("3");
    // A cookie of the same ending is not ours: that visitor shares.
    expect(await renderOf(await fetch(`${server.url}/explore`, { headers: { cookie: "my__session=1" } }))).toBe("1");
  });

  it("keeps a copy per encoding: gzip, Brotli and plain", async () => {
    const server = await serve(60, feedPage());
    // fetch unzips the body itself; the header says what was sent.
    const zipped = await fetch(`${server.url}/explore`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await renderOf(zipped)).toBe("1");
    const plain = await fetch(`${server.url}/explore`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await renderOf(plain)).toBe("2");
    const brotli = await fetch(`${server.url}/explore`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await renderOf(brotli)).toBe("3");
    const zippedAgain = await fetch(`${server.url}/explore`, { headers: { "accept-encoding": "gzip" } });
    expect(await renderOf(zippedAgain)).toBe("1");
  });

  it("never shares a refusal, a private page or one that sets a cookie", async () => {
    const answers = [
      (res: express.Response) => res.status(500).send("잠시 후 다시 시도해주세요"),
      (res: express.Response) => res.setHeader("Cache-Control", "private, no-store").send("내 페이지"),
      (res: express.Response) => res.cookie("__toast", "x").send("쿠키"),
    ];
    for (const answer of answers) {
      const server = await serve(60, (_req, res) => answer(res));
      await fetch(`${server.url}/explore`);
      await fetch(`${server.url}/explore`);
      expect(server.renders()).toBe(2);
    }
  });

  it("renders once for every visitor who asks while that render runs, even with copies off", async () => {
    const server = await serve(0, feedPage(200));
    const pages = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/explore`).then(renderOf)));
    expect(pages).toEqual(Array(10).fill("1"));
    expect(server.renders()).toBe(1);
    // With copies off, the next request renders again.
    expect(await renderOf(await fetch(`${server.url}/explore`))).toBe("2");
  });

  it("sends those waiting to render their own when the render cannot be shared", async () => {
    const server = await serve(60, (_req, res, render) =>
      setTimeout(() => (render === 1 ? res.status(503).send("render 1") : res.send(`render ${render}`)), 100),
    );
    const pages = await Promise.all(Array.from({ length: 3 }, () => fetch(`${server.url}/explore`).then(renderOf)));
    expect(pages[0]).toBe("1");
    expect(new Set(pages.slice(1)).size).toBe(2);
    expect(server.renders()).toBe(3);
  });

  it("renders again once the copy is older than its seconds", async () => {
    const server = await serve(1, feedPage());
    await fetch(`${server.url}/explore`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await renderOf(await fetch(`${server.url}/explore`))).toBe("2");
  });
  it("shares the pages listed, the home page's data twin and a path's pattern, and nothing beside them", async () => {
    const server = await serve(60, feedPage(), { pages: ["/", "/share/plan/:token"] });
    for (const path of ["/", "/_root.data", "/share/plan/abc", "/share/plan/abc.data"]) {
      await fetch(`${server.url}${path}`);
      await fetch(`${server.url}${path}`);
    }
    expect(server.renders()).toBe(4);
    // Another token is another page; the link's calendar file is not the page; /explore is not listed here.
    await fetch(`${server.url}/share/plan/xyz`);
    for (const path of ["/share/plan/abc/calendar.ics", "/explore"]) {
      await fetch(`${server.url}${path}`);
      await fetch(`${server.url}${path}`);
    }
    expect(server.renders()).toBe(9);
  });

  it("keeps a private page only where the list says its privacy is for browsers and proxies", async () => {
    const privatePage = (_req: express.Request, res: express.Response, render: number) =>
      res.setHeader("Cache-Control", "private, no-store").send(`render ${render}`);
    const server = await serve(60, privatePage, { pages: ["/faq", { path: "/share/plan/:token", evenPrivate: true }] });
    for (const path of ["/faq", "/faq", "/share/plan/abc", "/share/plan/abc"]) await fetch(`${server.url}${path}`);
    expect(server.renders()).toBe(3);
    // What it said to browsers goes out with the copy.
    expect((await fetch(`${server.url}/share/plan/abc`)).headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps a copy per variant: a page drawn from the Referer is never answered to a visitor from elsewhere", async () => {
    const server = await serve(60, (req, res, render) => res.send(`render ${render} back to ${req.get("referer") ?? "home"}`), {
      pages: ["/faq"],
      variant: (req) => req.get("referer") ?? "",
    });
    const from = (referer?: string) => fetch(`${server.url}/faq`, { headers: referer ? { referer } : {} }).then((r) => r.text());
    expect(await from(`${server.url}/explore?q=a`)).toBe(`render 1 back to ${server.url}/explore?q=a`);
    expect(await from()).toBe("render 2 back to home");
    expect(await from(`${server.url}/explore?q=a`)).toBe(`render 1 back to ${server.url}/explore?q=a`);
    expect(await from()).toBe("render 2 back to home");
  });

  it("finishes every answer, copies and waiters too, so the page-view count before it counts each once", async () => {
    const server = await serve(60, feedPage(100));
    const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}/explore`).then(renderOf)));
    await fetch(`${server.url}/explore`);
    expect(pages).toEqual(Array(5).fill("1"));
    expect(server.renders()).toBe(1);
    expect(server.finished()).toBe(6);
  });
});
