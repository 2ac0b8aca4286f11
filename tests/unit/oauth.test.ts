import { OAuth2RequestError } from "remix-auth-oauth2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loginErrorMessage, loginReasonMessage } from "~/messages/login";
import { authenticatorFor, providerSettings, SignInError, signInErrorCode } from "~/services/oauth.server";
import { exchangeCode, issueCode, SANDBOX_MEMBER, userInfo } from "~/services/oauth-sandbox.server";
import { PROVIDER_SLUGS } from "~/vocabulary/login";
import { rejectionOf } from "../support/rejection";

const origin = "http://localhost:3000";

async function startRedirect(provider: "kakao" | "google"): Promise<Response> {
  try {
    const start = new Request(`${origin}/auth/${PROVIDER_SLUGS[provider]}`);
    await authenticatorFor(provider, start).authenticate(provider, start);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a redirect");
}

afterEach(() => vi.unstubAllGlobals());

describe("Kakao strategy ", () => {
  it("asks for comma-separated scopes and the service-terms marker, and sets a state cookie", async () => {
    const response = await startRedirect("kakao");
    const location = new URL(response.headers.get("Location")!);
    expect(location.pathname).toBe("/sandbox/oauth/social_a/authorize");
    expect(location.searchParams.get("scope")).toBe("account_email,profile_nickname,profile_image,plusfriends");
    expect(location.searchParams.get("service_terms")).toBeTruthy();
    expect(location.searchParams.get("redirect_uri")).toBe(`${origin}/auth/callback/social_a`);
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(response.headers.get("Set-Cookie")).toMatch(/^oauth_kakao:[^=]+=.*HttpOnly/i);
  });

  it("reads the provider's error before it checks the state", async () => {
    const request = new Request(`${origin}/auth/callback/social_a?error=access_denied&error_description=denied`);
    const failure = await rejectionOf(authenticatorFor("kakao", request).authenticate("kakao", request), OAuth2RequestError);
    expect(signInErrorCode(failure)).toBe("access_denied");
  });

  it("sends the client credentials in the token request's body, not a Basic header", async () => {
    const start = await startRedirect("kakao");
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const cookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url: String(url), init });
        if (String(url).endsWith("/token")) return Response.json({ access_token: "token-1", token_type: "bearer" });
        return Response.json({ id: 42, kakao_account: { email: "a@b.c", profile: { nickname: "카카오", profile_image_url: null } } });
      }),
    );
    const callback = new Request(`${origin}/auth/callback/social_a?code=abc&state=${state}`, { headers: { Cookie: cookie } });
    const profile = await authenticatorFor("kakao", callback).authenticate("kakao", callback);
    expect(profile).toEqual({ provider: "kakao", providerId: "42", email: "a@b.c", nickname: "카카오", avatarUrl: null });
    const token = calls[0]!;
    const body = new URLSearchParams(String(token.init.body));
    expect(body.get("client_id")).toBe("sandbox-kakao");
    expect(body.get("client_secret")).toBe("sandbox-kakao-secret");
    expect(body.get("grant_type")).toBe("authorization_code");
    expect(body.get("code")).toBe("abc");
    expect(new Headers(token.init.headers).get("Authorization")).toBeNull();
    expect(new Headers(calls[1]!.init.headers).get("Authorization")).toBe("Bearer token-1");
  });

  it("refuses a callback whose state is not the cookie's", async () => {
    const start = await startRedirect("kakao");
    const cookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    const callback = new Request(`${origin}/auth/callback/social_a?code=abc&state=other`, { headers: { Cookie: cookie } });
    const failure = await authenticatorFor("kakao", callback)
      .authenticate("kakao", callback)
      .catch((e) => e);
    expect(signInErrorCode(failure)).toBe("state_mismatch");
  });

  it("maps a missing code, network failures and HTTP statuses to the login screen's codes", async () => {
    const start = await startRedirect("kakao");
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const cookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    const callback = new Request(`${origin}/auth/callback/social_a?state=${state}`, { headers: { Cookie: cookie } });
    expect(
      signInErrorCode(
        await authenticatorFor("kakao", callback)
          .authenticate("kakao", callback)
          .catch((e) => e),
      ),
    ).toBe("missing_code");
    expect(signInErrorCode(new SignInError("network"))).toBe("network");
    expect(signInErrorCode(new TypeError("fetch failed"))).toBe("network");
    expect(signInErrorCode(new Error("boom"))).toBe("unknown");
  });
});

