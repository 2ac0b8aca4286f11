// Members as staff see them in the back office (docs/product.md, back office): a list of the members
// (role 'user'; staff accounts are not members) with what they bought, and one member's family and
// orders; the member dialog adds their session recordings and their withdrawal. Reads only: nothing here
// changes a member.
import { db } from "~/db.server";
import type { FamilyMembers } from "~/utils/family";
import { type OrderStatus, PAID_ONCE_STATUSES, PAID_STATUSES } from "~/vocabulary/statuses";
import { parseFamilyMembers } from "../accounts/family.server";
import { nameOrNickname } from "../accounts/users.server";
import { type WithdrawalBlock, type WithdrawalRecord, withdrawalBlocks, withdrawalOf } from "../accounts/withdrawal.server";
import { countMemberRecordings } from "../analytics/replays.server";
import type { OrderProductType } from "../orders/orders.server";
import { fromJson } from "../platform/json.server";
import { type ListPage, type ListQuery, memberSearch, pageOf } from "./staff-lists.server";

/**
 * The orders a member's "total orders" counts: every order that was paid and still stands, travel and
 * photobook alike. Checkouts never paid (pending, failed) are not orders the member made, and a
 * refunded order was given back.
 */
const COUNTED_STATUSES = [...PAID_STATUSES];

/** The orders the member detail lists: the counted ones and the refunded ones (abandoned checkouts left out). */
const LISTED_STATUSES: readonly OrderStatus[] = PAID_ONCE_STATUSES;

export interface StaffMemberRow {
  id: string;
  /** The name entered at sign-up, else the provider's nickname; null when neither exists. */
  name: string | null;
  /** Digits only; null until sign-up is complete. */
  phone: string | null;
  email: string | null;
  createdAt: string;
  /** Paid orders, travel and photobook (see COUNTED_STATUSES). */
  totalOrders: number;
}

/** One page of members, newest first, filtered by the search box (name, initials, phone digits, e-mail). */
export async function listStaffMembers(query: ListQuery): Promise<ListPage<StaffMemberRow>> {
  const members = db()
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.name",
      "users.nickname",
      "users.phone",
      "users.email",
      "users.created_at",
      eb
        .selectFrom("orders")
        .select(eb.fn.countAll().as("count"))
        .whereRef("orders.user_id", "=", "users.id")
        .where("orders.status", "in", COUNTED_STATUSES)
        .as("total_orders"),
    ])
    .where("users.role", "=", "user")
    // A withdrawn member's tombstone is nobody to find (its dialog still answers, with the withdrawal).
    .where("users.provider", "<>", "withdrawn")
    .where((eb) => memberSearch(eb, query.q))
    .orderBy("users.created_at", "desc")
    .orderBy("users.id", "desc");
  return pageOf(members, query, (row) => ({
    id: row.id,
    name: nameOrNickname(row.name, row.nickname),
    phone: row.phone,
    email: row.email,
    createdAt: row.created_at,
    totalOrders: Number(row.total_orders ?? 0),
  }));
}

export interface StaffMemberOrder {
  id: string;
  productType: OrderProductType;
  orderName: string;
  amount: number;
  status: OrderStatus;
  createdAt: string;
  /** Whether the order has a survey (submitted or being written) that staff can open. */
  survey: "submitted" | "draft" | null;
}

export interface StaffMemberDetail extends StaffMemberRow {
  nickname: string | null;
  /** The sign-in provider ('kakao', 'google', 'demo', …). */
  provider: string;
  familyMembers: FamilyMembers;
  /** Newest first (see LISTED_STATUSES). */
  orders: StaffMemberOrder[];
}

/** One member with the family and orders; null for an unknown id or a staff account. */
export async function getStaffMember(userId: string): Promise<StaffMemberDetail | null> {
  const user = await db()
    .selectFrom("users")
    .select(["id", "provider", "name", "nickname", "email", "phone", "family_members", "created_at"])
    .where("id", "=", userId)
    .where("role", "=", "user")
    .executeTakeFirst();
  if (!user) return null;
  const orders = await db()
    .selectFrom("orders")
    .leftJoin("surveys", "surveys.order_id", "orders.id")
    .select([
      "orders.id",
      "orders.product_type",
      "orders.order_name",
      "orders.amount",
      "orders.status",
      "orders.created_at",
      "surveys.status as survey_status",
    ])
    .where("orders.user_id", "=", userId)
    .where("orders.status", "in", LISTED_STATUSES)
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc")
    .execute();
  const listed = orders.map(
    (order): StaffMemberOrder => ({
      id: order.id,
      productType: order.product_type as OrderProductType,
      orderName: order.order_name,
      amount: Number(order.amount),
      status: order.status,
      createdAt: order.created_at,
      survey: order.survey_status === "submitted" ? "submitted" : order.survey_status === "draft" ? "draft" : null,
    }),
  );
  return {
    id: user.id,
    name: nameOrNickname(user.name, user.nickname),
    nickname: user.nickname,
    provider: user.provider,
    phone: user.phone,
    email: user.email,
    createdAt: user.created_at,
    totalOrders: listed.filter((order) => (COUNTED_STATUSES as string[]).includes(order.status)).length,
    familyMembers: parseFamilyMembers(fromJson(user.family_members, {})),
    orders: listed,
  };
}

export interface StaffMemberDialog {
  member: StaffMemberDetail;
  /** How many session recordings of the member there are (the dialog deletes them on request). */
  recordings: number;
  /** The member's withdrawal, once done (decision 81); null before. */
  withdrawal: WithdrawalRecord | null;
  /** What stands in the way of withdrawing the member now (decision 81). */
  blocks: WithdrawalBlock[];
}

/** The member dialog: the member, their recordings and their withdrawal; null as getStaffMember. */
export async function getStaffMemberDialog(userId: string): Promise<StaffMemberDialog | null> {
  const member = await getStaffMember(userId);
  if (!member) return null;
  const [recordings, withdrawal, blocks] = await Promise.all([
    countMemberRecordings(member.id),
    withdrawalOf(member.id),
    withdrawalBlocks(member.id),
  ]);
  return { member, recordings, withdrawal, blocks };
}
