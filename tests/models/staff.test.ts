// Staff accounts: scrypt hashes, the login check (the same answer for an unknown id and a wrong
// password), the limits per address and per id, auth events, 8-hour staff sessions, logout, and the
// guard that sends everyone else home (pages) or refuses them (posts).
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { newStaffSchema, staffLoginSchema } from "~/forms/staff.server";
import { getCurrentUser, requireAdmin, requireUserOrStaff, signIn, signOut } from "~/http/session.server";
import { STAFF_ONLY, staffLoginTooMany } from "~/messages/staff-accounts";
import { createSession, getSessionUser, STAFF_SESSION_TTL_MS } from "~/models/accounts/sessions.server";
import {
  attemptStaffSignIn,
  createStaff,
  hashPassword,
  type StaffSignInLimits,
  setStaffPassword,
  verifyPassword,
  verifyStaffLogin,
} from "~/models/accounts/staff.server";
import { updateProfile, upsertProviderUser } from "~/models/accounts/users.server";
import { uniquePhone } from "../support/unique";

// Every check is a real scrypt (a few hundred milliseconds, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = "correct-horse-9";

/** A login id no other test uses. */
const newId = () => `staff.${randomBytes(4).toString("hex")}`;

async function newStaff(loginId = newId()) {
  const created = await createStaff({ loginId, name: "김관리", password: PASSWORD });
  if (!created.ok) throw new Error(`${loginId} taken`);
  return created.user;
}

const request = (options: { cookie?: string; method?: string; path?: string } = {}) =>
  new Request(`http://localhost${options.path ?? "/"}`, {
    method: options.method ?? "GET",
    headers: options.cookie ? { Cookie: options.cookie } : {},
  });

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;

/** One account whose password no test changes, shared to spare a hash per test. */
let shared: { loginId: string; user: Awaited<ReturnType<typeof newStaff>> };
beforeAll(async () => {
  const loginId = newId();
  shared = { loginId, user: await newStaff(loginId) };
});

/** Generous limits, for tests that are not about them. */
const OPEN_LIMITS: StaffSignInLimits = {
  perAddress: { limit: 1000, windowMs: 15 * 60_000 },
  perId: { limit: 1000, windowMs: 15 * 60_000 },
};

const WINDOW_MS = 15 * 60_000;

/**
 * The middle of the current 15-minute window: the counts stay in one window however long the test
 * takes, and their rows are not yet expired for another test's clean-up of old counts.
 */
const midWindow = () => Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS / 2;

/** A fresh client address, so counts from other tests never meet this one's. */
const newAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;

async function failedEvents(clientIp: string) {
  return db()
    .selectFrom("auth_events")
    .select(["kind", "provider", "detail", "user_id"])
    .where("client_ip", "=", clientIp)
    .orderBy("created_at")
    .execute();
}

