import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { FAQ_GROUPS } from "~/content/faq";
import { contentPageData } from "~/http/page-meta.server";
import type { PageHandle } from "~/page-rules";
import type { RootLoaderData } from "~/root";
import styles from "~/styles/content.css";
import { fillContacts } from "~/utils/contacts";
import { metaFromLoader } from "~/utils/meta";

export const handle: PageHandle = { page: { member: false, footer: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return contentPageData(request, {
    title: "자주 묻는 질문 - 패밀리트립",
    description: "서비스 소개부터 설문과 상담, 결제와 환불, 포토북, 계정까지 패밀리트립에 자주 묻는 질문과 답을 모았어요.",
  });
}

export default function Faq() {
  const { backHref } = useLoaderData<typeof loader>();
  const site = (useRouteLoaderData("root") as RootLoaderData | undefined)?.site;
  const fill = (text: string) => (site ? fillContacts(text, site) : text);
  return (
    <article className="page faq">
      <BackLink href={backHref} />
      <h1 className="page__title">자주 묻는 질문</h1>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className="page__section" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {/* <details> opens and closes without any script. */}
          {group.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{fill(item.answer)}</p>
            </details>
          ))}
        </section>
      ))}
      {site ? (
        <p className="page__lead">
          더 궁금한 점은 고객센터({site.supportPhone}, {site.supportEmail})로 문의해 주세요. 평일 09:00-18:00에 답변드려요.
        </p>
      ) : null}
    </article>
  );
}