describe("Google ", () => {
  it("asks for openid, email and profile, space-separated", async () => {
    const location = new URL((await startRedirect("google")).headers.get("Location")!);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
  });

  it("is in preparation unless configured on", () => {
    expect(providerSettings("google", new Request(origin)).enabled).toBe(false);
    expect(providerSettings("kakao", new Request(origin)).enabled).toBe(true);
  });
});

describe("sandbox provider", () => {
  const redirectUri = `${origin}/auth/callback/social_a`;
  const form = (values: Record<string, string>) =>
    new URLSearchParams({ grant_type: "authorization_code", redirect_uri: redirectUri, ...values });

  it("exchanges a code for a token that reads back the person, in Kakao's shape", () => {
    const code = issueCode("kakao", SANDBOX_MEMBER.kakao, redirectUri);
    const result = exchangeCode("kakao", form({ code, client_id: "sandbox-kakao", client_secret: "sandbox-kakao-secret" }), null);
    expect(result.ok).toBe(true);
    const token = result.ok ? String(result.body.access_token) : "";
    expect(userInfo("kakao", `Bearer ${token}`)).toMatchObject({ id: 1000000001, kakao_account: { email: SANDBOX_MEMBER.kakao.email } });
    expect(userInfo("kakao", "Bearer forged.token")).toBeNull();
  });

  it("refuses Kakao credentials in a Basic header, wrong secrets, expired and foreign codes", () => {
    const code = issueCode("kakao", SANDBOX_MEMBER.kakao, redirectUri);
    const basic = `Basic ${Buffer.from("sandbox-kakao:sandbox-kakao-secret").toString("base64")}`;
    expect(exchangeCode("kakao", form({ code }), basic)).toMatchObject({ ok: false, body: { error: "invalid_client" } });
    expect(exchangeCode("kakao", form({ code, client_id: "sandbox-kakao", client_secret: "nope" }), null)).toMatchObject({
      ok: false,
      status: 401,
    });
    const expired = issueCode("kakao", SANDBOX_MEMBER.kakao, redirectUri, true);
    expect(
      exchangeCode("kakao", form({ code: expired, client_id: "sandbox-kakao", client_secret: "sandbox-kakao-secret" }), null),
    ).toMatchObject({ ok: false, body: { error: "invalid_grant" } });
    const google = issueCode("google", SANDBOX_MEMBER.google, redirectUri);
    expect(
      exchangeCode("kakao", form({ code: google, client_id: "sandbox-kakao", client_secret: "sandbox-kakao-secret" }), null),
    ).toMatchObject({ ok: false, body: { error: "invalid_grant" } });
  });

  it("takes Google's client credentials from a Basic header", () => {
    const uri = `${origin}/auth/callback/social_b`;
    const code = issueCode("google", SANDBOX_MEMBER.google, uri);
    const basic = `Basic ${Buffer.from("sandbox-google:sandbox-google-secret").toString("base64")}`;
    const result = exchangeCode("google", new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: uri }), basic);
    expect(result.ok).toBe(true);
  });
});

describe("login messages", () => {
  it.each([
    ["access_denied", "사용자가 로그인을 취소했습니다."],
    ["server_error", "카카오 서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요."],
    ["invalid_grant", "인증 코드가 만료되었습니다. 다시 로그인해주세요."],
    ["missing_code", "인가 코드가 없습니다. 다시 로그인해주세요."],
    ["state_mismatch", "보안 검증에 실패했습니다. 다시 시도해주세요."],
    ["network", "네트워크 연결을 확인해주세요."],
    ["unauthorized", "인증이 만료되었습니다. 다시 로그인해주세요."],
    ["server", "서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요."],
    ["something_else", "카카오 로그인에 실패했습니다."],
  ])("kakao %s", (code, message) => expect(loginErrorMessage("kakao", code)).toBe(message));

  it("words Google's own failures", () => {
    expect(loginErrorMessage("google", "access_denied")).toBe("Google 로그인이 취소되었습니다.");
    expect(loginErrorMessage("google", "missing_code")).toBe("인가 코드가 없습니다.");
  });

  it("explains why a guard sent someone to log in", () => {
    expect(loginReasonMessage("purchase")).toBe("여행 상품을 구매하려면 로그인이 필요합니다");
    expect(loginReasonMessage("<script>")).toBe("로그인이 필요한 서비스입니다");
    expect(loginReasonMessage(null)).toBeNull();
  });
});