describe("password hashes", () => {
  it("are self-describing scrypt strings with their own salt, never the password", async () => {
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(PASSWORD);
  });

  it("verify only the password they were made from", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, hash)).toBe(false);
    expect(await verifyPassword("correct-horse-8", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("read the parameters each hash carries, and refuse anything malformed", async () => {
    const hash = await hashPassword(PASSWORD);
    const parts = hash.split("$");
    // The same salt and key under other parameters is another hash: it must not verify.
    expect(await verifyPassword(PASSWORD, ["scrypt", 16384, ...parts.slice(2)].join("$"))).toBe(false);
    const tampered = `${hash.slice(0, -2)}${hash.endsWith("AA") ? "AB" : "AA"}`;
    expect(await verifyPassword(PASSWORD, tampered)).toBe(false);
    for (const malformed of [
      "",
      PASSWORD,
      "scrypt$",
      "bcrypt$1$2$3$4$5",
      ["scrypt", 2 ** 30, ...parts.slice(2)].join("$"),
      hash.slice(0, -10),
    ]) {
      expect(await verifyPassword(PASSWORD, malformed), malformed).toBe(false);
    }
  });
});

describe("staff accounts", () => {
  it("are admin users of the 'staff' provider, their login id as provider_id and a hashed password", async () => {
    const loginId = newId();
    const user = await newStaff(loginId);
    expect(user).toMatchObject({ role: "admin", provider: "staff", name: "김관리", phone: null });
    const row = await db().selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider_id: loginId, role: "admin", name_initials: "ㄱㄱㄹ" });
    expect(await verifyPassword(PASSWORD, row.password_hash!)).toBe(true);
  });

  it("cannot take a login id twice", async () => {
    const loginId = newId();
    await newStaff(loginId);
    expect(await createStaff({ loginId, name: "다른사람", password: "another-password" })).toEqual({ ok: false, code: "taken" });
  });

  it("sign in with their id and password only", async () => {
    const { loginId, user } = shared;
    expect((await verifyStaffLogin(loginId, PASSWORD))?.id).toBe(user.id);
    expect(await verifyStaffLogin(loginId, "wrong-password")).toBeNull();
    expect(await verifyStaffLogin(newId(), PASSWORD)).toBeNull();
    expect(await verifyStaffLogin("", PASSWORD)).toBeNull();
  });

  it("are never a member who happens to have the same provider id", async () => {
    const loginId = newId();
    const member = await upsertProviderUser({ provider: "kakao", providerId: loginId, email: null, nickname: "회원", avatarUrl: null });
    await db()
      .updateTable("users")
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where("id", "=", member.id)
      .execute();
    expect(await verifyStaffLogin(loginId, PASSWORD)).toBeNull();
    expect(await setStaffPassword(loginId, "new-password-1")).toBe(false);
  });

  it("take an unknown id as long to refuse as a wrong password (a dummy hash is checked)", async () => {
    const { loginId } = shared;
    await verifyStaffLogin(newId(), PASSWORD); // the dummy hash is made on first use
    const time = async (check: () => Promise<unknown>) => {
      const started = performance.now();
      await check();
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time(() => verifyStaffLogin(loginId, "wrong-password")));
      unknown.push(await time(() => verifyStaffLogin(newId(), "wrong-password")));
    }
    // Without the dummy hash an unknown id answers after one lookup, a few hundred times sooner.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
  });

  it("get a new password from setStaffPassword, which ends their sessions", async () => {
    const loginId = newId();
    const user = await newStaff(loginId);
    const session = await createSession(user.id, {}, new Date(), STAFF_SESSION_TTL_MS);
    expect(await setStaffPassword(loginId, "brand-new-password")).toBe(true);
    expect(await verifyStaffLogin(loginId, PASSWORD)).toBeNull();
    expect((await verifyStaffLogin(loginId, "brand-new-password"))?.id).toBe(user.id);
    expect(await getSessionUser(session.id)).toBeNull();
    expect(await setStaffPassword(newId(), "brand-new-password")).toBe(false);
  });
});

describe("account and login values", () => {
  it("accept ids of 4–30 lower-case letters, digits and . _ -, names up to 30 and passwords of 10+", () => {
    const valid = { loginId: " Kim.Staff_01 ", name: " 김관리 ", password: "0123456789" };
    expect(newStaffSchema.parse(valid)).toEqual({ loginId: "kim.staff_01", name: "김관리", password: "0123456789" });
    for (const loginId of ["abc", "a".repeat(31), "kim staff", "김관리자", "kim@staff", ""]) {
      expect(newStaffSchema.safeParse({ ...valid, loginId }).success, loginId).toBe(false);
    }
    expect(newStaffSchema.safeParse({ ...valid, password: "012345678" }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...valid, name: "  " }).success).toBe(false);
    expect(newStaffSchema.safeParse({ ...valid, name: "가".repeat(31) }).success).toBe(false);
  });

  it("the login form asks only that both were typed, and keeps ids in lower case", () => {
    expect(staffLoginSchema.parse({ loginId: " STAFF ", password: " pw " })).toEqual({ loginId: "staff", password: " pw " });
    expect(staffLoginSchema.safeParse({ loginId: "staff" }).success).toBe(false);
  });
});

