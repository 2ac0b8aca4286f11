import { afterEach, describe, expect, it, vi } from "vitest";
import { callTossSandbox } from "../support/toss-sandbox";

async function sandboxWith(env: Record<string, string>) {
  vi.resetModules();
  Object.assign(process.env, env);
  return import("~/services/toss-sandbox.server");
}

afterEach(() => {
  for (const name of ["TOSS_SECRET_KEY", "TOSS_CLIENT_KEY", "TOSS_API_BASE", "TOSS_SANDBOX"]) delete process.env[name];
  vi.resetModules();
});

describe("Toss sandbox switch", () => {
  it("is on by default, with test keys", async () => {
    const sandbox = await sandboxWith({});
    expect(sandbox.isTossSandboxOn()).toBe(true);
    expect(sandbox.SANDBOX_WIDGET_SCRIPT).toContain("window.PaymentWidget");
  });

  it("refuses to run with live keys", async () => {
    const sandbox = await sandboxWith({ TOSS_SECRET_KEY: "live_sk_123" });
    expect(sandbox.sandboxRefusal()).toBe("결제 샌드박스는 라이브 키로 실행할 수 없습니다.");
    expect(sandbox.isTossSandboxOn()).toBe(false);
    const response = await callTossSandbox(
      new Request("http://x/v1/payments/confirm", { method: "POST" }),
      "/v1/payments/confirm",
      sandbox,
    );
    expect(response.status).toBe(403);
  });

  it("steps aside when a real API base is configured, or when switched off", async () => {
    expect((await sandboxWith({ TOSS_API_BASE: "https://api.tosspayments.com" })).isTossSandboxOn()).toBe(false);
    delete process.env.TOSS_API_BASE;
    expect((await sandboxWith({ TOSS_SANDBOX: "false" })).isTossSandboxOn()).toBe(false);
  });

  it("answers only with the secret key and its trailing colon", async () => {
    const sandbox = await sandboxWith({});
    const unauthorized = await callTossSandbox(
      new Request("http://x/v1/payments/abc", {
        headers: { Authorization: `Basic ${Buffer.from("test_sk_sandbox_family_trip").toString("base64")}` },
      }),
      "/v1/payments/abc",
      sandbox,
    );
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ code: "UNAUTHORIZED_KEY" });
  });
});
