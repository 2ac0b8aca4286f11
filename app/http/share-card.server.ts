// What the KakaoTalk share button sends and the share page's Open Graph tags show, for one share link:
// the address, the plan's title, a line without anyone's name, and the preview picture the link may
// show (share-preview.server.ts), at absolute addresses. Shared by the plan page and the share page.
// docs/decisions/0074-share-to-kakaotalk.md

import { config } from "~/config.server";
import { SHARE_KAKAO_MESSAGES, SHARE_KAKAO_SERVER_WORDS as W } from "~/messages/plan";
import type { ChapterDay } from "~/models/plans/chapters";
import { sharePreviewImage } from "~/models/plans/share-preview.server";
import type { KakaoSdk, ShareCard } from "~/vocabulary/kakao-share";

/** Kakao's SDK for the share button, when a JavaScript key is configured. */
export function kakaoSdk(): KakaoSdk | null {
  const kakao = config.kakaoShare;
  return kakao ? { key: kakao.jsKey, src: kakao.sdkSrc, integrity: kakao.sdkIntegrity } : null;
}

export function shareUrl(origin: string, token: string): string {
  return `${origin}/share/plan/${token}`;
}

export async function shareCardOf(
  plan: { id: string; title: string; days: readonly ChapterDay[] },
  token: string,
  origin: string,
): Promise<ShareCard> {
  const image = await sharePreviewImage(plan, token).catch((error) => {
    console.error("share card: preview picture failed", error);
    return null;
  });
  return {
    url: shareUrl(origin, token),
    title: plan.title,
    description: W.description(plan.days.length),
    imageUrl: image ? `${origin}${image}` : null,
    button: W.openButton,
  };
}

/**
 * The share button's form attributes (share-sheet.ts reads them): what to send, Kakao's SDK, the words
 * the browser shows, the input holding the address. Made here and handed over as data, so neither
 * page's script carries them (the share page has none).
 */
export function shareFormData(card: ShareCard | null, kakao: KakaoSdk | null, linkInput: string | null): Record<`data-${string}`, string> {
  if (!card) return {};
  return {
    "data-share": JSON.stringify(card),
    ...(kakao ? { "data-kakao": JSON.stringify(kakao) } : {}),
    "data-copied": SHARE_KAKAO_MESSAGES.copied,
    "data-copy-by-hand": SHARE_KAKAO_MESSAGES.copyByHand,
    ...(linkInput ? { "data-link": linkInput } : {}),
  };
}
