// The photobook's proof, with and without JavaScript (docs/decisions/0055): staff open a submitted
// photobook, see the family's photos (the cover first) and download the printer's zip of print
// masters, upload the layout's pages through the one uploader, remove one and send the proof; the
// family sees it on its order page with the deadline and approves it (confirmed first); another
// member sees neither the page nor the proof's images. Axe, and 44 px targets at 360 px wide.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { arrangeMember, db, randomKoreanName, signInAs, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

// After arrange.ts, which points the models at the test server's database.
const { createPhotobookOrder } = await import("../../app/models/photobook/photobook-orders.server");
const { markPaidByCard } = await import("../../app/models/demo/demo.server");
const { createPhotobook, movePhotobookStatus } = await import("../../app/models/photobook/photobooks.server");
const { storeFormPhoto } = await import("../../app/models/uploads/uploader.server");
const { getUserById } = await import("../../app/models/accounts/users.server");

const dir = mkdtempSync(join(process.env.E2E_RUN_DIRECTORY ?? tmpdir(), "photobook-proof-"));

const image = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function pageFile(name: string, color: string): Promise<string> {
  // Its own folder, so the file keeps its name (the pages are ordered by their names).
  const path = join(mkdtempSync(join(dir, "page-")), name);
  writeFileSync(path, await image(600, 400, color));
  return path;
}

/** A paid photobook whose family submitted two photos (the second its cover): designing. */
async function arrangeSubmittedPhotobook(userId: string) {
  const order = await createPhotobookOrder(userId, "공주 시그니처 여행");
  await markPaidByCard(order);
  const existing = await db.selectFrom("photobooks").select("id").where("order_id", "=", order.id).executeTakeFirst();
  const photobookId =
    existing?.id ??
    (await createPhotobook({
      userId,
      orderId: order.id,
      status: "draft",
      recipientName: "김포토",
      recipientPhone: "01012345678",
      postalCode: "03900",
      address: "서울특별시 마포구 월드컵로 1",
      detailAddress: "2층",
    }));
  const member = await getUserById(userId);
  const ids: string[] = [];
  const sizes = [
    [1600, 1200],
    [800, 600],
  ] as const;
  for (const [index, [width, height]] of sizes.entries()) {
    const stored = await storeFormPhoto(member!, {
      category: "photobook-page",
      target: { entityId: order.id },
      fileName: `family-${index}.jpg`,
      fileType: "image/jpeg",
      body: await image(width, height, index ? "#22aa66" : "#aa6622"),
    });
    if (!stored.ok) throw new Error(`photo refused: ${stored.problem}`);
    ids.push(stored.upload.id);
  }
  const submitted = await movePhotobookStatus({
    photobookId,
    move: "submit",
    actor: "customer",
    also: { submitted_at: new Date().toISOString(), cover_upload_id: ids[1]!, cover_text: "우리 가족 첫 여행" },
  });
  if (!submitted) throw new Error("the photobook was not submitted");
  return { orderId: order.id, photobookId, photoIds: ids };
}

/** Every element is visible and at least 44 px high. */
async function expectTouchTargets(locator: Locator, what: string) {
  await expect(locator.first(), what).toBeVisible();
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    expect(Math.round(box?.height ?? 0), `${what}: ${(await element.textContent())?.trim()}`).toBeGreaterThanOrEqual(44);
  }
}

async function readZip(page: Page, path: string): Promise<Record<string, Uint8Array>> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  return unzipSync(new Uint8Array(await response.body()));
}

test.use({ viewport: { width: 360, height: 740 } });

