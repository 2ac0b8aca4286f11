// Every back-office route file (admin+/ but the login, found as the server finds routes: a new tab is
// walked the day it lands) sends a visitor and a signed-in member home, in a real browser with and
// without JavaScript. Parameters are filled with the member's own ids, so a route that forgot its
// guard would show the member their own things rather than fail for want of data.

import { arrangeRecording } from "../support/recordings";
import { discoverRoutes, fillPattern, isStaffOnly } from "../support/route-modules";
import { arrangeMember, arrangePaidPhotobook, arrangePlan, arrangeTrip, signInAs } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const staffPages = discoverRoutes().filter((route) => isStaffOnly(route) && route.hasLoader);

test.describe("the back office sends everyone but staff home", () => {
  test("there are back-office routes to walk", () => {
    expect(staffPages.map((route) => route.file)).toContain("admin+/dashboard.tsx");
  });

  // One member with a trip and its plan serves every route a worker walks: a member reaches no
  // back-office page, so no test changes them (arranging them per route took a third of the file's time).
  let member: { userId: string; orderId: string; planId: string; recordingId: string; photobookId: string };
  test.beforeAll(async () => {
    const userId = await arrangeMember({ name: "관리화면회원", phone: uniquePhone() });
    const order = await arrangeTrip(userId, { status: "consultation_complete" });
    const recording = await arrangeRecording({ userId });
    const { photobookId } = await arrangePaidPhotobook(userId);
    member = { userId, orderId: order.id, planId: await arrangePlan(order), recordingId: recording.id, photobookId };
  });

  for (const route of staffPages) {
    test(`${route.file}: a visitor and a member are sent home`, async ({ page, visit }) => {
      await signInAs(page, member.userId);
      const path = fillPattern(route, member);

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
