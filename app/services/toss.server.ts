// Toss Payments adapter: confirm, cancel and look up payments (https://docs.tosspayments.com).
// The API base, keys and widget script come from configuration; the embedded default points at the
// in-app sandbox (app/services/toss-sandbox.server.ts), which speaks the same protocol.
import { config } from "~/config.server";

export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: string;
  method: string | null;
  totalAmount: number;
  approvedAt: string | null;
  receipt: { url: string } | null;
  secret: string | null;
}

/** An answer from Toss that is not a success: its error code and message, or a transport failure. */
export class TossError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** Worth trying again with the same Idempotency-Key. */
  get retryable(): boolean {
    return this.code === "PROVIDER_ERROR" || this.code === "NETWORK_ERROR" || this.status >= 500;
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Tests route the adapter straight into the sandbox (no server needed). */
export function setTossTransport(next: Transport): void {
  transport = next;
}

function apiBase(): string {
  return config.toss.apiBase || `${process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${config.port}`}/sandbox/toss`;
}

async function call(method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string): Promise<TossPayment> {
  const headers: Record<string, string> = {
    // Basic auth: the secret key followed by a colon, base64-encoded.
    Authorization: `Basic ${Buffer.from(`${config.toss.secretKey}:`).toString("base64")}`,
    "Content-Type": "application/json",
  };
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  let response: Response;
  try {
    response = await transport(`${apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new TossError("NETWORK_ERROR", "결제 서버와 연결하지 못했습니다.", 0);
  }
  // biome-ignore lint/suspicious/noExplicitAny: Toss's JSON, read field by field with fallbacks below
  const data = (await response.json().catch(() => null)) as Record<string, any> | null;
  if (!response.ok || !data) {
    throw new TossError(
      String(data?.code ?? "UNKNOWN_PAYMENT_ERROR"),
      String(data?.message ?? "결제 중 오류가 발생했습니다."),
      response.status,
    );
  }
  return {
    paymentKey: String(data.paymentKey),
    orderId: String(data.orderId),
    orderName: String(data.orderName ?? ""),
    status: String(data.status),
    method: data.method ?? null,
    totalAmount: Number(data.totalAmount),
    approvedAt: data.approvedAt ?? null,
    receipt: data.receipt?.url ? { url: String(data.receipt.url) } : null,
    secret: data.secret ?? null,
  };
}

export function confirmPayment(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string) {
  return call("POST", "/v1/payments/confirm", input, idempotencyKey);
}

export function cancelPayment(paymentKey: string, cancelReason: string, idempotencyKey: string) {
  return call("POST", `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason }, idempotencyKey);
}

export function getPayment(paymentKey: string) {
  return call("GET", `/v1/payments/${encodeURIComponent(paymentKey)}`);
}

export function getPaymentByOrderId(orderId: string) {
  return call("GET", `/v1/payments/orders/${encodeURIComponent(orderId)}`);
}
