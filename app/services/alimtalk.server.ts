// 알림톡 (KakaoTalk business messages) to families: NHN Cloud's KakaoTalk Bizmessage AlimTalk API
// v2.3 (https://docs.nhncloud.com/ko/Notification/KakaoTalk%20Bizmessage/ko/alimtalk-api-guide/),
// shaped like the SMS adapter beside it (notifier.server.ts); docs/decisions/0072-alimtalk-outbox.md.
//
// A 알림톡 goes in two steps, as the API has it:
// - send: `POST {base}/alimtalk/v2.3/appkeys/{appkey}/messages`, the secret key in `X-Secret-Key`,
//   `{ senderKey, templateCode, recipientList: [{ recipientNo, templateParameter }] }`. The answer's
//   `header.isSuccessful` and the recipient's `resultCode` (0) say the request was taken, not that the
//   message arrived. `X-NC-API-IDEMPOTENCY-KEY` makes NHN refuse the same request again for ten
//   minutes, so a retry after a timeout cannot deliver twice.
// - report: `GET …/messages/{requestId}/{recipientSeq}` reads `message.messageStatus` (COMPLETED,
//   FAILED) and Kakao's `resultCode`; FAILED is, most often, a number without KakaoTalk (3018).
// The embedded default is the sandbox (alimtalk-sandbox.server.ts): the same requests, answered in
// this process, the messages kept in the development outbox.
import { config } from "~/config.server";
import { alimtalkSandbox } from "./alimtalk-sandbox.server";
import { NotifierError, type Transport } from "./notifier.server";

export const ALIMTALK_API_VERSION = "v2.3";

/** A message the provider took: what its delivery report is asked for by. */
export interface AlimtalkReceipt {
  requestId: string;
  recipientSeq: number;
}

export type AlimtalkReport =
  | { state: "delivered" }
  /** Still on its way: ask again later. */
  | { state: "pending" }
  /** Kakao could not deliver it (no KakaoTalk, blocked, …): the text goes instead. */
  | { state: "failed"; code: string; message: string };

export interface AlimtalkSender {
  readonly kind: "sandbox" | "nhn";
  /** Asks the provider to send one template message; throws NotifierError when it is not taken. */
  send(message: {
    recipient: string;
    templateCode: string;
    params: Record<string, string>;
    /** The same for every attempt at one message (the outbox row's id). */
    idempotencyKey: string;
  }): Promise<AlimtalkReceipt>;
  /** The delivery report of a message taken earlier. */
  report(receipt: AlimtalkReceipt): Promise<AlimtalkReport>;
}

export interface AlimtalkSettings {
  /** https://api-alimtalk.cloud.toast.com, or the sandbox's stand-in. */
  apiBase: string;
  appKey: string;
  secretKey: string;
  senderKey: string;
}

const TIMEOUT_MS = 10_000;

/** Kakao's result code for a delivered message (`resultCode` of a message report). */
const DELIVERED = "1000";

/** The receipt as the outbox keeps it (`provider_ref`), and back. */
export function receiptRef(receipt: AlimtalkReceipt): string {
  return `${receipt.requestId}/${receipt.recipientSeq}`;
}
export function receiptOf(ref: string): AlimtalkReceipt | null {
  const match = /^([^/]+)\/(\d+)$/.exec(ref);
  return match ? { requestId: match[1]!, recipientSeq: Number(match[2]) } : null;
}

