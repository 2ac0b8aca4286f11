// Scale-out, shown rather than claimed: two server processes start at the same moment on one empty
// PostgreSQL database (both run the migrations and the demo seed at start, without stepping on each
// other), and whatever a person begins on one — a session, a rate limit, a draft, a payment — the
// other sees, as it would behind any load balancer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SURVEY_QUESTIONS } from "~/survey/questions.server";
import { migrations } from "../../db/migrations/index";
import {
  type Actor,
  arrangeAcceptedOrder,
  arrangeCommunityPost,
  arrangeMember,
  arrangeStaff,
  behind,
  formPost,
  GANGNEUNG_DAY_START,
  isSafeLocation,
  regionRequestFields,
  rowCounts,
  startBalancer,
  startCluster,
  startWorld,
  toastOf,
  visitor,
  type World,
} from "../support/actors";
import { postgresSweepEngine } from "../support/engines";
import { PERIODIC_JOBS } from "../support/jobs";

const engine = postgresSweepEngine();

/** A browser without an account of ours: its cookies, as Set-Cookie gave them. */
function browser(cookies: string[] = []): Actor & { cookies: string[]; keep: (response: Response) => void } {
  const jar = new Map(cookies.map((pair) => [pair.split("=")[0]!, pair] as const));
  return {
    ...visitor,
    label: "browser",
    get cookies() {
      return [...jar.values()];
    },
    cookie: async () => [...jar.values()].join("; ") || null,
    keep(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const pair = header.split(";")[0]!;
        const name = pair.split("=")[0]!;
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || pair.endsWith("=")) jar.delete(name);
        else jar.set(name, pair);
      }
    },
  };
}

