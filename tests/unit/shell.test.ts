import { describe, expect, it } from "vitest";
import { backHref, safeRedirectPath } from "~/http/request.server";
import { formatPhone, phoneDigits } from "~/utils/phone";

describe("phone formatting", () => {
  it("formats 3-4-4 as far as the digits go", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("010-1234-56789")).toBe("010-1234-5678");
    expect(formatPhone("0101")).toBe("010-1");
    expect(formatPhone("ab010")).toBe("010");
    expect(formatPhone("01012345678").length).toBeLessThanOrEqual(13);
  });

  it("keeps digits only", () => {
    expect(phoneDigits(" 010-12 34-5678 ")).toBe("01012345678");
  });
});

describe("redirect safety", () => {
  it("only follows paths on this site", () => {
    expect(safeRedirectPath("/dashboard?tab=1")).toBe("/dashboard?tab=1");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null, "/auth")).toBe("/auth");
  });

  it("sends a back link to the same-site referrer or home", () => {
    const request = (referer?: string) => new Request("http://localhost:3000/terms", { headers: referer ? { Referer: referer } : {} });
    expect(backHref(request("http://localhost:3000/faq?x=1"))).toBe("/faq?x=1");
    expect(backHref(request("https://evil.example/phish"))).toBe("/");
    expect(backHref(request("http://localhost:3000/terms"))).toBe("/");
    expect(backHref(request())).toBe("/");
  });
});
