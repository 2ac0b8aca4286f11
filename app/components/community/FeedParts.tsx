// The feed's search bar and its empty states (explore.tsx keeps their server markup until a search changes them).
import { Form, Link } from "@remix-run/react";

export function SearchBar({ query, writeHref }: { query: string; writeHref: string }) {
  return (
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
  );
}

/** No posts: the feed could not be read (`failed`), the search found none, or nobody has written one yet. */
export function FeedEmpty({ failed, query, back, writeHref }: { failed: string | null; query: string; back: string; writeHref: string }) {
  return failed ? (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">게시글을 불러올 수 없어요</p>
      <p>{failed}</p>
      <a href={back} className="button button--primary">
        다시 시도
      </a>
    </div>
  ) : query ? (
    <div className="empty-state">
      <p className="empty-state__title">'{query}'에 맞는 후기가 없어요</p>
      <p>다른 지역이나 태그로 검색해보세요.</p>
      <Link to="/explore" className="button button--outline">
        전체 후기 보기
      </Link>
    </div>
  ) : (
    <div className="empty-state">
      <p className="empty-state__title">아직 작성된 후기가 없어요</p>
      <p>우리 가족의 여행 이야기로 첫 번째 후기를 남겨주세요!</p>
      <Link to={writeHref} className="button button--primary">
        첫 후기 쓰기
      </Link>
    </div>
  );
}
