// What every staff list shares: 50 rows a page, newest first, a search box and a status filter, all
// read from the address. Searching happens in the database: a name (spaces and case ignored), its
// Korean initials (ㄱㅁㅅ finds 김민수, through users.name_initials), a phone number's digits, an
// order number.
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type Simplify, type SqlBool, sql } from "kysely";
import type { Database } from "../../../db/schema";

export const PAGE_SIZE = 50;

export interface ListQuery {
  q: string;
  /** One of the list's statuses, or "" for all. */
  status: string;
  /** 1-based. */
  page: number;
}

export interface ListPage<T> {
  rows: T[];
  number: number;
  hasNext: boolean;
}

/** The list's state from its address; anything unknown or malformed falls back to the default. */
export function readListQuery(url: URL, statuses: readonly string[] = []): ListQuery {
  const params = url.searchParams;
  const q = (params.get("q") ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}]/gu, "")
    .trim()
    .slice(0, 50);
  const status = params.get("status") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q,
    status: statuses.includes(status) ? status : "",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** A list's own address (search, filter, page), as readListQuery reads it back: where a change made from the list returns. */
export function listSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Limit and offset for a page: one row more than shown, which tells whether a next page exists. */
function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: PAGE_SIZE + 1, offset: (query.page - 1) * PAGE_SIZE };
}

function toPage<T>(rows: T[], query: ListQuery): ListPage<T> {
  return { rows: rows.slice(0, PAGE_SIZE), number: query.page, hasNext: rows.length > PAGE_SIZE };
}

/** The query's page (its filters and order already on it), each row made into what the list shows. */
export async function pageOf<DB, TB extends keyof DB, O, T>(
  select: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  toRow: (row: Simplify<O>) => T,
): Promise<ListPage<T>> {
  const { limit, offset } = pageWindow(query);
  const rows = await select.limit(limit).offset(offset).execute();
  return toPage(rows.map(toRow), query);
}

const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;

/**
 * LIKE's own wildcards typed in the box are searched as text, not as patterns: escaped with `!`
 * (`like … escape '!'` below), not dropped — an order number has underscores (TRAVEL_…_…).
 */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, "!$&")}%`;
}

/** `column like '%text%'`, the text taken literally (column is our own SQL, never the user's). */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.raw(column)} like ${likePattern(text)} escape '!'`;
}

/**
 * The search box's condition for a query over `users` (and `orders`, when the list has orders): a
 * name without its spaces, initials, phone digits, an order number. Empty text matches everything.
 */
export function memberSearch<Tables extends "users" | "orders">(
  eb: ExpressionBuilder<Database, Tables>,
  q: string,
  options: { orderIds?: boolean } = {},
): Expression<SqlBool> {
  const text = q.replace(/\s+/g, "").toLowerCase();
  if (!text) return sql<SqlBool>`1 = 1`;
  const conditions: Expression<SqlBool>[] = [contains("replace(lower(users.name), ' ', '')", text), contains("lower(users.email)", text)];
  if (INITIALS_ONLY.test(text)) conditions.push(contains("users.name_initials", text));
  const digits = text.replace(/[^0-9]/g, "");
  if (digits.length >= 3 && /^[0-9-]+$/.test(text)) conditions.push(contains("users.phone", digits));
  if (options.orderIds) conditions.push(contains("lower(orders.id)", text));
  return eb.or(conditions);
}
