// Permanent sweep: redirects. A corpus of known open-redirect tricks goes through every path that
// reads a return address — /auth?redirectTo= (the signed-in redirect and the forms' hidden field),
// the Kakao and Google sign-ins (remembered in the signed __auth_return cookie and used by the
// callback, also for a new member who completes sign-up first), the review-test login, the refund,
// and /signup/complete — and no Location may leave the site or carry a control character.
// Plain paths of our own (the controls) must come through unchanged, so the sweep cannot pass by
// sending everyone home.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Actor,
  arrangeAcceptedOrder,
  arrangeCommunityPost,
  arrangeMember,
  formPost,
  inParallel,
  isSafeLocation,
  setCookiePairs,
  signedReturnCookie,
  startWorld,
  visitor,
  type World,
} from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";

/** Return addresses as the app receives them (already decoded once from the query or the form). */
const TRICKS = [
  "//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "%2F%09%2Fevil.example%2Fphish",
  "/\t/evil.example/phish",
  "/\t/evil.example",
  "https://evil.example",
  "http:/evil.example",
  "http:evil.example",
  "HTTPS://evil.example/",
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/\r\nSet-Cookie:x=1",
  "/\nLocation: https://evil.example",
  "/dashboard\r\nSet-Cookie: x=1",
  "///evil.example",
  "////evil.example",
  "/ /evil.example",
  " //evil.example",
  "\t//evil.example",
  "\u0000//evil.example",
  "/\u0000//evil.example",
  "/%00//evil.example",
  "／／evil.example",
  "/／evil.example",
  "/\u2215\u2215evil.example",
  "/\uFF3Cevil.example",
  "/%E3%80%80/evil",
  "/\u3000/evil",
  "/\u200B/evil.example",
  "https:\\\\evil.example",
  "@evil.example",
  "evil.example",
  "/@evil.example",
  "/한글경로",
  "/%ZZ",
  "/%",
  `/${"a".repeat(5000)}`,
];

/** Tricks also written straight into a URL (the browser's own decoding comes first). */
const RAW_IN_URL = [
  "%2F%09%2Fevil.example%2Fphish",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%E3%80%80/evil",
  "%2F%2Fevil.example",
  "/%0D%0ASet-Cookie:x=1",
  "%09//evil.example",
];

interface Case {
  /** What the sweep says about it. */
  label: string;
  /** The return address as the app reads it. */
  value: string;
  /** The query text carrying it (encoded, or written raw). */
  query: string;
}

