// The Daum postcode search is allowed on the photobook's landing only (server/security.ts pageSources,
// app/vocabulary/postcode.ts): its script and frame origins join the site's policy there, nowhere else.
import { describe, expect, it } from "vitest";
import { POSTCODE, searchesPostcodes } from "../../app/vocabulary/postcode";
import { contentSecurityPolicy, pageSources } from "../../server/security";

describe("the postcode search's policy", () => {
  it("names the landing, not its order screen nor any other page", () => {
    expect(searchesPostcodes("/photobook/default")).toBe(true);
    expect(searchesPostcodes("/photobook/default/")).toBe(true);
    for (const path of ["/photobook/order", "/photobook/order/", "/photobook", "/product/default", "/dashboard", "/photobook/other"]) {
      expect(searchesPostcodes(path), path).toBe(false);
    }
  });

  it("adds the script and frame origins to the site's own on that page only", () => {
    const site = { script: ["https://js.tosspayments.com"], frame: [] };
    const landing = contentSecurityPolicy("n", pageSources("/photobook/default", site));
    expect(landing).toContain(
      `script-src 'self' 'nonce-n' 'strict-dynamic' https://js.tosspayments.com ${POSTCODE.scriptOrigins.join(" ")}`,
    );
    expect(landing).toContain(`frame-src 'self' ${POSTCODE.frameOrigins.join(" ")}`);
    const other = contentSecurityPolicy("n", pageSources("/photobook/order", site));
    for (const origin of [...POSTCODE.scriptOrigins, ...POSTCODE.frameOrigins]) expect(other).not.toContain(origin);
    expect(pageSources("/dashboard", site)).toBe(site);
  });
});
