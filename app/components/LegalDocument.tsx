import { Link, useRouteLoaderData } from "@remix-run/react";
import type { LegalChapter } from "~/content/terms";
import type { RootLoaderData } from "~/root";
import { fillContacts } from "~/utils/contacts";
import { BackLink } from "./BackLink";

/** Terms and privacy: tabs are links with `?tab=`, so they work without any script. */
export function LegalDocument(props: {
  title: string;
  effectiveDate: string;
  chapters: LegalChapter[];
  activeId: string;
  backHref: string;
}) {
  const site = (useRouteLoaderData("root") as RootLoaderData | undefined)?.site;
  const fill = (text: string) => (site ? fillContacts(text, site) : text);
  const active = props.chapters.find((c) => c.id === props.activeId) ?? props.chapters[0]!;
  const [year, month, day] = props.effectiveDate.split("-").map(Number);
  return (
    <article className="page legal">
      <BackLink href={props.backHref} />
      <h1 className="page__title">{props.title}</h1>
      <p className="legal__effective">
        시행일: {year}년 {month}월 {day}일
      </p>
      <nav className="tabs" aria-label={`${props.title} 목차`}>
        {props.chapters.map((chapter) => (
          <Link
            key={chapter.id}
            to={`?tab=${chapter.id}`}
            className="tabs__tab"
            aria-current={chapter.id === active.id ? "page" : undefined}
            title={chapter.title}
          >
            {chapter.tabLabel}
          </Link>
        ))}
      </nav>
      <section className="legal__chapter" aria-labelledby="legal-chapter-title">
        <h2 id="legal-chapter-title">{active.title}</h2>
        {active.articles.map((article) => (
          <section key={article.title} className="legal__article">
            <h3>{article.title}</h3>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </section>
        ))}
      </section>
    </article>
  );
}