/** NHN Cloud's AlimTalk API; tests and the sandbox pass a transport instead of the network. */
export function nhnAlimtalk(
  settings: AlimtalkSettings,
  transport: Transport = (url, init) => fetch(url, init),
  kind: AlimtalkSender["kind"] = "nhn",
): AlimtalkSender {
  const base = `${settings.apiBase.replace(/\/+$/, "")}/alimtalk/${ALIMTALK_API_VERSION}/appkeys/${encodeURIComponent(settings.appKey)}`;
  const configured = () => {
    if (!settings.appKey || !settings.secretKey || !settings.senderKey) {
      throw new NotifierError("NOT_CONFIGURED", "ALIMTALK_APP_KEY, ALIMTALK_SECRET_KEY and ALIMTALK_SENDER_KEY are needed to send 알림톡");
    }
  };

  /** One request; the JSON answer, or a NotifierError saying whether trying again is safe. */
  // biome-ignore lint/suspicious/noExplicitAny: the provider's JSON, read field by field by the callers
  async function call(url: string, init: RequestInit, idempotent: boolean): Promise<Record<string, any>> {
    let response: Response;
    try {
      response = await transport(url, {
        ...init,
        headers: { "Content-Type": "application/json;charset=UTF-8", "X-Secret-Key": settings.secretKey, ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      // A timed-out send may have been taken: only the idempotency key makes asking again safe.
      throw new NotifierError(
        "NETWORK_ERROR",
        `the 알림톡 provider ${timedOut ? "timed out" : "was unreachable"}`,
        idempotent || !timedOut,
      );
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const data = (await response.json().catch(() => null)) as Record<string, any> | null;
    const header = data?.header;
    if (!response.ok || !header) {
      // A server error did not take the request (or the idempotency key refuses it the second time).
      throw new NotifierError(
        `HTTP_${response.status}`,
        String(header?.resultMessage ?? `the 알림톡 provider answered ${response.status}`),
        response.status === 429 || (response.status >= 500 && idempotent),
      );
    }
    if (header.isSuccessful !== true) {
      throw new NotifierError(
        String(header.resultCode ?? "REFUSED"),
        String(header.resultMessage ?? "the 알림톡 provider refused the request"),
      );
    }
    return data;
  }

  return {
    kind,
    async send({ recipient, templateCode, params, idempotencyKey }) {
      configured();
      const data = await call(
        `${base}/messages`,
        {
          method: "POST",
          headers: { "X-NC-API-IDEMPOTENCY-KEY": idempotencyKey },
          body: JSON.stringify({
            senderKey: settings.senderKey,
            templateCode,
            recipientList: [{ recipientNo: recipient, templateParameter: params }],
          }),
        },
        true,
      );
      const result = data.message?.sendResults?.[0];
      // A request can be taken while its one recipient is refused (a malformed number, a variable too long).
      if (!result || Number(result.resultCode) !== 0) {
        throw new NotifierError(
          String(result?.resultCode ?? "NO_RESULT"),
          String(result?.resultMessage ?? "the 알림톡 provider gave no result for the recipient"),
        );
      }
      const requestId = data.message?.requestId;
      if (typeof requestId !== "string" || !requestId) throw new NotifierError("NO_REQUEST_ID", "the 알림톡 provider gave no request id");
      return { requestId, recipientSeq: Number(result.recipientSeq ?? 1) };
    },
    async report(receipt) {
      configured();
      const data = await call(`${base}/messages/${encodeURIComponent(receipt.requestId)}/${receipt.recipientSeq}`, { method: "GET" }, true);
      const message = data.message;
      const status = String(message?.messageStatus ?? "");
      const code = String(message?.resultCode ?? "");
      if (status === "COMPLETED" && (code === "" || code === DELIVERED)) return { state: "delivered" };
      if (status === "COMPLETED" || status === "FAILED" || status === "CANCEL") {
        return { state: "failed", code: code || status, message: String(message?.resultCodeName ?? status) };
      }
      return { state: "pending" };
    },
  };
}

/** Whether the family's messages start as 알림톡 (else they go by text alone). */
export function isAlimtalkOn(): boolean {
  return config.alimtalk.sandbox || Boolean(config.alimtalk.appKey);
}

/** The adapter this server is configured with: NHN Cloud, or the sandbox speaking its protocol. */
export function currentAlimtalk(): AlimtalkSender {
  if (config.alimtalk.sandbox) return nhnAlimtalk(SANDBOX_SETTINGS, alimtalkSandbox(config.alimtalk.sandboxFail), "sandbox");
  // Without keys this refuses every message (NOT_CONFIGURED), and the text goes instead.
  return nhnAlimtalk(config.alimtalk);
}

/** What the sandbox is called with: its own address and keys, never a real one. */
export const SANDBOX_SETTINGS: AlimtalkSettings = {
  apiBase: "https://alimtalk.sandbox.invalid",
  appKey: "sandbox-app-key",
  secretKey: "sandbox-secret-key",
  senderKey: "sandbox0sender0key0000000000000000000000",
};
