// When a post or a comment was written, as the community shows it: relative within a week ('3시간 전'),
// then the date in Korean ('2026년 11월 23일'). Formatted on the server, so the page's script carries none.
const koreanDate = /* @__PURE__ */ new Intl.DateTimeFormat("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Seoul",
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatKoreanDate(iso: string): string {
  return koreanDate.format(new Date(iso));
}

export function postTime(iso: string, now = new Date()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const ago = now.getTime() - at;
  if (ago < MINUTE) return "방금 전";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}분 전`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}시간 전`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}일 전`;
  return formatKoreanDate(iso);
}
