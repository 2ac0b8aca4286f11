// The no-script browser (tests/support/no-script-browser.ts) against a tiny server of its own: it posts
// what a browser would post, follows a redirect as a GET with its cookies, refuses what a browser
// would refuse, and its accessibility check finds a violation.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, World } from "../support/actors";
import { noScriptBrowser } from "../support/no-script-browser";

const page = (body: string) => `<!doctype html><html lang="ko"><head><title>시험</title></head><body><main>${body}</main></body></html>`;

const PAGES: Record<string, string> = {
  "/form": page(`
    <form method="post" action="/posted">
      <button type="submit" name="intent" value="hidden" aria-hidden="true" tabindex="-1">보내기</button>
      <label for="name">이름</label><input id="name" name="name" value="기본">
      <label><input type="checkbox" name="agree" value="yes"> 동의</label>
      <label for="size">크기</label><select id="size" name="size"><option value="s">작게</option><option value="l">크게</option></select>
      <input name="off" value="보내지 않음" aria-label="꺼짐" disabled>
      <noscript><input type="hidden" name="noscript" value="1"></noscript>
      <button type="submit" name="intent" value="send">보내기</button>
    </form>
    <form method="post" action="/posted"><label for="need">필수</label><input id="need" name="need" required><button>필수 보내기</button></form>
    <a href="/form?again=1">다시</a>`),
  "/bad": page(`<img src="/x.png"><form><input name="unlabelled"></form>`),
};

describe("the no-script browser", () => {
  let server: Server;
  let world: World;
  const posted: { body: string; cookie: string | undefined; origin: string | undefined }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (request.method === "POST") {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => {
          posted.push({ body, cookie: request.headers.cookie, origin: request.headers.origin });
          response.writeHead(302, { Location: "/done", "Set-Cookie": "flash=saved; Path=/" }).end();
        });
        return;
      }
      if (url.pathname === "/done")
        return response.writeHead(200, { "Content-Type": "text/html" }).end(page(`<p id="cookie">${request.headers.cookie}</p>`));
      const html = PAGES[url.pathname];
      response.writeHead(html ? 200 : 404, { "Content-Type": "text/html" }).end(html ?? page("없음"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    world = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } as World;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const actor = { cookie: async () => "__session=abc" } as Actor;

  it("posts the form's entry list with its submitter, then follows the redirect as a GET with the cookies", async () => {
    const b = await noScriptBrowser(world, actor);
    await b.visit("/form");
    expect(b.value("이름")).toBe("기본");
    b.fill("이름", "김가족");
    b.check("동의");
    b.select("크기", "크게");
    await b.click("보내기");
    const sent = posted.at(-1)!;
    // The hidden submitter is out of reach, the disabled field is not sent, the noscript field is.
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      name: "김가족",
      agree: "yes",
      size: "l",
      noscript: "1",
      intent: "send",
    });
    expect(sent.cookie).toBe("__session=abc");
    expect(sent.origin).toBe(world.url);
    expect(b.url.pathname).toBe("/done");
    expect(b.text("#cookie")).toBe("__session=abc; flash=saved");
  });

  it("refuses what a browser would not do: post an empty required field, type into a field with no such label", async () => {
    const b = await noScriptBrowser(world, actor);
    await b.visit("/form");
    const before = posted.length;
    await expect(b.click("필수 보내기")).rejects.toThrow("the browser would not post: need");
    expect(posted).toHaveLength(before);
    expect(() => b.fill("주소", "서울")).toThrow("0 fields labelled '주소'");
    await b.click("다시");
    expect(b.url.search).toBe("?again=1");
  });

  it("its accessibility check fails on a page axe finds wanting", async () => {
    const b = await noScriptBrowser(world, actor);
    await b.visit("/form");
    await b.checkA11y();
    await b.visit("/bad");
    await expect(b.checkA11y()).rejects.toThrow(/image-alt/);
  });
});
