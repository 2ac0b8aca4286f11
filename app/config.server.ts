// Configuration from the environment, parsed once with zod. Secrets stay here (server only); what the
// browser may see is picked out by `publicConfig`.
//
// Three modes:
// - demo: the embedded demo service (`npm run demo`, the flag `--demo` or DEMO_MODE=true): sign-in
//   and payment sandboxes, the review-test login, demo data and automatic order acceptance are on.
// - production: NODE_ENV=production without the demo flag (the server's default). Closed: every
//   sandbox and demo feature is off unless switched on by its own name, and the server refuses to
//   start without a strong SESSION_SECRET and real provider keys (see `config.problems`).
// - development: anything else (tests, scripts); open like the demo, but not announced.
import { type Environment, readEnvironment } from "./config/environment.server";
import { providersConfig } from "./config/providers.server";
import { RECORDING_PRODUCTION_SAMPLE_RATE } from "./vocabulary/recording";

export type AppMode = "demo" | "production" | "development";

const DEVELOPMENT_SECRET = "dev-only-secret-change-me";
/** The seller details the demo shows (not a real business's): production must set every one. */
const SELLER_PLACEHOLDERS = {
  SUPPORT_PHONE: "1588-0000",
  SUPPORT_EMAIL: "help@family-trip.example",
  COMPANY_CEO: "홍길동",
  COMPANY_REGISTRATION: "000-00-00000",
  COMPANY_MAIL_ORDER: "제2025-서울강남-00000호",
  COMPANY_ADDRESS: "서울특별시 강남구 테헤란로 000",
} as const;

