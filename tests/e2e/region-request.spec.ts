// The landing page's region request form ("let me know when my region opens"), with and without
// JavaScript: validation, saving, duplicates and the district autocomplete.
import type { Page } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { db } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { keptLive } from "./kept";

const SUCCESS = "신청이 완료되었습니다! 곧 연락드리겠습니다.";

function regionForm(page: Page) {
  const form = page.locator("#region-request-form");
  return {
    form,
    region: form.getByRole("combobox", { name: "희망 지역" }),
    phone: form.getByLabel("연락처", { exact: true }),
    submit: form.getByRole("button", { name: "오픈 알림 신청하기" }),
    error: form.getByRole("alert"),
    listbox: form.getByRole("listbox"),
  };
}

/** The one request stored for this phone number. */
async function storedRequest(db: Kysely<Database>, phone: string) {
  const rows = await db.selectFrom("region_requests").selectAll().where("phone", "=", phone).execute();
  expect(rows).toHaveLength(1);
  return rows[0];
}

const GONGJU = { name: "충청남도 공주시", province: "충청남도", city: "공주시" };

function dashed(phone: string): string {
  return `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
}

test("an empty form asks for every field and saves nothing", async ({ page, visit }) => {
  await visit("/");
  const f = regionForm(page);
  await f.submit.click();
  await expect(f.error).toHaveText("모든 항목을 입력해주세요");
  const blank = await db
    .selectFrom("region_requests")
    .select("id")
    .where((eb) => eb.or([eb("name", "=", ""), eb("phone", "=", "")]))
    .execute();
  expect(blank).toEqual([]);
});

test("a short phone number is refused and the typed region is kept", async ({ page, visit, checkA11y }) => {
  await visit("/");
  const f = regionForm(page);
  await f.region.fill("강릉 바닷가 근처");
  await f.phone.fill("0101234");
  await f.submit.click();
  await expect(f.error).toHaveText("올바른 연락처를 입력해주세요");
  await expect(f.region).toHaveValue("강릉 바닷가 근처");
  await expect(f.phone).toHaveValue(/^010-?1234$/);
  const rows = await db.selectFrom("region_requests").select("id").where("phone", "=", "0101234").execute();
  expect(rows).toEqual([]);
  await checkA11y();
});

test("a valid request is saved with the phone as digits and the form starts over", async ({ page, visit, checkA11y }) => {
  const phone = uniquePhone();
  await visit("/");
  const f = regionForm(page);
  await f.region.fill("울릉도 가족 여행");
  await f.phone.fill(dashed(phone));
  await f.submit.click();

  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  await expect(f.region).toHaveValue("");
  await expect(f.phone).toHaveValue("");
  expect(await storedRequest(db, phone)).toMatchObject({ name: "울릉도 가족 여행", phone, province: null, city: null });
  await checkA11y(); // with the toast on screen
});

test("sending the same request twice succeeds and keeps one row", async ({ page, visit }) => {
  const phone = uniquePhone();
  const toast = page.getByRole("status").filter({ hasText: SUCCESS });
  for (let attempt = 1; attempt <= 2; attempt++) {
    await visit("/");
    const f = regionForm(page);
    // A fresh page carries no toast: the one shown after the first request is gone.
    await expect(toast).toHaveCount(0);
    await f.region.fill("거제도 몽돌 해변");
    await f.phone.fill(phone);
    await f.submit.click();
    await expect(toast).toBeVisible();
    await expect(f.phone).toHaveValue("");
  }
  const rows = await db.selectFrom("region_requests").select("id").where("phone", "=", phone).execute();
  expect(rows).toHaveLength(1);
});

test.describe("with JavaScript", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "formatting and autocomplete run in the browser");
  });

  test("the phone number is formatted while typing", async ({ page, visit }) => {
    await visit("/");
    await keptLive(page, "landing-region");
    const f = regionForm(page);
    await f.phone.pressSequentially("01012345678");
    await expect(f.phone).toHaveValue("010-1234-5678");
  });

  test("the region field suggests districts", async ({ page, visit, checkA11y }) => {
    await visit("/");
    await keptLive(page, "landing-region");
    const f = regionForm(page);
    const options = f.listbox.getByRole("option");

    // The empty field offers five popular districts.
    await f.region.click();
    await expect(f.listbox).toBeVisible();
    await expect(options).toHaveCount(5);
    await expect(f.region).toHaveAttribute("aria-expanded", "true");
    await checkA11y();

    // Initial consonants: ㄱㅈ finds 공주.
    await f.region.pressSequentially("ㄱㅈ");
    await expect(options.filter({ hasText: "충청남도 공주시" })).toBeVisible();

    // A province abbreviation lists only that province's districts.
    await f.region.fill("");
    await f.region.pressSequentially("충남");
    await expect
      .poll(async () => {
        const texts = await options.allTextContents();
        return texts.length > 0 && texts.every((text) => text.startsWith("충청남도 "));
      })
      .toBe(true);
  });

  test("a picked suggestion fills the field and saves the district", async ({ page, visit }) => {
    const phone = uniquePhone();
    await visit("/");
    await keptLive(page, "landing-region");
    const f = regionForm(page);
    await f.region.pressSequentially("공주");
    await f.listbox.getByRole("option", { name: "충청남도 공주시" }).click();
    await expect(f.region).toHaveValue("충청남도 공주시");
    await expect(f.listbox).toBeHidden();

    await f.phone.fill(phone);
    await f.submit.click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    expect(await storedRequest(db, phone)).toMatchObject(GONGJU);
  });
});

test("without JavaScript the region search is a round trip", async ({ page, visit, jsEnabled, checkA11y }) => {
  test.skip(jsEnabled, "with JavaScript the field suggests as you type");
  const phone = uniquePhone();
  await visit("/");
  const f = regionForm(page);
  await f.region.fill("공주");
  await f.form.getByRole("button", { name: "지역 검색" }).click();

  const results = f.form.getByRole("group", { name: "검색 결과에서 지역을 고르세요" });
  await expect(results.getByRole("button").first()).toBeVisible();
  // The page comes back at the field, not at its top.
  await expect(page).toHaveURL(/\/\?index#region-request-name-field$/);
  await expect(f.region).toBeInViewport();
  await checkA11y();
  await results.getByRole("button", { name: "충청남도 공주시" }).click();
  await expect(f.region).toHaveValue("충청남도 공주시");
  await expect(f.region).toBeInViewport();

  // This form can send a name that is not on the list, and its hint says so.
  await f.region.fill("우리동네");
  await f.form.getByRole("button", { name: "지역 검색" }).click();
  await expect(f.form).toContainText("일치하는 지역이 없어요. 입력한 이름 그대로 신청할 수도 있어요.");
  await results.getByRole("button").first().waitFor({ state: "detached" });
  await f.region.fill("공주");
  await f.form.getByRole("button", { name: "지역 검색" }).click();
  await results.getByRole("button", { name: "충청남도 공주시" }).click();
  await expect(f.region).toHaveValue("충청남도 공주시");

  await f.phone.fill(phone);
  await f.submit.click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  expect(await storedRequest(db, phone)).toMatchObject(GONGJU);
});
