// Every page a visitor shares (server/shared-pages.ts, decisions 40 and 68) on the built server: a
// member's page, a toast, a form's error and a back link from elsewhere never reach a visitor's copy;
// a copy's scripts carry the nonce its Content-Security-Policy allows; every view of a copy counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGION_REQUEST_MESSAGES } from "~/messages/region-requests";
import { createShareLink } from "~/models/plans/sharing.server";
import {
  type Actor,
  arrangeMember,
  arrangeSentPlan,
  formPost,
  regionRequestFields,
  setCookiePairs,
  startWorld,
  visitor,
  type World,
} from "../support/actors";
import { arrangePost } from "../support/community-posts";
import { sqliteEngine } from "../support/engines";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
/** The address with one more query parameter (each test its own copies). */
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe("shared visitor pages on the built server", () => {
  let world: World;
  let member: Actor;
  let addresses: string[];
  beforeAll(async () => {
    world = await startWorld(sqliteEngine, { SHARED_PAGE_SECONDS: "60" });
    member = await arrangeMember(world);
    const { planId } = await arrangeSentPlan(world, member);
    world.use();
    const link = await createShareLink({ planId, createdBy: member.user!.id });
    if (!link.ok) throw new Error(`no share link (${link.reason})`);
    addresses = [
      "/",
      "/auth",
      "/product/default?productType=custom&tripDuration=day",
      "/explore",
      "/about",
      "/faq",
      "/terms",
      "/privacy",
      "/story",
      `/share/plan/${link.token}`,
    ];
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("never puts a member's page, a toast or a form's error in a visitor's copy, and never answers a member with one", async () => {
    // A toast waiting (the region request's thanks) and a form's error (a phone number that is not one).
    const sent = await world.request(visitor, "/?index", formPost(regionRequestFields()));
    const toastCookie = setCookiePairs(sent).find((pair) => pair.startsWith("__toast="));
    expect(toastCookie).toBeDefined();
    const refused = await world.request(visitor, "/?index", formPost({ ...regionRequestFields(), phone: "12" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(REGION_REQUEST_MESSAGES.invalidPhone);

    for (const path of addresses.map((address) => withQuery(address, "t=personal"))) {
      // The sign-in page sends a member on; every other page greets them by name.
      const signIn = path.startsWith("/auth");
      const own = await world.request(member, path);
      expect(own.status, path).toBe(signIn ? 302 : 200);
      if (!signIn) expect(await own.text(), path).toContain(member.secrets[0]);
      const toasted = await world.request(visitor, path, { cookies: [toastCookie!] });
      expect(await toasted.text(), path).toContain(REGION_REQUEST_MESSAGES.success);

      const first = await world.request(visitor, path);
      const copy = await world.request(visitor, path);
      expect(copy.headers.get("age"), path).not.toBeNull();
      for (const page of [await first.text(), await copy.text()]) {
        for (const secret of member.secrets) expect(page, path).not.toContain(secret);
        expect(page, path).not.toContain(REGION_REQUEST_MESSAGES.success);
        expect(page, path).not.toContain(REGION_REQUEST_MESSAGES.invalidPhone);
        expect(page, path).not.toMatch(/csrf/i);
      }
      // A member asking after the copy was made gets their own page.
      const after = await world.request(member, path);
      expect(after.headers.get("age"), path).toBeNull();
      if (!signIn) expect(await after.text(), path).toContain(member.secrets[0]);
    }
  });

  it("sends a copy with the nonce its scripts carry", async () => {
    for (const path of addresses.map((address) => withQuery(address, "t=nonce"))) {
      const first = await world.request(visitor, path);
      const copy = await world.request(visitor, path);
      expect(copy.headers.get("age"), path).not.toBeNull();
      expect(nonceOf(copy), path).toBe(nonceOf(first));
      const html = await copy.text();
      // Each script the page has (none on the static pages, which are not hydrated) carries it.
      for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script, path).toContain(`nonce="${nonceOf(copy)}"`);
      // A member's page draws a nonce of its own.
      expect(nonceOf(await world.request(member, path)), path).not.toBe(nonceOf(copy));
    }
  });

  it("draws each back link from the visitor's own Referer", async () => {
    const faq = (referer?: string) => world.request(visitor, "/faq?t=back", { headers: referer ? { Referer: referer } : {} });
    const backLink = async (response: Response) => (await response.text()).match(/class="back-link"[^>]*href="([^"]*)"/)?.[1];
    expect(await backLink(await faq(`${world.url}/explore?q=%EA%B0%95%EB%A6%89`))).toBe("/explore?q=%EA%B0%95%EB%A6%89");
    expect(await backLink(await faq(`${world.url}/about`))).toBe("/about");
    // From another site, or from nowhere: home, from one copy.
    expect(await backLink(await faq("https://search.example/"))).toBe("/");
    const fromNowhere = await faq();
    expect(fromNowhere.headers.get("age")).not.toBeNull();
    expect(await backLink(fromNowhere)).toBe("/");
    const fromAboutAgain = await faq(`${world.url}/about`);
    expect(fromAboutAgain.headers.get("age")).not.toBeNull();
    expect(await backLink(fromAboutAgain)).toBe("/about");
  });

  it("counts every view of a page once, a copy's as well as the render's", async () => {
    const campaign = `shared${Date.now()}`;
    const counts: Record<string, number> = {};
    for (const [index, address] of addresses.entries()) {
      const path = withQuery(address, `utm_campaign=${campaign}&utm_content=${index}`);
      const views = await Promise.all(Array.from({ length: 3 }, () => world.request(visitor, path, { headers: { "User-Agent": PHONE } })));
      views.push(await world.request(visitor, path, { headers: { "User-Agent": PHONE } }));
      expect(views.filter((view) => view.headers.get("age") !== null).length, path).toBeGreaterThanOrEqual(3);
      counts[new URL(path, world.url).pathname.replace(/^\/share\/plan\/[^/]+/, "/share/plan/:token")] = 4;
    }
    const counted = async () =>
      Object.fromEntries(
        (
          await world
            .db()
            .selectFrom("page_views")
            .select(["path", (eb) => eb.fn.countAll<number>().as("views")])
            .where("utm_campaign", "=", campaign)
            .groupBy("path")
            .execute()
        ).map((row) => [row.path, Number(row.views)]),
      );
    // Written within a second of the views.
    let rows = await counted();
    for (let tries = 0; Object.values(rows).reduce((a, b) => a + b, 0) < 40 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await counted();
    }
    expect(rows).toEqual(counts);
  });

  // The feed's cards are rendered once per distinct card and reused across requests (decision 79).
  it("never shows one member's marks on a card another member or a visitor is shown", async () => {
    const liker = await arrangeMember(world);
    const other = await arrangeMember(world);
    world.use();
    const postId = await arrangePost({ authorId: other.user!.id, title: `기억된 카드 ${Date.now()}` });
    const liked = await world.request(liker, `/post/${postId}`, formPost({ intent: "like", back: "/explore" }));
    expect(liked.status).toBeLessThan(400);
    const likeButton = (page: string) => {
      const card = page.slice(page.indexOf(`data-kept="post-${postId}"`));
      return card.slice(0, card.indexOf("</form>")).match(/aria-pressed="(true|false)"/)?.[1];
    };
    // The same address for all three, so that any card kept for one could be given to the next.
    const path = "/explore?t=marks";
    expect(likeButton(await (await world.request(liker, path)).text())).toBe("true");
    expect(likeButton(await (await world.request(other, path)).text())).toBe("false");
    expect(likeButton(await (await world.request(visitor, path)).text())).toBe("false");
    expect(likeButton(await (await world.request(liker, path)).text())).toBe("true");
    // The author's own card offers to delete it; nobody else's does.
    const deleteOffered = (page: string) => page.includes(`/post/${postId}?confirm=delete`);
    expect(deleteOffered(await (await world.request(other, path)).text())).toBe(true);
    expect(deleteOffered(await (await world.request(liker, path)).text())).toBe(false);
  });
});
