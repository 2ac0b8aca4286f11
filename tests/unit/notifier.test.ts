// The notifier (app/services/notifier.server.ts): the SMS adapter's request and its answers, read
// through the transport seam; which adapter the configuration picks, and what production refuses;
// a long text as a long message (LMS); which failures may be tried again.
import { afterEach, describe, expect, it, vi } from "vitest";
import { LMS_TITLE, NotifierError, smsNotifier, type Transport } from "~/services/notifier.server";
import { SMS_BYTES, smsBytes } from "~/utils/sms";
import { rejectionOf } from "../support/rejection";

const SETTINGS = {
  apiUrl: "https://sms.example.test/sms/v3.0/appKeys/app-key/sender/sms",
  apiKey: "secret-key-123",
  sender: "15880000",
};

/** A transport that records each request and answers with `reply`. */
function recording(reply: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const transport: Transport = async (url, init) => {
    calls.push({ url, init });
    return reply();
  };
  return { calls, transport };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const accepted = () =>
  json({
    header: { isSuccessful: true, resultCode: 0, resultMessage: "SUCCESS" },
    body: {
      data: {
        requestId: "20251201-abc",
        statusCode: "2",
        sendResultList: [{ recipientNo: "01012345678", resultCode: 0, resultMessage: "" }],
      },
    },
  });

describe("the SMS adapter", () => {
  it("posts the provider's JSON with the secret key in its header", async () => {
    const { calls, transport } = recording(accepted);
    await smsNotifier(SETTINGS, transport).sendText("01012345678", "[패밀리트립] 안녕하세요");
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(SETTINGS.apiUrl);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("X-Secret-Key")).toBe("secret-key-123");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json;charset=UTF-8");
    expect(JSON.parse(String(init.body))).toEqual({
      body: "[패밀리트립] 안녕하세요",
      sendNo: "15880000",
      recipientList: [{ recipientNo: "01012345678" }],
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("fails with the provider's code when it refuses the request", async () => {
    const { transport } = recording(() =>
      json({ header: { isSuccessful: false, resultCode: -1004, resultMessage: "Unregistered sending number" } }),
    );
    const error = await rejectionOf(smsNotifier(SETTINGS, transport).sendText("01012345678", "본문"), NotifierError);
    expect(error.code).toBe("-1004");
    expect(error.message).toBe("Unregistered sending number");
  });

  it("fails when the request is accepted but its recipient is not", async () => {
    const { transport } = recording(() =>
      json({
        header: { isSuccessful: true, resultCode: 0, resultMessage: "SUCCESS" },
        body: { data: { sendResultList: [{ recipientNo: "0101234", resultCode: -2000, resultMessage: "Invalid recipient" }] } },
      }),
    );
    const error = await rejectionOf(smsNotifier(SETTINGS, transport).sendText("0101234", "본문"), NotifierError);
    expect(error.code).toBe("-2000");
    expect(error.message).toBe("Invalid recipient");
  });

  it("fails on an HTTP error without a JSON body, and on a network failure", async () => {
    const gateway = recording(() => new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect((await rejectionOf(smsNotifier(SETTINGS, gateway.transport).sendText("01012345678", "본문"), NotifierError)).code).toBe(
      "HTTP_502",
    );

    const down = smsNotifier(SETTINGS, async () => {
      throw new TypeError("fetch failed");
    });
    const error = await rejectionOf(down.sendText("01012345678", "본문"), NotifierError);
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.message).not.toContain("01012345678");
  });

  it("sends a text longer than one SMS as a long message, at the API's MMS address with a title", async () => {
    const { calls, transport } = recording(accepted);
    const body = `[패밀리트립] 포토북 발송 안내\n\n${"가".repeat(60)}`;
    expect(smsBytes(body)).toBeGreaterThan(SMS_BYTES);
    await smsNotifier(SETTINGS, transport).sendText("01012345678", body);
    expect(calls[0]!.url).toBe("https://sms.example.test/sms/v3.0/appKeys/app-key/sender/mms");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      title: LMS_TITLE,
      body,
      sendNo: "15880000",
      recipientList: [{ recipientNo: "01012345678" }],
    });
  });

  it("may be tried again only when the provider certainly did not take the text", async () => {
    const error = async (reply: () => Response | Promise<Response>) =>
      rejectionOf(smsNotifier(SETTINGS, recording(reply).transport).sendText("01012345678", "본문"), NotifierError);
    expect((await error(() => new Response("busy", { status: 503 }))).retryable).toBe(true);
    expect((await error(() => new Response("slow down", { status: 429 }))).retryable).toBe(true);
    // A 500 or a refusal may have sent it, or will refuse it again.
    expect((await error(() => new Response("oops", { status: 500 }))).retryable).toBe(false);
    expect((await error(() => json({ header: { isSuccessful: false, resultCode: -1004, resultMessage: "no" } }))).retryable).toBe(false);
    const refused = await rejectionOf(
      smsNotifier(SETTINGS, async () => {
        throw new TypeError("fetch failed");
      }).sendText("01012345678", "본문"),
      NotifierError,
    );
    expect(refused.retryable).toBe(true);
    const timedOut = await rejectionOf(
      smsNotifier(SETTINGS, async () => {
        throw new DOMException("timed out", "TimeoutError");
      }).sendText("01012345678", "본문"),
      NotifierError,
    );
    expect(timedOut.retryable).toBe(false);
  });

  it("refuses to send without its settings, and asks nobody", async () => {
    const { calls, transport } = recording(accepted);
    const error = await rejectionOf(smsNotifier({ ...SETTINGS, apiKey: "" }, transport).sendText("01012345678", "본문"), NotifierError);
    expect(error.code).toBe("NOT_CONFIGURED");
    expect(calls).toHaveLength(0);
  });
});

const CONFIG_VARIABLES = ["NODE_ENV", "DEMO_MODE", "SESSION_SECRET", "SMS_OUTBOX", "SMS_API_URL", "SMS_API_KEY", "SMS_SENDER"];
const saved = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, process.env[name]]));

