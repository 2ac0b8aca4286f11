// What staff read on a photobook's page, and the printer's zip's manifest
// (docs/decisions/0055-photobook-proof-and-printer-zip.md).
import type { ManifestWords } from "~/models/photobook/printer-zip.server";

/** The staff page's words. */
export const STAFF_PROOF_MESSAGES = {
  send: "시안 보내기",
  sent: (round: number) => (round > 1 ? "수정된 시안을 보냈어요." : "시안을 보냈어요."),
  noPages: "시안 페이지를 한 장 이상 올려주세요.",
  notPreparing: "지금은 시안을 보낼 수 없어요.",
  notPreparingPages: "사진 제출 뒤나 수정 요청 뒤에만 시안 페이지를 올릴 수 있어요.",
  removed: "시안 페이지를 뺐어요.",
  removeFailed: "시안 페이지를 빼지 못했어요.",
  uploaded: (count: number) => `시안 페이지 ${count}장을 올렸어요.`,
  remove: "빼기",
  pageOrder: "파일 이름 순서대로 쪽이 놓여요 (page-01.jpg, page-02.jpg …).",
  notFound: "포토북을 찾을 수 없습니다.",
  zipEmpty: "내려받을 사진이 없어요.",
} as const;

export const MANIFEST_WORDS: ManifestWords = {
  title: "가족 포토북 인쇄 정보",
  order: "주문 번호",
  trip: "여행",
  coverText: "표지 문구",
  noCover: "표지 사진: 고객이 고르지 않음 (전문가가 고름)",
  recipient: "받는 분",
  phone: "연락처",
  address: "주소",
  memo: "배송 메모",
  photos: "사진",
  missing: "인쇄용 원본 없음",
};
