// The Daum postcode search (the photobook's shipping dialog, the popup when reachable,
// typed inputs otherwise): where its script and its search frame come from, and the pages whose
// Content-Security-Policy allows them (server/guards.ts). The ground floor: imports nothing.

export const POSTCODE = {
  script: "https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js",
  scriptOrigins: ["https://t1.daumcdn.net"],
  frameOrigins: ["https://postcode.map.daum.net", "https://postcode.map.kakao.com"],
} as const;

/** The pages that search addresses: the photobook's landing (/photobook/default), not its order screen. */
export function searchesPostcodes(pathname: string): boolean {
  return pathname === "/photobook/default" || pathname === "/photobook/default/";
}
