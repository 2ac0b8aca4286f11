import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { Avatar } from "~/components/community/Avatar";
import { postPath } from "~/components/community/intents";
import { LikeButton, ScrapButton } from "~/components/community/PostButtons";
import { FamilyInfoList, PostTags } from "~/components/community/PostCard";
import type { ShownScrapbookItem } from "~/components/community/types";
import { expandSources } from "~/models/uploads/uploads";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/community.css";
import type { loader } from "./scrapbook.server";

export { loader } from "./scrapbook.server";

export const handle: PageHandle = { page: { member: "scrapbook", footer: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "나의 여행 스크랩북 - 패밀리트립" }];

const BACK = "/scrapbook";

function ScrapCard({ item }: { item: ShownScrapbookItem }) {
  const titleId = `scrap-${item.id}-title`;
  const cover = item.cover ? expandSources(item.cover.sources) : null;
  return (
    <article className="scrap-card" id={`post-${item.id}`} aria-labelledby={titleId}>
      <header className="scrap-card__header">
        <Avatar name={item.author.name} url={item.author.avatarUrl} size={32} />
        <p className="scrap-card__author">{item.author.name}</p>
        <time dateTime={item.createdAt} className="scrap-card__date">
          {item.shownAt}
        </time>
      </header>
      {cover ? (
        <picture className="scrap-card__cover">
          <source type="image/webp" srcSet={cover.webpSrcSet} sizes="(max-width: 480px) 100vw, 480px" />
          <img
            src={cover.fallback}
            srcSet={cover.jpegSrcSet}
            sizes="(max-width: 480px) 100vw, 480px"
            alt={`${item.title} 대표 사진`}
            loading="lazy"
            decoding="async"
          />
        </picture>
      ) : null}
      <div className="scrap-card__buttons">
        <LikeButton postId={item.id} liked={item.isLiked} count={item.likesCount} back={BACK} />
        <ScrapButton postId={item.id} scrapped back={BACK} label="스크랩 해제" />
      </div>
      <h3 id={titleId} className="scrap-card__title">
        <Link to={postPath(item.id)}>{item.title}</Link>
      </h3>
      {item.content.trim() ? <p className="scrap-card__content">{item.content}</p> : null}
      <FamilyInfoList info={item.familyInfo} />
      <PostTags post={item} />
    </article>
  );
}

export default function Scrapbook() {
  const { items, backHref } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === BACK;
  return (
    <section className="page scrapbook" aria-labelledby="scrapbook-title">
      <BackLink href={backHref} />
      <h1 id="scrapbook-title" className="page__title">
        나의 여행 스크랩북
      </h1>
      <div className="notice scrapbook__hint">
        <p>마음에 드는 여행 후기를 저장해두고, 다음 여행을 계획할 때 참고해보세요.</p>
      </div>
      <h2 className="scrapbook__heading">
        저장한 여행 후기 <span className="badge">{items.length}</span>
      </h2>
      {loading ? (
        <p role="status" className="scrapbook__loading">
          스크랩북을 불러오는 중입니다...
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">아직 저장한 후기가 없어요</p>
          <p>여행 후기에서 북마크 버튼을 눌러 마음에 드는 후기를 저장해보세요.</p>
          <Link to="/explore" className="button button--primary">
            여행 후기 둘러보기
          </Link>
        </div>
      ) : (
        <div className="scrap-list">
          {items.map((item) => (
            <ScrapCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