if (!engine) {
  describe.skip("scale-out on postgres (SKIPPED: TEST_DATABASE_URL is not set)", () => {
    it("two processes on one database", () => undefined);
  });
} else {
  describe("two server processes on one PostgreSQL database", () => {
    let a: World;
    let b: World;
    let stop: () => Promise<void>;

    beforeAll(async () => {
      // The region-request limit is low here, so a limit reached through one process can be seen on the other.
      const cluster = await startCluster(engine, 2, { REGION_REQUEST_LIMIT: "2" });
      const [first, second] = cluster.worlds as [World, World];
      // Browsers reach both through one address (one Host), as behind any load balancer; each test
      // says which process answers which request.
      const balancer = await startBalancer([first.url, second.url]);
      a = behind(first, balancer, 0);
      b = behind(second, balancer, 1);
      stop = async () => {
        await balancer.stop();
        await cluster.stop();
      };
    });

    afterAll(async () => {
      await stop?.();
    });

    it("both ran the migrations and the demo seed at start without stepping on each other", async () => {
      const outputs = [a.server.output(), b.server.output()];
      for (const output of outputs) expect(output).not.toMatch(/error|exception|duplicate key/i);
      const applied = await a
        .db()
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect((applied as { name: string }[]).map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      // Both answer, each a process of its own.
      expect(a.server.url).not.toBe(b.server.url);
      for (const world of [a, b]) expect((await world.request(visitor, "/")).status).toBe(200);
    });

    it("the demo data was seeded once, exactly as one process seeds it", async () => {
      // (The first test's requests wrote nothing but rate-limit and session rows, left out here, and the
      // jobs' leases are made by each process's first turn, which may come after it listens.)
      const transient = new Set(["rate_limits", "sessions", "auth_events", "job_leases"]);
      const together = await rowCounts(a, transient);
      const alone = await startWorld(engine);
      try {
        const single = await rowCounts(alone, transient);
        expect(together, `rows after two processes started at once:\n${[a.server.output(), b.server.output()].join("\n---\n")}`).toEqual(
          single,
        );
      } finally {
        await alone.stop();
        a.use();
      }
    });

    it("each periodic job ran once at start across both processes, not once in each", async () => {
      const jobs = () => a.db().selectFrom("job_leases").select(["name", "runs", "holder", "last_finished_at"]).orderBy("name").execute();
      await expect
        .poll(async () => (await jobs()).filter((job) => job.last_finished_at !== null).length, { timeout: 20_000 })
        .toBe(PERIODIC_JOBS.length);
      expect((await jobs()).map((job) => [job.name, Number(job.runs), job.holder])).toEqual(PERIODIC_JOBS.map((name) => [name, 1, null]));
    });

    it("a post hidden by staff on one leaves the other's shared feed within SHARED_PAGE_SECONDS", async () => {
      const member = await arrangeMember(a);
      const caption = `수렴 확인 ${Date.now()}`;
      const postId = await arrangeCommunityPost(a, member, caption);
      // B renders the feed for visitors and keeps the copy: the second answer is that copy.
      expect(await (await b.request(visitor, "/explore")).text()).toContain(caption);
      const copy = await b.request(visitor, "/explore");
      expect(copy.headers.get("age")).not.toBeNull();
      expect(await copy.text()).toContain(caption);

      const staff = await arrangeStaff(a);
      const hidden = await a.request(staff, "/admin/dashboard/community", formPost({ intent: "hide", postId }));
      expect(hidden.status).toBe(302);
      const changedAt = Date.now();
      let seenGoneAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - changedAt < 10_000) {
        const feeds = await Promise.all([a, b].map(async (world) => (await world.request(visitor, "/explore")).text()));
        if (feeds.every((feed) => !feed.includes(caption))) {
          seenGoneAfter = Date.now() - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The bound (docs/decisions/0087-caches-that-converge.md): the copy's 3 seconds, plus a render.
      expect(seenGoneAfter).toBeLessThanOrEqual(3_000 + 1_000);
    });

    it("a session begun on one is seen, and ended, on the other", async () => {
      const demoBrowser = browser();
      const login = await a.request(demoBrowser, "/auth/demo", formPost({ redirectTo: "/dashboard" }));
      expect(login.status).toBe(302);
      demoBrowser.keep(login);
      const dashboard = await b.request(demoBrowser, "/dashboard");
      expect(dashboard.status).toBe(200);
      // The name is marked as personal data for the session recorder (<span data-pii>): read the heading's text.
      expect((await dashboard.text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "")).toContain("리뷰 테스트의 모든 활동");

      // A Kakao sign-in started on A (state cookie, return address) finishes on B.
      const kakao = browser();
      const start = await a.request(kakao, "/auth/social_a", formPost({ redirectTo: "/dashboard" }));
      kakao.keep(start);
      const authorize = new URL(start.headers.get("location")!);
      const picked = await a.request(kakao, authorize.pathname + authorize.search, formPost({ choice: "member" }));
      const callback = new URL(picked.headers.get("location")!);
      const signedIn = await b.request(kakao, callback.pathname + callback.search);
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/dashboard");
      kakao.keep(signedIn);
      expect((await a.request(kakao, "/dashboard")).status).toBe(200);

      // Signing out on B ends the session on A too.
      const logout = await b.request(demoBrowser, "/logout", formPost({}));
      expect(logout.status).toBe(302);
      // (The browser still sends its old cookie: the session behind it is gone on both.)
      const after = await a.request(demoBrowser, "/dashboard");
      expect(after.status).toBe(302);
      expect(new URL(after.headers.get("location")!, a.url).pathname).toBe("/auth");
    });

    it("a rate limit reached on one holds on the other", async () => {
      const request = () => formPost(regionRequestFields());
      expect((await a.request(visitor, "/?index", request())).status).toBe(302);
      expect((await a.request(visitor, "/?index", request())).status).toBe(302);
      const third = await b.request(visitor, "/?index", request());
      expect(third.status).toBe(429);
    });

    it("a draft begun on one is continued on the other", async () => {
      const member = await arrangeMember(a, { family: { mother: { age: "35", is_me: true } } });
      const order = await arrangeAcceptedOrder(a, member);
      const stepOf = (key: string) => SURVEY_QUESTIONS.findIndex((question) => question.key === key) + 1;
      const wish = `/survey/${stepOf("parentWish")}?orderId=${order.id}`;
      expect((await a.request(member, wish, formPost({ intent: "next", answer: "A에서 적은 소원" }))).status).toBe(302);
      expect(await (await b.request(member, wish)).text()).toContain("A에서 적은 소원");

      const family = `/survey/${stepOf("familyMembers")}?orderId=${order.id}`;
      expect((await a.request(member, family, formPost({ intent: "add-member", memberType: "son", memberAge: "4" }))).status).toBe(302);
      expect((await b.request(member, family, formPost({ intent: "add-member", memberType: "daughter", memberAge: "2" }))).status).toBe(
        302,
      );
      const page = await (await a.request(member, family)).text();
      expect(page).toContain("아들 · 4세");
      expect(page).toContain("딸 · 2세");

      const newcomer = await arrangeMember(a, { phone: false });
      expect(
        (
          await a.request(
            newcomer,
            "/signup/complete",
            formPost({ intent: "add-member", name: "새가족", phone: "", memberType: "grandmother", memberAge: "66" }),
          )
        ).status,
      ).toBe(302);
      expect(await (await b.request(newcomer, "/signup/complete")).text()).toContain("할머니 · 66세");
    });

    it("a payment begun on one completes on the other, and both show the same result", async () => {
      const member = await arrangeMember(a);
      const started = await a.request(member, "/product/default", formPost(GANGNEUNG_DAY_START));
      expect(started.status).toBe(302);
      const checkout = new URL(started.headers.get("location")!, a.url);
      expect(checkout.pathname).toBe("/payment/checkout");
      const orderId = checkout.searchParams.get("orderId")!;
      // The checkout page on B knows the order A saved.
      const page = await b.request(member, checkout.pathname + checkout.search);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(orderId);

      // The widget sends the browser to the sandbox's approval page (served by A), which sends it on.
      const pay = new URLSearchParams({
        clientKey: "test_ck_sandbox_family_trip",
        customerKey: member.user!.id,
        orderId,
        orderName: checkout.searchParams.get("orderName")!,
        amount: checkout.searchParams.get("amount")!,
        successUrl: `${a.url}/payment/success`,
        failUrl: `${a.url}/payment/fail`,
      });
      const approved = await a.request(member, `/sandbox/toss/pay?${pay}`, formPost({ choice: "approve" }));
      expect(approved.status).toBe(302);
      const success = new URL(approved.headers.get("location")!);
      // …and the load balancer sends the return to B, which confirms with Toss.
      const onB = await b.request(member, success.pathname + success.search);
      const onBText = await onB.text();
      expect(onB.status).toBe(200);
      expect(onBText).toContain("결제가 완료되었어요");
      const onA = await a.request(member, success.pathname + success.search);
      const onAText = await onA.text();
      expect(onAText).toContain("결제가 완료되었어요");
      const approvedAt = (text: string) => /승인 일시<\/dt><dd[^>]*>([^<]*)</.exec(text)?.[1];
      expect(approvedAt(onAText)).toBeDefined();
      expect(approvedAt(onAText)).toBe(approvedAt(onBText));
      const charges = await a.db().selectFrom("sandbox_toss_payments").select("status").where("order_id", "=", orderId).execute();
      expect(charges).toEqual([{ status: "DONE" }]);

      // A refund asked on A of the payment confirmed on B.
      const refund = await a.request(member, `/orders/${orderId}/refund`, formPost({ redirectTo: "/dashboard" }));
      expect(refund.status).toBe(302);
      expect(isSafeLocation(refund.headers.get("location")!)).toBe(true);
      expect((await toastOf(refund))?.kind).toBe("success");
      const order = await b.db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("refunded");
    });
  });
}
