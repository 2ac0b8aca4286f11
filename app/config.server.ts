// Configuration from the environment, with the embedded defaults of the demo service.
// Secrets stay here (server only); what the browser may see is picked out by `publicConfig`.

function flag(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

function list(name: string, separator: RegExp = /[\s,]+/): string[] {
  return (process.env[name] ?? "").split(separator).map((item) => item.trim()).filter(Boolean);
}

const isProduction = process.env.NODE_ENV === "production";
const demoData = flag("DEMO_DATA", true);

export const config = {
  isProduction,
  port: Number(process.env.PORT || 3000),
  host: process.env.HOST || "0.0.0.0",
  /** Express's `trust proxy` setting, for the caller's address behind a load balancer. */
  trustProxy: process.env.TRUST_PROXY || undefined,
  /** Other host names the site is served under, accepted by the same-origin check. */
  allowedHosts: list("ALLOWED_HOSTS"),
  /** Extra Content-Security-Policy origins (payment widget, sign-in providers). */
  csp: {
    // The real Toss widget loads from js.tosspayments.com and talks to, and frames, its own hosts.
    script: [...list("CSP_SCRIPT_SRC"), ...(process.env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : [])],
    connect: [...list("CSP_CONNECT_SRC"), ...(process.env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : [])],
    frame: [...list("CSP_FRAME_SRC"), ...(process.env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : [])],
    img: list("CSP_IMG_SRC"),
    // A sign-in form post is answered by a redirect to the provider, which form-action must allow.
    formAction: [
      ...list("CSP_FORM_ACTION"),
      ...(process.env.KAKAO_CLIENT_ID ? ["https://kauth.kakao.com"] : []),
      ...(process.env.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : []),
    ],
  },
  supportPhone: process.env.SUPPORT_PHONE || "1588-0000",
  supportEmail: process.env.SUPPORT_EMAIL || "help@family-trip.example",
  companyName: process.env.COMPANY_NAME || "패밀리트립 주식회사",
  companyCeo: process.env.COMPANY_CEO || "홍길동",
  companyRegistration: process.env.COMPANY_REGISTRATION || "000-00-00000",
  companyMailOrder: process.env.COMPANY_MAIL_ORDER || "제2025-서울강남-00000호",
  companyAddress: process.env.COMPANY_ADDRESS || "서울특별시 강남구 테헤란로 000",
  sessionSecret: process.env.SESSION_SECRET || "dev-only-secret-change-me",
  /** Seed demo data into an empty database at start. */
  seedDemoData: demoData,
  /** Cookies marked Secure (HTTPS only); on by default in production without demo data. */
  secureCookies: flag("SECURE_COOKIES", isProduction && !demoData),
  regionRequestLimit: { limit: Number(process.env.REGION_REQUEST_LIMIT ?? 5), windowMs: 10 * 60 * 1000 },
  /** Sign-in starts and callbacks allowed per address in 10 minutes. */
  signInLimit: { limit: Number(process.env.SIGN_IN_LIMIT ?? 30), windowMs: 10 * 60 * 1000 },
  /** The public origin (https://example.com) when it differs from what requests say, e.g. behind a proxy. */
  appOrigin: process.env.APP_ORIGIN || "",
  /** The in-app OAuth sandbox answers for providers without a real client id; never in production proper. */
  oauthSandbox: flag("OAUTH_SANDBOX", !isProduction || demoData),
  kakao: {
    enabled: true,
    clientId: process.env.KAKAO_CLIENT_ID || "",
    clientSecret: process.env.KAKAO_CLIENT_SECRET || "",
    serviceTerms: process.env.KAKAO_SERVICE_TERMS || "terms_20251023",
    scopes: ["account_email", "profile_nickname", "profile_image", "plusfriends"],
    endpoints: {
      authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
      tokenEndpoint: "https://kauth.kakao.com/oauth/token",
      userInfoEndpoint: "https://kapi.kakao.com/v2/user/me",
    },
  },
  google: {
    /** The login screen shows Google as 'in preparation' until this is on. */
    enabled: flag("GOOGLE_LOGIN_ENABLED", false),
    clientId: process.env.GOOGLE_CLIENT_ID || "",
    clientSecret: process.env.GOOGLE_CLIENT_SECRET || "",
    serviceTerms: undefined,
    scopes: ["openid", "email", "profile"],
    endpoints: {
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      userInfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    },
  },
  /**
   * Toss Payments. Without keys the embedded default uses test keys and the in-app sandbox (its API
   * under /sandbox/toss and its widget stand-in), which refuses live keys.
   */
  toss: {
    clientKey: process.env.TOSS_CLIENT_KEY || "test_ck_sandbox_family_trip",
    secretKey: process.env.TOSS_SECRET_KEY || "test_sk_sandbox_family_trip",
    /** Empty means the sandbox on this server. */
    apiBase: process.env.TOSS_API_BASE || "",
    widgetSrc: process.env.TOSS_WIDGET_SRC || "/sandbox/toss/widget.js",
    /** The in-app sandbox answers when no API base is configured; never in production proper. */
    sandbox: flag("TOSS_SANDBOX", !isProduction || demoData),
  },
  /**
   * Accept paid travel orders at once, so the survey can start without staff. Staff accept them in
   * the back office when this is off (the default outside the demo service).
   */
  autoAcceptOrders: flag("AUTO_ACCEPT_ORDERS", demoData),
  /** The review-test instant login (a seeded demo member). */
  demoLogin: flag("DEMO_LOGIN", demoData),
};

export type PublicConfig = {
  supportPhone: string;
  supportEmail: string;
  company: { name: string; ceo: string; registration: string; mailOrder: string; address: string };
};

export function publicConfig(): PublicConfig {
  return {
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    company: {
      name: config.companyName,
      ceo: config.companyCeo,
      registration: config.companyRegistration,
      mailOrder: config.companyMailOrder,
      address: config.companyAddress,
    },
  };
}
