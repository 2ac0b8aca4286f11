// Writing a review (/post/create), with and without JavaScript: a visitor is sent to sign in; a member
// uploads two phone photos carrying GPS tags (with progress when JavaScript runs), writes step 2 with
// tags and publishes; the stored sizes carry no EXIF at all. Over-size and not-a-picture files are
// refused with their Korean messages.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { UploadVariant } from "../../db/schema";
import { arrangeReviewDraft, db, newSignedInMember } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

// In the run's folder (playwright.config.ts), which the run removes at the end.
const dir = mkdtempSync(join(process.env.E2E_RUN_DIRECTORY ?? tmpdir(), "review-photos-"));

async function phonePhoto(name: string, color: string): Promise<string> {
  const path = join(dir, name);
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: "FamilyCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "128/1 54/1 0/1" },
    })
    .toBuffer();
  writeFileSync(path, bytes);
  return path;
}

test("a visitor is sent to sign in with the review reason and comes back", async ({ page, visit }) => {
  await visit("/post/create");
  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/post/create");
  await expect(page.getByText("후기를 작성하려면 로그인이 필요합니다")).toBeVisible();
});

test("a member publishes a review with two photos whose stored files carry no GPS tags", async ({ page, visit, jsEnabled, checkA11y }) => {
  test.setTimeout(60_000);
  const userId = await newSignedInMember(page, { phone: uniquePhone() }, "후기쓴이");
  const photos = [await phonePhoto("beach.jpg", "#2277cc"), await phonePhoto("market.jpg", "#cc7722")];

  await visit("/post/create");
  await expect(page.getByRole("heading", { name: "후기 작성하기" })).toBeVisible();
  await expect(page.getByRole("button", { name: "다음" })).toBeDisabled();
  await checkA11y();

  if (jsEnabled) {
    // The PUTs wait until the progress has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/storage/upload/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("#photos").setInputFiles(photos);
    await expect(page.getByRole("progressbar", { name: "beach.jpg 업로드 진행률" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "market.jpg 업로드 진행률" })).toBeVisible();
    release();
  } else {
    await page.locator("#photos").setInputFiles(photos);
    await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
  }
  await expect(page.getByRole("img", { name: /올린 사진/ })).toHaveCount(2);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // The photos live in a draft on the server: a reload keeps them.
  await expect(page).toHaveURL(/\/post\/create\?draft=/);
  await visit(new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(page.getByRole("img", { name: /올린 사진/ })).toHaveCount(2);

  await page.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole("heading", { name: "후기 쓰기" })).toBeVisible();
  await page.getByLabel("좋았던 점").fill("바다가 가까워서 아이가 좋아했어요");

  // A place added with its button keeps what was typed above.
  await page.getByLabel("지역 입력").fill("강릉");
  await page.getByRole("button", { name: "추가" }).first().click();
  await expect(page.getByRole("list", { name: "추가한 지역" })).toContainText("#강릉");
  await expect(page.getByLabel("좋았던 점")).toHaveValue("바다가 가까워서 아이가 좋아했어요");
  // The box is empty again for the next place, with JavaScript as without.
  await expect(page.getByLabel("지역 입력")).toHaveValue("");
  // The same place twice is refused, in the words of places, and what was typed stays.
  await page.getByLabel("지역 입력").fill("강릉");
  await page.getByRole("button", { name: "추가" }).first().click();
  await expect(page.getByText("이미 추가한 지역이에요")).toBeVisible();
  await expect(page.getByLabel("지역 입력")).toHaveValue("강릉");

  await page.getByRole("button", { name: "#아이와함께" }).click();
  await expect(page.getByRole("button", { name: "#아이와함께" })).toBeDisabled();

  // Past a box's limit (the box's maxlength taken off, as a keyboard's composition can overrun it):
  // refused at that box, with everything kept.
  const story = page.getByLabel("여행 이야기");
  await story.evaluate((box) => box.removeAttribute("maxlength"));
  await story.fill("가".repeat(2001));
  await page.getByRole("button", { name: "후기 게시하기" }).click();
  await expect(story).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("2,000자까지 쓸 수 있어요. 조금 줄여주세요")).toBeVisible();
  await expect(story).toHaveValue("가".repeat(2001));
  await expect(page.getByLabel("좋았던 점")).toHaveValue("바다가 가까워서 아이가 좋아했어요");
  await expect(page.getByLabel("좋았던 점")).not.toHaveAttribute("aria-invalid", "true");
  await story.fill("");
  await checkA11y();

  // The back arrow keeps the photos.
  await page.getByRole("button", { name: "사진 단계로 돌아가기" }).click();
  await expect(page.getByRole("heading", { name: "후기 작성하기" })).toBeVisible();
  await expect(page.getByRole("img", { name: /올린 사진/ })).toHaveCount(2);
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByLabel("좋았던 점")).toHaveValue("바다가 가까워서 아이가 좋아했어요");

  await page.getByRole("button", { name: "후기 게시하기" }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const postId = new URL(page.url()).pathname.split("/").pop() ?? "";

  const post = await db.selectFrom("community_posts").selectAll().where("id", "=", postId).executeTakeFirstOrThrow();
  expect(post).toMatchObject({
    author_id: userId,
    status: "published",
    title: "강릉 여행 후기",
    good_points: "바다가 가까워서 아이가 좋아했어요",
  });
  expect(post.search_text).toContain("강릉");
  const media = await db
    .selectFrom("community_post_media as m")
    .innerJoin("uploads as u", "u.id", "m.upload_id")
    .select(["u.variants", "u.owner_id"])
    .where("m.post_id", "=", postId)
    .execute();
  expect(media).toHaveLength(2);
  for (const row of media) {
    expect(row.owner_id).toBe(userId);
    const variants = (typeof row.variants === "string" ? JSON.parse(row.variants) : row.variants) as UploadVariant[];
    for (const variant of variants) {
      for (const key of [variant.webp, variant.jpeg]) {
        const response = await page.request.get(`/media/${key}`);
        expect(response.status()).toBe(200);
        const meta = await sharp(await response.body()).metadata();
        expect(meta.exif).toBeUndefined();
      }
    }
  }
});

