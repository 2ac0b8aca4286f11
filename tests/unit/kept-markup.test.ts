// The feed's cards are rendered once per distinct card on the server and reused (rememberedOnServer in
// app/components/kept/kept.server.tsx, decision 79). What is reused must be exactly what a render of that
// card gives, and a member's marks must never reach another member's page: each is a prop, so a card
// that differs in one is rendered anew.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type ComponentType, createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { FeedPost } from "~/components/community/FeedPost";
import type { ShownPost } from "~/components/community/types";
import { Header } from "~/components/Header";
import { keptOnServer, RememberedSplices, RememberedSplicesContext, rememberedOnServer } from "~/components/kept/kept.server";

type HeaderProps = Parameters<typeof Header>[0];

const POST: ShownPost = {
  id: "post-1",
  title: "강릉 여행 후기",
  caption: "경포해변에서 모래놀이를 했어요.",
  tags: ["바다"],
  locationTags: ["강릉"],
  images: [{ sources: { dir: "/media/v/a", widths: [360, 1080], width: 1200, height: 900 } }],
  likesCount: 3,
  commentsCount: 1,
  publishedAt: "2026-11-26T03:00:00.000Z",
  shownAt: "1일 전",
  author: { name: "바다좋아 가족", avatarUrl: null, location: "서울 마포구", familyTags: ["아들 7세"] },
  familyInfo: { goodPoints: "넓은 모래사장", badPoints: null, tips: "오전에 가세요" },
  isLiked: false,
  isScrapped: false,
  isReported: false,
  isMine: false,
};

type CardProps = { post: ShownPost; index: number; total: string; eager: boolean; back: string };
const CARD: CardProps = { post: POST, index: 1, total: "20", eager: true, back: "/explore" };

/** A page as the server renders it: inside a data router (the card's like button is a fetcher). */
async function page(element: ReactElement): Promise<string> {
  const routes = [{ id: "feed", path: "/", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the page redirected");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false })).replace(/<!-- -->/g, "");
}

const Remembered = rememberedOnServer(FeedPost);
const Rendered = keptOnServer({ FeedPost }).FeedPost;
const RememberedHeader = rememberedOnServer(Header);
const remembered = (props: CardProps) => page(createElement(Remembered, { id: "post-1", props }));
const rendered = (props: CardProps) => page(createElement(Rendered, { id: "post-1", props }));

describe("a card's remembered markup", () => {
  it("is the card's own render, in Kept's wrapper, the first time and every time after", async () => {
    const fresh = await rendered(CARD);
    expect(fresh).toContain('<div class="kept" data-kept="post-1"><article');
    expect(await remembered(CARD)).toBe(fresh);
    expect(await remembered(CARD)).toBe(fresh);
  });

  it("follows every prop: a member's like and bookmark, their own post, the count, the place in the feed", async () => {
    await remembered(CARD);
    for (const props of [
      { ...CARD, post: { ...POST, isLiked: true } },
      { ...CARD, post: { ...POST, isScrapped: true } },
      { ...CARD, post: { ...POST, isMine: true } },
      { ...CARD, post: { ...POST, likesCount: 4 } },
      { ...CARD, index: 2, eager: false },
      { ...CARD, back: "/explore?q=%EA%B0%95%EB%A6%89" },
    ]) {
      expect(await remembered(props)).toBe(await rendered(props));
      expect(await remembered(props)).not.toBe(await rendered(CARD));
    }
    expect(await remembered({ ...CARD, post: { ...POST, isLiked: true } })).toContain('aria-pressed="true"');
    expect(await remembered(CARD)).not.toContain('aria-pressed="true"');
  });
});

// A remembered card is reused across requests and members, so its markup may follow nothing but its
// props: none of the modules it is drawn from may read the page's data, the address or the request.
const READS_BEYOND_PROPS =
  /\b(useLoaderData|useRouteLoaderData|useActionData|useMatches|useLocation|useParams|useSearchParams|useNavigation|useOutletContext|useId|useContext)\b/;

function drawnFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, from = ""] of source.matchAll(/^import (?!type)[^;]*? from "(\.\/[^"]+|~\/components\/[^"]+)";/gm)) {
    const base = from.startsWith("~/") ? join("app", from.slice(2)) : join(dirname(file), from);
    const found = [".tsx", ".ts"].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (found) drawnFrom(found, seen);
  }
  return seen;
}

