import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/LegalDocument";
import { PRIVACY_ARTICLES, PRIVACY_EFFECTIVE_DATE } from "~/content/privacy";
import { legalPageData } from "~/http/legal.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/content.css";
import { metaFromLoader } from "~/utils/meta";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, PRIVACY_ARTICLES, {
    title: "개인정보처리방침 - 패밀리트립",
    description: "패밀리트립이 어떤 개인정보를 왜 수집하고, 얼마 동안 보관하며, 어떻게 안전하게 보호하는지 안내해요.",
  });
}

export default function Page() {
  const { activeId, backHref } = useLoaderData<typeof loader>();
  return (
    <LegalDocument
      title="개인정보처리방침"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      chapters={PRIVACY_ARTICLES}
      activeId={activeId}
      backHref={backHref}
    />
  );
}
