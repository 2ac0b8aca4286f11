// The production server: runs migrations once, seeds an empty demo database, then serves the Remix
// build behind the security baseline. `npm start` runs its bundle (build/server.js).
import "./env";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { config } from "../app/config.server";
import { db } from "../app/db.server";
import { DEFAULT_DATABASE_URL, engineOf } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { seedDemoData } from "../db/seed";
import { contentSecurityPolicy, createNonce, isCrossSiteWrite, STATIC_SECURITY_HEADERS } from "./security";

const databaseUrl = (process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL);
/** Paths that accept cross-site posts because they verify the sender themselves (payment webhooks). */
const crossSiteWritePaths = ["/api/webhooks/"];

// The handle lives on globalThis, so the Remix build reuses this one connection (or pool).
async function prepareDatabase(): Promise<void> {
  const applied = await migrateToLatest(db());
  if (applied.length) console.log(`migrations applied: ${applied.join(", ")}`);
  if (config.seedDemoData && (await seedDemoData(db()))) console.log("demo data seeded");
}

async function main(): Promise<void> {
  await prepareDatabase();
  const buildPath = resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);
  app.use(compression());

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, config.csp, config.secureCookies));
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
      config.allowedHosts,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("다른 사이트에서 보낸 요청은 처리할 수 없습니다.");
  });

  // A post without a body type (an empty form from a script or a crawler) is read as an empty form,
  // so actions answer it with their own 4xx instead of failing to parse it.
  app.use((req, _res, next) => {
    if (req.method === "POST" && !req.headers["content-type"]) req.headers["content-type"] = "application/x-www-form-urlencoded";
    next();
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

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : config.port;
    // Where the server reaches itself (the sign-in sandbox's token and user-info endpoints).
    process.env.INTERNAL_ORIGIN ||= `http://127.0.0.1:${actualPort}`;
    console.log(`listening on http://localhost:${actualPort} (${engineOf(databaseUrl)})`);
  });
  const stop = () => server.close(() => void db().destroy().finally(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
