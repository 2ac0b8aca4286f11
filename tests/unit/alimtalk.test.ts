// The 알림톡 adapter (app/services/alimtalk.server.ts) and its sandbox (alimtalk-sandbox.server.ts):
// NHN Cloud's AlimTalk v2.3 request as the adapter sends it, its answers read through the transport
// seam, the sandbox answering the same requests (and failing when told to); the registered templates
// and their variables (app/vocabulary/alimtalk-templates.ts); which adapter the configuration picks.
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AlimtalkSettings, nhnAlimtalk, receiptOf, receiptRef, SANDBOX_SETTINGS } from "~/services/alimtalk.server";
import { alimtalkSandbox, NO_KAKAOTALK } from "~/services/alimtalk-sandbox.server";
import { NotifierError, type Transport } from "~/services/notifier.server";
import { smsBytes } from "~/utils/sms";
import {
  ALIMTALK_MOMENTS,
  ALIMTALK_TEMPLATES,
  ALIMTALK_VARIABLE_MAX,
  fillTemplate,
  placeholdersOf,
  templateByCode,
  variableValue,
} from "~/vocabulary/alimtalk-templates";
import { rejectionOf } from "../support/rejection";

const SETTINGS: AlimtalkSettings = {
  apiBase: "https://api-alimtalk.example.test",
  appKey: "app-key-1",
  secretKey: "secret-key-1",
  senderKey: "k".repeat(40),
};

function recording(reply: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const transport: Transport = async (url, init) => {
    calls.push({ url, init });
    return reply(url, init);
  };
  return { calls, transport };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const SUCCESS = { isSuccessful: true, resultCode: 0, resultMessage: "SUCCESS" };

const taken = () =>
  json({
    header: SUCCESS,
    message: {
      requestId: "20261201101010abcDEF",
      senderGroupingKey: null,
      sendResults: [{ recipientSeq: 1, recipientNo: "01012345678", resultCode: 0, resultMessage: "" }],
    },
  });

const PLAN = {
  recipient: "01012345678",
  templateCode: ALIMTALK_TEMPLATES.plan_ready.code,
  params: { 고객명: "김가족", 여행명: "공주 1박 2일" },
  idempotencyKey: "row-1",
};

describe("the registered templates", () => {
  it("one per moment, a code of at most 20 characters each, codes unique", () => {
    expect(Object.keys(ALIMTALK_TEMPLATES).sort()).toEqual([...ALIMTALK_MOMENTS].sort());
    const codes = Object.values(ALIMTALK_TEMPLATES).map((template) => template.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9_]{1,20}$/);
    for (const template of Object.values(ALIMTALK_TEMPLATES)) expect(templateByCode(template.code)).toBe(template);
  });

  it("declare exactly the variables their text holds, and say what they are about in Korean", () => {
    for (const template of Object.values(ALIMTALK_TEMPLATES)) {
      expect(placeholdersOf(template.text), template.code).toEqual([...template.variables]);
      expect(template.text.startsWith("[패밀리트립] ")).toBe(true);
      // Service messages only: nothing of an advertisement (Kakao's 광고 marker, an event, a discount).
      expect(template.text).not.toMatch(/\(광고\)|이벤트|할인|쿠폰/);
      // 1,000 characters is Kakao's limit for a template's text.
      expect([...template.text].length).toBeLessThan(1000);
    }
  });

  it("are filled in as Kakao fills them: every #{name} replaced, nothing when a variable is missing", () => {
    expect(fillTemplate(ALIMTALK_TEMPLATES.plan_ready, { 고객명: "김가족", 여행명: "공주 1박 2일" })).toBe(
      "[패밀리트립] 여행 플랜 완성 안내\n\n김가족님, '공주 1박 2일' 여행 플랜이 완성되었어요.\n날짜별 일정과 미션은 패밀리트립 > 내 활동에서 확인할 수 있어요.",
    );
    expect(
      fillTemplate(ALIMTALK_TEMPLATES.photobook_shipped, { 고객명: "김가족", 택배사: "CJ대한통운", 운송장번호: "123456789012" }),
    ).toContain("택배사: CJ대한통운\n운송장 번호: 123456789012");
    expect(fillTemplate(ALIMTALK_TEMPLATES.photobook_proof, { 고객명: "김가족", 회차: "1" })).toBeNull();
  });

  it("carry values on one line, cut at their limit, without what a text message cannot carry or a placeholder of their own", () => {
    expect(variableValue("  공주\n1박  2일 ")).toBe("공주 1박 2일");
    expect(variableValue("가족 여행 🍊 #{고객명}")).toBe("가족 여행 #(고객명}");
    const long = variableValue("가".repeat(100));
    expect([...long]).toHaveLength(ALIMTALK_VARIABLE_MAX);
    expect(long.endsWith("…")).toBe(true);
    // What a text can carry: EUC-KR counts every character as one or two bytes.
    expect(smsBytes(long)).toBe(2 * ALIMTALK_VARIABLE_MAX);
  });
});

