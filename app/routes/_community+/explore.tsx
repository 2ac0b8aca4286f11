import type { LinksFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation, useNavigation, useOutletContext } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ShownPost } from "~/components/community/types";
import type { PageHandle } from "~/page-rules";
import type { ShellContext } from "~/root";
import styles from "~/styles/community.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./explore.server";
import { CARDS_ON_SERVER } from "./explore.server";

export { loader } from "./explore.server";

export const handle: PageHandle = { page: { member: false, footer: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

interface FeedChunk {
  posts: ShownPost[];
  offset: number;
  back: string;
}

function moreHref(query: string, cursor: string): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  params.set("cursor", cursor);
  return `/explore?${params}`;
}

/**
 * With JavaScript, the next page is fetched as the reader nears the end of the list and added below;
 * without it, the 'more' link opens the next page.
 */
function useMorePosts(query: string, firstCursor: string | null) {
  const fetcher = useFetcher<typeof loader>();
  const { search } = useLocation();
  const [chunks, setChunks] = useState<FeedChunk[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  // A new search or page starts over (a revalidation after a like keeps what was loaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new address only
  useEffect(() => {
    setChunks([]);
    setCursor(firstCursor);
  }, [search]);
  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded || loaded.failed) return;
    setChunks((previous) =>
      previous.some((chunk) => chunk.offset === loaded.offset)
        ? previous
        : [...previous, { posts: loaded.posts, offset: loaded.offset, back: loaded.back }],
    );
    setCursor(loaded.nextCursor);
  }, [fetcher.data]);
  const loadMore = () => {
    if (cursor && fetcher.state === "idle") fetcher.load(moreHref(query, cursor));
  };
  return { chunks, cursor, loadMore, loading: fetcher.state !== "idle" };
}

/**
 * With JavaScript, a counter fixed over the feed says which post crosses the middle of the screen, and
 * the next page is fetched as the 'more' link comes near (feed-watch.ts, fetched after hydration).
 */
function useFeedWatch(shown: boolean, loadMore: () => void) {
  const feedRef = useRef<HTMLDivElement>(null);
  const near = useRef(loadMore);
  near.current = loadMore;
  useEffect(() => {
    const feed = feedRef.current;
    if (!shown || !feed || typeof IntersectionObserver === "undefined") return;
    let stop: (() => void) | undefined;
    let watching = true;
    void import("~/components/community/feed-watch").then(({ watchFeed }) => {
      if (watching) stop = watchFeed(feed, () => near.current());
    });
    return () => {
      watching = false;
      stop?.();
    };
  }, [shown]);
  return feedRef;
}

// Each card is the server's markup until it is first used or its post changes (a like, a comment):
// then it fetches the card's code and draws itself (Kept, app/components/kept/). Cards loaded while scrolling
// are drawn by that code. Twenty cards no longer hydrate with the page (docs/decisions/0071-feed-hydration.md).
const loadFeedPost = () => import("~/components/community/FeedPost").then((module) => module.FeedPost);
// The search bar and the empty states: the server's markup until a search changes them.
const loadSearchBar = () => import("~/components/community/FeedParts").then((module) => module.SearchBar);
const loadFeedEmpty = () => import("~/components/community/FeedParts").then((module) => module.FeedEmpty);

export default function Explore() {
  const { Kept } = useOutletContext<ShellContext>();
  const { query, back, writeHref, failed, posts, total, totalLabel, offset, nextCursor, firstPage } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/explore";
  const more = useMorePosts(query, nextCursor);
  const chunks: FeedChunk[] = [{ posts, offset, back }, ...more.chunks];
  const shown = !failed && total > 0;
  const feedRef = useFeedWatch(shown, more.loadMore);
  return (
    <div className="explore">
      <h1 className="visually-hidden">여행 후기</h1>
      <Kept id="explore-bar" server={CARDS_ON_SERVER?.SearchBar} load={loadSearchBar} props={{ query, writeHref }} />
      <p role="status" className="explore__status">
        {searching ? "후기를 불러오는 중입니다..." : query && !failed ? `'${query}' 검색 결과 ${totalLabel}개` : ""}
      </p>
      {!shown ? (
        <Kept id="explore-empty" server={CARDS_ON_SERVER?.FeedEmpty} load={loadFeedEmpty} props={{ failed, query, back, writeHref }} />
      ) : (
        // Each card follows its links in the app (Kept).
        <div className="feed" ref={feedRef}>
          {chunks.map((chunk) =>
            chunk.posts.map((post, index) => (
              <Kept
                key={post.id}
                id={`post-${post.id}`}
                server={CARDS_ON_SERVER?.FeedPost}
                load={loadFeedPost}
                props={{
                  post,
                  index: chunk.offset + index + 1,
                  total: totalLabel,
                  eager: firstPage && chunk === chunks[0] && index === 0,
                  back: chunk.back,
                }}
                wake="use"
              />
            )),
          )}
          {more.cursor ? (
            // Without JavaScript the next page; with it, that page added below (also as it comes near: useFeedWatch).
            <div className="feed__more">
              <Link
                to={moreHref(query, more.cursor)}
                className="button button--outline button--block"
                onClick={(event) => {
                  event.preventDefault();
                  more.loadMore();
                }}
              >
                {more.loading ? "불러오는 중..." : "후기 더 보기"}
              </Link>
            </div>
          ) : (
            <p className="feed__end">모든 후기를 다 봤어요</p>
          )}
        </div>
      )}
    </div>
  );
}
