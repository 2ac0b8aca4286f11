import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PostCard } from "~/components/community/PostCard";
import type { ShownPost } from "~/components/community/types";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/community.css";
import { useClientLinks } from "~/utils/client-navigation";
import { pageMeta } from "~/utils/meta";
import type { loader } from "./explore.server";

export { loader } from "./explore.server";

export const handle: PageHandle = { page: { member: false, footer: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.query ? `'${args.data.query}' 검색 - 여행 후기 - 패밀리트립` : "여행 후기 - 패밀리트립",
    description:
      "아이와 함께 다녀온 가족들의 여행 후기를 사진과 함께 만나 보세요. 좋았던 점과 아쉬웠던 점, 아이 나이에 맞는 꿀팁까지 가족들이 직접 나눠요.",
  });

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
    for (const article of feed.querySelectorAll("article[data-position]")) observer.observe(article);
    return () => observer.disconnect();
  }, [loaded]);
  return { feedRef, current };
}

export default function Explore() {
  const { query, back, writeHref, failed, posts, total, totalLabel, offset, nextCursor, firstPage } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/explore";
  const more = useMorePosts(query, nextCursor);
  const chunks: FeedChunk[] = [{ posts, offset, back }, ...more.chunks];
  const { feedRef, current } = useCurrentPosition(chunks.reduce((sum, chunk) => sum + chunk.posts.length, 0));
  const followLink = useClientLinks();
  return (
    <div className="explore">
      <h1 className="visually-hidden">여행 후기</h1>
      <div className="explore__bar">
        <Form method="get" action="/explore" role="search" className="explore__search">
          <label htmlFor="explore-q" className="visually-hidden">
            여행 후기 검색
          </label>
          <input
            id="explore-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={50}
            placeholder="지역, 태그, 초성 검색 (예: 강릉, ㄱㄹ)"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--outline button--small">
            검색
          </button>
        </Form>
        <Link to={writeHref} className="button button--primary button--small">
          후기 쓰기
        </Link>
      </div>
      <p role="status" className="explore__status">
        {searching ? "후기를 불러오는 중입니다..." : query && !failed ? `'${query}' 검색 결과 ${totalLabel}개` : ""}
      </p>
      {failed ? (
        <div className="empty-state" role="alert">
          <p className="empty-state__title">게시글을 불러올 수 없어요</p>
          <p>{failed}</p>
          <a href={back} className="button button--primary">
            다시 시도
          </a>
        </div>
      ) : total === 0 && query ? (
        <div className="empty-state">
          <p className="empty-state__title">'{query}'에 맞는 후기가 없어요</p>
          <p>다른 지역이나 태그로 검색해보세요.</p>
          <Link to="/explore" className="button button--outline">
            전체 후기 보기
          </Link>
        </div>
      ) : total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">아직 작성된 후기가 없어요</p>
          <p>우리 가족의 여행 이야기로 첫 번째 후기를 남겨주세요!</p>
          <Link to={writeHref} className="button button--primary">
            첫 후기 쓰기
          </Link>
        </div>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows the links inside (they take the keys)
        <div className={current ? "feed feed--live" : "feed"} ref={feedRef} onClick={followLink}>
          {current ? (
            <p className="feed__counter" aria-hidden="true">
              <span>
                {current} / {totalLabel}
              </span>
            </p>
          ) : null}
          {chunks.map((chunk) =>
            chunk.posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                position={{ index: chunk.offset + index + 1, total: totalLabel }}
                eager={firstPage && chunk === chunks[0] && index === 0}
                back={chunk.back}
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
