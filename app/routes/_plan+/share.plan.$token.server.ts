// A shared plan's loader (share.plan.$token.tsx takes its server code from here only: decision 28):
// open to visitors holding a live link; an unknown or revoked token is not found. The storyboard and
// the family's first name only (docs/decisions/0038-plan-share-links-calendar-feedback.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { publicOrigin } from "~/config.server";
import { describePage } from "~/http/page-meta.server";
import { kakaoSdk, shareCardOf, shareFormData } from "~/http/share-card.server";
import { SHARE_KAKAO_MESSAGES } from "~/messages/plan";
import { readSharedAlbum } from "~/models/missions/completions.server";
import { readSharedPlan } from "~/models/plans/page.server";
import { planIdForShareToken } from "~/models/plans/sharing.server";
import type { ImageSources } from "~/models/uploads/uploads";
import { formatDay } from "~/utils/format";

/** Nobody keeps, indexes or passes on a shared plan's address. */
export const SHARE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** A private photo's addresses carrying the link's token, which /media/p/… asks for. */
function withShareToken(sources: ImageSources | null, token: string): ImageSources | null {
  if (!sources) return null;
  const add = (url: string) => `${url}?share=${encodeURIComponent(token)}`;
  const set = (srcSet: string) =>
    srcSet
      .split(", ")
      .map((entry) => entry.replace(/^(\S+)/, (url) => add(url)))
      .join(", ");
  return { ...sources, fallback: add(sources.fallback), webpSrcSet: set(sources.webpSrcSet), jpegSrcSet: set(sources.jpegSrcSet) };
}

/** The share button's code (app/components/plan/share-sheet.ts): the page imports it from inline lines. */
export const SHARE_SHEET_SOURCE = "app/components/plan/share-sheet.ts";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const planId = await planIdForShareToken(token);
  const plan = planId ? await readSharedPlan(planId) : null;
  if (!plan) throw Response.json({ message: "공유가 끝났거나 없는 링크예요." }, { status: 404, headers: SHARE_HEADERS });
  // The family's album only when they switched it on; its photos then open with this link's token.
  const album = await readSharedAlbum(plan.id).catch((error) => {
    console.error("share page: album failed", error);
    return [];
  });
  const dayNumbers = plan.days.map((day) => day.dayNumber);
  const asked = Number(new URL(request.url).searchParams.get("day"));
  // The link previews (Open Graph) and the share button: this link's address, the title, a line
  // without the family's name, and a picture only this link may show (decision 74).
  const card = await shareCardOf(plan, token, publicOrigin(request));
  return data(
    {
      token,
      card,
      meta: describePage(request, {
        title: `${plan.title} - 패밀리트립`,
        description: card.description,
        image: card.imageUrl ? { url: card.imageUrl } : null,
        indexed: false,
      }),
      // The page draws its words from here: it has no script of its own to carry them.
      button: {
        data: shareFormData(card, kakaoSdk(), "shared-address"),
        label: SHARE_KAKAO_MESSAGES.button,
        linkLabel: SHARE_KAKAO_MESSAGES.linkLabel,
      },
      // The first of the module's files is the module itself (its imports come with it).
      shareScript: context.onDemandScripts(SHARE_SHEET_SOURCE)[0] ?? null,
      // The inline lines' nonce, from the load context: the page is never hydrated, so this reaches no
      // script data; importing the root's nonce hook here would split it into a file of its own on every page.
      nonce: context.cspNonce,
      title: plan.title,
      firstName: plan.firstName,
      day: dayNumbers.includes(asked) ? asked : (dayNumbers[0] ?? 1),
      days: plan.days.map((day) => ({ ...day, shownDate: day.date ? formatDay(day.date, { withYear: false }) : null })),
      album: album.map((photo) => ({ id: photo.id, missionTitle: photo.missionTitle, sources: withShareToken(photo.sources, token) })),
    },
    { headers: SHARE_HEADERS },
  );
}
