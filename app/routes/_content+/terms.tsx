import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/LegalDocument";
import { TERMS_CHAPTERS, TERMS_EFFECTIVE_DATE } from "~/content/terms";
import { legalPageData } from "~/http/legal.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/content.css";
import { metaFromLoader } from "~/utils/meta";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, TERMS_CHAPTERS, {
    title: "이용약관 - 패밀리트립",
    description:
      "패밀리트립 서비스 이용약관이에요. 회원 가입, 여행 플랜의 결제와 환불, 포토북 제작과 배송, 커뮤니티 이용에 관한 약속을 안내해요.",
  });
}

export default function Page() {
  const { activeId, backHref } = useLoaderData<typeof loader>();
  return (
    <LegalDocument
      title="이용약관"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      chapters={TERMS_CHAPTERS}
      activeId={activeId}
      backHref={backHref}
    />
  );
}
