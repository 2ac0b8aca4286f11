// The back office's region requests tab and the development outbox, with and without JavaScript:
// staff see a requested region with its count, open it once, are told how many texts were queued,
// and read the texts in the outbox; the region is not offered for opening again, and a resent form
// queues nothing more.

import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { sql } from "kysely";
import { db, newSignedInMember, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const { createRegionRequest } = await import("../../app/models/regions/region-requests.server");

/** A region nobody else in the run asks for, requested from each phone. */
async function requestedRegion(phones: string[]): Promise<string> {
  const region = `테스트섬 ${randomUUID().slice(0, 6)}`;
  for (const phone of phones) await createRegionRequest({ name: region, phone });
  return region;
}

function regionRow(page: Page, region: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: region, exact: true }) });
}

const masked = (phone: string) => `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;

test("staff open a requested region once and the outbox holds one text per request", async ({ page, visit, jsEnabled, checkA11y }) => {
  const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
  const region = await requestedRegion(phones);
  await signInStaff(page);

  await visit("/admin/dashboard/regions");
  await page.getByRole("searchbox", { name: "검색어" }).fill(region);
  await page.getByRole("button", { name: "검색" }).click();
  const row = regionRow(page, region);
  await expect(row.getByRole("cell").first()).toHaveText("3명");
  await expect(row).toContainText("오픈 전");
  await checkA11y();

  if (jsEnabled) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain(`'${region}' 지역을 신청하신 3분께`);
      void dialog.accept();
    });
  }
  await row.getByRole("button", { name: `${region} 오픈 알림 보내기` }).click();
  await expect(page.getByRole("status").filter({ hasText: `'${region}' 오픈 알림 3건을 발송 대기열에 넣었어요.` })).toBeVisible();
  // Back on the same search, the region is open and offers no second opening.
  await expect(page).toHaveURL(/\/admin\/dashboard\/regions\?q=/);
  await expect(row).toContainText("오픈 완료");
  await expect(row.getByRole("button")).toHaveCount(0);

  await page.getByRole("link", { name: "개발용 메시지 보관함" }).click();
  await expect(page.getByRole("heading", { name: "메시지 보관함 (개발용)" })).toBeVisible();
  // A 알림톡 each, the region filled into its registered template (delivered by the sandbox or still queued).
  for (const phone of phones) {
    // The region's name as well: four random digits alone are shared by other tests' texts now and then.
    const message = page
      .getByRole("listitem")
      .filter({ hasText: masked(phone) })
      .filter({ hasText: region });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText("알림톡");
    await expect(message).toContainText(`신청하신 '${region}' 지역이 열렸어요.`);
  }
  await expect(page.locator("body")).not.toContainText(phones[0]!);
  await checkA11y();

  // The form sent again (a reload of the post, a second tab) queues nothing more.
  const resent = await page.request.post("/admin/dashboard/regions", {
    form: { name: region },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(resent.status()).toBe(302);
  // Found by their dedupe keys: once sent, a text keeps only a masked number.
  const queued = await db
    .selectFrom("outbox_messages")
    .innerJoin("region_requests", (join) =>
      join.on(sql`outbox_messages.dedupe_key`, "=", sql`'region-open:' || region_requests.id`).on("region_requests.name", "=", region),
    )
    .select("outbox_messages.id")
    .execute();
  expect(queued).toHaveLength(3);
});

test("with script, staff who cancel the confirmation send nothing", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "the confirmation is the script's; without it the button posts at once");
  const phone = uniquePhone();
  const region = await requestedRegion([phone]);
  await signInStaff(page);
  await visit(`/admin/dashboard/regions?q=${encodeURIComponent(region)}`);
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await regionRow(page, region)
    .getByRole("button", { name: `${region} 오픈 알림 보내기` })
    .click();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual(["confirm"]);
  await expect(regionRow(page, region)).toContainText("오픈 전");
  expect(await db.selectFrom("outbox_messages").select("id").where("recipient", "=", phone).execute()).toEqual([]);
  expect(await db.selectFrom("region_openings").select("name").where("name", "=", region).execute()).toEqual([]);
});

test("a member is sent home from the regions tab and the outbox", async ({ page }) => {
  await newSignedInMember(page, { phone: uniquePhone() }, "김회원");
  for (const path of ["/admin/dashboard/regions", "/admin/dashboard/outbox"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
