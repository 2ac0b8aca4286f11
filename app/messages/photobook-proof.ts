// What staff and the family read about a photobook's proof (terms 제21조, the FAQ), and the printer's
// zip's manifest (docs/decisions/0055-photobook-proof-and-printer-zip.md).
import type { ManifestWords } from "~/models/photobook/printer-zip.server";
import type { ProofWords, RevisionRefusal } from "~/models/photobook/proof.server";
import { PROOF_ANSWER_DAYS, REVISION_ITEM_MAX_LENGTH, REVISION_ITEMS_MAX } from "~/vocabulary/photobook-proof";
import type { PhotobookStatus } from "~/vocabulary/statuses";

export const PROOF_MESSAGES = {
  // The family's side (the order page's proof section).
  title: "포토북 시안",
  round: (round: number) => (round > 1 ? "수정된 시안" : "첫 시안"),
  pages: (count: number) => `${count}쪽`,
  pageAlt: (page: number, total: number) => `시안 ${page}쪽 (전체 ${total}쪽)`,
  daysLeft: (days: number) => `${days}일 남음 · 기한이 지나면 자동으로 승인돼요`,
  dueToday: "오늘까지 · 기한이 지나면 자동으로 승인돼요",
  intro: `시안을 받은 날로부터 ${PROOF_ANSWER_DAYS}일 안에 승인하거나, 한 번에 한하여 최대 ${REVISION_ITEMS_MAX}개까지 수정을 요청할 수 있어요.`,
  lastRound: "수정된 시안이에요. 확인하시고 승인해주세요.",
  approve: "승인하기",
  approveConfirm: "이 시안으로 인쇄를 시작해요. 승인한 뒤에는 바꿀 수 없어요. 승인할까요?",
  approveConfirmYes: "네, 승인할게요",
  approveConfirmNo: "다시 볼게요",
  approved: "시안을 승인했어요. 곧 인쇄를 시작해요.",
  approvedFamily: (date: string) => `${date}에 승인한 시안이에요.`,
  approvedAuto: (date: string) => `기한 안에 답이 없어 ${date}에 자동으로 승인된 시안이에요.`,
  revisionTitle: "수정 요청",
  revisionHint: `바꾸고 싶은 점을 한 칸에 하나씩, 최대 ${REVISION_ITEMS_MAX}개까지 적어주세요 (한 항목에 ${REVISION_ITEM_MAX_LENGTH}자까지).`,
  revisionItemLabel: (index: number) => `수정 항목 ${index}`,
  revisionSubmit: "수정 요청 보내기",
  revisionSent: "수정 요청을 보냈어요. 수정된 시안을 보내드릴게요.",
  revisionWaiting: "요청하신 수정 사항을 반영하고 있어요. 수정된 시안이 준비되면 알려드릴게요.",
  revisionAsked: "요청한 수정 사항",
  revisionUsed: "수정 요청은 한 번만 할 수 있어요.",
  notFound: "포토북 주문을 찾을 수 없어요.",
  failed: "처리하지 못했어요. 다시 시도해주세요.",
  noPages: "시안 페이지가 아직 없어요.",
} as const;

/** Why a revision was not taken, in the family's words. */
export function revisionRefusalMessage(reason: RevisionRefusal): string {
  switch (reason) {
    case "none":
      return "수정할 내용을 한 가지 이상 적어주세요.";
    case "tooMany":
      return `수정 요청은 최대 ${REVISION_ITEMS_MAX}개까지 할 수 있어요.`;
    case "tooLong":
      return `수정 항목은 한 개에 ${REVISION_ITEM_MAX_LENGTH}자까지 적을 수 있어요.`;
    case "once":
      return PROOF_MESSAGES.revisionUsed;
    case "late":
      return `수정 요청은 시안을 받은 날로부터 ${PROOF_ANSWER_DAYS}일 안에만 할 수 있어요.`;
    case "status":
      return "지금은 시안에 답할 수 없어요.";
    case "notFound":
      return PROOF_MESSAGES.notFound;
  }
}

/** The family's notification when a proof arrives. */
export const PROOF_WORDS: ProofWords = {
  proofSent: (round) =>
    round > 1
      ? "수정된 포토북 시안이 도착했어요. 확인하고 승인해주세요."
      : `포토북 시안이 도착했어요. ${PROOF_ANSWER_DAYS}일 안에 승인하거나 수정을 요청해주세요.`,
};

/** A photobook's status as staff read it (the same words as console tab 6's PHOTOBOOK_STAFF_STATUS_LABELS, wip/pb-console: one of the two goes at merge). */
export const PHOTOBOOK_STAFF_LABELS: Record<PhotobookStatus, string> = {
  draft: "사진 대기",
  designing: "디자인 중",
  proof: "시안 확인 중",
  revising: "시안 수정 중",
  ordered: "제작 준비",
  printing: "인쇄 중",
  shipping: "발송",
  delivered: "배송 완료",
  cancelled: "주문 취소",
};

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
