// 내 정보's loader (account._index.tsx takes its server code from here only: decision 28): the member's
// own facts, their choices (decision 82), and the ways to their copy of their data and to withdrawal
// (decision 81). The action changes one choice of the poster's own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consentSchema } from "~/forms/account.server";
import { parseFixedForm } from "~/forms/submission.server";
import { describePage } from "~/http/page-meta.server";
import { readForm } from "~/http/request.server";
import { requireMember, requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { CONSENT_WORDS } from "~/messages/account";
import { type ConsentKind, memberConsents, setConsent } from "~/models/accounts/consents.server";
import { listFamilyMembers } from "~/utils/family";
import { formatDateTime } from "~/utils/format";
import { formatPhone } from "~/utils/phone";

const PROVIDERS: Record<string, string> = { kakao: "카카오", google: "구글", demo: "리뷰 테스트 계정" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireMember(request, { reason: "account" });
  const family = listFamilyMembers(user.familyMembers).length;
  const consents = await memberConsents(user.id);
  if (!consents) throw new Response("Not Found", { status: 404 });
  const shown = (choice: { on: boolean; chosenAt: string | null }) => ({
    on: choice.on,
    chosenAt: choice.chosenAt ? formatDateTime(choice.chosenAt) : null,
  });
  return {
    consents: { service: shown(consents.service), marketing: shown(consents.marketing), recording: shown(consents.recording) },
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

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { reason: "account" });
  const { intent } = parseFixedForm(await readForm(request), consentSchema);
  const [kind, state] = intent.split("-") as [ConsentKind, "on" | "off"];
  await setConsent(user.id, kind, state === "on");
  const words = CONSENT_WORDS[kind];
  return redirectWithToast("/account#consents", "success", state === "on" ? words.turnedOn : words.turnedOff);
}
