// The production server: runs migrations once, seeds an empty demo database, then serves the Remix
// build behind the security baseline. `npm start` runs its bundle (build/server.js).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { db } from "../app/db.server";
import { DEFAULT_DATABASE_URL, engineOf } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { seedDemoData } from "../db/seed";
import {
  contentSecurityPolicy,
  createNonce,
  isCrossSiteWrite,
  STATIC_SECURITY_HEADERS,
  type CspSources,
} from "./security";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
process.env.DATABASE_URL = databaseUrl;
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const demoData = !["0", "false", "no", "off"].includes((process.env.DEMO_DATA ?? "true").toLowerCase());
const allowedHosts = (process.env.ALLOWED_HOSTS ?? "").split(",").map((h) => h.trim()).filter(Boolean);
/** Paths that accept cross-site posts because they verify the sender themselves (payment webhooks). */
const crossSiteWritePaths = ["/api/webhooks/"];

// The handle lives on globalThis, so the Remix build reuses this one connection (or pool).
async function prepareDatabase(): Promise<void> {
  const applied = await migrateToLatest(db());
  if (applied.length) console.log(`migrations applied: ${applied.join(", ")}`);
  if (demoData && (await seedDemoData(db()))) console.log("demo data seeded");
}

function cspSourcesFromEnv(): CspSources {
  const list = (name: string) => (process.env[name] ?? "").split(/\s+/).filter(Boolean);
  return {
    script: list("CSP_SCRIPT_SRC"),
    connect: list("CSP_CONNECT_SRC"),
    frame: list("CSP_FRAME_SRC"),
    img: list("CSP_IMG_SRC"),
    formAction: list("CSP_FORM_ACTION"),
  };
}

async function main(): Promise<void> {
  await prepareDatabase();
  const buildPath = resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
  app.use(compression());

  const cspSources = cspSourcesFromEnv();
  const upgradeInsecure = process.env.SECURE_COOKIES === "true";
  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, cspSources, upgradeInsecure));
    next();
  });

  app.use((req, res, next) => {
    if (crossSiteWritePaths.some((p) => req.path.startsWith(p))) return next();
    const crossSite = isCrossSiteWrite(
      {
        method: req.method,
        host: req.get("x-forwarded-host") && app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
        origin: req.get("origin"),
        referer: req.get("referer"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      allowedHosts,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("다른 사이트에서 보낸 요청은 처리할 수 없습니다.");
  });

  // Fingerprinted client assets never change; everything else in public/ may.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      }),
    }),
  );

  const server = app.listen(port, host, () => {
    console.log(`listening on http://localhost:${port} (${engineOf(databaseUrl)})`);
  });
  const stop = () => server.close(() => void db().destroy().finally(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
