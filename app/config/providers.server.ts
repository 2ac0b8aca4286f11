// The configuration of the outside services (app/config.server.ts spreads it into `config`): sign-in
// (Kakao, Google, the OAuth sandbox), KakaoTalk share, Toss Payments, text messages, 알림톡 and the
// outbox that sends them. The open modes (demo, development) fall back on the in-app sandboxes.
import { KAKAO_SHARE } from "../vocabulary/kakao-share";
import type { Environment } from "./environment.server";

const SANDBOX_TOSS_KEYS = { client: "test_ck_sandbox_family_trip", secret: "test_sk_sandbox_family_trip" };

/** The providers' part of the configuration; `open`: a mode other than production. */
export function providersConfig(env: Environment, open: boolean) {
  const or = (value: boolean | undefined, fallback: boolean) => value ?? fallback;
  const realToss = Boolean(env.TOSS_API_BASE);
  const realSms = Boolean(env.SMS_API_URL);
  const realAlimtalk = Boolean(env.ALIMTALK_APP_KEY);
  return {
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
  };
}
