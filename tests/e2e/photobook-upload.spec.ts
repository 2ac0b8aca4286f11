// The photobook's upload page (/photobook/order?orderId=), with and without JavaScript: the family
// that paid uploads 21 photos through the shared uploader (ten a post without JavaScript), takes one
// out, sees the count, picks a cover and writes its text, submits, and lands on the dashboard with the toast; the
// page then shows the photos read-only with the steps. No id goes to the dashboard, another member
// gets not found (docs/decisions/0054-photobook-photos.md).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { arrangePaidPhotobook, db, newSignedInMember, randomKoreanName, signInAs } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { waitForHydration } from "./members";

const dir = mkdtempSync(join(process.env.E2E_RUN_DIRECTORY ?? tmpdir(), "photobook-upload-"));

/** `count` small JPEGs of different colours (and one under the print-quality line: 800 × 600). */
async function photos(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const path = join(dir, `trip-${String(i + 1).padStart(2, "0")}.jpg`);
    const color = `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, "0")}`;
    const [width, height] = i === 0 ? [800, 600] : [1300, 1240];
    writeFileSync(
      path,
      await sharp({ create: { width, height, channels: 3, background: color } })
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
    paths.push(path);
  }
  return paths;
}

/** Every element `locator` matches is at least 44 px high. */
async function expectTouchTargets(locator: Locator, what: string) {
  const heights: Record<string, number> = {};
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    heights[(await element.getAttribute("aria-label")) || (await element.textContent())?.trim() || "?"] = Math.round(box?.height ?? 0);
  }
  const small = Object.fromEntries(Object.entries(heights).filter(([, height]) => height < 44));
  expect(small, `${what} lower than 44 px`).toEqual({});
}

const pagesList = (page: Page) => page.getByRole("list", { name: "올린 사진" });

test.use({ viewport: { width: 360, height: 740 } });

test("the family uploads 21 photos, takes one out, picks a cover, submits, and sees the dashboard", async ({
  page,
  visit,
  jsEnabled,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const userId = await newSignedInMember(page, { phone: uniquePhone() }, randomKoreanName());
  const { orderId, photobookId } = await arrangePaidPhotobook(userId);
  const address = `/photobook/order?orderId=${orderId}`;

  await visit(address);
  await waitForHydration(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("포토북 사진 올리기");
  await expect(page.locator("footer.site-footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "뒤로 가기" })).toBeVisible();
  await expect(page.getByText("0 / 45장")).toBeVisible();
  await expect(page.getByText("고르지 않으면 전문가가 어울리는 사진을 표지로 골라 드려요.")).toBeVisible();
  const submit = page.getByRole("button", { name: "사진 제출하기" });
  if (jsEnabled) await expect(submit).toBeDisabled();
  else {
    // Without JavaScript the button is always there, and the server counts.
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "최소 20장의 사진을 업로드해주세요." })).toBeVisible();
  }
  await checkA11y();

  const files = await photos(21);
  if (jsEnabled) {
    await page.locator("#photos").setInputFiles(files);
  } else {
    // Ten a post, as the page asks.
    for (const batch of [files.slice(0, 10), files.slice(10, 20), files.slice(20)]) {
      await page.locator("#photos").setInputFiles(batch);
      await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
      await expect(page.getByRole("status").filter({ hasText: `사진 ${batch.length}장을 올렸어요.` })).toBeVisible();
    }
  }
  await expect(pagesList(page).getByRole("img")).toHaveCount(21, { timeout: 90_000 });
  await expect(page.getByText("21 / 45장")).toBeVisible();
  // One too many: taken out again before submitting.
  await pagesList(page).getByRole("button", { name: "trip-21.jpg 빼기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "사진을 뺐어요." })).toBeVisible();
  await expect(pagesList(page).getByRole("img")).toHaveCount(20);
  await expect(page.getByText("20 / 45장")).toBeVisible();
  // The 800 × 600 photo prints soft: said before submitting.
  await expect(pagesList(page).getByText("해상도가 낮아 인쇄하면 흐릿할 수 있어요")).toHaveCount(1);
  await expect(page.getByText(/1장은 해상도가 낮아/)).toBeVisible();
  await expect(submit).toBeEnabled();

  // A reload (or another device) shows the same photos: they wait on the server.
  await visit(address);
  await waitForHydration(page, jsEnabled);
  await expect(pagesList(page).getByRole("img")).toHaveCount(20);
  await checkA11y();
  await expectTouchTargets(pagesList(page).getByRole("button"), "the remove buttons");
  await expectTouchTargets(page.locator(".pb-page__cover, .pb-cover__expert"), "the cover choices");
  await expectTouchTargets(page.getByRole("button", { name: "사진 제출하기" }), "the submit button");
  await expectTouchTargets(page.getByRole("link", { name: "뒤로 가기" }), "the back link");

  const cover = await db
    .selectFrom("uploads")
    .select(["id", "file_name"])
    .where("entity_id", "=", orderId)
    .where("category", "=", "photobook-page")
    .where("file_name", "=", "trip-05.jpg")
    .executeTakeFirstOrThrow();
  await page.getByRole("radio", { name: "trip-05.jpg을(를) 표지로" }).check();
  await page.getByLabel("표지 문구 (선택)").fill("우리 가족 공주 여행");
  await page.getByRole("button", { name: "사진 제출하기" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("status").filter({ hasText: "사진이 저장되었습니다! 전문가가 포토북 레이아웃을 디자인해 드릴게요." }),
  ).toBeVisible();
  const book = await db.selectFrom("photobooks").selectAll().where("id", "=", photobookId).executeTakeFirstOrThrow();
  expect(book).toMatchObject({ status: "designing", cover_upload_id: cover.id, cover_text: "우리 가족 공주 여행" });

  // After submission: the photos read-only, the cover marked, the steps.
  await visit(address);
  await expect(page.getByRole("list", { name: "제출한 사진" }).getByRole("img")).toHaveCount(20);
  await expect(page.getByRole("button", { name: "사진 제출하기" })).toHaveCount(0);
  await expect(page.locator("#photos")).toHaveCount(0);
  await expect(page.getByText("표지 문구: 우리 가족 공주 여행")).toBeVisible();
  await expect(page.locator("[aria-current='step']")).toContainText("시안 확인");
  await checkA11y();
});

test("no id goes to the dashboard; another member's photobook is not found", async ({ page, visit }) => {
  const ownerId = await newSignedInMember(page, { phone: uniquePhone() }, randomKoreanName());
  const { orderId } = await arrangePaidPhotobook(ownerId);

  await visit("/photobook/order");
  await expect(page).toHaveURL(/\/dashboard$/);

  const otherId = await newSignedInMember(page, { phone: uniquePhone() }, randomKoreanName());
  await signInAs(page, otherId);
  const response = await page.goto(`/photobook/order?orderId=${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("포토북 주문을 찾을 수 없습니다.");
  await expect(page.locator("#photos")).toHaveCount(0);
});