async function configuredWith(env: Record<string, string>) {
  vi.resetModules();
  for (const name of CONFIG_VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  const [{ config, openFeatures }, notifier] = await Promise.all([import("~/config.server"), import("~/services/notifier.server")]);
  return { config, openFeatures, notifier };
}

afterEach(() => {
  for (const name of CONFIG_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  vi.resetModules();
});

describe("which adapter the configuration picks", () => {
  it("keeps messages in the outbox by default outside production", async () => {
    const { config, notifier, openFeatures } = await configuredWith({});
    expect(notifier.isOutboxOn()).toBe(true);
    expect(notifier.currentNotifier().kind).toBe("outbox");
    expect(openFeatures()).toContain("text-message outbox");
    expect(config.problems).toEqual([]);
  });

  it("sends through the provider once its address is set, with the sender as digits", async () => {
    const { config, notifier } = await configuredWith({ SMS_API_URL: SETTINGS.apiUrl, SMS_API_KEY: "k", SMS_SENDER: "1588-0000" });
    expect(notifier.isOutboxOn()).toBe(false);
    expect(notifier.currentNotifier().kind).toBe("sms");
    expect(config.sms.sender).toBe("15880000");
  });

  it("routes the configured adapter through the transport seam", async () => {
    const { notifier } = await configuredWith({ SMS_API_URL: SETTINGS.apiUrl, SMS_API_KEY: "k", SMS_SENDER: "15880000" });
    const { calls, transport } = recording(accepted);
    notifier.setSmsTransport(transport);
    await notifier.currentNotifier().sendText("01012345678", "본문");
    expect(calls.map((call) => call.url)).toEqual([SETTINGS.apiUrl]);
  });

  it("in production refuses to start without the SMS settings, unless the outbox is switched on by name", async () => {
    const strong = { NODE_ENV: "production", SESSION_SECRET: "q3J8v1Zr0Kx7Lp2Wm9Nd4Tb6Yc5Hs8Ga1Ue3Rf7Vi0" };
    const closed = await configuredWith(strong);
    expect(closed.notifier.isOutboxOn()).toBe(false);
    expect(closed.config.problems).toContain(
      "SMS_API_URL, SMS_API_KEY, SMS_SENDER: needed for text messages (or switch the text-message outbox on with SMS_OUTBOX=true)",
    );

    const half = await configuredWith({ ...strong, SMS_API_URL: SETTINGS.apiUrl });
    expect(half.config.problems.filter((problem) => problem.includes("SMS"))).toEqual([
      "SMS_API_KEY, SMS_SENDER: needed for text messages (or switch the text-message outbox on with SMS_OUTBOX=true)",
    ]);

    const outbox = await configuredWith({ ...strong, SMS_OUTBOX: "true" });
    expect(outbox.config.problems.filter((problem) => problem.includes("SMS"))).toEqual([]);
    expect(outbox.openFeatures()).toContain("text-message outbox");

    const real = await configuredWith({ ...strong, SMS_API_URL: SETTINGS.apiUrl, SMS_API_KEY: "k", SMS_SENDER: "15880000" });
    expect(real.config.problems.filter((problem) => problem.includes("SMS"))).toEqual([]);
    expect(real.openFeatures()).not.toContain("text-message outbox");
  });

  it("names malformed SMS settings", async () => {
    const { config } = await configuredWith({ SMS_API_URL: "sms.example.test/send", SMS_SENDER: "call me" });
    expect(config.problems).toEqual([
      "SMS_API_URL: must be an address such as https://api.example.com/send",
      "SMS_SENDER: must be a phone number of 8 to 12 digits (dashes allowed)",
    ]);
  });
});

describe("text length", () => {
  it("counts bytes as EUC-KR does: ASCII one, Hangul two", () => {
    expect(smsBytes("abc")).toBe(3);
    expect(smsBytes("공주 1박")).toBe(8);
  });
});
