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
import { z } from "zod";
import { KAKAO_SHARE } from "./vocabulary/kakao-share";
import { RECORDING_PRODUCTION_SAMPLE_RATE } from "./vocabulary/recording";

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

/** An on/off switch; unset or empty means the mode's default. */
const flag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const word = value.trim().toLowerCase();
    if (TRUE.includes(word)) return true;
    if (FALSE.includes(word)) return false;
    ctx.addIssue({ code: "custom", message: `must be true or false, not "${value}"` });
    return z.NEVER;
  });

const count = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      const number = Number(value);
      if (Number.isSafeInteger(number) && number >= 0) return number;
      ctx.addIssue({ code: "custom", message: `must be a whole number, not "${value}"` });
      return z.NEVER;
    });

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");
const list = text.transform((value) => value.split(/[\s,]+/).filter(Boolean));

const origin = text.refine((value) => value === "" || /^https?:\/\/[^/\s]+$/.test(value), {
  message: "must be an origin such as https://www.example.com (scheme and host, no path)",
});

const httpUrl = text.refine((value) => value === "" || /^https?:\/\/[^\s]+$/.test(value), {
  message: "must be an address such as https://api.example.com/send",
});

/** A sending number as registered with the SMS provider (1588-0000, 02-123-4567…): kept as digits. */
const senderNumber = text
  .refine((value) => value === "" || (/^[0-9-]+$/.test(value) && /^[0-9]{8,12}$/.test(value.replace(/-/g, ""))), {
    message: "must be a phone number of 8 to 12 digits (dashes allowed)",
  })
  .transform((value) => value.replace(/-/g, ""));

const environment = z.object({
  NODE_ENV: text,
  DEMO_MODE: flag,
  PORT: count(3000),
  HOST: text,
  TRUST_PROXY: text,
  ALLOWED_HOSTS: list,
  APP_ORIGIN: origin,
  SESSION_SECRET: text,
  SECURE_COOKIES: flag,
  DEMO_DATA: flag,
  DEMO_LOGIN: flag,
  AUTO_ACCEPT_ORDERS: flag,
  OAUTH_SANDBOX: flag,
  TOSS_SANDBOX: flag,
  KAKAO_CLIENT_ID: text,
  KAKAO_CLIENT_SECRET: text,
  KAKAO_SERVICE_TERMS: text,
  KAKAO_JS_KEY: text,
  KAKAO_SDK_SRC: httpUrl,
  KAKAO_SDK_INTEGRITY: text,
  GOOGLE_LOGIN_ENABLED: flag,
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  TOSS_CLIENT_KEY: text,
  TOSS_SECRET_KEY: text,
  TOSS_API_BASE: origin,
  TOSS_WIDGET_SRC: text,
  SMS_OUTBOX: flag,
  SMS_API_URL: httpUrl,
  SMS_API_KEY: text,
  SMS_SENDER: senderNumber,
  ALIMTALK_API_BASE: origin,
  ALIMTALK_APP_KEY: text,
  ALIMTALK_SECRET_KEY: text,
  ALIMTALK_SENDER_KEY: text,
  ALIMTALK_SANDBOX: flag,
  ALIMTALK_SANDBOX_FAIL: list,
  OUTBOX_INTERVAL_SECONDS: count(30),
  OUTBOX_SENDER: flag,
  REGION_REQUEST_LIMIT: count(5),
  SIGN_IN_LIMIT: count(30),
  STAFF_SIGN_IN_LIMIT_PER_ADDRESS: count(20),
  STAFF_SIGN_IN_LIMIT_PER_ID: count(10),
  WRITE_LIMIT_PER_ADDRESS: count(120),
  WRITE_LIMIT_PER_MEMBER: count(60),
  WEBHOOK_LIMIT_PER_ADDRESS: count(600),
  UPLOAD_LIMIT_PER_MINUTE: count(60),
  UPLOAD_LIMIT_PER_HOUR: count(300),
  FORM_BODY_LIMIT: count(64 * 1024),
  ANALYTICS_LIMIT_PER_SESSION: count(120),
  ANALYTICS_LIMIT_PER_ADDRESS: count(600),
  ANALYTICS_RETENTION_DAYS: count(180),
  ANALYTICS_PAGE_VIEWS: flag,
  RECORDING_SAMPLE_RATE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const number = Number(value);
      if (Number.isFinite(number) && number >= 0 && number <= 1) return number;
      ctx.addIssue({ code: "custom", message: `must be a share between 0 and 1 (0.25 records a quarter of sessions), not "${value}"` });
      return z.NEVER;
    }),
  RECORDING_RETENTION_DAYS: count(30),
  RECORDING_LIMIT_PER_SESSION: count(60),
  RECORDING_LIMIT_PER_ADDRESS: count(600),
  PENDING_PAYMENT_CHECK_MINUTES: count(5),
  SHARED_PAGE_SECONDS: count(3),
  SHUTDOWN_GRACE_SECONDS: count(10),
  SUPPORT_PHONE: text,
  SUPPORT_EMAIL: text,
  COMPANY_NAME: text,
  COMPANY_CEO: text,
  COMPANY_REGISTRATION: text,
  COMPANY_MAIL_ORDER: text,
  COMPANY_ADDRESS: text,
  CSP_SCRIPT_SRC: list,
  CSP_CONNECT_SRC: list,
  CSP_FRAME_SRC: list,
  CSP_IMG_SRC: list,
  CSP_FORM_ACTION: list,
  STORAGE_DIR: text,
  STORAGE_S3_BUCKET: text,
  STORAGE_S3_ENDPOINT: httpUrl,
  STORAGE_S3_REGION: text,
  STORAGE_S3_ACCESS_KEY_ID: text,
  STORAGE_S3_SECRET_ACCESS_KEY: text,
  STORAGE_S3_FORCE_PATH_STYLE: flag,
  STORAGE_CDN_ORIGIN: origin,
});

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
const SANDBOX_TOSS_KEYS = { client: "test_ck_sandbox_family_trip", secret: "test_sk_sandbox_family_trip" };