test("staff send a proof and the family approves it; another member sees none of it", async ({ page, visit, jsEnabled, checkA11y }) => {
  test.setTimeout(90_000);
  const memberId = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
  const book = await arrangeSubmittedPhotobook(memberId);

  // Staff: the family's photos, the cover first, and the printer's zip of full-size masters.
  await signInStaff(page, "시안디자이너");
  await visit(`/admin/photobook/${book.photobookId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("포토북");
  const photos = page.getByRole("list", { name: "고객 사진 (표지부터 순서대로)" }).getByRole("listitem");
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText("표지");
  await expect(photos.first()).toContainText("800×600");
  await expect(photos.first()).toContainText("해상도 낮음");
  await expect(photos.nth(1)).toContainText("1600×1200");
  await expect(page.getByText("우리 가족 첫 여행")).toBeVisible();
  await checkA11y();
  const zip = await readZip(page, `/admin/photobook/${book.photobookId}/photos.zip`);
  expect(Object.keys(zip)).toEqual(["01-cover.jpg", "02.jpg", "manifest.txt"]);
  const cover = await sharp(Buffer.from(zip["01-cover.jpg"]!)).metadata();
  const second = await sharp(Buffer.from(zip["02.jpg"]!)).metadata();
  expect([cover.width, cover.height, second.width, second.height]).toEqual([800, 600, 1600, 1200]);

  // The proof: three pages up, the wrong one out, then sent.
  const send = page.getByRole("button", { name: /시안 보내기/ });
  await expect(send).toBeDisabled();
  await page
    .locator("#proof-pages")
    .setInputFiles([
      await pageFile("page-01.jpg", "#ffffff"),
      await pageFile("page-02.jpg", "#eeeeee"),
      await pageFile("page-03.jpg", "#dddddd"),
    ]);
  if (!jsEnabled) await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
  const draft = page.getByRole("list", { name: "1차 시안 페이지" }).getByRole("listitem");
  await expect(draft).toHaveCount(3);
  await expect(draft.first()).toContainText("1쪽");
  await expectTouchTargets(page.getByRole("button", { name: /빼기$/ }), "a page's remove button");
  await page.getByRole("button", { name: /3쪽 .*page-03\.jpg 빼기/ }).click();
  await expect(draft).toHaveCount(2);
  await expect(send).toHaveText("시안 보내기 (2쪽)");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "시안을 보냈어요." })).toBeVisible();
  await expect(page.getByRole("list", { name: "보낸 1차 시안" }).getByRole("listitem")).toHaveCount(2);
  const sent = await db
    .selectFrom("photobooks")
    .select(["status", "proof_round"])
    .where("id", "=", book.photobookId)
    .executeTakeFirstOrThrow();
  expect([sent.status, Number(sent.proof_round)]).toEqual(["proof", 1]);

  // The family: the proof on its order page, with the deadline; approving is confirmed first.
  await signInAs(page, memberId);
  const orderPage = `/photobook/order?orderId=${encodeURIComponent(book.orderId)}`;
  await visit(orderPage);
  const proof = page.locator("#proof");
  await expect(proof.getByRole("heading", { name: /포토북 시안/ })).toBeVisible();
  await expect(proof.getByText("7일 남음 · 기한이 지나면 자동으로 승인돼요")).toBeVisible();
  const pages = proof.getByRole("img", { name: /시안 \d쪽/ });
  await expect(pages).toHaveCount(2);
  const imageUrl = await pages.first().getAttribute("src");
  expect(imageUrl).toMatch(/^\/media\/p\//);
  expect((await page.request.get(imageUrl!)).status()).toBe(200);
  await checkA11y();
  await expectTouchTargets(proof.locator("summary"), "the proof's answers");

  await proof.locator("summary", { hasText: "승인하기" }).click();
  const confirm = proof.getByRole("button", { name: "네, 승인할게요" });
  await expectTouchTargets(confirm, "the approval's confirm button");
  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: "시안을 승인했어요" })).toBeVisible();
  await expect(page.locator("#proof").getByText(/승인한 시안이에요/)).toBeVisible();
  const approved = await db
    .selectFrom("photobooks")
    .select(["status", "approved_by"])
    .where("id", "=", book.photobookId)
    .executeTakeFirstOrThrow();
  expect(approved).toEqual({ status: "ordered", approved_by: "family" });
  await checkA11y();

  // Another member: neither the order page nor the proof's images.
  const otherId = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
  await signInAs(page, otherId);
  const response = await page.goto(orderPage);
  expect(response?.status()).toBe(404);
  await expect(page.locator("#proof")).toHaveCount(0);
  expect((await page.request.get(imageUrl!)).status()).toBe(404);
  expect((await page.request.get(`/admin/photobook/${book.photobookId}/photos.zip`, { maxRedirects: 0 })).status()).toBe(302);
});
