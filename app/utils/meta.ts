// A page's head for search engines and link previews (KakaoTalk, Facebook, messengers): its title, a
// description, and on public pages the Open Graph tags and the canonical address (decision 65). The
// loader makes them on the server (describePage in app/http/page-meta.server.ts) and the route's
// `meta` only reads them, so the browser carries neither these texts nor this helper (decision 79);
// tests/models/page-meta.test.ts checks the public pages.
import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "패밀리트립";

/** The site's card (1200×630, docs/og-image.svg), for pages without an image of their own. */
const SITE_IMAGE = { path: "/images/og.png", width: 1200, height: 630, alt: "패밀리트립 - 아이와 함께하는 맞춤 가족 여행" };

export interface PageMeta {
  /** The document's title, also the preview's. */
  title: string;
  /** One or two sentences shown under the title in search results and previews. */
  description: string;
  /** A post is an article; every other page is the site's. */
  type?: "website" | "article";
  /** The page's own picture (a post's photo, with its size); the site's card otherwise. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  /**
   * false for a member's own page (the dashboard, a plan): nobody finds it by search or shares its
   * address, so it gets its title and description only.
   */
  shared?: false;
  /**
   * false for a page only its link's holders open (a plan shared by its family): it keeps its preview
   * but stays out of search (robots noindex), names no canonical address and sends no referrer onward.
   */
  indexed?: false;
}

/** Where a page is: its path, and the public origin the site answers on (null where unknown). */
export interface PagePlace {
  pathname: string;
  origin: string | null;
}

export function pageMeta({ pathname, origin }: PagePlace, page: PageMeta): MetaDescriptor[] {
  const head: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: page.description }];
  if (page.shared === false) return head;
  // The address without its query: a search or a preselected option is the same page.
  const url = origin ? `${origin}${pathname}` : null;
  const image = page.image ?? { ...SITE_IMAGE, url: SITE_IMAGE.path };
  const imageUrl = /^https?:\/\//.test(image.url) ? image.url : origin ? `${origin}${image.url}` : null;
  const unlisted = page.indexed === false;
  return [
    ...head,
    ...(unlisted
      ? [
          { name: "robots", content: "noindex, nofollow" },
          { name: "referrer", content: "no-referrer" },
        ]
      : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }, ...(unlisted ? [] : [{ tagName: "link", rel: "canonical", href: url }])] : []),
    ...(imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
        ]
      : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
  ];
}

/**
 * Every described page's `meta`: what its loader made (`meta` in its data). A page whose loader
 * threw shows the error screen under the root's head.
 */
export function metaFromLoader({ data, matches }: { data: unknown; matches: readonly { id: string; meta: MetaDescriptor[] }[] }) {
  return (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? matches.find((match) => match.id === "root")?.meta ?? [];
}
