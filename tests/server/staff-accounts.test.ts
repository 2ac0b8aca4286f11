// Staff accounts end to end on the built server and the commands: the demo's staff account (seeded and
// announced in the demo, never in production), the login's answers over HTTP (one message for an
// unknown id and a wrong password, 429 with the wait in Korean, every attempt recorded), and
// `npm run admin:create` / `npm run admin:password` on a fresh database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ACCOUNT_MESSAGES, STAFF_LOGIN_MESSAGES, staffLoginTooMany } from "~/messages/staff-accounts";
import { verifyStaffLogin } from "~/models/accounts/staff.server";
import { DEMO_STAFF } from "~/models/demo/demo.server";
import { createDatabase } from "../../db/connect";
import { startWorld, visitor, type World } from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";
import { startServer } from "../support/server";

if (!existsSync("build/server.js")) throw new Error("Run `npm run build` before the server tests.");

const freshDatabase = () => join(mkdtempSync(join(tmpdir(), "staff-test-")), "app.db");

/** Posts the login form; the answer, not followed. */
function postLogin(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: url, ...headers },
    redirect: "manual",
  });
}

const textOf = (response: Response) => response.text();

describe("the demo staff account", () => {
  it("is seeded and announced in the demo, and signs in to the console", async () => {
    const server = await startServer({ DATABASE_URL: freshDatabase() });
    try {
      expect(server.output()).toMatch(/demo mode: .*demo staff account/);
      expect(server.output()).toContain(`id "${DEMO_STAFF.loginId}", password "${DEMO_STAFF.password}"`);
      const response = await postLogin(server.url, { loginId: DEMO_STAFF.loginId, password: DEMO_STAFF.password });
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/admin/dashboard");
      const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__session="))!;
      expect(cookie).toMatch(/Max-Age=28800/);
      const consolePage = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie.split(";")[0]! }, redirect: "manual" });
      expect(consolePage.status).toBe(200);
      expect(await consolePage.text()).toContain("관리자 콘솔");
      // An unknown plan is the root's not-found screen, handed up by the editor's error boundary: a
      // staff member's wrong address, not a fault, so nothing of it reaches the server's error log.
      const unknownPlan = await fetch(`${server.url}/admin/plan/no-such-plan`, { headers: { Cookie: cookie.split(";")[0]! } });
      expect(unknownPlan.status).toBe(404);
      expect(await unknownPlan.text()).toContain("길을 잃으셨나요?");
      expect(server.output()).not.toContain("ErrorResponse");
    } finally {
      await server.stop();
    }
  });

  it("never exists in production, even with the demo data switched on", async () => {
    const server = await startServer(
      {
        DATABASE_URL: freshDatabase(),
        DEMO_MODE: "",
        DEMO_DATA: "true",
        SESSION_SECRET: "q3J8v1Zr0Kx7Lp2Wm9Nd4Tb6Yc5Hs8Ga1Ue3Rf7Vi0",
        OAUTH_SANDBOX: "true",
        TOSS_SANDBOX: "true",
        SMS_OUTBOX: "true",
        TOSS_API_BASE: "",
      },
      { demo: false },
    );
    try {
      expect(server.output()).toContain("production mode: switched on by name:");
      expect(server.output()).toContain("demo data seeded");
      expect(server.output()).not.toContain("demo staff account");
      expect(server.output()).not.toContain(DEMO_STAFF.password);
      const response = await postLogin(server.url, { loginId: DEMO_STAFF.loginId, password: DEMO_STAFF.password });
      expect(response.status).toBe(400);
      expect(await textOf(response)).toContain(STAFF_LOGIN_MESSAGES.mismatch);
    } finally {
      await server.stop();
    }
  });
});

const engines = sweepEngines();
if (engines.length === 1) describe.skip(POSTGRES_SKIPPED, () => it("staff login on PostgreSQL", () => undefined));

describe.each(engines)("the staff login on $name", (engine) => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld(engine, { STAFF_SIGN_IN_LIMIT_PER_ADDRESS: "1000", STAFF_SIGN_IN_LIMIT_PER_ID: "3" });
  });

  afterAll(async () => {
    await world?.stop();
  });

  it("answers an unknown id and a wrong password with the same 400, never the password, and records both", async () => {
    const before = await world.db().selectFrom("auth_events").select("id").where("provider", "=", "staff").execute();
    const wrong = await world.request(visitor, "/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ loginId: DEMO_STAFF.loginId, password: "wrong-password-123" }).toString(),
    });
    const unknown = await world.request(visitor, "/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ loginId: "nobody.at.all", password: "wrong-password-123" }).toString(),
    });
    const pages = [await textOf(wrong), await textOf(unknown)];
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    for (const page of pages) {
      expect(page).toContain(STAFF_LOGIN_MESSAGES.mismatch);
      expect(page).not.toContain("wrong-password-123");
      expect(page).not.toContain('aria-invalid="true"');
    }
    const after = await world
      .db()
      .selectFrom("auth_events")
      .select(["kind", "detail"])
      .where("provider", "=", "staff")
      .orderBy("created_at")
      .execute();
    expect(after.slice(before.length)).toEqual([
      { kind: "sign_in_failed", detail: "mismatch" },
      { kind: "sign_in_failed", detail: "mismatch" },
    ]);
  });

  it("holds an id back after too many attempts, says how long in Korean, and records it", async () => {
    const loginId = `held.${Date.now().toString(36)}`;
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) {
      last = await postLogin(world.url, { loginId, password: "guess-guess-guess" });
      statuses.push(last.status);
      if (i < 3) await last.arrayBuffer();
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await textOf(last!)).toContain(staffLoginTooMany(retryAfter));
    const limited = await world
      .db()
      .selectFrom("auth_events")
      .select("id")
      .where("provider", "=", "staff")
      .where("detail", "=", "rate_limited")
      .execute();
    expect(limited.length).toBeGreaterThanOrEqual(1);
  });
});

