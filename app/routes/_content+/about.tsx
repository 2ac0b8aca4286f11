import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { ABOUT_HEADLINE, ABOUT_LEAD, ABOUT_SECTIONS, ABOUT_VALUES } from "~/content/about";
import { contentPageData } from "~/http/page-meta.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/content.css";
import { metaFromLoader } from "~/utils/meta";

export const handle: PageHandle = { page: { member: false, footer: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return contentPageData(request, {
    title: "서비스 소개 - 패밀리트립",
    description:
      "아이와 떠나는 여행, 준비는 저희가 할게요. 패밀리트립이 하는 일과 시작한 이유, 우리 가족만의 여행 플랜을 만드는 방법을 소개해요.",
  });
}

export default function About() {
  const { backHref } = useLoaderData<typeof loader>();
  return (
    <article className="page about">
      <BackLink href={backHref} />
      <h1 className="page__title">{ABOUT_HEADLINE}</h1>
      <p className="page__lead">{ABOUT_LEAD}</p>
      <ul className="card-grid card-grid--single">
        {ABOUT_VALUES.map((value) => (
          <li key={value.title} className="card">
            <h2 className="card__title">{value.title}</h2>
            <p className="card__text">{value.description}</p>
          </li>
        ))}
      </ul>
      {ABOUT_SECTIONS.map((section) => (
        <section key={section.id} className="page__section" aria-labelledby={`about-${section.id}`}>
          <h2 id={`about-${section.id}`}>{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav className="page__links" aria-label="더 알아보기">
        <Link to="/story">브랜드 이야기</Link>
        <Link to="/faq">자주 묻는 질문</Link>
        <Link to="/terms">이용약관</Link>
        <Link to="/privacy">개인정보처리방침</Link>
      </nav>
      <Link to="/#trip-selection" className="button button--primary button--block">
        우리 가족 여행 시작하기
      </Link>
    </article>
  );
}
