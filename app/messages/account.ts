// The Korean words of the member's own page (/account: 내 정보) and its withdrawal (/account/withdraw):
// what goes, what the law keeps, what stops a withdrawal and what the member can do about it
// (docs/decisions/0081-member-withdrawal.md).
import type { WithdrawalBlock, WithdrawalBlockKind } from "~/models/accounts/withdrawal.server";
import { SERVICE_MESSAGE_WORDS } from "./notifications";

export const ACCOUNT_WORDS = {
  title: "내 정보",
  profile: "회원 정보",
  name: "이름",
  phone: "전화번호",
  email: "이메일",
  signIn: "로그인 방식",
  joined: "가입일",
  family: "가족 구성원",
  familyCount: (count: number) => (count ? `${count}명` : "등록 안 함"),
  copyTitle: "내 정보 내려받기",
  copyLead: "회원 정보, 가족, 주문과 결제, 설문, 후기와 댓글, 사진 목록, 알림까지 이 계정의 정보를 한 파일(JSON)로 내려받아요.",
  copyButton: "내 정보 파일 내려받기",
  withdrawTitle: "회원 탈퇴",
  withdrawLead: "탈퇴하면 회원 정보와 가족, 후기와 사진, 세션 녹화가 지워지고 다시 되돌릴 수 없어요.",
  withdrawLink: "탈퇴 안내 보기",
} as const;

export const WITHDRAW_WORDS = {
  title: "회원 탈퇴",
  lead: "탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.",
  deletedTitle: "탈퇴하면 바로 지워져요",
  deleted: [
    "이름, 전화번호, 이메일, 프로필 사진과 가족 구성원",
    "작성 중이거나 제출한 여행 설문",
    "내가 쓴 여행 후기와 댓글, 좋아요, 스크랩, 신고",
    "올린 사진 전부 (후기 사진, 미션 사진, 포토북 사진과 인쇄용 원본)",
    "여행 플랜의 공유 링크, 미션 기록, 여행 후 남긴 평가, 예약 장바구니, 상담 기록과 플래너 노트",
    "세션 녹화와 알림, 아직 보내지 않은 카카오톡 알림과 문자",
    "로그인 기록과 로그인된 모든 기기의 로그인 상태",
  ],
  keptTitle: "법에 따라 보관돼요",
  kept: [
    "주문과 결제, 환불 기록, 포토북 배송 기록: 전자상거래법에 따라 5년 동안 보관한 뒤 지워요. 이름이나 연락처 없이 주문 번호로만 남아요.",
    "방문 통계: 회원과 연결되지 않은 익명 숫자로만 남아요.",
  ],
  rejoin: "같은 카카오 계정으로 다시 로그인하면 새 회원으로 가입돼요. 지금의 활동 내역은 이어지지 않아요.",
  copyFirst: "탈퇴하기 전에 내 정보 파일을 내려받아 둘 수 있어요.",
  confirmLabel: "위 내용을 확인했고, 탈퇴에 동의합니다.",
  confirmRequired: "안내를 확인했다면 동의에 체크해 주세요.",
  submit: "탈퇴하기",
  submitting: "탈퇴 처리 중...",
  cancel: "탈퇴하지 않고 돌아가기",
  blockedTitle: "지금은 탈퇴할 수 없어요",
  blockedLead:
    "진행 중인 일이 끝나면 탈퇴할 수 있어요. 이용약관 제8조에 따라 진행 중인 상담, 제작 중인 포토북, 처리 중인 결제가 마무리된 뒤 탈퇴가 완료돼요.",
  done: "탈퇴가 완료되었어요. 그동안 패밀리트립을 이용해 주셔서 감사합니다.",
  failed: "탈퇴 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
  support: (phone: string, email: string) => `도움이 필요하시면 고객센터(${phone}, ${email})로 연락해 주세요.`,
} as const;

