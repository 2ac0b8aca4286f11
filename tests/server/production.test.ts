// Production is closed by default: the built server under NODE_ENV=production refuses to start without
// a strong secret and real keys (sign-in, payments, text messages), runs with exactly the sandboxes switched on by name, and says which.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seededDatabase, sqliteEngine } from "../support/engines";
import { SELLER_DETAILS, startServer } from "../support/server";

if (!existsSync("build/server.js")) throw new Error("Run `npm run build` before the server tests.");

const STRONG_SECRET = "q3J8v1Zr0Kx7Lp2Wm9Nd4Tb6Yc5Hs8Ga1Ue3Rf7Vi0";
const freshDatabase = () => join(mkdtempSync(join(tmpdir(), "production-test-")), "app.db");

/** Every setting a deployment could bring along from this machine's environment, blanked. */
const BLANK = Object.fromEntries(
  [
    "DEMO_MODE",
    "DEMO_DATA",
    "DEMO_LOGIN",
    "OAUTH_SANDBOX",
    "TOSS_SANDBOX",
    "SESSION_SECRET",
    "SECURE_COOKIES",
    "AUTO_ACCEPT_ORDERS",
    "KAKAO_CLIENT_ID",
    "KAKAO_CLIENT_SECRET",
    "GOOGLE_LOGIN_ENABLED",
    "GOOGLE_CLIENT_ID",
    "GOOGLE_CLIENT_SECRET",
    "TOSS_CLIENT_KEY",
    "TOSS_SECRET_KEY",
    "TOSS_API_BASE",
    "TOSS_WIDGET_SRC",
    "SMS_OUTBOX",
    "SMS_API_URL",
    "SMS_API_KEY",
    "SMS_SENDER",
    "APP_ORIGIN",
    "SUPPORT_PHONE",
    "SUPPORT_EMAIL",
    "COMPANY_CEO",
    "COMPANY_REGISTRATION",
    "COMPANY_MAIL_ORDER",
    "COMPANY_ADDRESS",
  ].map((name) => [name, ""]),
);

