// The community feed's loader (explore.tsx takes its server code from here only: decision 28): a
// page of 20 published posts, newest first, found by `?q=` and continued by `?cursor=`. Open to
// visitors; a member's own likes and bookmarks are marked.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ShownPost } from "~/components/community/types";
import { describePage } from "~/http/page-meta.server";
import { getOptionalUser, loginUrl } from "~/http/session.server";
import { COMMUNITY_MESSAGES as M } from "~/messages/community";
import { listFeed } from "~/models/community/feed.server";
import { postTime } from "~/utils/community-time";

const SEARCH_MAX_LENGTH = 50;

/** This page's address without the framework's own parameters: where its forms come back to. */
function pageAddress(query: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `/explore?${search}` : "/explore";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const cursor = url.searchParams.get("cursor");
  const viewer = await getOptionalUser(request);
  const common = {
    query,
    back: pageAddress(query, cursor),
    // A visitor is sent to sign in first, told why (the review reason), then comes back to write.
    writeHref: viewer ? "/post/create" : loginUrl("/post/create", "review"),
    meta: describePage(request, {
      title: query ? `'${query}' 검색 - 여행 후기 - 패밀리트립` : "여행 후기 - 패밀리트립",
      description:
        "아이와 함께 다녀온 가족들의 여행 후기를 사진과 함께 만나 보세요. 좋았던 점과 아쉬웠던 점, 아이 나이에 맞는 꿀팁까지 가족들이 직접 나눠요.",
    }),
  };
  try {
    const page = await listFeed({ viewerId: viewer?.id ?? null, query, cursor });
    const now = new Date();
    const posts: ShownPost[] = page.posts.map((post) => ({ ...post, shownAt: postTime(post.publishedAt, now) }));
    return data({
      ...common,
      failed: null,
      posts,
      total: page.total,
      totalLabel: page.totalCapped ? `${page.total.toLocaleString("ko-KR")}+` : page.total.toLocaleString("ko-KR"),
      offset: page.offset,
      nextCursor: page.nextCursor,
      firstPage: !cursor,
    });
  } catch (error) {
    // Decision 0034: the helper's 'Failed to get posts' is for the log; the member reads Korean.
    console.error("Failed to get posts", error);
    return data(
      {
        ...common,
        failed: M.loadFailed,
        posts: [] as ShownPost[],
        total: 0,
        totalLabel: "0",
        offset: 0,
        nextCursor: null,
        firstPage: !cursor,
      },
      { status: 500 },
    );
  }
}

// The page's server-rendered parts (decision 70), taken through this module: a page names one server module (decision 28).
export { CARDS_ON_SERVER } from "~/components/community/cards.server";
