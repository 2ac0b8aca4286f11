// The scrapbook's loader (scrapbook.tsx takes its server code from here only: decision 28): the
// member's saved reviews, last saved first. Its like and bookmark buttons post to /post/:postId.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShownScrapbookItem } from "~/components/community/types";
import { backHref } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { listScrapbook } from "~/models/community/marks.server";
import { formatKoreanDate } from "~/utils/community-time";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "scrapbook" });
  const items = await listScrapbook(user.id).catch((error) => {
    // Decision 0034: only logged; the page shows its empty state.
    console.error("Failed to get scrapped posts", error);
    return [];
  });
  return {
    items: items.map((item): ShownScrapbookItem => ({ ...item, shownAt: item.createdAt ? formatKoreanDate(item.createdAt) : "" })),
    backHref: backHref(request, "/explore"),
  };
}
