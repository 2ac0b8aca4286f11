// One chapter of a travel plan as the family sees it on the storyboard: its number
// across the trip, the icon, the title, when and how long, where, and the story. The back office's
// chapter dialog shows the same card as its customer-view preview. Styles: app/styles/plan.css
// (link it from every route that renders this card). On the family's page a chapter with a mission or
// a product links to it in its tab ('?tab=missions#mission-{id}'), which `:target` highlights for 2 s.
import { Link } from "@remix-run/react";
import type { Chapter } from "~/models/plans/chapters";

export const CHAPTER_CARD_TEXT = {
  chapter: (n: number) => `챕터 ${n}`,
  time: "시간",
  duration: "소요 시간",
  location: "장소",
  mission: "미션 확인",
  booking: "예약하러 가기",
} as const;

/** Where a chapter's mission and product open (the family's page only: the share page and the preview pass none). */
export interface ChapterTargets {
  mission: (missionId: string) => string;
  product: (productId: string) => string;
}

export function ChapterCard({
  chapter,
  headingLevel = 3,
  targets,
}: {
  chapter: Chapter;
  headingLevel?: 2 | 3 | 4;
  targets?: ChapterTargets;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <article className="chapter-card" aria-label={`${CHAPTER_CARD_TEXT.chapter(chapter.chapter)} ${chapter.chapterTitle}`}>
      <div className="chapter-card__icon" aria-hidden="true">
        {chapter.icon}
      </div>
      <div className="chapter-card__body">
        <p className="chapter-card__number">{CHAPTER_CARD_TEXT.chapter(chapter.chapter)}</p>
        <Heading className="chapter-card__title">{chapter.chapterTitle}</Heading>
        <dl className="chapter-card__facts">
          <div>
            <dt>{CHAPTER_CARD_TEXT.time}</dt>
            <dd>
              <time>{chapter.time}</time>
            </dd>
          </div>
          {chapter.duration ? (
            <div>
              <dt>{CHAPTER_CARD_TEXT.duration}</dt>
              <dd>{chapter.duration}</dd>
            </div>
          ) : null}
          {chapter.location ? (
            <div>
              <dt>{CHAPTER_CARD_TEXT.location}</dt>
              <dd>{chapter.location}</dd>
            </div>
          ) : null}
        </dl>
        {chapter.storyDescription ? <p className="chapter-card__story">{chapter.storyDescription}</p> : null}
        {targets && (chapter.missionId || chapter.productId) ? (
          <p className="chapter-card__links no-print">
            {chapter.missionId ? (
              <Link to={targets.mission(chapter.missionId)} className="button button--small button--outline">
                {CHAPTER_CARD_TEXT.mission}
              </Link>
            ) : null}
            {chapter.productId ? (
              <Link to={targets.product(chapter.productId)} className="button button--small button--outline">
                {CHAPTER_CARD_TEXT.booking}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