describe("the staff login attempt", () => {
  it("answers an unknown id and a wrong password alike, and records each refusal", async () => {
    const { loginId } = shared;
    const clientIp = newAddress();
    const wrong = await attemptStaffSignIn({ loginId, password: "wrong-password" }, { clientIp, limits: OPEN_LIMITS });
    const unknown = await attemptStaffSignIn({ loginId: newId(), password: PASSWORD }, { clientIp, limits: OPEN_LIMITS });
    expect(wrong).toEqual({ status: "mismatch" });
    expect(unknown).toEqual(wrong);
    expect(await failedEvents(clientIp)).toEqual([
      { kind: "sign_in_failed", provider: "staff", detail: "mismatch", user_id: null },
      { kind: "sign_in_failed", provider: "staff", detail: "mismatch", user_id: null },
    ]);
    const ok = await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp, limits: OPEN_LIMITS });
    expect(ok).toMatchObject({ status: "ok", user: { role: "admin" } });
  });

  it("limits attempts per address, whatever the id and even with the right password", async () => {
    const { loginId } = shared;
    const clientIp = newAddress();
    const limits = { ...OPEN_LIMITS, perAddress: { limit: 3, windowMs: WINDOW_MS } };
    const now = midWindow();
    for (let i = 0; i < 3; i++) {
      expect((await attemptStaffSignIn({ loginId: newId(), password: "guess-guess" }, { clientIp, limits, now })).status).toBe("mismatch");
    }
    const limited = await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp, limits, now });
    // Half the window is left.
    expect(limited).toEqual({ status: "limited", retryAfterSeconds: 450 });
    expect((await failedEvents(clientIp)).at(-1)).toEqual({
      kind: "sign_in_failed",
      provider: "staff",
      detail: "rate_limited",
      user_id: null,
    });
    // Another address is not held back by this one.
    expect((await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp: newAddress(), limits, now })).status).toBe("ok");
    // The next window starts afresh.
    expect((await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp, limits, now: now + WINDOW_MS })).status).toBe("ok");
  });

  it("gives a right password its attempt back: staff signing in all day are never held back, guesses still are", async () => {
    const { loginId } = shared;
    const clientIp = newAddress();
    const limits = { perAddress: { limit: 3, windowMs: WINDOW_MS }, perId: { limit: 1_000, windowMs: WINDOW_MS } };
    const now = midWindow();
    for (let i = 0; i < 10; i++) {
      expect((await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp, limits, now })).status).toBe("ok");
    }
    // Only the wrong guesses count: the fourth of them is held back.
    for (let i = 0; i < 3; i++) {
      expect((await attemptStaffSignIn({ loginId, password: "guess-guess" }, { clientIp, limits, now })).status).toBe("mismatch");
    }
    expect((await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp, limits, now })).status).toBe("limited");
  });

  it("limits attempts per id, from however many addresses", async () => {
    // An id of its own: its count must start at nothing.
    const loginId = newId();
    await newStaff(loginId);
    const limits = { ...OPEN_LIMITS, perId: { limit: 2, windowMs: WINDOW_MS } };
    const now = midWindow();
    for (let i = 0; i < 2; i++) {
      const attempt = await attemptStaffSignIn({ loginId, password: "guess-guess" }, { clientIp: newAddress(), limits, now });
      expect(attempt.status).toBe("mismatch");
    }
    expect(await attemptStaffSignIn({ loginId, password: PASSWORD }, { clientIp: newAddress(), limits, now })).toEqual({
      status: "limited",
      retryAfterSeconds: 450,
    });
    // Other ids are not held back.
    expect((await attemptStaffSignIn({ loginId: newId(), password: "x" }, { clientIp: newAddress(), limits, now })).status).toBe(
      "mismatch",
    );
  });

  it("says how long to wait in Korean", () => {
    expect(staffLoginTooMany(600)).toBe("로그인 시도가 너무 많습니다. 10분 후에 다시 시도해주세요.");
    expect(staffLoginTooMany(61)).toBe("로그인 시도가 너무 많습니다. 2분 후에 다시 시도해주세요.");
    expect(staffLoginTooMany(30)).toBe("로그인 시도가 너무 많습니다. 30초 후에 다시 시도해주세요.");
  });
});

