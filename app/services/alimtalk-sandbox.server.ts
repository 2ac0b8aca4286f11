// The 알림톡 sandbox: NHN Cloud's AlimTalk API v2.3 answered in this process (docs/decisions/0072-alimtalk-outbox.md).
// It takes the adapter's real requests (path with the app key, X-Secret-Key, senderKey, a registered
// templateCode with every variable of its template, recipientList) and answers in NHN's shapes: the
// send's header and per-recipient resultCode, then the message report's messageStatus and Kakao's
// resultCode. Nothing leaves the server; the message itself is the outbox row, which staff read on
// the development outbox page.
//
// Told to fail (ALIMTALK_SANDBOX_FAIL), it shows the fallback: `all`, or a recipient's digits, makes
// the delivery fail as a number without KakaoTalk does (FAILED, 3018); `error` makes the API answer
// 503, which the outbox retries with backoff before sending the text.
//
// It keeps no state: the outcome of a delivery is written into the request id it hands out, so a
// report can be answered by any process, after any restart.
import { randomBytes } from "node:crypto";
import { fillTemplate, templateByCode } from "~/vocabulary/alimtalk-templates";
import type { Transport } from "./notifier.server";

const SEND_PATH = /^\/alimtalk\/v2\.3\/appkeys\/([^/]+)\/messages$/;
const REPORT_PATH = /^\/alimtalk\/v2\.3\/appkeys\/([^/]+)\/messages\/([^/]+)\/(\d+)$/;

/** Kakao's answer for a number that cannot receive 알림톡 (no KakaoTalk, or not used for a week). */
export const NO_KAKAOTALK = { code: "3018", name: "NoSendAvailableException" } as const;

function answer(status: number, header: { resultCode: number; resultMessage: string }, body?: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ header: { ...header, isSuccessful: header.resultCode === 0 }, ...body }), {
    status,
    headers: { "Content-Type": "application/json;charset=UTF-8" },
  });
}

const refused = (resultCode: number, resultMessage: string, status = 200) => answer(status, { resultCode, resultMessage });

/** The sandbox as a transport; `fail` is ALIMTALK_SANDBOX_FAIL's list (lower case, digits without dashes). */
export function alimtalkSandbox(fail: readonly string[] = []): Transport {
  const noKakao = (recipient: string) => fail.includes("all") || fail.includes(recipient);
  return async (url, init) => {
    const { pathname } = new URL(url);
    const headers = new Headers(init.headers);
    if (!headers.get("X-Secret-Key")) return refused(-1000, "X-Secret-Key is required", 401);
    if (fail.includes("error")) return new Response("Service Unavailable", { status: 503 });

    const report = REPORT_PATH.exec(pathname);
    if (report && init.method === "GET") {
      const [, , requestId, recipientSeq] = report;
      // The fate is the request id's last letter: D(elivered) or N(o KakaoTalk).
      const fate = /^SBX\d{14}[0-9a-f]{8}([DN])$/.exec(requestId!)?.[1];
      if (!fate || recipientSeq !== "1") return refused(-1007, "Message not found");
      const delivered = fate === "D";
      return answer(
        200,
        { resultCode: 0, resultMessage: "success" },
        {
          message: {
            requestId,
            recipientSeq: 1,
            messageStatus: delivered ? "COMPLETED" : "FAILED",
            resultCode: delivered ? "1000" : NO_KAKAOTALK.code,
            resultCodeName: delivered ? "성공" : NO_KAKAOTALK.name,
          },
        },
      );
    }

    const send = SEND_PATH.exec(pathname);
    if (!send || init.method !== "POST") return refused(-1, "Not found", 404);
    // biome-ignore lint/suspicious/noExplicitAny: the caller's JSON, read field by field below as NHN would
    let request: any;
    try {
      request = JSON.parse(String(init.body));
    } catch {
      return refused(-1000, "Invalid request body", 400);
    }
    if (typeof request?.senderKey !== "string" || request.senderKey.length !== 40) return refused(-1006, "Invalid senderKey");
    const template = typeof request.templateCode === "string" ? templateByCode(request.templateCode) : undefined;
    if (!template) return refused(-1008, "Template not found");
    const recipients: unknown[] = Array.isArray(request.recipientList) ? request.recipientList : [];
    if (recipients.length < 1 || recipients.length > 1000) return refused(-1000, "recipientList must hold 1 to 1000 recipients");
    const stamp = new Date()
      .toISOString()
      .replace(/[^0-9]/g, "")
      .slice(0, 14);
    const random = randomBytes(4).toString("hex");
    let fate: "D" | "N" = "D";
    // biome-ignore lint/suspicious/noExplicitAny: one recipient of the caller's JSON, checked field by field
    const sendResults = recipients.map((entry: any, index) => {
      const recipientNo = String(entry?.recipientNo ?? "");
      const base = { recipientSeq: index + 1, recipientNo, recipientGroupingKey: null };
      if (!/^0\d{8,14}$/.test(recipientNo)) return { ...base, resultCode: -2001, resultMessage: "Invalid recipientNo" };
      const params = entry?.templateParameter && typeof entry.templateParameter === "object" ? entry.templateParameter : {};
      if (fillTemplate(template, params) === null)
        return { ...base, resultCode: -2002, resultMessage: "templateParameter is missing a variable" };
      if (noKakao(recipientNo)) fate = "N";
      return { ...base, resultCode: 0, resultMessage: "" };
    });
    // One message a request is what the outbox sends; a fate per request is enough for it.
    return answer(
      200,
      { resultCode: 0, resultMessage: "success" },
      { message: { requestId: `SBX${stamp}${random}${fate}`, senderGroupingKey: null, sendResults } },
    );
  };
}
