// The environment the configuration is read from (app/config.server.ts): every variable's name,
// type and default, checked with zod. A malformed value is reported by name while its default
// applies, so the server can print every problem at once before it refuses to start.
import { z } from "zod";

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

export const environment = z.object({
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

export type Environment = z.infer<typeof environment>;

/** The source without the variables zod refused, so their defaults apply while the problems are reported. */
function withoutInvalid(source: NodeJS.ProcessEnv, issues: z.core.$ZodIssue[]): NodeJS.ProcessEnv {
  const copy = { ...source };
  for (const issue of issues) delete copy[String(issue.path[0])];
  return copy;
}

/** The environment as checked, and a line per malformed variable. */
export function readEnvironment(source: NodeJS.ProcessEnv): { env: Environment; problems: string[] } {
  const parsed = environment.safeParse(source);
  if (parsed.success) return { env: parsed.data, problems: [] };
  return {
    env: environment.parse(withoutInvalid(source, parsed.error.issues)),
    problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  };
}
