// An order dialog served at two addresses closes back to the tab its address is under, with the
// list's query it was opened from; and docs/product.md's table of tabs is the menu as it is.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONSOLE_TABS, consoleUrl, dialogCloseTo } from "~/components/admin/console-tabs";

describe("dialogCloseTo", () => {
  it("goes back to the tab the dialog's address is under, keeping the list's query", () => {
    expect(dialogCloseTo(new URL("http://x/admin/dashboard/orders/T1/note?q=%EA%B9%80&page=2"))).toBe(
      "/admin/dashboard/orders?q=%EA%B9%80&page=2",
    );
    expect(dialogCloseTo({ pathname: "/admin/dashboard/consultations/T1/note", search: "" })).toBe("/admin/dashboard/consultations");
    expect(dialogCloseTo({ pathname: "/admin/dashboard/consultations/T1", search: "?status=survey_complete" })).toBe(
      "/admin/dashboard/consultations?status=survey_complete",
    );
  });
});

describe("the console's tabs as docs/product.md lists them", () => {
  it("are the menu's tabs, in the menu's order, at the menu's addresses", () => {
    const product = readFileSync(join(__dirname, "../../docs/product.md"), "utf8");
    const section = product.slice(product.indexOf("## Back office"), product.indexOf("## Deliberate deviations"));
    const rows = [...section.matchAll(/^\| ([^|]+?) \| `(\/admin\/dashboard[^`]*)` \|/gm)].map((match) => [match[1], match[2]]);
    expect(rows).toEqual(CONSOLE_TABS.map((tab) => [tab.label, consoleUrl(tab.path)]));
  });
});
