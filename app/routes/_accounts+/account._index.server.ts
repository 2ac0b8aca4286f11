// 내 정보's loader (account._index.tsx takes its server code from here only: decision 28): the member's
// own facts, and the ways to their copy of their data and to withdrawal (decision 81).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describePage } from "~/http/page-meta.server";
import { requireMember } from "~/http/session.server";
import { listFamilyMembers } from "~/utils/family";
import { formatDateTime } from "~/utils/format";
import { formatPhone } from "~/utils/phone";

const PROVIDERS: Record<string, string> = { kakao: "카카오", google: "구글", demo: "리뷰 테스트 계정" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireMember(request, { reason: "account" });
  const family = listFamilyMembers(user.familyMembers).length;
  return {
    profile: {
      name: user.name?.trim() || "미입력",
      phone: user.phone ? formatPhone(user.phone) : "미입력",
      email: user.email ?? "—",
      signIn: PROVIDERS[user.provider] ?? user.provider,
      joined: formatDateTime(user.createdAt),
      family,
    },
    meta: describePage(request, {
      title: "내 정보 - 패밀리트립",
      description: "회원 정보와 알림 설정, 내 정보 내려받기와 회원 탈퇴.",
      shared: false,
    }),
  };
}
