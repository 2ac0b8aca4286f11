// A plan's image library in the back office (/admin/plan/:planId/images), with and without
// JavaScript: staff reach it from the plan editor, upload two photos with the one uploader, and see
// them as thumbnails; a HEIC picked anyway is refused with its Korean message and never goes up.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { arrangePlan, arrangeTrip, db, newSignedInMember, randomKoreanName, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const dir = mkdtempSync(join(process.env.E2E_RUN_DIRECTORY ?? tmpdir(), "plan-images-"));

async function photo(name: string, color: string): Promise<string> {
  const path = join(dir, name);
  writeFileSync(
    path,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  );
  return path;
}

test("staff upload photos to a plan's image library and see them as thumbnails", async ({ page, visit, jsEnabled, checkA11y }) => {
  test.setTimeout(60_000);
  const userId = await newSignedInMember(page, { phone: uniquePhone() }, randomKoreanName());
  const order = await arrangeTrip(userId, { status: "consultation_complete" });
  const planId = await arrangePlan(order);
  await signInStaff(page, "보관함직원");

  await visit(`/admin/plan/${planId}`);
  await page.getByRole("link", { name: "이미지 보관함" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plan/${planId}/images$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("이미지 보관함");
  await expect(page.locator("#photos")).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  await checkA11y();

  const files = [await photo("lighthouse.jpg", "#2277cc"), await photo("harbour.jpg", "#cc7722")];
  await page.locator("#photos").setInputFiles(files);
  if (!jsEnabled) await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
  const grid = page.getByRole("list", { name: "보관함 사진" });
  await expect(grid.getByRole("img", { name: "lighthouse.jpg" })).toBeVisible();
  await expect(grid.getByRole("img", { name: "harbour.jpg" })).toBeVisible();
  const rows = await db.selectFrom("uploads").select(["category", "entity_id"]).where("entity_id", "=", planId).execute();
  expect(rows).toEqual([
    { category: "staff-image", entity_id: planId },
    { category: "staff-image", entity_id: planId },
  ]);

  // An iPhone photo the server cannot read: refused with its message, before it goes up (with
  // JavaScript) or by its content (without).
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(400, 1)]);
  // Without JavaScript the browser names it a JPEG here, so only its bytes can tell.
  await page.locator("#photos").setInputFiles({ name: "IMG_0001.HEIC", mimeType: jsEnabled ? "image/heic" : "image/jpeg", buffer: heic });
  if (!jsEnabled) await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "HEIC 사진은 올릴 수 없어요" }).first()).toBeVisible();
  expect(await db.selectFrom("uploads").select("id").where("file_name", "=", "IMG_0001.HEIC").execute()).toEqual([]);
});
