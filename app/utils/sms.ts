// How long a text message is, as the carriers count it.

/** What a short text message (SMS) holds; a longer one goes as a long message (LMS). */
export const SMS_BYTES = 90;

/** Bytes of a text in EUC-KR, the carriers' encoding: ASCII one, everything else two. */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += character.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}
