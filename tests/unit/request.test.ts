// The one way request data comes in (readForm, readJson), the one redirect rule, and safe lookups.
import { describe, expect, it } from "vitest";
import { cleanText, readForm, readJson, safeRedirectPath } from "~/http/request.server";
import { lookup } from "~/utils/lookup";
import { isMalformedUrl } from "../../server/security";

function post(body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) {
  return new Request("http://app.test/x", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms as cleaned text", async () => {
    const form = await readForm(post("name=%EA%B9%80%00%01%ED%95%9C&note=a%0Ab&empty=&flag", "application/x-www-form-urlencoded"));
    expect(form.get("name")).toBe("김한");
    expect(form.get("note")).toBe("a\nb");
    expect(form.get("empty")).toBe("");
    expect(form.get("flag")).toBe("");
    const multipart = new FormData();
    multipart.append("name", "이\u0000름");
    const request = new Request("http://app.test/x", { method: "POST", body: multipart });
    expect((await readForm(request)).get("name")).toBe("이름");
  });

  it("reads a post without a body type as an empty form", async () => {
    expect([...(await readForm(post(null)))]).toEqual([]);
  });

  it("refuses other content types (415), malformed bodies (400) and files (400)", async () => {
    expect(await statusOf(readForm(post("{}", "application/json")))).toBe(415);
    expect(await statusOf(readForm(post("x", "text/plain")))).toBe(415);
    expect(await statusOf(readForm(post("x", "multipart/form-data")))).toBe(400);
    expect(await statusOf(readForm(post("name=%E0%A4", "application/x-www-form-urlencoded")))).toBe(400);
    expect(await statusOf(readForm(post("name=%zz", "application/x-www-form-urlencoded")))).toBe(400);
    expect(await statusOf(readForm(post(new Uint8Array([0x6e, 0x3d, 0xff, 0xfe]), "application/x-www-form-urlencoded")))).toBe(400);
    const withFile = new FormData();
    withFile.append("photo", new Blob(["x"]), "a.jpg");
    expect(await statusOf(readForm(new Request("http://app.test/x", { method: "POST", body: withFile })))).toBe(400);
  });

  it("refuses a body over the limit with 413, from its declared length or while it streams", async () => {
    expect(await statusOf(readForm(post("a=1", "application/x-www-form-urlencoded", { "Content-Length": String(10 * 1024 * 1024) })))).toBe(
      413,
    );
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    expect(await statusOf(readForm(post(endless, "application/x-www-form-urlencoded")))).toBe(413);
    // It stopped reading soon after the limit instead of taking the whole stream.
    expect(pulled).toBeLessThan(10);
  });
});

describe("readJson", () => {
  it("takes JSON only, cleaned, and refuses the rest", async () => {
    expect(await readJson(post('{"a":"x\\u0000y","b":[" \\u0007z"]}', "application/json"))).toEqual({ a: "xy", b: [" z"] });
    expect(await statusOf(readJson(post("a=1", "application/x-www-form-urlencoded")))).toBe(415);
    expect(await statusOf(readJson(post("{", "application/json")))).toBe(400);
  });

  it("takes the beacon's text/plain only where asked (the analytics endpoint), within its limit", async () => {
    expect(await statusOf(readJson(post('{"a":1}', "text/plain;charset=UTF-8")))).toBe(415);
    expect(await readJson(post('{"a":1}', "text/plain;charset=UTF-8"), 1024, { beacon: true })).toEqual({ a: 1 });
    expect(await statusOf(readJson(post(`{"a":"${"x".repeat(2000)}"}`, "text/plain"), 1024, { beacon: true }))).toBe(413);
    expect(await statusOf(readJson(post("a=1", "application/x-www-form-urlencoded"), 1024, { beacon: true }))).toBe(415);
  });
});

describe("cleanText", () => {
  it("removes control characters but keeps lines and tabs, in NFC", () => {
    expect(cleanText("a\u0000b\u001fc\u007f\t\r\nd")).toBe("abc\t\r\nd");
    expect(cleanText("\u1100\u1161")).toBe("가");
  });
});

describe("the redirect rule", () => {
  it("keeps our own paths, with their queries", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/survey/3?orderId=TRAVEL_1_ab",
      "/product/default?productType=custom&tripDuration=day",
      "/payment/checkout?orderName=%EA%B0%95%EB%A6%89#top",
    ]) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it("refuses every known open-redirect trick", () => {
    const tricks = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example/phish",
      "/%09/evil.example",
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "///evil.example",
      "/.//evil.example",
      "/ /evil.example",
      " //evil.example",
      "https://evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "/\r\nSet-Cookie:x=1",
      "/%0d%0aSet-Cookie:x=1",
      "/%00",
      "／／evil.example",
      "/x?next=//evil.example",
      "evil.example",
      "",
    ];
    for (const trick of tricks) expect(safeRedirectPath(trick, "/home"), JSON.stringify(trick)).toBe("/home");
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`)).toBe("/");
  });
});

describe("addresses", () => {
  it("with control characters or broken escapes are malformed", () => {
    expect(isMalformedUrl("/survey?orderId=TRAVEL_1_ab")).toBe(false);
    expect(isMalformedUrl("/auth?redirectTo=%2Fdashboard")).toBe(false);
    expect(isMalformedUrl("/auth?redirectTo=/x%0d%0aSet-Cookie:a=1")).toBe(true);
    expect(isMalformedUrl("/survey?orderId=a%00b")).toBe(true);
    expect(isMalformedUrl("/survey?orderId=%E0%A4")).toBe(true);
  });
});

describe("lookup", () => {
  it("finds only a table's own entries", () => {
    const table = { a: "에이" };
    expect(lookup(table, "a")).toBe("에이");
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", null, undefined])
      expect(lookup(table, key)).toBeUndefined();
  });
});