function loadConfig(source: NodeJS.ProcessEnv) {
  const parsed = environment.safeParse(source);
  // A malformed value is reported by name; the rest of the configuration still loads, so the server
  // can print every problem at once before it refuses to start.
  const problems: string[] = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const env = parsed.success ? parsed.data : environment.parse(withoutInvalid(source, parsed.error.issues));

  const mode: AppMode = env.DEMO_MODE ? "demo" : env.NODE_ENV === "production" ? "production" : "development";
  const open = mode !== "production";
  const or = (value: boolean | undefined, fallback: boolean) => value ?? fallback;
  const realToss = Boolean(env.TOSS_API_BASE);
  const realSms = Boolean(env.SMS_API_URL);
  const realAlimtalk = Boolean(env.ALIMTALK_APP_KEY);

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
    /** The in-app OAuth sandbox answers for providers without a real client id. */
    oauthSandbox: or(env.OAUTH_SANDBOX, open),
    kakao: {
      enabled: true,
      clientId: env.KAKAO_CLIENT_ID,
      clientSecret: env.KAKAO_CLIENT_SECRET,
      serviceTerms: env.KAKAO_SERVICE_TERMS || "terms_20251023",
      scopes: ["account_email", "profile_nickname", "profile_image", "plusfriends"],
      endpoints: {
        authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
        tokenEndpoint: "https://kauth.kakao.com/oauth/token",
        userInfoEndpoint: "https://kapi.kakao.com/v2/user/me",
      },
    },
    /**
     * KakaoTalk share (decision 74): the app's JavaScript key (public: it is sent to the browser, and
     * Kakao checks the page's domain). Null without a key: the share button uses the phone's share
     * sheet or copies the link. The SDK's address and integrity have defaults (app/vocabulary/kakao-share.ts).
     */
    kakaoShare: env.KAKAO_JS_KEY
      ? {
          jsKey: env.KAKAO_JS_KEY,
          sdkSrc: env.KAKAO_SDK_SRC || KAKAO_SHARE.sdkSrc,
          sdkIntegrity: env.KAKAO_SDK_SRC ? env.KAKAO_SDK_INTEGRITY : env.KAKAO_SDK_INTEGRITY || KAKAO_SHARE.sdkIntegrity,
        }
      : null,
    google: {
      /** The login screen shows Google as 'in preparation' until this is on. */
      enabled: or(env.GOOGLE_LOGIN_ENABLED, false),
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      serviceTerms: undefined,
      scopes: ["openid", "email", "profile"],
      endpoints: {
        authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
        tokenEndpoint: "https://oauth2.googleapis.com/token",
        userInfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
      },
    },
    /**
     * Toss Payments. Without keys the open modes use test keys and the in-app sandbox (its API under
     * /sandbox/toss and its widget stand-in), which refuses live keys.
     */
    toss: {
      clientKey: env.TOSS_CLIENT_KEY || SANDBOX_TOSS_KEYS.client,
      secretKey: env.TOSS_SECRET_KEY || SANDBOX_TOSS_KEYS.secret,
      /** Empty means the sandbox on this server. */
      apiBase: env.TOSS_API_BASE,
      widgetSrc: env.TOSS_WIDGET_SRC || "/sandbox/toss/widget.js",
      /** The in-app sandbox answers when no API base is configured. */
      sandbox: or(env.TOSS_SANDBOX, open) && !realToss,
    },
    /**
     * Text messages (app/services/notifier.server.ts). The open modes keep them in the development
     * outbox (outbox_messages, shown to staff at /admin/dashboard/outbox); an SMS provider's address
     * turns the outbox off.
     */
    sms: {
      apiUrl: env.SMS_API_URL,
      apiKey: env.SMS_API_KEY,
      /** Digits of the number registered with the provider. */
      sender: env.SMS_SENDER,
      outbox: or(env.SMS_OUTBOX, open) && !realSms,
    },
    /**
     * 알림톡 (app/services/alimtalk.server.ts, decision 72): NHN Cloud's KakaoTalk Bizmessage API when
     * ALIMTALK_APP_KEY is set; otherwise the sandbox in the open modes (it writes to the development
     * outbox like the texts), and nothing in production, where the family's messages go by text alone.
     */
    alimtalk: {
      apiBase: env.ALIMTALK_API_BASE || "https://api-alimtalk.cloud.toast.com",
      appKey: env.ALIMTALK_APP_KEY,
      secretKey: env.ALIMTALK_SECRET_KEY,
      /** The sender profile's key (발신 키, 40 characters). */
      senderKey: env.ALIMTALK_SENDER_KEY,
      sandbox: or(env.ALIMTALK_SANDBOX, open) && !realAlimtalk,
      /**
       * What the sandbox is told to fail: `all` (no recipient has KakaoTalk: every 알림톡 fails on
       * delivery and goes by text), `error` (the API answers 503: retried, then a text), or numbers
       * (digits) that have no KakaoTalk.
       */
      sandboxFail: env.ALIMTALK_SANDBOX_FAIL.map((item) => item.replace(/-/g, "").toLowerCase()),
    },
    /** How often a server sends what waits in the outbox (a queued message, a retry, a 알림톡's report). */
    outboxIntervalMs: (env.OUTBOX_INTERVAL_SECONDS || 30) * 1000,
    /**
     * Whether this process sends the outbox's messages (on its timer and right after staff queue
     * some). Off, it only queues them, for another process to send: a web process beside a worker,
     * or a test server whose database must change only by its requests.
     */
    outboxSender: or(env.OUTBOX_SENDER, true),
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

/** The source without the variables zod refused, so their defaults apply while the problems are reported. */
function withoutInvalid(source: NodeJS.ProcessEnv, issues: z.core.$ZodIssue[]): NodeJS.ProcessEnv {
  const copy = { ...source };
  for (const issue of issues) delete copy[String(issue.path[0])];
  return copy;
}

type Config = ReturnType<typeof loadConfig>;
type Environment = z.infer<typeof environment>;

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