const BLOCK_REASONS: Record<WithdrawalBlockKind, (orderName: string) => string> = {
  consultation: (name) => `'${name}'의 상담과 여행 플랜 준비가 진행 중이에요.`,
  photobook: (name) => `'${name}'을(를) 아직 만들고 있어요.`,
  payment: (name) => `'${name}'의 결제가 아직 처리 중이에요.`,
};

const REMEDIES: Record<WithdrawalBlock["remedy"], { text: string; action: string | null }> = {
  refund: { text: "지금은 온라인으로 환불할 수 있어요. 내 활동에서 환불한 뒤 바로 탈퇴할 수 있어요.", action: "내 활동에서 환불하기" },
  cancel: { text: "제작이 시작되기 전이라 내 활동에서 주문을 취소(전액 환불)한 뒤 탈퇴할 수 있어요.", action: "내 활동에서 취소하기" },
  wait: { text: "진행이 끝나면 탈퇴할 수 있어요. 서두르셔야 한다면 고객센터로 연락해 주세요.", action: null },
};

/** A block as the page says it: why, and what can be done. */
export function blockWords(block: WithdrawalBlock): { reason: string; remedy: string; action: string | null } {
  const remedy = REMEDIES[block.remedy];
  return { reason: BLOCK_REASONS[block.kind](block.orderName), remedy: remedy.text, action: remedy.action };
}

/** The staff dialog's words for a withdrawal. */
export const STAFF_WITHDRAW_WORDS = {
  title: "회원 탈퇴 처리",
  lead: "회원이 전화나 고객센터로 요청한 경우에만 처리해 주세요. 처리한 직원과 시각이 기록됩니다.",
  confirmLabel: "회원 본인의 탈퇴 요청을 확인했습니다.",
  submit: "탈퇴 처리",
  done: "회원 탈퇴를 처리했습니다.",
  withdrawnAt: (at: string, by: string) => `${at} 탈퇴 (${by})`,
  byMember: "회원 본인",
  byStaff: (name: string | null) => `직원 ${name ?? "(삭제된 계정)"} 처리`,
  export: "회원 정보 파일 내려받기",
} as const;

/** The choices on 내 정보 (decision 82): what each is, its state, its button, the toast after. */
export const CONSENT_WORDS = {
  title: "알림과 동의",
  chosenAt: (date: string) => `${date}에 바꿨어요`,
  // The 알림톡's own words (decision 73), with this page's title.
  service: { ...SERVICE_MESSAGE_WORDS, title: "카카오톡 알림 (서비스 안내)" },
  marketing: {
    title: "광고·이벤트 메시지 수신 동의 (선택)",
    leadOn: "동의하셨어요. 지금은 광고나 이벤트 메시지를 보내지 않으며, 보내게 되면 이 동의를 받은 분께만 보내요.",
    leadOff: "동의하지 않으셨어요. 광고나 이벤트 메시지는 보내지 않아요.",
    stateOn: "동의함",
    stateOff: "동의하지 않음",
    turnOn: "수신 동의하기",
    turnOff: "동의 철회하기",
    turnedOn: "광고·이벤트 메시지 수신에 동의하셨어요.",
    turnedOff: "광고·이벤트 메시지 수신 동의를 철회했어요.",
  },
  recording: {
    title: "이용 화면 기록 (서비스 개선)",
    leadOn: "서비스 개선을 위해 일부 방문의 화면 이동과 클릭을 기록할 수 있어요. 입력한 내용과 이름·연락처는 가려지고, 30일 뒤 지워져요.",
    leadOff: "기록하지 않아요. 거부하신 때 남아 있던 기록도 모두 지웠어요.",
    stateOn: "허용",
    stateOff: "거부",
    turnOn: "기록 허용하기",
    turnOff: "기록 거부하기",
    turnedOn: "이용 화면 기록을 허용했어요.",
    turnedOff: "이용 화면을 더 이상 기록하지 않고, 남아 있던 기록도 지웠어요.",
  },
  dashboardLink: "알림과 동의 설정 바꾸기",
} as const;
