// The Toss Payments sandbox: a stand-in for the payment widget script and the confirm, cancel and
// lookup API, kept in the database (several processes share it). It behaves like Toss where our code
// depends on it: Basic auth with the trailing colon, ALREADY_PROCESSED_PAYMENT, Idempotency-Key
// replay, NOT_FOUND_PAYMENT_SESSION after 10 minutes, declines and PROVIDER_ERROR on request.
import { randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { sandboxWidgetScript } from "./toss-sandbox-widget";

const SESSION_TTL_MS = 10 * 60 * 1000;

/** What the sandbox's approval page can make happen, besides a plain approval. */
export const SANDBOX_SCENARIOS = {
  approve: "승인",
  provider_error_once: "승인 (첫 승인 요청에 PROVIDER_ERROR)",
  confirm_reject: "승인 요청 시 카드사 거절 (REJECT_CARD_COMPANY)",
} as const;
export type SandboxScenario = keyof typeof SANDBOX_SCENARIOS;

/** Declines the approval page can send straight to the fail address. */
export const SANDBOX_DECLINES: Record<string, string> = {
  REJECT_CARD_COMPANY: "카드사에서 결제를 거절했습니다.",
  INVALID_CARD_EXPIRATION: "카드 유효기간이 올바르지 않습니다.",
  EXCEED_MAX_DAILY_PAYMENT_COUNT: "하루 결제 가능 횟수를 초과했습니다.",
  PAY_PROCESS_CANCELED: "사용자에 의해 결제가 취소되었습니다.",
};

/** The sandbox never runs with live keys. */
export function sandboxRefusal(): string | null {
  if (config.toss.secretKey.startsWith("live_") || config.toss.clientKey.startsWith("live_")) {
    return "결제 샌드박스는 라이브 키로 실행할 수 없습니다.";
  }
  return null;
}

export function isTossSandboxOn(): boolean {
  return config.toss.sandbox && !config.toss.apiBase && sandboxRefusal() === null;
}

/** Customer keys and order ids as Toss accepts them. */
export const CUSTOMER_KEY = /^[A-Za-z0-9\-_=.@]{2,50}$/;
export const ORDER_ID = /^[A-Za-z0-9\-_]{6,64}$/;

export async function createSandboxPayment(input: {
  orderId: string;
  orderName: string;
  amount: number;
  customerKey: string;
  scenario: SandboxScenario;
}): Promise<string> {
  const paymentKey = `tsbx_${randomBytes(12).toString("hex")}`;
  await db()
    .insertInto("sandbox_toss_payments")
    .values({
      payment_key: paymentKey,
      order_id: input.orderId,
      order_name: input.orderName,
      amount: input.amount,
      customer_key: input.customerKey,
      status: "READY",
      secret: `ps_${randomBytes(12).toString("hex")}`,
      scenario: input.scenario,
      approved_at: null,
      idempotency_key: null,
      response: null,
      created_at: new Date().toISOString(),
    })
    // Paying the same order again replaces an unfinished attempt; a finished one stays.
    .onConflict((oc) =>
      oc
        .column("order_id")
        .doUpdateSet({ payment_key: paymentKey, amount: input.amount, scenario: input.scenario, created_at: new Date().toISOString() })
        .where("sandbox_toss_payments.status", "=", "READY"),
    )
    .execute();
  return paymentKey;
}

/**
 * A card payment already approved (the demo data's paid orders): the sandbox holds it as Toss would,
 * so a later cancel or lookup of it answers as for any other payment.
 */
export async function recordApprovedSandboxPayment(input: {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  approvedAt: string;
}): Promise<void> {
  await db()
    .insertInto("sandbox_toss_payments")
    .values({
      payment_key: input.paymentKey,
      order_id: input.orderId,
      order_name: input.orderName,
      amount: input.amount,
      customer_key: "demo-seed",
      status: "DONE",
      secret: `ps_${randomBytes(12).toString("hex")}`,
      scenario: "approve",
      approved_at: input.approvedAt,
      idempotency_key: null,
      response: null,
      created_at: input.approvedAt,
    })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .execute();
}

type Row = NonNullable<Awaited<ReturnType<typeof findByKey>>>;

function findByKey(paymentKey: string) {
  return db().selectFrom("sandbox_toss_payments").selectAll().where("payment_key", "=", paymentKey).executeTakeFirst();
}

function paymentJson(row: Row) {
  return {
    mId: "tvivarepublica",
    version: "2022-11-16",
    paymentKey: row.payment_key,
    orderId: row.order_id,
    orderName: row.order_name,
    status: row.status,
    method: "카드",
    currency: "KRW",
    totalAmount: row.amount,
    balanceAmount: row.status === "CANCELED" ? 0 : row.amount,
    requestedAt: row.created_at,
    approvedAt: row.approved_at,
    secret: row.secret,
    receipt: { url: `/sandbox/toss/receipt/${row.payment_key}` },
    card: { company: "샌드박스카드", number: "43301234****123*", installmentPlanMonths: 0 },
  };
}

const error = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

function authorized(request: Request): boolean {
  const header = request.headers.get("Authorization") ?? "";
  const expected = `Basic ${Buffer.from(`${config.toss.secretKey}:`).toString("base64")}`;
  return header === expected;
}

/**
 * A call's body as the route read it (readJsonOrRefusal): the JSON, or the status its reading was
 * refused with. Like Toss, the API takes JSON bodies only: anything else is refused before it is looked at.
 */
export type SandboxBody = { json: unknown } | { refused: number };

/** The sandbox API: /v1/payments/confirm, /v1/payments/{key}/cancel, /v1/payments/{key}, /v1/payments/orders/{id}. */
export async function handleTossSandboxApi(request: Request, path: string, read: SandboxBody): Promise<Response> {
  const refusal = sandboxRefusal();
  if (refusal) return error(403, "FORBIDDEN_REQUEST", refusal);
  if ("refused" in read) return error(read.refused, "INVALID_REQUEST", "잘못된 요청입니다.");
  const body = read.json;
  if (!authorized(request)) return error(401, "UNAUTHORIZED_KEY", "인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.");

  let parts: string[];
  try {
    parts = path.split("/").filter(Boolean).map(decodeURIComponent); // ['v1','payments',…]
  } catch {
    return error(400, "INVALID_REQUEST", "잘못된 요청입니다.");
  }
  if (parts[0] !== "v1" || parts[1] !== "payments") return error(404, "NOT_FOUND", "없는 경로입니다.");

  if (request.method === "POST" && parts[2] === "confirm" && parts.length === 3) return confirm(request, body);
  if (request.method === "POST" && parts[3] === "cancel" && parts.length === 4) return cancel(request, parts[2]!);
  if (request.method === "GET" && parts[2] === "orders" && parts.length === 4) {
    const row = await db().selectFrom("sandbox_toss_payments").selectAll().where("order_id", "=", parts[3]!).executeTakeFirst();
    return row && row.status !== "READY"
      ? Response.json(paymentJson(row))
      : error(404, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
  }
  if (request.method === "GET" && parts.length === 3) {
    const row = await findByKey(parts[2]!);
    return row ? Response.json(paymentJson(row)) : error(404, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
  }
  return error(404, "NOT_FOUND", "없는 경로입니다.");
}

async function confirm(request: Request, json: unknown): Promise<Response> {
  const body = (json && typeof json === "object" ? json : {}) as { paymentKey?: unknown; orderId?: unknown; amount?: unknown };
  const idempotencyKey = request.headers.get("Idempotency-Key");
  const row = typeof body.paymentKey === "string" && body.paymentKey ? await findByKey(body.paymentKey) : undefined;
  if (!row || row.order_id !== body.orderId) return error(404, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");

  // The same request again: the first answer again, nothing charged twice.
  if (idempotencyKey && row.idempotency_key === idempotencyKey && row.response) {
    return new Response(row.response, { status: 200, headers: { "Content-Type": "application/json" } });
  }
  if (row.status === "DONE" || row.status === "CANCELED") return error(400, "ALREADY_PROCESSED_PAYMENT", "이미 처리된 결제 입니다.");
  if (Date.now() - Date.parse(row.created_at) > SESSION_TTL_MS) {
    return error(404, "NOT_FOUND_PAYMENT_SESSION", "결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.");
  }
  if (body.amount !== row.amount) return error(400, "INVALID_REQUEST", "결제 금액이 일치하지 않습니다.");
  if (row.scenario === "provider_error_once") {
    await db().updateTable("sandbox_toss_payments").set({ scenario: "approve" }).where("payment_key", "=", row.payment_key).execute();
    return error(400, "PROVIDER_ERROR", "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.");
  }
  if (row.scenario === "confirm_reject") {
    await db().updateTable("sandbox_toss_payments").set({ status: "ABORTED" }).where("payment_key", "=", row.payment_key).execute();
    return error(403, "REJECT_CARD_COMPANY", "카드사에서 결제를 거절했습니다.");
  }
  const approvedAt = new Date().toISOString();
  const done = { ...row, status: "DONE", approved_at: approvedAt };
  const response = JSON.stringify(paymentJson(done));
  const updated = await db()
    .updateTable("sandbox_toss_payments")
    .set({ status: "DONE", approved_at: approvedAt, idempotency_key: idempotencyKey, response })
    .where("payment_key", "=", row.payment_key)
    .where("status", "=", "READY")
    .executeTakeFirst();
  // Two confirms at once: only one moves the payment; the other is told it was processed.
  if (Number(updated.numUpdatedRows) === 0) return error(400, "ALREADY_PROCESSED_PAYMENT", "이미 처리된 결제 입니다.");
  return new Response(response, { status: 200, headers: { "Content-Type": "application/json" } });
}

async function cancel(request: Request, paymentKey: string): Promise<Response> {
  const row = await findByKey(paymentKey);
  if (!row) return error(404, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
  if (row.status === "CANCELED") {
    const key = request.headers.get("Idempotency-Key");
    if (key && row.idempotency_key === `cancel:${key}`) return Response.json(paymentJson(row));
    return error(400, "ALREADY_CANCELED_PAYMENT", "이미 취소된 결제 입니다.");
  }
  if (row.status !== "DONE") return error(400, "NOT_CANCELABLE_PAYMENT", "취소할 수 없는 결제 입니다.");
  const key = request.headers.get("Idempotency-Key");
  await db()
    .updateTable("sandbox_toss_payments")
    .set({ status: "CANCELED", idempotency_key: key ? `cancel:${key}` : null })
    .where("payment_key", "=", paymentKey)
    .execute();
  return Response.json(paymentJson({ ...row, status: "CANCELED" }));
}

/** The widget stand-in's script (app/services/toss-sandbox-widget.ts), with the sandbox's own id rules. */
export const SANDBOX_WIDGET_SCRIPT = sandboxWidgetScript({ customerKey: CUSTOMER_KEY.source, orderId: ORDER_ID.source });
