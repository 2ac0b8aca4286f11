import type { LegalChapter } from "~/content/terms";
import type { PageMeta } from "~/utils/meta";
import { contentPageData } from "./page-meta.server";

/** Loader data of a tabbed legal page: the chapter picked by `?tab=` (else the first), the back link and the head. */
export function legalPageData(request: Request, chapters: LegalChapter[], page: PageMeta) {
  const tab = new URL(request.url).searchParams.get("tab");
  const activeId = chapters.find((c) => c.id === tab)?.id ?? chapters[0]!.id;
  return { activeId, ...contentPageData(request, page) };
}