test("a saved draft is deleted from the list a fresh start shows", async ({ page, visit }) => {
  const userId = await newSignedInMember(page, { phone: uniquePhone() }, "초안정리");
  const draftId = await arrangeReviewDraft(userId, "바다에서 보낸 하루를 나중에 마저 쓸게요");

  await visit("/post/create");
  const drafts = page.getByRole("region", { name: "임시저장한 후기" });
  await expect(drafts.getByRole("listitem")).toHaveCount(1);
  await drafts.getByRole("button", { name: "삭제" }).click();

  await expect(page.getByText("임시저장한 후기를 삭제했습니다")).toBeVisible();
  await expect(page).toHaveURL(/\/post\/create$/);
  await expect(page.getByRole("region", { name: "임시저장한 후기" })).toHaveCount(0);
  const row = await db.selectFrom("community_posts").select("id").where("id", "=", draftId).executeTakeFirst();
  expect(row).toBeUndefined();
});

test("an over-size photo and a text file named .jpg are refused with their messages", async ({ page, visit, jsEnabled }) => {
  test.setTimeout(60_000);
  await newSignedInMember(page, { phone: uniquePhone() }, "거절된이");
  const big = join(dir, "huge.jpg");
  writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
  const text = join(dir, "note.jpg");
  writeFileSync(text, "this is not a picture at all");

  await visit("/post/create");
  if (jsEnabled) {
    await page.locator("#photos").setInputFiles([big]);
    const item = page.locator(".uploader__item", { hasText: "huge.jpg" });
    await expect(item).toContainText("업로드 실패");
    await expect(item).toContainText("huge.jpg은(는) 10MB를 넘어요");
    await expect(page.locator(".uploader__banner")).toHaveText("huge.jpg은(는) 10MB를 넘어요");

    await page.locator("#photos").setInputFiles([text]);
    const refused = page.locator(".uploader__item", { hasText: "note.jpg" });
    await expect(refused).toContainText("업로드 실패");
    await expect(refused).toContainText("사진 파일(JPG, PNG, WEBP)만 올릴 수 있어요");
  } else {
    await page.locator("#photos").setInputFiles([big]);
    await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
    await expect(page.getByRole("alert")).toContainText("huge.jpg은(는) 10MB를 넘어요");
    await page.locator("#photos").setInputFiles([text]);
    await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
    await expect(page.getByRole("alert")).toContainText("사진 파일(JPG, PNG, WEBP)만 올릴 수 있어요");
  }
  await expect(page.getByRole("img", { name: /올린 사진/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "다음" })).toBeDisabled();
});