describe("staff sessions", () => {
  it("last eight hours, go straight to the console, and are recorded with the staff provider", async () => {
    const user = await newStaff();
    const before = Date.now();
    const response = await signIn(request(), user, { provider: "staff", clientIp: "10.9.9.9", redirectTo: "/admin/dashboard" });
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=28800/);
    const cookie = cookieOf(response);
    const session = await db().selectFrom("sessions").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    const lifetime = Date.parse(session.expires_at) - Date.parse(session.created_at);
    expect(lifetime).toBe(STAFF_SESSION_TTL_MS);
    expect(Date.parse(session.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await getCurrentUser(request({ cookie }))).user?.id).toBe(user.id);
    const expiry = Date.parse(session.expires_at);
    expect((await getSessionUser(session.id, new Date(expiry - 1000)))?.id).toBe(user.id);
    expect(await getSessionUser(session.id, new Date(expiry))).toBeNull();
    const events = await db().selectFrom("auth_events").select(["kind", "provider"]).where("user_id", "=", user.id).execute();
    expect(events).toEqual([{ kind: "sign_in", provider: "staff" }]);
  });

  it("end at logout: the session row is deleted", async () => {
    const user = await newStaff();
    const cookie = cookieOf(await signIn(request(), user, { provider: "staff", clientIp: "10.9.9.8", redirectTo: "/admin/dashboard" }));
    const out = await signOut(request({ cookie, method: "POST" }), "10.9.9.8");
    expect(out.headers.get("Location")).toBe("/");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await getCurrentUser(request({ cookie }))).user).toBeNull();
  });
});

describe("requireAdmin", () => {
  it("lets staff through, sends everyone else home from pages and refuses their posts with 403", async () => {
    const staff = await newStaff();
    const staffCookie = cookieOf(await signIn(request(), staff, { provider: "staff", clientIp: "x" }));
    const member = await updateProfile(
      (await upsertProviderUser({ provider: "kakao", providerId: newId(), email: null, nickname: "회원", avatarUrl: null })).id,
      { name: "회원", phone: uniquePhone() },
    );
    const memberCookie = cookieOf(await signIn(request(), member, { provider: "kakao", clientIp: "x" }));

    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await requireAdmin(request({ cookie: staffCookie, method }))).id).toBe(staff.id);
    }
    for (const cookie of [undefined, memberCookie]) {
      for (const method of ["GET", "HEAD"]) {
        const page = await requireAdmin(request({ cookie, method })).catch((thrown: Response) => thrown);
        expect(page).toBeInstanceOf(Response);
        expect([(page as Response).status, (page as Response).headers.get("Location")]).toEqual([302, "/"]);
      }
      for (const method of ["POST", "PUT", "DELETE"]) {
        const post = (await requireAdmin(request({ cookie, method })).catch((thrown: Response) => thrown)) as Response;
        expect(post.status).toBe(403);
        expect(await post.json()).toEqual({ message: STAFF_ONLY });
      }
    }
  });
});

describe("requireUserOrStaff", () => {
  it("lets staff through without a phone number and guards everyone else as requireUser does", async () => {
    const staff = await newStaff();
    const staffCookie = cookieOf(await signIn(request(), staff, { provider: "staff", clientIp: "x" }));
    expect((await requireUserOrStaff(request({ cookie: staffCookie, path: "/travel/plan/p1" }), { reason: "plan" })).id).toBe(staff.id);

    const phoneless = await upsertProviderUser({
      provider: "kakao",
      providerId: newId(),
      email: null,
      nickname: "번호없음",
      avatarUrl: null,
    });
    const phonelessCookie = cookieOf(await signIn(request(), phoneless, { provider: "kakao", clientIp: "x" }));
    const member = await updateProfile(
      (await upsertProviderUser({ provider: "kakao", providerId: newId(), email: null, nickname: "회원", avatarUrl: null })).id,
      { name: "회원", phone: uniquePhone() },
    );
    const memberCookie = cookieOf(await signIn(request(), member, { provider: "kakao", clientIp: "x" }));
    expect((await requireUserOrStaff(request({ cookie: memberCookie, path: "/travel/plan/p1" }), { reason: "plan" })).id).toBe(member.id);

    const signedOut = (await requireUserOrStaff(request({ path: "/travel/plan/p1" }), { reason: "plan" }).catch(
      (thrown: Response) => thrown,
    )) as Response;
    expect(signedOut.headers.get("Location")).toBe("/auth?redirectTo=%2Ftravel%2Fplan%2Fp1&reason=plan");
    const unfinished = (await requireUserOrStaff(request({ cookie: phonelessCookie, path: "/travel/plan/p1" }), { reason: "plan" }).catch(
      (thrown: Response) => thrown,
    )) as Response;
    expect(unfinished.headers.get("Location")).toBe("/signup/complete?redirectTo=%2Ftravel%2Fplan%2Fp1");
  });
});
