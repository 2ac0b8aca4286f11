// The Korean sentences of the landing page's region request form (its checks and its answers).
export const REGION_REQUEST_MESSAGES = {
  required: "모든 항목을 입력해주세요",
  invalidPhone: "올바른 연락처를 입력해주세요",
  success: "신청이 완료되었습니다! 곧 연락드리겠습니다.",
  failure: "신청 중 오류가 발생했습니다",
  tooMany: "신청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  nameTooLong: "지역명은 100자 이내로 입력해주세요",
} as const;

/**
 * The text message a requester gets when staff open their region (docs/product.md, landing: "we tell
 * you by text first"). It fits one short SMS: 90 bytes in EUC-KR, where a Hangul syllable takes two.
 * A region typed at length is shortened, and characters the carriers cannot send (emoji) are dropped.
 */
export function regionOpenedText(region: string): string {
  const text = (name: string) => `[패밀리트립] 신청하신 '${name}' 지역이 열렸어요. 지금 확인해 보세요!`;
  const sendable = region
    .replace(/[^\x20-\x7E\u3131-\u318E\uAC00-\uD7A3]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const room = SMS_BYTES - smsBytes(text(""));
  if (smsBytes(sendable) <= room) return text(sendable);
  let cut = "";
  for (const character of sendable) {
    if (smsBytes(cut + character) + smsBytes("…") > room) break;
    cut += character;
  }
  return text(`${cut.trimEnd()}…`);
}

/** What a short text message holds. */
export const SMS_BYTES = 90;

/** Bytes of a text in EUC-KR, the carriers' encoding: ASCII one, everything else two. */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += character.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}
