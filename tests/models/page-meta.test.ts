// Every public page tells search engines and link previews what it is (decision 65): a description and
// Open Graph tags, made by its loader on the server and read by its `meta` (app/utils/meta.ts), found by
// running each public route's loader and then its `meta` the way Remix does. A new public page without
// them fails here.
import type { MetaDescriptor } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageHandle } from "~/page-rules";
import { postPageMeta } from "~/routes/_community+/post.$postId.server";
import { arrangePost } from "../support/community-posts";
import { arrangeMember } from "../support/people";
import { discoverRoutes } from "../support/route-modules";

type RouteModule = {
  default?: unknown;
  handle?: Partial<PageHandle>;
  loader?: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
  meta?: (args: unknown) => MetaDescriptor[];
};

// Public pages that are not the site's own to describe: the development sandboxes (Toss, sign-in),
// staff's sign-in (robots.txt keeps /admin out of search), the catch-all's not-found screen, and the
// plan's share page, whose preview shows the family's plan (tests/models/share-to-kakao.test.ts).
const NOT_DESCRIBED = (file: string) =>
  file.startsWith("sandbox+/") || file.startsWith("admin+/") || file === "$.tsx" || file.startsWith("_plan+/share.");

const ORIGIN = "https://www.example.com";

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

/** A page's tags as a visitor's request makes them: its loader on the address (with a query), then its `meta`. */
async function metaOf(module: RouteModule, pathname: string, params: Record<string, string>): Promise<MetaDescriptor[]> {
  const request = new Request(`${ORIGIN}${pathname}?q=x`);
  const loaded = await module.loader?.({ request, params, context: {} });
  // `data(value, init)` answers carry the value in `data`.
  const value = loaded && typeof loaded === "object" && "init" in loaded && "data" in loaded ? loaded.data : loaded;
  return (
    module.meta?.({
      data: value,
      params,
      location: { pathname, search: "?q=x", hash: "", state: null, key: "default" },
      matches: [{ id: "root", pathname: "/", params: {}, data: {}, meta: [{ title: "root" }] }],
      error: undefined,
    }) ?? []
  );
}

const content = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  (tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content;

let postId = "";
beforeAll(async () => {
  const author = await arrangeMember({ name: "바다좋아" });
  postId = await arrangePost({
    authorId: author.id,
    title: "강릉 여행 후기",
    caption: "강릉 경포해변에 다녀왔어요.\n아이와 함께라서 더 특별했던 하루예요.",
    photos: 1,
  });
});

/** A real address for a pattern: the arranged post, else the only product. */
const paramsOf = (pattern: string): Record<string, string> =>
  pattern === "/post/:postId" ? { postId } : pattern === "/product/:productId" ? { productId: "default" } : {};
const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => paramsOf(pattern)[name] ?? name);

describe("public pages' meta", () => {
  it("covers the pages families open first", () => {
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["/", "/product/:productId", "/explore", "/post/:postId", "/faq", "/about", "/auth"]),
    );
  });

  it.each(routes.map((route) => [route.pattern, route] as const))(
    "%s has a title, a description and its Open Graph tags",
    async (pattern, route) => {
      const pathname = pathOf(pattern);
      const tags = await metaOf(route.module, pathname, paramsOf(pattern));
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
    },
  );

  it("a post is an article whose preview shows its first photo and its caption on one line", async () => {
    const route = routes.find((r) => r.pattern === "/post/:postId")!;
    const tags = await metaOf(route.module, `/post/${postId}`, { postId });
    expect(content(tags, "property", "og:type")).toBe("article");
    expect(content(tags, "property", "og:image")).toMatch(new RegExp(`^${ORIGIN}/media/.+\\.jpg$`));
    expect(content(tags, "name", "description")).toBe("강릉 경포해변에 다녀왔어요. 아이와 함께라서 더 특별했던 하루예요.");
  });

  it("a missing post's page says so and stays out of previews", async () => {
    const route = routes.find((r) => r.pattern === "/post/:postId")!;
    const tags = await metaOf(route.module, "/post/no-such-post", { postId: "no-such-post" });
    expect(tags).toEqual([
      { title: "게시글을 찾을 수 없어요 - 패밀리트립" },
      { name: "description", content: "삭제되었거나 주소가 바뀐 여행 후기예요." },
    ]);
  });
});

describe("postPageMeta", () => {
  const post = {
    title: "강릉 여행 후기",
    caption: "바다",
    author: { name: "바다좋아 가족" },
    images: [
      {
        sources: {
          webpSrcSet: "",
          jpegSrcSet: "/media/v/a/360.jpg 360w, /media/v/a/1080.jpg 1080w",
          fallback: "",
          width: 1200,
          height: 900,
        },
      },
    ],
  } as unknown as Parameters<typeof postPageMeta>[0];

  it("shows the first photo at its largest JPEG size, with that size's height", () => {
    expect(postPageMeta(post).image).toEqual({ url: "/media/v/a/1080.jpg", width: 1080, height: 810, alt: "강릉 여행 후기" });
  });

  it("cuts a long caption at 110 characters, and names the family when there is none", () => {
    expect(postPageMeta({ ...post, caption: "가".repeat(200) }).description).toBe(`${"가".repeat(109)}…`);
    expect(postPageMeta({ ...post, caption: " \n " }).description).toBe("바다좋아 가족님 가족의 여행 후기예요.");
  });
});