describe("the AlimTalk adapter", () => {
  it("posts NHN's v2.3 request: app key in the path, secret key and idempotency key in the headers", async () => {
    const { calls, transport } = recording(taken);
    const receipt = await nhnAlimtalk(SETTINGS, transport).send(PLAN);
    expect(receipt).toEqual({ requestId: "20261201101010abcDEF", recipientSeq: 1 });
    const { url, init } = calls[0]!;
    expect(url).toBe("https://api-alimtalk.example.test/alimtalk/v2.3/appkeys/app-key-1/messages");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("X-Secret-Key")).toBe("secret-key-1");
    expect(headers.get("X-NC-API-IDEMPOTENCY-KEY")).toBe("row-1");
    expect(headers.get("Content-Type")).toBe("application/json;charset=UTF-8");
    expect(JSON.parse(String(init.body))).toEqual({
      senderKey: SETTINGS.senderKey,
      templateCode: "FT_PLAN_READY_01",
      recipientList: [{ recipientNo: "01012345678", templateParameter: { 고객명: "김가족", 여행명: "공주 1박 2일" } }],
    });
  });

  it("fails, not to be retried, when the request or its recipient is refused", async () => {
    const header = recording(() => json({ header: { isSuccessful: false, resultCode: -1008, resultMessage: "Template not found" } }));
    const refused = await rejectionOf(nhnAlimtalk(SETTINGS, header.transport).send(PLAN), NotifierError);
    expect(refused).toMatchObject({ code: "-1008", message: "Template not found", retryable: false });

    const recipient = recording(() =>
      json({
        header: SUCCESS,
        message: { requestId: "r", sendResults: [{ recipientSeq: 1, resultCode: -2001, resultMessage: "Invalid recipientNo" }] },
      }),
    );
    const badNumber = await rejectionOf(nhnAlimtalk(SETTINGS, recipient.transport).send(PLAN), NotifierError);
    expect(badNumber).toMatchObject({ code: "-2001", retryable: false });
    expect(badNumber.message).not.toContain("01012345678");
  });

  it("may be retried after a server error or a timeout: the idempotency key stops a second delivery", async () => {
    const busy = recording(() => new Response("busy", { status: 503 }));
    expect(await rejectionOf(nhnAlimtalk(SETTINGS, busy.transport).send(PLAN), NotifierError)).toMatchObject({
      code: "HTTP_503",
      retryable: true,
    });
    const slow = nhnAlimtalk(SETTINGS, async () => {
      throw new DOMException("timed out", "TimeoutError");
    });
    expect(await rejectionOf(slow.send(PLAN), NotifierError)).toMatchObject({ code: "NETWORK_ERROR", retryable: true });
    const badRequest = recording(() => json({ header: { isSuccessful: false, resultCode: -1000, resultMessage: "Bad" } }, 400));
    expect((await rejectionOf(nhnAlimtalk(SETTINGS, badRequest.transport).send(PLAN), NotifierError)).retryable).toBe(false);
  });

  it("reads the delivery report: COMPLETED 1000 delivered, FAILED with Kakao's code, anything else pending", async () => {
    const report = (message: Record<string, unknown>) => {
      const { calls, transport } = recording(() => json({ header: SUCCESS, message }));
      return { calls, result: nhnAlimtalk(SETTINGS, transport).report({ requestId: "REQ1", recipientSeq: 1 }) };
    };
    const delivered = report({ messageStatus: "COMPLETED", resultCode: "1000", resultCodeName: "성공" });
    expect(await delivered.result).toEqual({ state: "delivered" });
    expect(delivered.calls[0]!.url).toBe("https://api-alimtalk.example.test/alimtalk/v2.3/appkeys/app-key-1/messages/REQ1/1");
    expect(delivered.calls[0]!.init.method).toBe("GET");
    expect(await report({ messageStatus: "FAILED", resultCode: "3018", resultCodeName: "NoSendAvailableException" }).result).toEqual({
      state: "failed",
      code: "3018",
      message: "NoSendAvailableException",
    });
    expect(await report({ messageStatus: "PROCESSING" }).result).toEqual({ state: "pending" });
  });

  it("refuses to send without its keys, and asks nobody", async () => {
    const { calls, transport } = recording(taken);
    const error = await rejectionOf(nhnAlimtalk({ ...SETTINGS, senderKey: "" }, transport).send(PLAN), NotifierError);
    expect(error.code).toBe("NOT_CONFIGURED");
    expect(calls).toHaveLength(0);
  });

  it("keeps a receipt as text and reads it back", () => {
    expect(receiptOf(receiptRef({ requestId: "SBX1", recipientSeq: 3 }))).toEqual({ requestId: "SBX1", recipientSeq: 3 });
    expect(receiptOf("nonsense")).toBeNull();
  });
});

