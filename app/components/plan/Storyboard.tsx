// The family's storyboard: 'N일차 여정' day links, the chosen day's chapter cards, the
// end-of-adventure card after the last chapter of the last day, and 'no schedule'. Every day is in
// the page: the chosen one shows on screen, and print shows them all, one day per page
// (app/styles/plan-page.css). Links, not buttons, so it works without JavaScript. The share page
// shows the same storyboard.
import { Link } from "@remix-run/react";
import type { ChapterDay } from "~/models/plans/chapters";
import { ChapterCard, type ChapterTargets } from "./ChapterCard";

export const STORYBOARD_TEXT = {
  days: "여행 일자",
  dayLabel: (n: number) => `${n}일차 여정`,
  noSchedule: "등록된 일정이 없습니다.",
  endTitle: "모험의 끝",
  endText: "모든 챕터를 마쳤어요. 함께한 순간들이 우리 가족의 이야기가 되었어요.",
} as const;

export type StoryDay = ChapterDay & { shownDate: string | null };

export function Storyboard({
  days,
  day,
  dayHref,
  targets,
}: {
  days: readonly StoryDay[];
  day: number;
  dayHref: (n: number) => string;
  /** The family's page: chapters link to their mission and product. */
  targets?: ChapterTargets;
}) {
  const hasChapters = days.some((entry) => entry.chapters.length > 0);
  if (!hasChapters) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{STORYBOARD_TEXT.noSchedule}</p>
      </div>
    );
  }
  const last = days.at(-1)?.dayNumber;
  return (
    <div className="storyboard">
      <nav aria-label={STORYBOARD_TEXT.days} className="day-links no-print">
        <ul>
          {days.map((entry) => (
            <li key={entry.dayNumber}>
              <Link
                to={dayHref(entry.dayNumber)}
                className={entry.dayNumber === day ? "day-link is-current" : "day-link"}
                aria-current={entry.dayNumber === day ? "page" : undefined}
                preventScrollReset
              >
                {STORYBOARD_TEXT.dayLabel(entry.dayNumber)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {days.map((entry) => (
        <section
          key={entry.dayNumber}
          className={entry.dayNumber === day ? "story-day" : "story-day story-day--print-only"}
          aria-labelledby={`story-day-${entry.dayNumber}`}
        >
          <h2 id={`story-day-${entry.dayNumber}`} className="story-day__title">
            {STORYBOARD_TEXT.dayLabel(entry.dayNumber)}
            {entry.shownDate ? <span className="story-day__date"> · {entry.shownDate}</span> : null}
          </h2>
          {entry.chapters.length === 0 ? (
            <p className="hint">{STORYBOARD_TEXT.noSchedule}</p>
          ) : (
            <ol className="chapter-list">
              {entry.chapters.map((chapter) => (
                <li key={chapter.id}>
                  <ChapterCard chapter={chapter} targets={targets} />
                </li>
              ))}
            </ol>
          )}
          {entry.dayNumber === last ? (
            <div className="end-card" role="note">
              <p className="end-card__icon" aria-hidden="true">
                🏁
              </p>
              <p className="end-card__title">{STORYBOARD_TEXT.endTitle}</p>
              <p>{STORYBOARD_TEXT.endText}</p>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
