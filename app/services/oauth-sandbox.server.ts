// The sign-in sandbox: an OAuth2 provider for Kakao and Google that runs inside the app, for offline
// use and tests. Codes and tokens are signed, self-contained values (no state to share between
// processes). Its authorize page lets a tester pick a person or a failure.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "~/config.server";
import type { LoginProvider } from "~/vocabulary/login";

export interface SandboxPerson {
  id: string;
  nickname: string;
  email: string;
  avatarUrl: string | null;
}

/** The seeded member who already has a phone number and family (db/seed.ts creates them). */
export const SANDBOX_MEMBER: Record<LoginProvider, SandboxPerson> = {
  kakao: { id: "1000000001", nickname: "김여행", email: "member@sandbox.family-trip.example", avatarUrl: null },
  google: { id: "google-member-1", nickname: "이구글", email: "google-member@sandbox.family-trip.example", avatarUrl: null },
};

/** A person the app has never seen: signs up from scratch, without a phone number. */
export function newSandboxPerson(provider: LoginProvider): SandboxPerson {
  const suffix = randomBytes(4).readUInt32BE(0) % 1_000_000;
  const id = provider === "kakao" ? String(2_000_000_000 + suffix) : `google-new-${suffix}`;
  return { id, nickname: `새가족${suffix % 1000}`, email: `new-${suffix}@sandbox.family-trip.example`, avatarUrl: null };
}

/**
 * A test person known by a number the tester chooses (Kakao's ids are numbers): the same number is
 * the same account every time, as it is at Kakao (a withdrawn member signing in again, decision 81).
 */
export function numberedSandboxPerson(provider: LoginProvider, number: string): SandboxPerson {
  const id = provider === "kakao" ? number : `google-test-${number}`;
  return { id, nickname: `테스트${number.slice(-3)}`, email: `test-${number}@sandbox.family-trip.example`, avatarUrl: null };
}

/** Failures the authorize page can simulate, and what each sends back to the callback. */
export const SANDBOX_FAILURES = {
  access_denied: "로그인 취소 (access_denied)",
  server_error: "제공자 서버 오류 (server_error)",
  invalid_grant: "만료된 인가 코드 (invalid_grant)",
  state_mismatch: "다른 state 값 (보안 검증 실패)",
  missing_code: "인가 코드 없이 돌아가기",
} as const;
export type SandboxFailure = keyof typeof SANDBOX_FAILURES;

interface SignedPayload {
  kind: "code" | "token";
  provider: LoginProvider;
  person: SandboxPerson;
  clientId: string;
  redirectUri?: string;
  /** The code was issued to fail its exchange (invalid_grant). */
  expired?: boolean;
  exp: number;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 60 * 60_000;

function signature(body: string): string {
  return createHmac("sha256", `oauth-sandbox:${config.sessionSecret}`).update(body).digest("base64url");
}

function sign(payload: SignedPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signature(body)}`;
}

function verify(value: string, kind: SignedPayload["kind"], now = Date.now()): SignedPayload | null {
  const [body, mac] = value.split(".");
  if (!body || !mac) return null;
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as SignedPayload;
    return payload.kind === kind && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

export function sandboxClientId(provider: LoginProvider) {
  return `sandbox-${provider}`;
}

export function sandboxClientSecret(provider: LoginProvider) {
  return `sandbox-${provider}-secret`;
}

export function issueCode(provider: LoginProvider, person: SandboxPerson, redirectUri: string, expired = false): string {
  return sign({ kind: "code", provider, person, clientId: sandboxClientId(provider), redirectUri, expired, exp: Date.now() + CODE_TTL_MS });
}

export type TokenResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: number; body: { error: string; error_description: string } };

/** The token endpoint: checks client credentials (body for Kakao, Basic header for Google) and the code. */
export function exchangeCode(provider: LoginProvider, form: URLSearchParams, authorization: string | null): TokenResult {
  let clientId = form.get("client_id");
  let clientSecret = form.get("client_secret");
  if (authorization?.startsWith("Basic ")) {
    const [id, secret] = Buffer.from(authorization.slice(6), "base64").toString().split(":");
    clientId = decodeURIComponent(id ?? "");
    clientSecret = decodeURIComponent(secret ?? "");
  }
  const fail = (status: number, error: string, description: string): TokenResult => ({
    ok: false,
    status,
    body: { error, error_description: description },
  });
  if (provider === "kakao" && authorization) return fail(401, "invalid_client", "client credentials must be in the body");
  if (clientId !== sandboxClientId(provider) || clientSecret !== sandboxClientSecret(provider)) {
    return fail(401, "invalid_client", "bad client credentials");
  }
  if (form.get("grant_type") !== "authorization_code") return fail(400, "unsupported_grant_type", "authorization_code only");
  const code = verify(form.get("code") ?? "", "code");
  if (!code || code.provider !== provider || code.expired || code.redirectUri !== form.get("redirect_uri")) {
    return fail(400, "invalid_grant", "authorization code not found or expired");
  }
  const accessToken = sign({ kind: "token", provider, person: code.person, clientId: code.clientId, exp: Date.now() + TOKEN_TTL_MS });
  return {
    ok: true,
    body: {
      access_token: accessToken,
      token_type: "bearer",
      refresh_token: randomBytes(24).toString("base64url"),
      expires_in: TOKEN_TTL_MS / 1000,
      scope: provider === "kakao" ? "account_email,profile_nickname,profile_image,plusfriends" : "openid email profile",
    },
  };
}

/** The user-info endpoint, in each provider's own shape. */
export function userInfo(provider: LoginProvider, authorization: string | null): Record<string, unknown> | null {
  const token = authorization?.startsWith("Bearer ") ? verify(authorization.slice(7), "token") : null;
  if (!token || token.provider !== provider) return null;
  const { person } = token;
  if (provider === "kakao") {
    return {
      id: Number(person.id),
      connected_at: new Date().toISOString(),
      kakao_account: {
        email: person.email,
        profile: { nickname: person.nickname, profile_image_url: person.avatarUrl, is_default_image: !person.avatarUrl },
      },
    };
  }
  return { sub: person.id, email: person.email, email_verified: true, name: person.nickname, picture: person.avatarUrl };
}
