// The Korean messages of the login screen: why a guard sent someone here, and why a sign-in failed.
// Routes pass codes in the query, never free text, so nobody can put words on our page.
import { lookup } from "~/utils/lookup";
import type { LoginProvider } from "~/vocabulary/login";

export const LOGIN_REASONS = {
  purchase: "여행 상품을 구매하려면 로그인이 필요합니다",
  dashboard: "내 활동을 확인하려면 로그인이 필요합니다",
  review: "후기를 작성하려면 로그인이 필요합니다",
  scrapbook: "스크랩북을 보려면 로그인이 필요합니다",
  // Liking, commenting, saving or reporting a post.
  community: "로그인이 필요합니다",
  photobook: "포토북을 주문하려면 로그인이 필요합니다",
  plan: "여행 플랜을 보려면 로그인이 필요합니다",
  survey: "여행 설문에 답하려면 로그인이 필요합니다",
  account: "내 정보를 보려면 로그인이 필요합니다",
  default: "로그인이 필요한 서비스입니다",
} as const;
export type LoginReason = keyof typeof LOGIN_REASONS;

export function loginReasonMessage(reason: string | null): string | null {
  if (!reason) return null;
  return lookup<string>(LOGIN_REASONS, reason) ?? LOGIN_REASONS.default;
}

/** Kakao's errors, by its error code. */
const SOCIAL_A_ERRORS: Record<string, string> = {
  access_denied: "사용자가 로그인을 취소했습니다.",
  server_error: "카카오 서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.",
  temporarily_unavailable: "서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.",
  invalid_request: "잘못된 요청입니다. 다시 시도해주세요.",
  invalid_client: "클라이언트 설정에 문제가 있습니다. 관리자에게 문의해주세요.",
  invalid_grant: "인증 코드가 만료되었습니다. 다시 로그인해주세요.",
  unauthorized_client: "클라이언트에 권한이 없습니다.",
  unsupported_grant_type: "지원하지 않는 인증 방식입니다.",
};

/** Failures of our own, whichever provider. */
const COMMON_ERRORS: Record<string, string> = {
  state_mismatch: "보안 검증에 실패했습니다. 다시 시도해주세요.",
  network: "네트워크 연결을 확인해주세요.",
  unauthorized: "인증이 만료되었습니다. 다시 로그인해주세요.",
  server: "서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요.",
  too_many: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.",
  unavailable: "준비 중인 로그인 방식입니다.",
  unknown: "로그인 처리 중 오류가 발생했습니다.",
};

/** The message for an error code from a callback; the provider decides the wording of its own codes. */
export function loginErrorMessage(provider: LoginProvider | null, code: string | null): string | null {
  if (!code) return null;
  const common = lookup(COMMON_ERRORS, code);
  if (common) return common;
  if (provider === "google") {
    if (code === "missing_code") return "인가 코드가 없습니다.";
    if (code === "failed") return "Google 로그인에 실패했습니다.";
    return "Google 로그인이 취소되었습니다.";
  }
  if (code === "missing_code") return "인가 코드가 없습니다. 다시 로그인해주세요.";
  return lookup(SOCIAL_A_ERRORS, code) ?? "카카오 로그인에 실패했습니다.";
}
