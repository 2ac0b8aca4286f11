import { describe, expect, it } from "vitest";
import { readToast, redirectWithToast } from "~/http/toast.server";
import { contentSecurityPolicy, createNonce, isCrossSiteWrite } from "../../server/security";

const base = { host: "localhost:3000", origin: undefined, referer: undefined, secFetchSite: undefined };

describe("isCrossSiteWrite", () => {
  it("lets reads through from anywhere", () => {
    expect(isCrossSiteWrite({ ...base, method: "GET", origin: "https://evil.example", secFetchSite: "cross-site" })).toBe(false);
  });

  it("refuses a post from another site", () => {
    expect(isCrossSiteWrite({ ...base, method: "POST", origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, method: "POST", secFetchSite: "cross-site", origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, method: "POST", secFetchSite: "same-site", origin: "https://sub.localhost:3000" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, method: "DELETE", referer: "https://evil.example/x" })).toBe(true);
    expect(isCrossSiteWrite({ ...base, method: "POST", origin: "null" })).toBe(true);
  });

  it("accepts a post from this site", () => {
    expect(isCrossSiteWrite({ ...base, method: "POST", origin: "http://localhost:3000" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, method: "POST", secFetchSite: "same-origin" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, method: "POST", referer: "http://localhost:3000/" })).toBe(false);
    expect(isCrossSiteWrite({ ...base, method: "POST", origin: "https://www.example.com" }, ["www.example.com"])).toBe(false);
  });

  it("lets a request that names no origin through (not a browser, so no visitor's cookies)", () => {
    expect(isCrossSiteWrite({ ...base, method: "POST" })).toBe(false);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only with this response's nonce and forbids framing", () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy(nonce);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(createNonce()).not.toBe(nonce);
  });

  it("draws each nonce once, 16 random bytes, also across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("adds configured origins to the right directives", () => {
    const policy = contentSecurityPolicy("n", { script: ["https://js.example"], connect: ["https://api.example"] });
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.example/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example/);
  });
});

describe("toast cookie", () => {
  it("carries one message across a redirect and is cleared after reading", async () => {
    const response = await redirectWithToast("/#region-request", "success", "신청이 완료되었습니다! 곧 연락드리겠습니다.");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#region-request");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast, headers } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ kind: "success", message: "신청이 완료되었습니다! 곧 연락드리겠습니다." });
    expect(headers.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await readToast(new Request("http://localhost/", { headers: { Cookie: tampered } }))).toast).toBeNull();
  });
});