const cases: Case[] = [
  ...TRICKS.map((value) => ({ label: JSON.stringify(value).slice(0, 60), value, query: encodeURIComponent(value) })),
  ...RAW_IN_URL.map((raw) => ({ label: `raw ${raw}`, value: safeDecode(raw), query: raw })),
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What every Location must be: on this site and free of control characters. */
function judge(where: string, response: Response, failures: string[], control?: string) {
  if (response.status >= 500) failures.push(`${where}: status ${response.status}`);
  const location = response.headers.get("location");
  if (response.status >= 300 && response.status < 400) {
    if (location === null) failures.push(`${where}: a redirect without Location`);
    else if (!isSafeLocation(location)) failures.push(`${where}: Location ${JSON.stringify(location)} leaves the site`);
    else if (control !== undefined && location !== control)
      failures.push(`${where}: the plain path ${control} became ${JSON.stringify(location)}`);
  } else if (control !== undefined) {
    failures.push(`${where}: status ${response.status}, expected a redirect to ${control}`);
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The values of the page's hidden redirectTo fields. */
function hiddenReturnAddresses(page: string): string[] {
  return [...page.matchAll(/<input[^>]*name="redirectTo"[^>]*>/g)].map((match) =>
    decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? ""),
  );
}

const engines = sweepEngines();
if (engines.length === 1) describe.skip(POSTGRES_SKIPPED, () => it("redirect sweep on PostgreSQL", () => undefined));

describe.each(engines)("return addresses on $name", (engine) => {
  let world: World;
  let member: Actor;
  let orderId: string;
  /** Plain addresses of our own, which must survive every path untouched. */
  let controls: string[];

  beforeAll(async () => {
    world = await startWorld(engine);
    member = await arrangeMember(world, { name: "리다이렉트회원" });
    orderId = (await arrangeAcceptedOrder(world, member)).id;
    controls = ["/dashboard", `/survey?orderId=${orderId}`, "/product/default?productType=custom&tripDuration=day"];
  });

  afterAll(async () => {
    await world?.stop();
  });

  it("/auth?redirectTo=: the signed-in member's redirect and the login forms' hidden fields", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    await inParallel(cases, 4, async ({ label, query }) => {
      judge(`GET /auth?redirectTo=${label} (signed in)`, await world.request(member, `/auth?redirectTo=${query}`), failures);
      const page = await world.request(visitor, `/auth?redirectTo=${query}`);
      const fields = hiddenReturnAddresses(await page.text());
      if (page.status >= 500) failures.push(`GET /auth?redirectTo=${label}: status ${page.status}`);
      for (const field of fields)
        if (!isSafeLocation(field) || !field.startsWith("/"))
          failures.push(`GET /auth?redirectTo=${label}: hidden redirectTo ${JSON.stringify(field)}`);
    });
    for (const control of controls) {
      judge(
        `GET /auth?redirectTo=${control} (signed in)`,
        await world.request(member, `/auth?redirectTo=${encodeURIComponent(control)}`),
        failures,
        control,
      );
      const fields = hiddenReturnAddresses(await (await world.request(visitor, `/auth?redirectTo=${encodeURIComponent(control)}`)).text());
      if (!fields.length || fields.some((field) => field !== control))
        failures.push(`GET /auth?redirectTo=${control}: hidden fields ${JSON.stringify(fields)}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("generated return addresses (pieces of the known tricks, shuffled) never leave the site", { timeout: 120_000 }, async () => {
    const pieces = [
      "/",
      "//",
      "\\",
      "%2F",
      "%2f",
      "%5C",
      "%09",
      "%0a",
      "%00",
      "\t",
      "\n",
      " ",
      ".",
      "..",
      ":",
      "@",
      "?",
      "#",
      "evil.example",
      "http",
      "https:",
      "javascript:",
      "／",
      "\u3000",
      "%E3%80%80",
      "%",
      "a",
      "dashboard",
    ];
    const address = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(address, fc.boolean(), async (value, raw) => {
          const query = raw ? value : encodeURIComponent(value);
          const response = await world.request(member, `/auth?redirectTo=${query}`);
          const before = failures.length;
          judge(`GET /auth?redirectTo=${JSON.stringify(query)}`, response, failures);
          return failures.length === before;
        }),
        { numRuns: 150, endOnFailure: true },
      )
      .catch((error: Error) => failures.push(error.message.split("\n").slice(0, 2).join(" ")));
    expect(failures, failures.join("\n")).toEqual([]);
  });

  /**
   * A whole sign-in through the provider sandbox, as a browser does it: the start post (which
   * remembers the return address), the provider's page, the callback. Returns the callback's answer.
   */
  async function signInThrough(
    provider: "social_a" | "social_b",
    redirectTo: string,
    options: { person?: "member" | "new"; returnCookie?: string } = {},
  ) {
    const failures: string[] = [];
    const start = await world.request(visitor, `/auth/${provider}`, formPost({ redirectTo }));
    const authorize = start.headers.get("location") ?? "";
    let cookies = setCookiePairs(start);
    if (options.returnCookie) cookies = [...cookies.filter((pair) => !pair.startsWith("__auth_return=")), options.returnCookie];
    const authorizeUrl = new URL(authorize, world.url);
    if (
      start.status >= 500 ||
      authorizeUrl.origin !== new URL(world.url).origin ||
      !authorizeUrl.pathname.startsWith(`/sandbox/oauth/${provider}/authorize`)
    ) {
      return { failures: [`start: status ${start.status} to ${JSON.stringify(authorize)}`], callback: null, cookies };
    }
    const choice = await world.request(
      visitor,
      authorizeUrl.pathname + authorizeUrl.search,
      formPost({ choice: options.person ?? "member" }),
    );
    const back = new URL(choice.headers.get("location") ?? "/", world.url);
    const callback = await world.request(visitor, back.pathname + back.search, { cookies });
    return { failures, callback, cookies: [...cookies, ...setCookiePairs(callback)] };
  }

  it("Kakao and Google sign-in: the remembered return address, used by the callback", { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const provider of ["social_a", "social_b"] as const) {
      await inParallel(cases, 4, async ({ label, value }) => {
        const { failures: flow, callback } = await signInThrough(provider, value);
        failures.push(...flow.map((problem) => `${provider} ${label}: ${problem}`));
        if (callback) judge(`${provider} callback after ${label}`, callback, failures);
      });
      for (const control of controls) {
        const { callback } = await signInThrough(provider, control);
        if (callback) judge(`${provider} callback after ${control}`, callback, failures, control);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("a return cookie forged with the secret is checked again when it is used", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    await inParallel(cases, 4, async ({ label, value }) => {
      const { callback } = await signInThrough("social_a", "/dashboard", { returnCookie: await signedReturnCookie(value) });
      if (callback) judge(`social_a callback with a forged return cookie ${label}`, callback, failures);
    });
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("a new member completes sign-up first and still lands only on our own pages", { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const { label, value } of [...cases.slice(0, 12), ...controls.map((control) => ({ label: control, value: control }))]) {
      const { callback, cookies } = await signInThrough("social_a", value, { person: "new" });
      if (!callback) continue;
      judge(`new member's callback after ${label}`, callback, failures);
      const signup = new URL(callback.headers.get("location") ?? "/", "http://app.test");
      if (signup.pathname !== "/signup/complete") {
        failures.push(`new member's callback after ${label}: went to ${signup.pathname}, expected /signup/complete`);
        continue;
      }
      const session = cookies.filter((pair) => pair.startsWith("__session="));
      const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const done = await world.request(visitor, signup.pathname + signup.search, {
        ...formPost({ intent: "submit", name: "새가족", phone }),
        cookies: session,
      });
      const control = controls.includes(value) ? value : undefined;
      judge(`new member's sign-up after ${label}`, done, failures, control);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("the review-test login, the refund and /signup/complete", { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    const all = [
      ...cases.map((c) => ({ ...c, control: undefined as string | undefined })),
      ...controls.map((control) => ({ label: control, value: control, query: encodeURIComponent(control), control })),
    ];
    await inParallel(all, 4, async ({ label, value, query, control }) => {
      judge(
        `POST /auth/demo redirectTo=${label}`,
        await world.request(visitor, "/auth/demo", formPost({ redirectTo: value })),
        failures,
        control,
      );
      judge(
        `POST /orders/…/refund redirectTo=${label}`,
        await world.request(member, `/orders/${orderId}/refund`, formPost({ redirectTo: value })),
        failures,
        control,
      );
      judge(
        `GET /signup/complete?redirectTo=${label}`,
        await world.request(member, `/signup/complete?redirectTo=${query}`),
        failures,
        control,
      );
    });
    // One member completing sign-up again and again: one at a time (parallel submits are the concurrency sweep's).
    for (const { label, query, control } of all) {
      const profile = formPost({ intent: "submit", name: member.user!.name!, phone: member.user!.phone! });
      judge(
        `POST /signup/complete?redirectTo=${label}`,
        await world.request(member, `/signup/complete?redirectTo=${query}`, profile),
        failures,
        control,
      );
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("a community post's forms come back only to the feed, the scrapbook or the post", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const postId = await arrangeCommunityPost(world, member);
    const scrap = (back: string) => formPost({ intent: "scrap", back });
    await inParallel(cases, 4, async ({ label, value }) => {
      judge(`POST /post/… back=${label}`, await world.request(member, `/post/${postId}`, scrap(value)), failures);
    });
    for (const control of ["/explore", "/scrapbook", `/post/${postId}`]) {
      const response = await world.request(member, `/post/${postId}`, scrap(control));
      judge(`POST /post/… back=${control}`, response, failures);
      const pathname = (response.headers.get("location") ?? "").split("#")[0];
      if (pathname !== control) failures.push(`POST /post/… back=${control}: came back to ${pathname}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