describe("the sandbox", () => {
  const sandboxed = (fail: string[] = []) => nhnAlimtalk(SANDBOX_SETTINGS, alimtalkSandbox(fail), "sandbox");

  it("takes a registered template with every variable, and reports it delivered", async () => {
    const sender = sandboxed();
    const receipt = await sender.send(PLAN);
    expect(receipt.requestId).toMatch(/^SBX/);
    expect(await sender.report(receipt)).toEqual({ state: "delivered" });
  });

  it("refuses what NHN refuses: an unknown template, a missing variable, a malformed number, no secret key", async () => {
    const sender = sandboxed();
    expect((await rejectionOf(sender.send({ ...PLAN, templateCode: "NOPE" }), NotifierError)).code).toBe("-1008");
    expect((await rejectionOf(sender.send({ ...PLAN, params: { 고객명: "김가족" } }), NotifierError)).code).toBe("-2002");
    expect((await rejectionOf(sender.send({ ...PLAN, recipient: "12345" }), NotifierError)).code).toBe("-2001");
    const keyless = nhnAlimtalk({ ...SANDBOX_SETTINGS, secretKey: "" }, alimtalkSandbox());
    expect((await rejectionOf(keyless.send(PLAN), NotifierError)).code).toBe("NOT_CONFIGURED");
  });

  it("told to fail, reports a number without KakaoTalk as Kakao does, or answers 503", async () => {
    const everyone = sandboxed(["all"]);
    expect(await everyone.report(await everyone.send(PLAN))).toEqual({
      state: "failed",
      code: NO_KAKAOTALK.code,
      message: NO_KAKAOTALK.name,
    });
    const one = sandboxed(["01099990000"]);
    expect(await one.report(await one.send({ ...PLAN, recipient: "01099990000" }))).toMatchObject({ state: "failed" });
    expect(await one.report(await one.send(PLAN))).toEqual({ state: "delivered" });
    expect(await rejectionOf(sandboxed(["error"]).send(PLAN), NotifierError)).toMatchObject({ code: "HTTP_503", retryable: true });
  });
});

const CONFIG_VARIABLES = [
  "NODE_ENV",
  "DEMO_MODE",
  "SESSION_SECRET",
  "ALIMTALK_APP_KEY",
  "ALIMTALK_SECRET_KEY",
  "ALIMTALK_SENDER_KEY",
  "ALIMTALK_SANDBOX",
  "ALIMTALK_SANDBOX_FAIL",
];
const saved = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, process.env[name]]));

async function configuredWith(env: Record<string, string>) {
  vi.resetModules();
  for (const name of CONFIG_VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  const [{ config, openFeatures }, alimtalk] = await Promise.all([import("~/config.server"), import("~/services/alimtalk.server")]);
  return { config, openFeatures, alimtalk };
}

afterEach(() => {
  for (const name of CONFIG_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  vi.resetModules();
});

describe("which 알림톡 adapter the configuration picks", () => {
  it("the sandbox outside production, told to fail by ALIMTALK_SANDBOX_FAIL", async () => {
    const { config, alimtalk, openFeatures } = await configuredWith({ ALIMTALK_SANDBOX_FAIL: "010-9999-0000, all" });
    expect(alimtalk.isAlimtalkOn()).toBe(true);
    expect(alimtalk.currentAlimtalk().kind).toBe("sandbox");
    expect(config.alimtalk.sandboxFail).toEqual(["01099990000", "all"]);
    expect(openFeatures()).toContain("KakaoTalk message sandbox");
  });

  it("NHN Cloud once its app key is set; in production, without keys, none (texts alone), and half a configuration is refused", async () => {
    const real = await configuredWith({ ALIMTALK_APP_KEY: "a", ALIMTALK_SECRET_KEY: "s", ALIMTALK_SENDER_KEY: "k".repeat(40) });
    expect(real.alimtalk.currentAlimtalk().kind).toBe("nhn");
    expect(real.config.alimtalk.sandbox).toBe(false);

    const strong = { NODE_ENV: "production", SESSION_SECRET: "q3J8v1Zr0Kx7Lp2Wm9Nd4Tb6Yc5Hs8Ga1Ue3Rf7Vi0" };
    const closed = await configuredWith(strong);
    expect(closed.alimtalk.isAlimtalkOn()).toBe(false);
    expect(closed.openFeatures()).not.toContain("KakaoTalk message sandbox");
    expect(closed.config.problems.filter((problem) => problem.includes("ALIMTALK"))).toEqual([]);

    const half = await configuredWith({ ...strong, ALIMTALK_APP_KEY: "a" });
    expect(half.config.problems).toContain("ALIMTALK_SECRET_KEY, ALIMTALK_SENDER_KEY: needed with ALIMTALK_APP_KEY to send 알림톡");
  });
});
