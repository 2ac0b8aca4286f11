// KakaoTalk share's configuration and policy (decision 74): Kakao's SDK, API and share picker are
// allowed on the pages with the share button (and the dashboard that opens the plan page in the app),
// only when a JavaScript key is configured; another copy of the SDK needs its own integrity hash.
import { afterEach, describe, expect, it, vi } from "vitest";
import { KAKAO_SHARE, sharesToKakao } from "../../app/vocabulary/kakao-share";
import { POSTCODE } from "../../app/vocabulary/postcode";
import { contentSecurityPolicy, pageSources } from "../../server/security";

const VARIABLES = ["KAKAO_JS_KEY", "KAKAO_SDK_SRC", "KAKAO_SDK_INTEGRITY"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

async function configuredWith(env: Partial<Record<(typeof VARIABLES)[number], string>>) {
  vi.resetModules();
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  return (await import("~/config.server")).config;
}

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  vi.resetModules();
});

describe("the pages that share to KakaoTalk", () => {
  it("are the plan page, the share page and the dashboard, nothing else", () => {
    for (const path of ["/travel/plan/abc", "/travel/plan/abc/", "/share/plan/Tok_en-1", "/dashboard", "/dashboard/"]) {
      expect(sharesToKakao(path), path).toBe(true);
    }
    for (const path of ["/", "/travel/plan/abc/calendar.ics", "/share/plan/t/calendar.ics", "/admin/plan/abc", "/dashboardx", "/explore"]) {
      expect(sharesToKakao(path), path).toBe(false);
    }
  });

  it("allow Kakao's SDK, API and share picker there, only with a key, and nowhere else", () => {
    const site = { script: ["https://js.tosspayments.com"], connect: [], formAction: ["https://kauth.kakao.com"] };
    const plan = contentSecurityPolicy("n", pageSources("/travel/plan/p1", site, KAKAO_SHARE.sdkSrc));
    expect(plan).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https://js.tosspayments.com https://t1.kakaocdn.net");
    expect(plan).toContain("connect-src 'self' https://kapi.kakao.com");
    expect(plan).toContain("form-action 'self' https://kauth.kakao.com https://sharer.kakao.com https://accounts.kakao.com");
    // Without a key, and on other pages, the site's own policy.
    expect(pageSources("/travel/plan/p1", site, null)).toBe(site);
    expect(pageSources("/explore", site, KAKAO_SHARE.sdkSrc)).toBe(site);
    // A self-hosted copy: its own origin.
    expect(pageSources("/share/plan/t", site, "https://static.example.com/kakao.min.js").script).toContain("https://static.example.com");
    // The photobook's landing keeps the postcode search only.
    const landing = pageSources("/photobook/default", site, KAKAO_SHARE.sdkSrc);
    expect(landing.script).toEqual([...site.script, ...POSTCODE.scriptOrigins]);
  });
});

describe("the Kakao share configuration", () => {
  it("is off without a key; with one, Kakao's SDK and its hash by default", async () => {
    expect((await configuredWith({})).kakaoShare).toBeNull();
    const config = await configuredWith({ KAKAO_JS_KEY: "js-key" });
    expect(config.kakaoShare).toEqual({ jsKey: "js-key", sdkSrc: KAKAO_SHARE.sdkSrc, sdkIntegrity: KAKAO_SHARE.sdkIntegrity });
    expect(config.problems).toEqual([]);
  });

  it("takes another copy of the SDK only with that copy's integrity hash", async () => {
    const missing = await configuredWith({ KAKAO_JS_KEY: "k", KAKAO_SDK_SRC: "https://static.example.com/kakao.min.js" });
    expect(missing.problems).toContain("KAKAO_SDK_INTEGRITY: set the sha384-… value of the file KAKAO_SDK_SRC names");
    const own = await configuredWith({
      KAKAO_JS_KEY: "k",
      KAKAO_SDK_SRC: "https://static.example.com/kakao.min.js",
      KAKAO_SDK_INTEGRITY: "sha384-AAAA",
    });
    expect(own.problems).toEqual([]);
    expect(own.kakaoShare).toMatchObject({ sdkSrc: "https://static.example.com/kakao.min.js", sdkIntegrity: "sha384-AAAA" });
  });
});
