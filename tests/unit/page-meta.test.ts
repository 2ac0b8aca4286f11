// Every public page tells search engines and link previews what it is (decision 65): a description and
// Open Graph tags from one helper (app/utils/meta.ts), found by running each public route's `meta` the way
// Remix does (the root's data first in `matches`). A new public page without them fails here.
import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { PageHandle } from "~/page-rules";
import { pageMeta } from "~/utils/meta";
import { discoverRoutes } from "../support/route-modules";

type RouteModule = { default?: unknown; handle?: Partial<PageHandle>; meta?: (args: unknown) => MetaDescriptor[] };

// Public pages that are not the site's own to describe: the development sandboxes (Toss, sign-in),
// staff's sign-in (robots.txt keeps /admin out of search), the catch-all's not-found screen, and the
// plan's share page, whose preview shows the family's plan (issue 35).
const NOT_DESCRIBED = (file: string) =>
  file.startsWith("sandbox+/") || file.startsWith("admin+/") || file === "$.tsx" || file.startsWith("_plan+/share.");

const ORIGIN = "https://www.example.com";

/** A post as the post page's loader gives it: only what its `meta` reads. */
const POST = {
  title: "강릉 여행 후기",
  caption: "강릉 경포해변에 다녀왔어요.\n아이와 함께라서 더 특별했던 하루예요.",
  author: { name: "바다좋아 가족" },
  images: [{ sources: { jpegSrcSet: "/media/v/a/360.jpg 360w, /media/v/a/1080.jpg 1080w", width: 1200, height: 900 } }],
};

/** The loader data a page's `meta` needs to describe the page itself (none for most). */
const DATA: Record<string, unknown> = { "_community+/post.$postId.tsx": { found: { post: POST } } };

function metaOf(file: string, module: RouteModule, pathname: string): MetaDescriptor[] {
  return (
    module.meta?.({
      data: DATA[file],
      params: {},
      location: { pathname, search: "?q=x", hash: "", state: null, key: "default" },
      matches: [{ id: "root", pathname: "/", params: {}, data: { origin: ORIGIN }, meta: [] }],
      error: undefined,
    }) ?? []
  );
}

const content = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  (tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content;

async function publicRoutes() {
  const found: { file: string; pattern: string; module: RouteModule }[] = [];
  // Only modules whose rule reads `member: false` are imported (all of them take seconds); the rule of
  // each is then read from the module itself.
  for (const route of discoverRoutes().filter((r) => /\bmember:\s*false\b/.test(r.source) && !NOT_DESCRIBED(r.file))) {
    const module = (await import(`../../app/routes/${route.file}`)) as RouteModule;
    const page = module.handle?.page;
    const rule = typeof page === "function" ? page(route.pattern) : page;
    if (module.default && rule?.member === false) found.push({ file: route.file, pattern: route.pattern, module });
  }
  return found;
}

const routes = await publicRoutes();

describe("public pages' meta", () => {
  it("covers the pages families open first", () => {
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["/", "/product/:productId", "/explore", "/post/:postId", "/faq", "/about", "/auth"]),
    );
  });

  it.each(routes.map((route) => [route.pattern, route] as const))("%s has a title, a description and its Open Graph tags", (_, route) => {
    const pathname = route.pattern.replace(/:(\w+)/g, "$1-1");
    const tags = metaOf(route.file, route.module, pathname);
    const title = (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
    const description = content(tags, "name", "description");
    expect(title).toMatch(/패밀리트립/);
    // A sentence or two of Korean, as search results show it.
    expect(description).toMatch(/[가-힣]/);
    expect(description!.length).toBeGreaterThanOrEqual(20);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(content(tags, "property", "og:title")).toBe(title);
    expect(content(tags, "property", "og:description")).toBe(description);
    expect(content(tags, "property", "og:locale")).toBe("ko_KR");
    expect(content(tags, "property", "og:site_name")).toBe("패밀리트립");
    // The page's own address, without its query, on the public origin; the same as the canonical link.
    expect(content(tags, "property", "og:url")).toBe(`${ORIGIN}${pathname}`);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}${pathname}` });
    expect(content(tags, "property", "og:image")).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it("a post is an article whose preview shows its first photo at its largest size and its caption on one line", () => {
    const route = routes.find((r) => r.pattern === "/post/:postId")!;
    const tags = metaOf(route.file, route.module, "/post/p1");
    expect(content(tags, "property", "og:type")).toBe("article");
    expect(content(tags, "property", "og:image")).toBe(`${ORIGIN}/media/v/a/1080.jpg`);
    expect(content(tags, "property", "og:image:height")).toBe("810");
    expect(content(tags, "name", "description")).toBe("강릉 경포해변에 다녀왔어요. 아이와 함께라서 더 특별했던 하루예요.");
  });
});

describe("pageMeta", () => {
  const args = { location: { pathname: "/dashboard", search: "", hash: "", state: null, key: "k" }, matches: [] };

  it("gives a member's own page its title and description only", () => {
    expect(pageMeta(args, { title: "내 활동 - 패밀리트립", description: "설명", shared: false })).toEqual([
      { title: "내 활동 - 패밀리트립" },
      { name: "description", content: "설명" },
    ]);
  });

  it("keeps a page only its link's holders open out of search, with its preview and no canonical address", () => {
    const root = [{ id: "root", pathname: "/", params: {}, data: { origin: ORIGIN }, meta: [] }];
    const tags = pageMeta({ ...args, matches: root }, { title: "t - 패밀리트립", description: "d", indexed: false });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ name: "referrer", content: "no-referrer" });
    expect(content(tags, "property", "og:url")).toBe(`${ORIGIN}/dashboard`);
    expect(tags.some((tag) => (tag as { rel?: string }).rel === "canonical")).toBe(false);
  });

  it("leaves out the addresses it cannot make absolute when the root's data is missing (an error page)", () => {
    const tags = pageMeta(args, { title: "t", description: "d" });
    expect(content(tags, "property", "og:title")).toBe("t");
    expect(tags.some((tag) => ["og:url", "og:image"].includes(String((tag as { property?: string }).property)))).toBe(false);
    expect(tags.some((tag) => (tag as { rel?: string }).rel === "canonical")).toBe(false);
  });
});
