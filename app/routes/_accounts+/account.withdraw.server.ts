// The withdrawal's loader and action (account.withdraw.tsx takes its server code from here only:
// decision 28). The loader says what goes, what the law keeps and what stands in the way; the action
// withdraws the member (one box ticked), ends this browser's session with the others, and goes home
// with a toast (docs/decisions/0081-member-withdrawal.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config.server";
import { withdrawSchema } from "~/forms/account.server";
import { replyInvalid } from "~/forms/submission.server";
import { describePage } from "~/http/page-meta.server";
import { readForm } from "~/http/request.server";
import { requireMember, requireUser, signedOutRedirect } from "~/http/session.server";
import { toastHeaders } from "~/http/toast.server";
import { blockWords, WITHDRAW_WORDS } from "~/messages/account";
import { type WithdrawalBlock, withdrawalBlocks, withdrawMember } from "~/models/accounts/withdrawal.server";

type ShownBlock = { orderId: string; reason: string; remedy: string; action: string | null };
/** Beside the reply: the blocks found when the post was refused for them (null otherwise). */
type WithdrawExtras = { blocks: ShownBlock[] | null };

const shown = (blocks: WithdrawalBlock[]): ShownBlock[] => blocks.map((block) => ({ orderId: block.orderId, ...blockWords(block) }));

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireMember(request, { reason: "account" });
  return {
    blocks: shown(await withdrawalBlocks(user.id)),
    support: WITHDRAW_WORDS.support(config.supportPhone, config.supportEmail),
    meta: describePage(request, {
      title: "회원 탈퇴 - 패밀리트립",
      description: "회원 탈퇴 안내: 지워지는 정보와 법에 따라 보관되는 기록.",
      shared: false,
    }),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { reason: "account" });
  const submission = parseWithZod(await readForm(request), { schema: withdrawSchema });
  if (submission.status !== "success") return replyInvalid<WithdrawExtras>(submission.reply(), { blocks: null });
  const result = await withdrawMember(user.id, { by: "member" }).catch((error: unknown) => {
    console.error("withdrawal failed", error);
    return null;
  });
  if (!result) return replyInvalid<WithdrawExtras>(submission.reply({ formErrors: [WITHDRAW_WORDS.failed] }), { blocks: null }, 500);
  if (!result.ok && result.reason === "notFound") throw new Response("Not Found", { status: 404 });
  if (!result.ok && result.reason === "blocked")
    return replyInvalid<WithdrawExtras>(submission.reply(), { blocks: shown(result.blocks) }, 409);
  // Withdrawn now (or a moment ago by another tab): every session is gone; this browser forgets its own.
  return signedOutRedirect("/", await toastHeaders("success", WITHDRAW_WORDS.done));
}
