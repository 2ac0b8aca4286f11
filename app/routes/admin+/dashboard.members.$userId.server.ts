// The member dialog's loader and action (dashboard.members.$userId.tsx takes its server code from here
// only: decision 28): the member, their family and orders, their recordings and their withdrawal, as
// text; '녹화 삭제' and '회원 탈퇴 처리' on the member's request.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { staffWithdrawSchema } from "~/forms/account.server";
import { deleteRecordingsSchema } from "~/forms/replays.server";
import { parseFixedForm } from "~/forms/submission.server";
import { formText, readForm } from "~/http/request.server";
import { pathOf, requireAdmin } from "~/http/session.server";
import { familyRelation, formatDateTime, formatKrw, formatPhone, listFamilyMembers } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { blockWords, STAFF_WITHDRAW_WORDS } from "~/messages/account";
import { MEMBER_NOT_FOUND } from "~/messages/admin";
import { REPLAY_MESSAGES } from "~/messages/replays";
import { withdrawMember } from "~/models/accounts/withdrawal.server";
import { deleteRecordingsOfMember } from "~/models/analytics/recordings.server";
import { getStaffMember, getStaffMemberDialog } from "~/models/back-office/staff-members.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const dialog = await getStaffMemberDialog(params.userId ?? "");
  if (!dialog) throw new Response("Not Found", { status: 404 });
  const { member, recordings, withdrawal, blocks } = dialog;
  // Shown as text, formatted here (the formatters stay out of the page's script).
  const { familyMembers, ...facts } = member;
  return {
    member: {
      ...facts,
      phone: member.phone ? formatPhone(member.phone) : null,
      createdAt: formatDateTime(member.createdAt),
      orders: member.orders.map((order) => ({ ...order, amount: formatKrw(order.amount), createdAt: formatDateTime(order.createdAt) })),
    },
    recordings,
    withdrawn: withdrawal
      ? {
          at: formatDateTime(withdrawal.at),
          by: withdrawal.requestedBy === "member" ? STAFF_WITHDRAW_WORDS.byMember : STAFF_WITHDRAW_WORDS.byStaff(withdrawal.staffName),
        }
      : null,
    blocks: blocks.map((block) => ({ orderId: block.orderId, reason: blockWords(block).reason })),
    family: listFamilyMembers(familyMembers).map(({ type, index, member: person }) => ({
      key: `${type}-${index}`,
      relation: familyRelation(type, person),
      age: person.age,
      isMe: person.is_me,
    })),
  };
}

/**
 * '녹화 삭제': every session recording of the member goes, on the member's request (PIPA), each
 * deletion written to the replays' access log. '회원 탈퇴 처리' on the member's request (decision 81):
 * the box ticked, then the same withdrawal as the member's own, with this staff member on its record.
 * Back to this dialog with a toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = await readForm(request);
  const member = await getStaffMember(params.userId ?? "");
  if (!member) throw new Response("Not Found", { status: 404 });
  if (formText(form, "intent") === "withdraw") {
    const submission = parseWithZod(form, { schema: staffWithdrawSchema });
    if (submission.status !== "success") return data({ error: STAFF_WITHDRAW_WORDS.confirmLabel }, { status: 400 });
    const result = await withdrawMember(member.id, { by: "staff", staffId: staff.id });
    if (!result.ok)
      return data({ error: result.reason === "blocked" ? blockWords(result.blocks[0]!).reason : MEMBER_NOT_FOUND }, { status: 409 });
    return redirectWithToast(pathOf(request), "success", STAFF_WITHDRAW_WORDS.done);
  }
  parseFixedForm(form, deleteRecordingsSchema);
  const deleted = await deleteRecordingsOfMember(member.id, staff.id);
  return redirectWithToast(pathOf(request), "success", REPLAY_MESSAGES.deleted(deleted));
}