function loadConfig(source: NodeJS.ProcessEnv) {
  const { env, problems } = readEnvironment(source);

  const mode: AppMode = env.DEMO_MODE ? "demo" : env.NODE_ENV === "production" ? "production" : "development";
  const open = mode !== "production";
  const or = (value: boolean | undefined, fallback: boolean) => value ?? fallback;

  const config = {
    mode,
    isProduction: env.NODE_ENV === "production",
    /** What keeps the server from starting (production without keys, malformed values). */
    problems,
    port: env.PORT,
    host: env.HOST || "0.0.0.0",
    /**
     * Express's `trust proxy`: whose X-Forwarded-For to believe. By default a proxy on this host or
     * a private network (the usual reverse proxy or load balancer), never a public address, so
     * visitors behind one keep their own addresses for rate limits.
     */
    trustProxy: env.TRUST_PROXY || "loopback, linklocal, uniquelocal",
    /** Other host names the site is served under, accepted by the same-origin check. */
    allowedHosts: env.ALLOWED_HOSTS,
    /** Extra Content-Security-Policy origins (payment widget, sign-in providers). */
    csp: {
      // The real Toss widget loads from js.tosspayments.com and talks to, and frames, its own hosts.
      script: [...env.CSP_SCRIPT_SRC, ...(env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : [])],
      connect: [
        ...env.CSP_CONNECT_SRC,
        ...(env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : []),
        // Browsers PUT photos straight to the bucket's presigned addresses.
        ...(env.STORAGE_S3_BUCKET ? [s3UploadOrigin(env.STORAGE_S3_ENDPOINT, env.STORAGE_S3_BUCKET, env.STORAGE_S3_REGION)] : []),
      ],
      frame: [...env.CSP_FRAME_SRC, ...(env.TOSS_WIDGET_SRC ? ["https://*.tosspayments.com"] : [])],
      img: [...env.CSP_IMG_SRC, ...(env.STORAGE_CDN_ORIGIN ? [env.STORAGE_CDN_ORIGIN] : [])],
      // A sign-in form post is answered by a redirect to the provider, which form-action must allow.
      formAction: [
        ...env.CSP_FORM_ACTION,
        ...(env.KAKAO_CLIENT_ID ? ["https://kauth.kakao.com"] : []),
        ...(env.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : []),
      ],
    },
    // The footer's seller block (전자상거래법 제10조): the demo's placeholders unless set; production
    // refuses to start while any is still a placeholder (sellerProblems).
    supportPhone: env.SUPPORT_PHONE || SELLER_PLACEHOLDERS.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL || SELLER_PLACEHOLDERS.SUPPORT_EMAIL,
    companyName: env.COMPANY_NAME || "패밀리트립 주식회사",
    companyCeo: env.COMPANY_CEO || SELLER_PLACEHOLDERS.COMPANY_CEO,
    companyRegistration: env.COMPANY_REGISTRATION || SELLER_PLACEHOLDERS.COMPANY_REGISTRATION,
    companyMailOrder: env.COMPANY_MAIL_ORDER || SELLER_PLACEHOLDERS.COMPANY_MAIL_ORDER,
    companyAddress: env.COMPANY_ADDRESS || SELLER_PLACEHOLDERS.COMPANY_ADDRESS,
    sessionSecret: env.SESSION_SECRET || DEVELOPMENT_SECRET,
    /** Seed demo data into an empty database at start. */
    seedDemoData: or(env.DEMO_DATA, open),
    /** Cookies marked Secure (HTTPS only): always in production, elsewhere when the origin is https. */
    secureCookies: or(env.SECURE_COOKIES, mode === "production" || env.APP_ORIGIN.startsWith("https://")),
    regionRequestLimit: { limit: env.REGION_REQUEST_LIMIT, windowMs: 10 * 60 * 1000 },
    /** Sign-in starts and callbacks allowed per address in 10 minutes. */
    signInLimit: { limit: env.SIGN_IN_LIMIT, windowMs: 10 * 60 * 1000 },
    /** Staff login attempts in 15 minutes, per address and per login id (a guessed password costs both). */
    staffSignInLimits: {
      perAddress: { limit: env.STAFF_SIGN_IN_LIMIT_PER_ADDRESS, windowMs: 15 * 60 * 1000 },
      perId: { limit: env.STAFF_SIGN_IN_LIMIT_PER_ID, windowMs: 15 * 60 * 1000 },
    },
    /** Every other write (a form post, an API call) per address and per member, in a minute. */
    writeLimits: {
      perAddress: { limit: env.WRITE_LIMIT_PER_ADDRESS, windowMs: 60 * 1000 },
      perMember: { limit: env.WRITE_LIMIT_PER_MEMBER, windowMs: 60 * 1000 },
      /** Toss posts webhooks from a few addresses of its own; each one costs us a lookup at Toss. */
      webhookPerAddress: { limit: env.WEBHOOK_LIMIT_PER_ADDRESS, windowMs: 60 * 1000 },
    },
    /**
     * The tracker's batches in a minute, per analytics session and per address, in buckets of their
     * own: the analytics path is outside the write limits above, so it never eats a member's budget
     * for forms (decision 57).
     */
    analyticsLimits: {
      perSession: { limit: env.ANALYTICS_LIMIT_PER_SESSION, windowMs: 60 * 1000 },
      perAddress: { limit: env.ANALYTICS_LIMIT_PER_ADDRESS, windowMs: 60 * 1000 },
    },
    /** The server counts every document it sends as a page view (on unless switched off; the bench compares both). */
    analyticsPageViews: or(env.ANALYTICS_PAGE_VIEWS, true),
    /** Days page views and analytics events are kept (a job of server/jobs.ts purges older ones). */
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    /**
     * Photos per uploader (member or staff), counted once a photo; the upload paths are outside the
     * write limits above (a photo costs three requests, and a photobook takes 45).
     */
    uploadLimits: {
      perMinute: { limit: env.UPLOAD_LIMIT_PER_MINUTE, windowMs: 60 * 1000 },
      perHour: { limit: env.UPLOAD_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
    },
    /**
     * Uploaded files (app/services/storage.server.ts): local disk under `directory` by default; an
     * S3-compatible bucket when STORAGE_S3_BUCKET is set (required for several processes).
     */
    storage: {
      directory: env.STORAGE_DIR || "data/storage",
      s3: env.STORAGE_S3_BUCKET
        ? {
            bucket: env.STORAGE_S3_BUCKET,
            endpoint: env.STORAGE_S3_ENDPOINT || undefined,
            region: env.STORAGE_S3_REGION || "ap-northeast-2",
            accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY || undefined,
            // Custom endpoints (MinIO, s3rver, R2) usually want path-style addresses.
            forcePathStyle: or(env.STORAGE_S3_FORCE_PATH_STYLE, Boolean(env.STORAGE_S3_ENDPOINT)),
          }
        : null,
      /** An origin (a CDN) that serves `/media/...` in front of this server; empty means this server. */
      cdnOrigin: env.STORAGE_CDN_ORIGIN,
    },
    /**
     * Session recordings (docs/decisions/0059-session-recorder.md): the share of sessions the browser
     * records (decided there, once a session), how many days a recording is kept, and the chunks a
     * session and an address may send a minute (outside the write limits above).
     */
    recording: {
      // Unset: a tenth of sessions in production (the share session-replay vendors advise, enough
      // replays to watch, a tenth of the visitors carrying the recorder), every session elsewhere.
      sampleRate: env.RECORDING_SAMPLE_RATE ?? (mode === "production" ? RECORDING_PRODUCTION_SAMPLE_RATE : 1),
      retentionDays: env.RECORDING_RETENTION_DAYS || 30,
      perSession: { limit: env.RECORDING_LIMIT_PER_SESSION, windowMs: 60 * 1000 },
      perAddress: { limit: env.RECORDING_LIMIT_PER_ADDRESS, windowMs: 60 * 1000 },
    },
    /** The largest form body read, in bytes (uploads have their own limit and stream). */
    formBodyLimit: env.FORM_BODY_LIMIT,
    /** How long visitors share one render of the public feed (0: only renders in progress are shared). */
    sharedPageSeconds: env.SHARED_PAGE_SECONDS,
    /** How old a pending order must be before Toss is asked about it (a paid order whose confirm was lost). */
    pendingPaymentCheckMinutes: env.PENDING_PAYMENT_CHECK_MINUTES || 5,
    /** How long a stopping server (SIGTERM) lets requests under way finish before it cuts them (decision 86). */
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    /** The public origin (https://example.com) when it differs from what requests say, e.g. behind a proxy. */
    appOrigin: env.APP_ORIGIN,
    ...providersConfig(env, open),
    /**
     * Accept paid travel orders at once, so the survey can start without staff. Staff accept them in
     * the back office when this is off (the production default).
     */
    autoAcceptOrders: or(env.AUTO_ACCEPT_ORDERS, open),
    /** The review-test instant login (a seeded demo member). */
    demoLogin: or(env.DEMO_LOGIN, open),
    /**
     * The demo staff account, whose password the README prints: seeded with the demo data, and never
     * in production, whatever DEMO_DATA says.
     */
    demoStaff: open && or(env.DEMO_DATA, open),
  };

  // Another copy of the SDK is loaded only with the hash of that copy (Subresource Integrity).
  if (env.KAKAO_SDK_SRC && !/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(env.KAKAO_SDK_INTEGRITY)) {
    problems.push("KAKAO_SDK_INTEGRITY: set the sha384-… value of the file KAKAO_SDK_SRC names");
  }
  if (mode === "production") problems.push(...productionProblems(config, env));
  return config;
}

/** The origin the browser PUTs presigned uploads to. */
function s3UploadOrigin(endpoint: string, bucket: string, region: string): string {
  if (endpoint) return new URL(endpoint).origin;
  return `https://${bucket}.s3.${region || "ap-northeast-2"}.amazonaws.com`;
}

type Config = ReturnType<typeof loadConfig>;

/** What production must have before it serves anyone: a real secret and real keys, or a sandbox switched on by name. */
function productionProblems(config: Config, env: Environment): string[] {
  const problems: string[] = [];
  const secret = env.SESSION_SECRET;
  if (secret.length < 32 || /change-me|secret|example/i.test(secret)) {
    problems.push("SESSION_SECRET: set a random value of at least 32 characters (openssl rand -base64 32)");
  }
  if (!config.oauthSandbox) {
    const missing = ["KAKAO_CLIENT_ID", "KAKAO_CLIENT_SECRET"].filter((name) => !env[name as keyof Environment]);
    if (config.google.enabled)
      missing.push(...["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"].filter((name) => !env[name as keyof Environment]));
    if (missing.length)
      problems.push(`${missing.join(", ")}: needed for sign-in (or switch the sign-in sandbox on with OAUTH_SANDBOX=true)`);
  }
  if (!config.toss.sandbox) {
    const missing = ["TOSS_CLIENT_KEY", "TOSS_SECRET_KEY", "TOSS_API_BASE", "TOSS_WIDGET_SRC"].filter(
      (name) => !env[name as keyof Environment],
    );
    if (missing.length)
      problems.push(`${missing.join(", ")}: needed for payments (or switch the payment sandbox on with TOSS_SANDBOX=true)`);
  }
  if (!config.sms.outbox) {
    const missing = ["SMS_API_URL", "SMS_API_KEY", "SMS_SENDER"].filter((name) => !env[name as keyof Environment]);
    if (missing.length)
      problems.push(`${missing.join(", ")}: needed for text messages (or switch the text-message outbox on with SMS_OUTBOX=true)`);
  }
  if (env.ALIMTALK_APP_KEY) {
    const missing = ["ALIMTALK_SECRET_KEY", "ALIMTALK_SENDER_KEY"].filter((name) => !env[name as keyof Environment]);
    if (missing.length) problems.push(`${missing.join(", ")}: needed with ALIMTALK_APP_KEY to send 알림톡`);
  }
  // The footer's seller block is required by law on every page that sells: a placeholder is refused
  // as a missing key is (an address ending in .example is nobody's).
  const placeholders = (Object.keys(SELLER_PLACEHOLDERS) as (keyof typeof SELLER_PLACEHOLDERS)[]).filter((name) => {
    const value = env[name];
    return !value || value === SELLER_PLACEHOLDERS[name] || (name === "SUPPORT_EMAIL" && /\.example$/i.test(value));
  });
  if (placeholders.length)
    problems.push(`${placeholders.join(", ")}: the footer's seller details are still the demo's placeholders (set the business's own)`);
  if (config.toss.sandbox && (config.toss.secretKey.startsWith("live_") || config.toss.clientKey.startsWith("live_"))) {
    problems.push("TOSS_SANDBOX: the payment sandbox cannot run with live_ keys");
  }
  return problems;
}

export const config = loadConfig(process.env);

/** What is switched on that a real deployment would not have: the server prints it at start. */
export function openFeatures(): string[] {
  return [
    config.oauthSandbox ? "sign-in sandbox" : null,
    config.toss.sandbox ? "payment sandbox" : null,
    config.sms.outbox ? "text-message outbox" : null,
    config.alimtalk.sandbox ? "KakaoTalk message sandbox" : null,
    config.demoLogin ? "review-test login" : null,
    config.seedDemoData ? "demo data" : null,
    config.demoStaff ? "demo staff account" : null,
    config.autoAcceptOrders ? "automatic order acceptance" : null,
  ].filter((item): item is string => item !== null);
}

export type PublicConfig = {
  /** The share of sessions recorded (0 to 1), rendered on <html data-recording> for the recorder's loader. */
  recordingSampleRate: number;
  supportPhone: string;
  supportEmail: string;
  company: { name: string; ceo: string; registration: string; mailOrder: string; address: string };
};

export function publicConfig(): PublicConfig {
  return {
    recordingSampleRate: config.recording.sampleRate,
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

/** The site's public origin: APP_ORIGIN behind a proxy that does not say it, else the request's. */
export function publicOrigin(request: Request): string {
  return config.appOrigin || new URL(request.url).origin;
}
