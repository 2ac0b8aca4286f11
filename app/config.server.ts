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
    script: list("CSP_SCRIPT_SRC"),
    connect: list("CSP_CONNECT_SRC"),
    frame: list("CSP_FRAME_SRC"),
    img: list("CSP_IMG_SRC"),
    formAction: list("CSP_FORM_ACTION"),
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
