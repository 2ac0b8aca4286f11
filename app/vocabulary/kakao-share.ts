// KakaoTalk share (decision 74): the Kakao JavaScript SDK's default address and its Subresource Integrity
// value, the origins its share needs, and the pages whose Content-Security-Policy allows them
// (server/security.ts), as the postcode search does (postcode.ts). The ground floor: imports nothing.
// docs/decisions/0074-share-to-kakaotalk.md

export const KAKAO_SHARE = {
  /** Kakao's CDN copy of SDK 2.7.2 and its sha384 (Kakao's download page; KAKAO_SDK_SRC/INTEGRITY change both). */
  sdkSrc: "https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js",
  sdkIntegrity: "sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4",
  /** On phones the SDK checks the message with Kakao's API before it opens KakaoTalk. */
  connectOrigins: ["https://kapi.kakao.com"],
  /** On computers it posts a form to Kakao's share picker in a new window (and Kakao's sign-in, if asked). */
  formOrigins: ["https://sharer.kakao.com", "https://accounts.kakao.com"],
} as const;

/**
 * The pages that share to KakaoTalk: the plan page, the share page, and the dashboard, whose trip card
 * opens the plan page in the app (the document keeps the policy it was loaded with).
 */
export function sharesToKakao(pathname: string): boolean {
  return pathname === "/dashboard" || pathname === "/dashboard/" || /^\/(travel|share)\/plan\/[^/]+\/?$/.test(pathname);
}

/** What is sent: the share link's address, the plan's title, a line, the preview picture (absolute, or none). */
export interface ShareCard {
  url: string;
  title: string;
  description: string;
  imageUrl: string | null;
  button: string;
}

/** Kakao's SDK: the app's JavaScript key, the script's address and its integrity hash. */
export interface KakaoSdk {
  key: string;
  src: string;
  integrity: string;
}