// ---- The commands ---------------------------------------------------------------------------------

/** Runs `npm run admin:<command>` as npm does (node scripts/admin.mjs <command>), on `databaseUrl`. */
function runAdmin(databaseUrl: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, ["scripts/admin.mjs", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_ID: "", ADMIN_NAME: "", ADMIN_PASSWORD: "", ...options.env },
    input: options.input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe.each(engines)("npm run admin:create and admin:password on $name", (engine) => {
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await engine.createDatabase();
  });

  afterAll(async () => {
    await engine.dropDatabase(databaseUrl);
  });

  /** The app's models, pointed at the commands' database for a check. */
  async function staffLogin(loginId: string, password: string) {
    process.env.DATABASE_URL = databaseUrl;
    globalThis.__appDb = createDatabase(databaseUrl);
    try {
      return await verifyStaffLogin(loginId, password);
    } finally {
      await globalThis.__appDb.destroy();
      globalThis.__appDb = undefined;
    }
  }

  it("migrates a fresh database first, then creates the account from flags and ADMIN_PASSWORD", async () => {
    const result = runAdmin(databaseUrl, ["create", "--id", "Kim.Admin", "--name", "김관리"], {
      env: { ADMIN_PASSWORD: "first-password-1" },
    });
    expect(result.output).toContain("마이그레이션을 적용했습니다: 0001_foundation");
    expect(result.output).toContain(STAFF_ACCOUNT_MESSAGES.created("kim.admin", "김관리"));
    expect(result.status).toBe(0);
    expect(await staffLogin("kim.admin", "first-password-1")).toMatchObject({ role: "admin", provider: "staff", name: "김관리" });
  }, 90_000);

  it("refuses a taken id, a bad id and a short password, in Korean, creating nothing", async () => {
    const taken = runAdmin(databaseUrl, ["create", "--id", "kim.admin", "--name", "다른사람"], {
      env: { ADMIN_PASSWORD: "other-password-1" },
    });
    expect([taken.status, taken.output]).toEqual([1, expect.stringContaining(STAFF_ACCOUNT_MESSAGES.taken)]);
    expect(await staffLogin("kim.admin", "other-password-1")).toBeNull();

    const badId = runAdmin(databaseUrl, ["create", "--id", "관리자", "--name", "이름"], { env: { ADMIN_PASSWORD: "long-enough-1" } });
    expect([badId.status, badId.output]).toEqual([1, expect.stringContaining(STAFF_ACCOUNT_MESSAGES.idInvalid)]);

    const short = runAdmin(databaseUrl, ["create"], { input: "park.admin\n박관리\nshort\n" });
    expect([short.status, short.output]).toEqual([1, expect.stringContaining(STAFF_ACCOUNT_MESSAGES.passwordTooShort)]);
    expect(await staffLogin("park.admin", "short")).toBeNull();
  }, 90_000);

  it("reads piped answers in the prompts' order, and sets a new password that ends the old one", async () => {
    const created = runAdmin(databaseUrl, ["create"], { input: "lee.admin\n이관리\nlee-password-1\n" });
    expect(created.status).toBe(0);
    expect(await staffLogin("lee.admin", "lee-password-1")).not.toBeNull();

    const changed = runAdmin(databaseUrl, ["password"], { input: "lee.admin\nlee-password-2\n" });
    expect([changed.status, changed.output]).toEqual([0, expect.stringContaining(STAFF_ACCOUNT_MESSAGES.passwordSet("lee.admin"))]);
    expect(await staffLogin("lee.admin", "lee-password-1")).toBeNull();
    expect(await staffLogin("lee.admin", "lee-password-2")).not.toBeNull();

    const unknown = runAdmin(databaseUrl, ["password", "--id", "no.such.admin"], { env: { ADMIN_PASSWORD: "whatever-123" } });
    expect([unknown.status, unknown.output]).toEqual([1, expect.stringContaining(STAFF_ACCOUNT_MESSAGES.unknownId)]);
  }, 90_000);

  it("prints its usage for anything else", () => {
    const result = runAdmin(databaseUrl, ["delete"]);
    expect(result.status).toBe(1);
    expect(result.output).toContain("npm run admin:create");
  }, 90_000);
});