describe("the feed's card", () => {
  it("is drawn from modules that read nothing but its props", () => {
    const files = [...drawnFrom("app/components/community/FeedPost.tsx")];
    expect(files).toEqual(
      expect.arrayContaining([
        "app/components/community/PostCard.tsx",
        "app/components/community/PostButtons.tsx",
        "app/components/community/CommentForm.tsx",
      ]),
    );
    expect(files.filter((file) => READS_BEYOND_PROPS.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});

// The header and the footer are remembered too (app/root.server.ts): the header per member's facts.
describe("the shell's remembered header and footer", () => {
  const KIM: HeaderProps["user"] = { name: "김여행", avatarUrl: null, hasNewNotification: false, scrapbookCount: 0, hasTrips: true };
  const header = (Component: ComponentType<{ id: string; props: HeaderProps }>, props: HeaderProps) =>
    page(createElement(Component, { id: "header", props }));
  const RenderedHeader = keptOnServer({ Header }).Header;

  it("gives each member their own header and a visitor none of theirs", async () => {
    const kim: HeaderProps = { user: KIM, showMenu: true };
    await header(RememberedHeader, kim);
    for (const props of [
      kim,
      { user: null, showMenu: true },
      { user: { ...KIM, name: "박바다" }, showMenu: true },
      { user: { ...KIM, hasNewNotification: true }, showMenu: true },
      { user: { ...KIM, scrapbookCount: 3 }, showMenu: true },
      { user: { ...KIM, hasTrips: false }, showMenu: true },
      { user: KIM, showMenu: false },
    ]) {
      expect(await header(RememberedHeader, props)).toBe(await header(RenderedHeader, props));
    }
    expect(await header(RememberedHeader, { user: null, showMenu: true })).not.toContain("김여행");
    expect(await header(RememberedHeader, { user: { ...KIM, name: "박바다" }, showMenu: true })).not.toContain("김여행");
  });

  it("are drawn from modules that read nothing but their props", () => {
    const files = [...drawnFrom("app/components/Header.tsx"), ...drawnFrom("app/components/Footer.tsx")];
    expect(files).toEqual(expect.arrayContaining(["app/components/MenuPanel.tsx"]));
    expect(files.filter((file) => READS_BEYOND_PROPS.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});

// The server splices remembered markup into the page's bytes (entry.server.tsx): the page must come out
// byte for byte as if React had written the markup itself.
describe("remembered markup spliced in as bytes", () => {
  it("gives the page React would have written, for every card and header on it", async () => {
    const cards = [CARD, { ...CARD, post: { ...POST, isLiked: true } }, { ...CARD, index: 2, eager: false }];
    const tree = () =>
      createElement(
        "div",
        null,
        createElement(RememberedHeader, { id: "header", props: { user: null, showMenu: true } }),
        ...cards.map((props, i) => createElement(Remembered, { key: i, id: `post-${i}`, props })),
      );
    const asText = await page(tree());
    const splices = new RememberedSplices();
    const withPlaceholders = await page(createElement(RememberedSplicesContext.Provider, { value: splices }, tree()));
    expect(withPlaceholders).toContain("<!--remembered:0-->");
    expect(withPlaceholders).not.toContain("<article");
    expect(splices.spliceInto(Buffer.from(withPlaceholders)).toString("utf8")).toBe(asText);
  });

  it("leaves a page without placeholders, and one it does not know, as it is", () => {
    const splices = new RememberedSplices();
    expect(splices.spliceInto(Buffer.from("<p>없음</p>")).toString()).toBe("<p>없음</p>");
    splices.placeholder(Buffer.from("<b>기억</b>"));
    expect(splices.spliceInto(Buffer.from("<!--remembered:7--><!--remembered:--><i><!--remembered:0--></i>")).toString()).toBe(
      "<!--remembered:7--><!--remembered:--><i><b>기억</b></i>",
    );
  });
});
