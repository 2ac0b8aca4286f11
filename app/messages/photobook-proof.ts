// What the family reads about its photobook's proof (terms 제21조, the FAQ; the staff page's words are in
// photobook-proof-staff.ts, out of the family's script) (docs/decisions/0055-photobook-proof-and-printer-zip.md).
import type { ProofWords, RevisionRefusal } from "~/models/photobook/proof.server";
import { PROOF_ANSWER_DAYS, REVISION_ITEM_MAX_LENGTH, REVISION_ITEMS_MAX } from "~/vocabulary/photobook-proof";

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
