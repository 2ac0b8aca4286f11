import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { STORY_CTA, STORY_SECTIONS, STORY_TITLE } from "~/content/story";
import { contentPageData } from "~/http/page-meta.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/content.css";
import { metaFromLoader } from "~/utils/meta";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return contentPageData(request, {
    title: "브랜드 이야기 - 패밀리트립",
    description:
      "아이와 떠날 여행을 준비하느라 12시간을 보낸 어느 밤에서 패밀리트립이 시작됐어요. 그 시간을 15분 상담으로 줄이기까지의 이야기를 토리가 들려드려요.",
  });
}

export default function Story() {
  const { backHref } = useLoaderData<typeof loader>();
  return (
    <article className="page story">
      <div className="story__back">
        <BackLink href={backHref} label="돌아가기" />
      </div>
      <h1 className="page__title">{STORY_TITLE}</h1>
      {STORY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className="story__section" aria-labelledby={`story-${section.id}`}>
          <p className="eyebrow">{section.eyebrow}</p>
          <h2 id={`story-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section className="story__cta" aria-labelledby="story-cta">
        <h2 id="story-cta">{STORY_CTA.title}</h2>
        <Link to="/" className="button button--primary button--block">
          {STORY_CTA.button}
        </Link>
      </section>
    </article>
  );
}