function startAndExit(env: Record<string, string>) {
  return spawnSync(process.execPath, ["build/server.js"], {
    env: { ...process.env, ...BLANK, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: freshDatabase(), ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("production start", () => {
  it("refuses to start with nothing configured, and names every missing setting", () => {
    const result = startAndExit({});
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toContain("refusing to start (production mode)");
    expect(output).toContain("SESSION_SECRET");
    expect(output).toContain("KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET");
    expect(output).toContain("TOSS_CLIENT_KEY, TOSS_SECRET_KEY, TOSS_API_BASE, TOSS_WIDGET_SRC");
    expect(output).toContain("SMS_API_URL, SMS_API_KEY, SMS_SENDER: needed for text messages");
    expect(output).toContain(
      "SUPPORT_PHONE, SUPPORT_EMAIL, COMPANY_CEO, COMPANY_REGISTRATION, COMPANY_MAIL_ORDER, COMPANY_ADDRESS: the footer's seller details are still the demo's placeholders",
    );
    expect(output).not.toContain("listening on");
  });

  it("refuses the demo's placeholder seller details, naming each one still a placeholder", () => {
    const keys = { SESSION_SECRET: STRONG_SECRET, OAUTH_SANDBOX: "true", TOSS_SANDBOX: "true", SMS_OUTBOX: "true" };
    const placeholders = startAndExit({ ...keys, ...SELLER_DETAILS, SUPPORT_PHONE: "1588-0000", COMPANY_CEO: "홍길동" });
    expect(placeholders.status).toBe(1);
    expect(placeholders.stdout + placeholders.stderr).toContain(
      "SUPPORT_PHONE, COMPANY_CEO: the footer's seller details are still the demo's placeholders (set the business's own)",
    );
    const example = startAndExit({ ...keys, ...SELLER_DETAILS, SUPPORT_EMAIL: "help@shop.example" });
    expect(example.status).toBe(1);
    expect(example.stdout + example.stderr).toContain("SUPPORT_EMAIL: the footer's seller details");
  });

  it("refuses a weak secret and malformed values even when the keys are there", () => {
    const result = startAndExit({
      SESSION_SECRET: "change-me",
      OAUTH_SANDBOX: "maybe",
      TOSS_SANDBOX: "true",
      KAKAO_CLIENT_ID: "kakao-id",
      KAKAO_CLIENT_SECRET: "kakao-secret",
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toContain("SESSION_SECRET: set a random value of at least 32 characters");
    expect(output).toContain('OAUTH_SANDBOX: must be true or false, not "maybe"');
  });

  it("refuses to start without the SMS settings when the outbox is not switched on by name", () => {
    const keys = { SESSION_SECRET: STRONG_SECRET, OAUTH_SANDBOX: "true", TOSS_SANDBOX: "true" };
    const withoutKey = startAndExit({ ...keys, SMS_API_URL: "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/app/sender/sms" });
    expect(withoutKey.status).toBe(1);
    expect(withoutKey.stdout + withoutKey.stderr).toContain(
      "SMS_API_KEY, SMS_SENDER: needed for text messages (or switch the text-message outbox on with SMS_OUTBOX=true)",
    );
    const malformed = startAndExit({ ...keys, SMS_OUTBOX: "true", SMS_SENDER: "call us" });
    expect(malformed.status).toBe(1);
    expect(malformed.stdout + malformed.stderr).toContain("SMS_SENDER: must be a phone number of 8 to 12 digits");
  });

  it("refuses the payment sandbox with live keys", () => {
    const result = startAndExit({
      SESSION_SECRET: STRONG_SECRET,
      OAUTH_SANDBOX: "true",
      TOSS_SANDBOX: "true",
      TOSS_SECRET_KEY: "live_sk_x",
      TOSS_CLIENT_KEY: "live_ck_x",
    });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain("cannot run with live_ keys");
  });

  it("with real keys runs with every sandbox and demo feature closed, Secure cookies and HSTS over HTTPS", async () => {
    const server = await startServer(
      {
        ...BLANK,
        ...SELLER_DETAILS,
        DATABASE_URL: freshDatabase(),
        SESSION_SECRET: STRONG_SECRET,
        KAKAO_CLIENT_ID: "kakao-id",
        KAKAO_CLIENT_SECRET: "kakao-secret",
        TOSS_CLIENT_KEY: "live_ck_x",
        TOSS_SECRET_KEY: "live_sk_x",
        // Nothing listens there: a payment check at start fails quietly, as a Toss outage would.
        TOSS_API_BASE: "http://127.0.0.1:9",
        TOSS_WIDGET_SRC: "https://js.tosspayments.com/v1/payment-widget",
        SMS_API_URL: "http://127.0.0.1:9/sms/v3.0/appKeys/app/sender/sms",
        SMS_API_KEY: "sms-secret",
        SMS_SENDER: "1588-0000",
      },
      { demo: false },
    );
    try {
      expect(server.output()).toContain("production mode: every sandbox and demo feature off");
      expect(server.output()).not.toContain("demo data seeded");

      const login = await (await fetch(`${server.url}/auth`)).text();
      expect(login).not.toContain("리뷰 테스트 계정으로 바로 로그인");
      for (const path of ["/sandbox/toss/widget.js", "/sandbox/oauth/social_a/authorize?response_type=code"]) {
        expect((await fetch(server.url + path)).status, path).toBe(404);
      }
      const demo = await fetch(`${server.url}/auth/demo`, { method: "POST", headers: { Origin: server.url }, redirect: "manual" });
      expect(demo.status).toBe(404);

      // The toast cookie of a refused sign-up form is Secure; HSTS only on responses that came over HTTPS.
      const plain = await fetch(`${server.url}/`);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const behindProxy = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      const form = new URLSearchParams({ intent: "submit", name: "강릉", phone: "010-9999-0000", website: "bot" });
      const posted = await fetch(`${server.url}/?index`, {
        method: "POST",
        body: form,
        headers: { Origin: server.url },
        redirect: "manual",
      });
      expect(posted.headers.get("set-cookie")).toMatch(/; Secure/i);
    } finally {
      await server.stop();
    }
  });

  it("runs the sandboxes switched on by name, and says so", async () => {
    const server = await startServer(
      {
        ...BLANK,
        ...SELLER_DETAILS,
        DATABASE_URL: freshDatabase(),
        SESSION_SECRET: STRONG_SECRET,
        OAUTH_SANDBOX: "true",
        TOSS_SANDBOX: "true",
        SMS_OUTBOX: "true",
      },
      { demo: false },
    );
    try {
      expect(server.output()).toContain("production mode: switched on by name: sign-in sandbox, payment sandbox, text-message outbox");
      expect((await fetch(`${server.url}/sandbox/toss/widget.js`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/auth`)).text()).not.toContain("리뷰 테스트 계정으로 바로 로그인");
    } finally {
      await server.stop();
    }
  });

  it("the demo mode is announced, and a signed-in visitor's pages are never cached", async () => {
    const server = await startServer({ DATABASE_URL: await seededDatabase(sqliteEngine) });
    try {
      expect(server.output()).toMatch(/demo mode: .*sign-in sandbox.*payment sandbox.*not for real customers/);
      const anonymous = await fetch(`${server.url}/faq`);
      expect(anonymous.headers.get("cache-control")).toBeNull();
      const withSession = await fetch(`${server.url}/faq`, { headers: { Cookie: "__session=anything" } });
      expect(withSession.headers.get("cache-control")).toBe("private, no-store");
    } finally {
      await server.stop();
    }
  });

  it("a refusal before the routes is a Korean page, or JSON with the same message for a script that asks for it", async () => {
    const server = await startServer({ DATABASE_URL: await seededDatabase(sqliteEngine), WRITE_LIMIT_PER_ADDRESS: "1" });
    const post = (accept?: string) =>
      // Any write but a photo upload (uploads count against their own budget, decision 46).
      fetch(`${server.url}/post/create`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(accept ? { Accept: accept } : {}) },
        body: "{}",
      });
    try {
      expect((await post("application/json")).status).not.toBe(429);
      // A script that asks for JSON (the review form's) shows the member this message (to wait), not only 'failed'.
      const script = await post("application/json");
      expect(script.status).toBe(429);
      expect(script.headers.get("retry-after")).not.toBeNull();
      expect(await script.json()).toEqual({ message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." });
      const page = await post();
      expect(page.status).toBe(429);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    } finally {
      await server.stop();
    }
  });

  it("a member's writes count against one budget per member, from each of their sessions", async () => {
    const server = await startServer({ DATABASE_URL: await seededDatabase(sqliteEngine), WRITE_LIMIT_PER_MEMBER: "3" });
    const signIn = async () => {
      const demo = await fetch(`${server.url}/auth/demo`, { method: "POST", headers: { Origin: server.url }, redirect: "manual" });
      return demo.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    };
    // A write the route refuses (an empty review) still counts: an attempt is an attempt.
    const write = (cookie: string) =>
      fetch(`${server.url}/post/create`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: cookie },
        body: new URLSearchParams(),
        redirect: "manual",
      });
    try {
      const phone = await signIn();
      const laptop = await signIn();
      expect(phone).not.toBe(laptop);
      // The sign-ins are writes too, but of no session yet: the member's budget starts here.
      expect((await write(phone)).status).not.toBe(429);
      expect((await write(laptop)).status).not.toBe(429);
      expect((await write(phone)).status).not.toBe(429);
      expect((await write(laptop)).status).toBe(429);
      expect((await write(phone)).status).toBe(429);
    } finally {
      await server.stop();
    }
  });

  it("visitors share one render of the feed for a few seconds, its script nonce with it; members never do", async () => {
    const server = await startServer({ DATABASE_URL: await seededDatabase(sqliteEngine), SHARED_PAGE_SECONDS: "60" });
    const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    try {
      const first = await fetch(`${server.url}/explore`);
      const second = await fetch(`${server.url}/explore`);
      expect(second.headers.get("age")).not.toBeNull();
      expect(nonceOf(second)).toBe(nonceOf(first));
      // The copy's scripts carry the nonce its header allows; its Korean text has no stray NUL bytes (decision 41).
      const html = await second.text();
      expect(html).toContain(`nonce="${nonceOf(second)}"`);
      expect(html).not.toContain("\u0000");
      const member = await fetch(`${server.url}/explore`, { headers: { Cookie: "__session=anything" } });
      expect(member.headers.get("age")).toBeNull();
      expect(nonceOf(member)).not.toBe(nonceOf(first));
    } finally {
      await server.stop();
    }
  });
});
