// Sign-in with Kakao and Google through remix-auth-oauth2 (their addresses say social_a and social_b).
// Endpoints come from configuration; without a real client id the in-app sandbox answers
// (app/routes/sandbox+/oauth.*), which speaks the same OAuth2 on loopback.
import { ArcticFetchError, OAuth2Tokens } from "arctic";
import { Authenticator } from "remix-auth";
import { OAuth2RequestError, OAuth2Strategy, UnexpectedResponseError } from "remix-auth-oauth2";
import { config, publicOrigin } from "~/config.server";
import type { ProviderProfile } from "~/models/accounts/users.server";
import { type LoginProvider, PROVIDER_SLUGS } from "~/vocabulary/login";
import { sandboxClientId, sandboxClientSecret } from "./oauth-sandbox.server";

export interface ProviderSettings {
  provider: LoginProvider;
  /** Sign-in with this provider is offered (Google is 'in preparation' until configured on). */
  enabled: boolean;
  sandbox: boolean;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  redirectURI: string;
  scopes: string[];
}

/** Where the server reaches itself (the sandbox's token and user-info endpoints). */
function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${config.port}`;
}

export function providerSettings(provider: LoginProvider, request: Request): ProviderSettings {
  const origin = publicOrigin(request);
  const slug = PROVIDER_SLUGS[provider];
  const redirectURI = `${origin}/auth/callback/${slug}`;
  const real = provider === "kakao" ? config.kakao : config.google;
  if (real.clientId) {
    return {
      provider,
      enabled: real.enabled,
      sandbox: false,
      ...real.endpoints,
      clientId: real.clientId,
      clientSecret: real.clientSecret,
      redirectURI,
      scopes: real.scopes,
    };
  }
  // The sandbox: the browser goes to our own authorize page; the server calls itself for the rest.
  return {
    provider,
    enabled: real.enabled && config.oauthSandbox,
    sandbox: true,
    clientId: sandboxClientId(provider),
    clientSecret: sandboxClientSecret(provider),
    authorizationEndpoint: `${origin}/sandbox/oauth/${slug}/authorize`,
    tokenEndpoint: `${internalOrigin()}/sandbox/oauth/${slug}/token`,
    userInfoEndpoint: `${internalOrigin()}/sandbox/oauth/${slug}/userinfo`,
    redirectURI,
    scopes: real.scopes,
  };
}

/** A sign-in failure, by the code the login screen turns into a Korean message. */
export class SignInError extends Error {
  constructor(readonly code: string) {
    super(`sign-in failed: ${code}`);
  }
}

/** OAuth2 that reads the provider's `error` before it checks `state` (a denial carries no useful state). */
export class ErrorFirstOAuth2Strategy<User> extends OAuth2Strategy<User> {
  override async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url);
    const error = url.searchParams.get("error");
    if (error) throw new OAuth2RequestError(error, url.searchParams.get("error_description"), null, url.searchParams.get("state") ?? "");
    return super.authenticate(request);
  }
}

/**
 * Kakao differs from plain OAuth2 in two ways: the client credentials go in the token request's body
 * (not a Basic header), and scopes are comma-separated. It also takes a service-terms marker.
 */
export class KakaoStrategy<User> extends ErrorFirstOAuth2Strategy<User> {
  override name = "kakao";

  constructor(
    private readonly settings: {
      clientId: string;
      clientSecret: string;
      tokenEndpoint: string;
      redirectURI: string;
      serviceTerms?: string;
    },
    options: OAuth2Strategy.ConstructorOptions,
    verify: ConstructorParameters<typeof OAuth2Strategy<User>>[1],
  ) {
    super(options, verify);
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const next = super.authorizationParams(params, request);
    const scope = next.get("scope");
    if (scope) next.set("scope", scope.split(" ").join(","));
    if (this.settings.serviceTerms) next.set("service_terms", this.settings.serviceTerms);
    return next;
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      redirect_uri: this.settings.redirectURI,
      code,
      code_verifier: codeVerifier,
    });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ArcticFetchError(error);
    }
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (data && typeof data.error === "string") {
      throw new OAuth2RequestError(data.error, typeof data.error_description === "string" ? data.error_description : null, null, null);
    }
    if (!response.ok || !data) throw new UnexpectedResponseError(response.status);
    return new OAuth2Tokens(data);
  }
}

/** Reads the person from the provider's user-info endpoint, in one shape for both providers. */
async function fetchProfile(settings: ProviderSettings, tokens: OAuth2Tokens): Promise<ProviderProfile> {
  let response: Response;
  try {
    response = await fetch(settings.userInfoEndpoint, {
      headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new SignInError("network");
  }
  if (response.status === 401) throw new SignInError("unauthorized");
  if (!response.ok) throw new SignInError("server");
  // Each provider's user-info shape, read field by field with fallbacks below.
  // biome-ignore lint/suspicious/noExplicitAny: an outside JSON document of two shapes
  const body = (await response.json()) as Record<string, any>;
  if (settings.provider === "kakao") {
    const account = body.kakao_account ?? {};
    const profile = account.profile ?? body.properties ?? {};
    return {
      provider: "kakao",
      providerId: String(body.id),
      email: account.email ?? null,
      nickname: profile.nickname ?? null,
      avatarUrl: profile.profile_image_url ?? profile.profile_image ?? null,
    };
  }
  return {
    provider: "google",
    providerId: String(body.sub),
    email: body.email ?? null,
    nickname: body.name ?? body.given_name ?? null,
    avatarUrl: body.picture ?? null,
  };
}

/** An authenticator for one request (the redirect address follows the host the visitor used). */
export function authenticatorFor(provider: LoginProvider, request: Request): Authenticator<ProviderProfile> {
  const settings = providerSettings(provider, request);
  const options: OAuth2Strategy.ConstructorOptions = {
    cookie: {
      name: `oauth_${provider}`,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      ...(config.secureCookies ? { secure: true as const } : {}),
    },
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorizationEndpoint: settings.authorizationEndpoint,
    tokenEndpoint: settings.tokenEndpoint,
    redirectURI: settings.redirectURI,
    scopes: settings.scopes,
  };
  const verify = ({ tokens }: { tokens: OAuth2Tokens }) => fetchProfile(settings, tokens);
  const strategy =
    provider === "kakao"
      ? new KakaoStrategy<ProviderProfile>({ ...settings, serviceTerms: config.kakao.serviceTerms }, options, verify)
      : new ErrorFirstOAuth2Strategy<ProviderProfile>(options, verify);
  return new Authenticator<ProviderProfile>().use(strategy, provider);
}

/** The login screen's code for whatever a sign-in attempt threw. */
export function signInErrorCode(error: unknown): string {
  if (error instanceof SignInError) return error.code;
  if (error instanceof OAuth2RequestError) return /^[a-z_]{1,40}$/.test(error.code) ? error.code : "failed";
  if (error instanceof RangeError || error instanceof ReferenceError) {
    // remix-auth-oauth2: state missing or different from the cookie's; or no code in the URL.
    return /code in the URL/i.test(error.message) ? "missing_code" : "state_mismatch";
  }
  if (error instanceof ArcticFetchError || (error instanceof TypeError && /fetch/i.test(error.message))) return "network";
  if (error instanceof UnexpectedResponseError) {
    if (error.status === 401) return "unauthorized";
    if (error.status >= 500) return "server";
  }
  return "unknown";
}

/** Names of the short-lived state cookies a provider's sign-in left, to clear after the callback. */
export function stateCookieNames(provider: LoginProvider, cookieHeader: string | null): string[] {
  return (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => name.startsWith(`oauth_${provider}`));
}
