// Every back-office route file (`admin.*` but the login, found by walking app/routes: a new tab is
// walked the day it lands) sends a visitor and a signed-in member home, in a real browser with and
// without JavaScript. Parameters are filled with the member's own ids, so a route that forgot its
// guard would show the member their own things rather than fail for want of data.
import { discoverRoutes, fillPattern, isStaffOnly } from "../support/route-modules";
import { arrangePlan, arrangeTrip, newSignedInMember } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const staffPages = discoverRoutes().filter((route) => isStaffOnly(route) && route.hasLoader);

test.describe("the back office sends everyone but staff home", () => {
  test("there are back-office routes to walk", () => {
    expect(staffPages.map((route) => route.file)).toContain("admin.dashboard.tsx");
  });

  for (const route of staffPages) {
    test(`${route.file}: a visitor and a member are sent home`, async ({ page, visit }) => {
      const memberId = await newSignedInMember(page, { phone: uniquePhone() }, "관리화면회원");
      const order = await arrangeTrip(memberId, { status: "consultation_complete" });
      const planId = await arrangePlan(order);
      const path = fillPattern(route, { userId: memberId, orderId: order.id, planId });

      await visit(path);
      await expect(page, `${path} as a member`).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
      await expect(page.locator('[data-page="admin-dashboard"]')).toHaveCount(0);

      await page.context().clearCookies();
      await visit(path);
      await expect(page, `${path} as a visitor`).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
      await expect(page.locator('[data-page="admin-dashboard"]')).toHaveCount(0);
    });
  }
});
