// The built server on each engine: migrations and demo data at start (twice, to prove they are
// idempotent), the security baseline, and a region request written through the real HTTP stack.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/connect";
import { recordImports, startServer } from "../support/server";
import { uniquePhone } from "../support/unique";

if (!existsSync("build/server.js")) throw new Error("Run `npm run build` before the server tests.");

interface Engine {
  name: string;
  url: () => Promise<string>;
  cleanup?: () => Promise<void>;
}

const engines: Engine[] = [{ name: "sqlite", url: async () => join(mkdtempSync(join(tmpdir(), "server-test-")), "app.db") }];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  // A database of its own on the same server, so this start is a first start on an empty database.
  const name = `server_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  engines.push({
    name: "postgres",
    url: async () => {
      await admin(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    cleanup: () => admin(`drop database if exists ${name}`),
  });
} else {
  describe.skip("postgres (SKIPPED: TEST_DATABASE_URL is not set)", () => {
    it("starts the built server on PostgreSQL", () => undefined);
  });
}

describe.each(engines)("built server on $name", (engine) => {
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await engine.url();
  });
  afterAll(async () => {
    await engine.cleanup?.();
  });

  // Two starts on an empty database, each seeding the demo's photos: a minute and more on a busy 2-core machine.
  it("migrates and seeds at start, serves pages and saves a region request, and restarts cleanly", { timeout: 180_000 }, async () => {
    const imports = recordImports();
    const first = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "true", ...imports.env }, { nodeArgs: imports.nodeArgs });
    const phone = uniquePhone();
    try {
      expect(first.output()).toContain("migrations applied: 0001_foundation, 0002_accounts, 0003_orders, 0004_activity");
      expect(first.output()).toContain("demo data seeded");

      const home = await fetch(`${first.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-security-policy")).toMatch(/nonce-[A-Za-z0-9+/=]+/);
      expect(home.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await home.text()).toContain("15분 상담");

      // Default configuration: Google is 'in preparation', the review-test login is offered.
      const login = await (await fetch(`${first.url}/auth`)).text();
      expect(login).toContain("(준비 중)");
      expect(login).toContain("리뷰 테스트 계정으로 바로 로그인");
      expect(login).not.toContain("<script");

      const missing = await fetch(`${first.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("길을 잃으셨나요?");

      const form = new URLSearchParams({
        intent: "submit",
        name: "강릉",
        phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
      });
      const crossSite = await fetch(`${first.url}/?index`, {
        method: "POST",
        body: form,
        headers: { Origin: "https://evil.example" },
        redirect: "manual",
      });
      expect(crossSite.status).toBe(403);
      const saved = await fetch(`${first.url}/?index`, { method: "POST", body: form, headers: { Origin: first.url }, redirect: "manual" });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/#region-request");
      expect(saved.headers.get("set-cookie")).toContain("__toast=");

      // What waits for first use was not loaded by a start that seeded the demo (in a child process)
      // and served pages: image processing, the S3 client, the other engine's driver (decision 66).
      const loaded = imports.packages(first.pid);
      const driver = engine.name === "sqlite" ? "better-sqlite3" : "pg";
      expect(loaded).toContain(driver);
      expect(loaded).toContain("react-dom");
      const idle = ["sharp", "@aws-sdk/client-s3", "@aws-sdk/s3-request-presigner", engine.name === "sqlite" ? "pg" : "better-sqlite3"];
      expect(idle.filter((name) => loaded.has(name))).toEqual([]);
    } finally {
      await first.stop();
    }

    const second = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "true" });
    await second.stop();
    expect(second.output()).not.toContain("migrations applied");
    expect(second.output()).not.toContain("demo data seeded");

    const db = createDatabase(databaseUrl);
    try {
      const rows = await db.selectFrom("region_requests").selectAll().where("phone", "in", [phone, "01012340001"]).execute();
      expect(rows.map((r) => [r.phone, r.name]).sort()).toEqual(
        [
          ["01012340001", "전라남도 여수시"],
          [phone, "강릉"],
        ].sort(),
      );
      const tables = await sql<{ n: number }>`select count(*) as n from region_requests`.execute(db);
      expect(Number(tables.rows[0]!.n)).toBe(4);
      const demo = await db.selectFrom("users").select(["phone"]).where("provider", "=", "demo").execute();
      expect(demo).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
