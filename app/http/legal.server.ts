import type { LegalChapter } from "~/content/terms";
import { backHref } from "./request.server";

/** Loader data of a tabbed legal page: the chapter picked by `?tab=` (else the first) and the back link. */
export function legalPageData(request: Request, chapters: LegalChapter[]) {
  const tab = new URL(request.url).searchParams.get("tab");
  const activeId = chapters.find((c) => c.id === tab)?.id ?? chapters[0]!.id;
  return { activeId, backHref: backHref(request) };
}
