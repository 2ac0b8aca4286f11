// An order dialog served at two addresses closes back to the tab its address is under, with the
// list's query it was opened from.
import { describe, expect, it } from "vitest";
import { dialogCloseTo } from "~/components/admin/console-tabs";

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
