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

function MoreLink({ href, onNear, loading }: { href: string; onNear: () => void; loading: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The feed scrolls in its own box: watch within it, starting a screen and a half before the end.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near.current(), {
      root: element.closest(".feed"),
      rootMargin: "0px 0px 150% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="feed__more">
      <Link
        ref={ref}
        to={href}
        className="button button--outline button--block"
        onClick={(event) => {
          event.preventDefault();
          onNear();
        }}
      >
        {loading ? "불러오는 중..." : "후기 더 보기"}
      </Link>
    </div>
  );
}

/**
 * With JavaScript, one counter fixed over the feed says which post crosses the middle of the screen
 * (each post's own 'n / N' serves readers without it, and screen readers with it).
 */
function useCurrentPosition(loaded: number) {
  const feedRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: watches again when more posts arrive
  useEffect(() => {
    const feed = feedRef.current;
    if (!feed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.position) || null);
        }
      },
      { root: feed, rootMargin: "-50% 0px -50% 0px" },
    );
    const watch = () => {
      for (const article of feed.querySelectorAll("article[data-position]")) observer.observe(article);
    };
    watch();
    // A card used for the first time is drawn anew (kept markup): watch its new article too.
    const drawn = new MutationObserver(watch);
    drawn.observe(feed, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      drawn.disconnect();
    };
  }, [loaded]);
  return { feedRef, current };
}

// Each card is the server's markup until it is first used or its post changes (a like, a comment):
// then it fetches the card's code and draws itself (Kept in root.tsx). Cards loaded while scrolling
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
  const { feedRef, current } = useCurrentPosition(chunks.reduce((sum, chunk) => sum + chunk.posts.length, 0));
  return (
    <div className="explore">
      <h1 className="visually-hidden">여행 후기</h1>
      <Kept id="explore-bar" server={CARDS_ON_SERVER?.SearchBar} load={loadSearchBar} props={{ query, writeHref }} />
      <p role="status" className="explore__status">
        {searching ? "후기를 불러오는 중입니다..." : query && !failed ? `'${query}' 검색 결과 ${totalLabel}개` : ""}
      </p>
      {failed || total === 0 ? (
        <Kept id="explore-empty" server={CARDS_ON_SERVER?.FeedEmpty} load={loadFeedEmpty} props={{ failed, query, back, writeHref }} />
      ) : (
        // Each card follows its links in the app (Kept).
        <div className={current ? "feed feed--live" : "feed"} ref={feedRef}>
          {current ? (
            <p className="feed__counter" aria-hidden="true">
              <span>
                {current} / {totalLabel}
              </span>
            </p>
          ) : null}
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
            <MoreLink href={moreHref(query, more.cursor)} onNear={more.loadMore} loading={more.loading} />
          ) : (
            <p className="feed__end">모든 후기를 다 봤어요</p>
          )}
        </div>
      )}
    </div>
  );
}
