// Travel plans in the back office: staff create a two-day plan from the orders tab (adding a day and
// an activity keeps what was typed; a missing date is refused with its Korean message), open it in
// the editor from the plans tab, insert a chapter between two (previewing it as the family will see
// it), delete one after the confirmation, save (publish) and send it; the chapters and days that
// survive the save keep their ids, and no chapter id from another plan is taken. With and without
// JavaScript (the first walk's no-script half: tests/server/plan-editor-without-script.test.ts). Staff also add missions and products (with a library image), see a completion (and undo
// it), a reservation and the timeline entry, and move a mission off a chapter they delete.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { arrangeMember, arrangePlan, arrangeTrip, db, newSignedInMember, randomKoreanName, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const photoDir = mkdtempSync(join(process.env.E2E_RUN_DIRECTORY ?? tmpdir(), "plan-catalogue-"));

async function photo(name: string, color: string): Promise<string> {
  const path = join(photoDir, name);
  const body = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  writeFileSync(path, body);
  return path;
}

const day = (scope: Locator | Page, n: number) => scope.getByRole("group", { name: `${n}일차`, exact: true });
const activity = (scope: Locator, n: number) => scope.getByRole("group", { name: `활동 ${n}`, exact: true });

test.describe("travel plans in the back office", () => {
  test("staff create a two-day plan, insert a chapter between two, delete one and send it", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "the walk without script: tests/server/plan-editor-without-script.test.ts");
    test.slow(); // two dialogs, the editor and the send, with an accessibility check at each screen
    const name = randomKoreanName();
    const userId = await newSignedInMember(page, { phone: uniquePhone() }, name);
    const order = await arrangeTrip(userId, { status: "consultation_complete" });
    await signInStaff(page, "플랜직원");

    // The plans tab: no plan yet, said so instead of a link.
    await visit(`/admin/dashboard/plans?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1, name: "여행 계획" })).toBeVisible();
    const row = page.locator(`#plan-order-${order.id}`);
    await expect(row).toContainText("여행 계획이 아직 생성되지 않았습니다.");
    await expect(row.getByRole("button", { name: "편집" })).toBeDisabled();
    await checkA11y();

    // The creation dialog, from the orders tab's row action.
    await visit(`/admin/dashboard/orders?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `여행 계획 만들기 (${order.id})` }).click();
    const dialog = page.getByRole("dialog", { name: `여행 계획 만들기 · ${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("여행 제목", { exact: true }).fill("강릉 바다 가족 여행");
    const first = day(dialog, 1);
    await first.getByLabel("1일차 날짜", { exact: true }).fill("2026-12-01");
    await activity(first, 1).getByLabel("활동 이름", { exact: true }).fill("경포해변 산책");
    await activity(first, 1).getByLabel("장소", { exact: true }).fill("경포해변");
    // One activity: no delete button for it, nor for the only day.
    await expect(first.getByRole("button", { name: /활동 1 삭제/ })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "1일차 삭제" })).toHaveCount(0);
    await checkA11y();

    await first.getByRole("button", { name: "활동 추가 (1일차)" }).click();
    await expect(activity(day(dialog, 1), 2).getByLabel("시간", { exact: true })).toHaveValue("10:00");
    await expect(activity(day(dialog, 1), 2).getByLabel("소요 시간(분)", { exact: true })).toHaveValue("120");
    await expect(activity(day(dialog, 1), 2).getByLabel("비용(원)", { exact: true })).toHaveValue("0");
    // What was typed is kept.
    await expect(dialog.getByLabel("여행 제목", { exact: true })).toHaveValue("강릉 바다 가족 여행");
    await expect(day(dialog, 1).getByLabel("1일차 날짜", { exact: true })).toHaveValue("2026-12-01");
    await expect(activity(day(dialog, 1), 1).getByLabel("활동 이름", { exact: true })).toHaveValue("경포해변 산책");
    await activity(day(dialog, 1), 2).getByLabel("시간", { exact: true }).fill("15:00");
    await activity(day(dialog, 1), 2).getByLabel("활동 이름", { exact: true }).fill("오죽헌 관람");

    await dialog.getByRole("button", { name: "일차 추가" }).click();
    const second = day(dialog, 2);
    await expect(second).toBeVisible();
    await activity(second, 1).getByLabel("활동 이름", { exact: true }).fill("안목 커피거리");
    await dialog.getByRole("button", { name: "여행 계획 저장" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "모든 날짜를 입력해주세요." })).toBeVisible();
    await expect(day(dialog, 2).getByLabel("2일차 날짜", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await db.selectFrom("travel_plans").select("id").where("order_id", "=", order.id).execute()).toEqual([]);

    await day(dialog, 2).getByLabel("2일차 날짜", { exact: true }).fill("2026-12-02");
    await dialog.getByRole("button", { name: "여행 계획 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "여행 계획이 성공적으로 저장되었습니다!" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const plan = await db.selectFrom("travel_plans").select(["id", "status"]).where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(plan.status).toBe("draft");

    // What the save below must keep: the ids of the chapters and days that survive it.
    const created = await db.selectFrom("travel_plan_activities").select(["id", "title"]).where("plan_id", "=", plan.id).execute();
    const idOf = (title: string) => created.find((a) => a.title === title)?.id;
    const createdDays = await db.selectFrom("travel_plan_days").select(["id", "day_number"]).where("plan_id", "=", plan.id).execute();

    // The plans tab now edits it.
    await visit(`/admin/dashboard/plans?q=${encodeURIComponent(name)}`);
    await page.locator(`#plan-order-${order.id}`).getByRole("link", { name: /편집/ }).click();
    await expect(page).toHaveURL(`/admin/plan/${plan.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "강릉 바다 가족 여행" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^1일차/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^2일차/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "변경사항 저장" })).toBeDisabled();
    await checkA11y();

    // Insert between the two chapters of day 1.
    await page.getByRole("link", { name: /여기에 챕터 추가.*1일차 1번째와 2번째 사이/ }).click();
    const chapterDialog = page.getByRole("dialog", { name: "1일차 챕터 추가" });
    await expect(chapterDialog).toBeVisible();
    await chapterDialog.getByLabel("챕터 제목", { exact: true }).fill("초당 순두부 점심");
    await chapterDialog.getByLabel("시작 시간", { exact: true }).fill("12:30");
    await chapterDialog.getByLabel("장소", { exact: true }).fill("초당마을");
    await chapterDialog.getByLabel("이야기", { exact: true }).fill("아이도 잘 먹는 고소한 순두부로 점심을 먹어요.");
    await chapterDialog.getByLabel("종류", { exact: true }).selectOption({ label: "식사" });
    await chapterDialog.getByLabel("소요 시간 (선택)", { exact: true }).fill("1시간");
    const preview = chapterDialog.getByRole("article", { name: "챕터 2 초당 순두부 점심" });
    await expect(preview).toContainText("🍽️");
    await expect(preview).toContainText("아이도 잘 먹는 고소한 순두부로 점심을 먹어요.");
    await expect(preview).toContainText("1시간");
    await checkA11y();
    await chapterDialog.getByRole("button", { name: "챕터 저장" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "저장하지 않은 변경사항이 있어요." })).toBeVisible();
    const titles = page.locator(".plan-day .chapter-card__title");
    await expect(titles).toHaveText(["경포해변 산책", "초당 순두부 점심", "오죽헌 관람", "안목 커피거리"]);
    await expect(page.getByRole("article", { name: "챕터 4 안목 커피거리" })).toBeVisible();
    await expect(page.getByRole("button", { name: "가족에게 보내기" })).toBeDisabled();

    // Delete 오죽헌 관람, after the confirmation.
    page.once("dialog", async (confirm) => {
      expect(confirm.message()).toBe("이 챕터를 삭제하시겠습니까?");
      await confirm.accept();
    });
    await page.getByRole("button", { name: "삭제 (오죽헌 관람)" }).click();
    await expect(titles).toHaveText(["경포해변 산책", "초당 순두부 점심", "안목 커피거리"]);

    // Edit a chapter: staff's emoji replaces the type's icon.
    await page.getByRole("link", { name: "수정 (안목 커피거리)" }).click();
    const editDialog = page.getByRole("dialog", { name: "챕터 3 수정" });
    await expect(editDialog.getByLabel("챕터 제목", { exact: true })).toHaveValue("안목 커피거리");
    await expect(editDialog.getByLabel("이야기", { exact: true })).toHaveValue("");
    await editDialog.getByLabel("이야기", { exact: true }).fill("바다를 보며 아이는 코코아, 어른은 커피 한 잔.");
    await editDialog.getByLabel("📸").check();
    // The creation form left its place blank; the chapter dialog requires one, and keeps what was typed.
    await editDialog.getByRole("button", { name: "챕터 저장" }).click();
    await expect(editDialog.getByText("장소를 입력해주세요.")).toBeVisible();
    await expect(editDialog.getByLabel("이야기", { exact: true })).toHaveValue("바다를 보며 아이는 코코아, 어른은 커피 한 잔.");
    await expect(editDialog.getByLabel("📸")).toBeChecked();
    await editDialog.getByLabel("장소", { exact: true }).fill("안목해변");
    await editDialog.getByRole("button", { name: "챕터 저장" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("article", { name: "챕터 3 안목 커피거리" })).toContainText("📸");

    // Save publishes to the family; nothing pending afterwards.
    await page.getByRole("button", { name: "변경사항 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "✅ 일정이 저장되었습니다!" })).toBeVisible();
    await expect(page.locator(".plan-editor__banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "변경사항 저장" })).toBeDisabled();
    const stored = await db
      .selectFrom("travel_plan_activities")
      .select(["id", "title", "position", "day_number", "icon", "notes"])
      .where("plan_id", "=", plan.id)
      .orderBy("day_number")
      .orderBy("position")
      .execute();
    expect(stored.find((a) => a.title === "안목 커피거리")).toMatchObject({
      icon: "📸",
      notes: "바다를 보며 아이는 코코아, 어른은 커피 한 잔.",
    });
    expect(stored.map((a) => [a.day_number, a.position, a.title])).toEqual([
      [1, 1, "경포해변 산책"],
      [1, 2, "초당 순두부 점심"],
      [2, 1, "안목 커피거리"],
    ]);
    // Saved in place: the edited and untouched chapters and both days keep their ids; the deleted one is gone.
    expect(stored.find((a) => a.title === "경포해변 산책")?.id).toBe(idOf("경포해변 산책"));
    expect(stored.find((a) => a.title === "안목 커피거리")?.id).toBe(idOf("안목 커피거리"));
    expect(stored.map((a) => a.id)).not.toContain(idOf("오죽헌 관람"));
    const savedDays = await db.selectFrom("travel_plan_days").select(["id", "day_number"]).where("plan_id", "=", plan.id).execute();
    expect(savedDays.sort((a, b) => a.day_number - b.day_number)).toEqual(createdDays.sort((a, b) => a.day_number - b.day_number));

    // Send: the order moves to plan sent and the family hears about it.
    await page.getByRole("button", { name: "가족에게 보내기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "여행 계획을 가족에게 보냈어요." })).toBeVisible();
    await expect(page.getByRole("button", { name: "가족에게 보내기" })).toHaveCount(0);
    const sent = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(sent.status).toBe("plan_sent");
    const notice = await db
      .selectFrom("notifications")
      .select("link")
      .where("user_id", "=", userId)
      .where("kind", "=", "plan_ready")
      .execute();
    expect(notice).toEqual([{ link: `/travel/plan/${plan.id}` }]);
  });

  test("the editor takes no chapter id from another plan", async ({ page, visit }) => {
    const member = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    const mine = await arrangePlan(await arrangeTrip(member, { status: "consultation_complete" }));
    const theirs = await arrangePlan(await arrangeTrip(member, { status: "consultation_complete" }));
    const foreign = await db
      .selectFrom("travel_plan_activities")
      .selectAll()
      .where("plan_id", "=", theirs)
      .orderBy("day_number")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    await signInStaff(page, "플랜직원");

    // The address of another plan's chapter opens no dialog in this plan's editor.
    await visit(`/admin/plan/${mine}?chapter=${foreign.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "강릉 바다 가족 여행" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Forged posts naming it are refused: nothing is edited or deleted, here or there.
    const origin = new URL(page.url()).origin;
    const forged: Record<string, string>[] = [
      { intent: "delete", activityId: foreign.id, confirmed: "yes" },
      {
        intent: "chapter",
        chapter: foreign.id,
        chapterTitle: "가로채기",
        time: "10:00",
        location: "어딘가",
        storyDescription: "남의 챕터",
        duration: "",
        icon: "",
        type: "activity",
      },
    ];
    for (const form of forged) {
      const answer = await page.request.post(`/admin/plan/${mine}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect(answer.status()).toBe(302);
    }
    const plans = await db.selectFrom("travel_plans").select(["id", "working_copy"]).where("id", "in", [mine, theirs]).execute();
    expect(plans.map((row) => row.working_copy)).toEqual([null, null]);
    expect(await db.selectFrom("travel_plan_activities").selectAll().where("id", "=", foreign.id).executeTakeFirst()).toEqual(foreign);
  });

  test("an unknown plan id shows the not-found screen", async ({ page, visit }) => {
    await signInStaff(page, "플랜직원");
    const response = await visit("/admin/plan/no-such-plan");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "길을 잃으셨나요?" })).toBeVisible();
  });
});

test.describe("missions and products in the editor", () => {
  test("staff add two missions and two products, see a completion and a reservation, and move them off a deleted chapter", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    test.slow(); // an upload, four dialogs, a delete question and a save
    const member = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    const trip = await arrangeTrip(member, { status: "consultation_complete" });
    const planId = await arrangePlan(trip);
    await signInStaff(page, "미션직원");

    // A picture in the plan's library to pick from.
    await visit(`/admin/plan/${planId}/images`);
    await page.locator("#photos").setInputFiles([await photo("lighthouse.jpg", "#2277cc")]);
    if (!jsEnabled) await page.getByRole("button", { name: "선택한 사진 올리기" }).click();
    await expect(page.getByRole("list", { name: "보관함 사진" }).getByRole("img", { name: "lighthouse.jpg" })).toBeVisible();

    await visit(`/admin/plan/${planId}`);
    const missions = page.getByRole("region", { name: /^미션/ });
    const products = page.getByRole("region", { name: /^예약 상품/ });
    await expect(missions).toContainText("아직 미션이 없어요.");
    await expect(products).toContainText("아직 예약 상품이 없어요.");

    // The first mission: an empty form is refused field by field, then saved with its image.
    await missions.getByRole("link", { name: "+ 미션 추가" }).click();
    let dialog = page.getByRole("dialog", { name: "미션 추가" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("포인트", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(dialog.getByText("미션 이름을 입력해주세요.")).toBeVisible();
    await expect(dialog.getByText("챕터를 골라주세요.")).toBeVisible();
    await expect(dialog.getByText(/포인트는 1에서 1,000 사이/)).toBeVisible();
    await checkA11y();
    await dialog.getByLabel("챕터", { exact: true }).selectOption({ label: "1일차 · 경포해변 산책 (경포해변 산책 입구)" });
    await dialog.getByLabel("미션 이름", { exact: true }).fill("파도 소리 녹음하기");
    await dialog.getByLabel("설명", { exact: true }).fill("바닷가에서 파도 소리를 10초 동안 녹음해요.");
    await dialog.getByLabel("포인트", { exact: true }).fill("100");
    await dialog.getByLabel("힌트 (선택)", { exact: true }).fill("조용한 곳을 찾아보세요");
    await dialog.getByLabel("lighthouse.jpg").check();
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "미션을 저장했어요." })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await missions.getByRole("link", { name: "+ 미션 추가" }).click();
    dialog = page.getByRole("dialog", { name: "미션 추가" });
    await dialog.getByLabel("챕터", { exact: true }).selectOption({ label: "1일차 · 오죽헌 관람 (오죽헌 관람 입구)" });
    await dialog.getByLabel("미션 이름", { exact: true }).fill("오죽 찾기");
    await dialog.getByLabel("설명", { exact: true }).fill("검은 대나무를 찾아 사진을 찍어요.");
    await dialog.getByLabel("포인트", { exact: true }).fill("50");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "미션을 저장했어요." })).toBeVisible();
    await expect(missions.getByRole("heading", { level: 3 })).toHaveText(["파도 소리 녹음하기", "오죽 찾기"]);

    // Two products in two categories; a price out of range is refused first.
    await products.getByRole("link", { name: "+ 상품 추가" }).click();
    dialog = page.getByRole("dialog", { name: "상품 추가" });
    await dialog.getByLabel("챕터", { exact: true }).selectOption({ label: "1일차 · 오죽헌 관람 (오죽헌 관람 입구)" });
    await dialog.getByLabel("상품 이름", { exact: true }).fill("오죽헌 입장권");
    await dialog.getByLabel("분류", { exact: true }).fill("입장권");
    await dialog.getByLabel("가격(원)", { exact: true }).fill("20000000");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(dialog.getByText(/가격은 0에서 10,000,000원 사이/)).toBeVisible();
    await expect(dialog.getByLabel("상품 이름", { exact: true })).toHaveValue("오죽헌 입장권");
    await dialog.getByLabel("가격(원)", { exact: true }).fill("3000");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "상품을 저장했어요." })).toBeVisible();

    await products.getByRole("link", { name: "+ 상품 추가" }).click();
    dialog = page.getByRole("dialog", { name: "상품 추가" });
    await dialog.getByLabel("챕터", { exact: true }).selectOption({ label: "2일차 · 안목 커피거리 (안목 커피거리 입구)" });
    await dialog.getByLabel("상품 이름", { exact: true }).fill("바다 전망 카페 음료권");
    await dialog.getByLabel("분류", { exact: true }).fill("식사");
    await dialog.getByLabel("가격(원)", { exact: true }).fill("5500");
    await dialog.getByLabel("lighthouse.jpg").check();
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "상품을 저장했어요." })).toBeVisible();
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(["오죽헌 입장권", "바다 전망 카페 음료권"]);
    await expect(products).toContainText("5,500원");

    const chapters = await db.selectFrom("travel_plan_activities").select(["id", "title"]).where("plan_id", "=", planId).execute();
    const chapterId = (title: string) => chapters.find((chapter) => chapter.title === title)?.id;
    const storedMissions = await db
      .selectFrom("plan_missions")
      .select(["id", "title", "points", "activity_id", "image_upload_id"])
      .where("plan_id", "=", planId)
      .orderBy("position")
      .execute();
    expect(storedMissions.map((m) => [m.title, m.points, m.activity_id, m.image_upload_id !== null])).toEqual([
      ["파도 소리 녹음하기", 100, chapterId("경포해변 산책"), true],
      ["오죽 찾기", 50, chapterId("오죽헌 관람"), false],
    ]);
    const storedProducts = await db
      .selectFrom("plan_products")
      .select(["id", "name", "category", "price", "activity_id"])
      .where("plan_id", "=", planId)
      .orderBy("position")
      .execute();
    expect(storedProducts.map((p) => [p.name, p.category, p.price, p.activity_id])).toEqual([
      ["오죽헌 입장권", "입장권", 3000, chapterId("오죽헌 관람")],
      ["바다 전망 카페 음료권", "식사", 5500, chapterId("안목 커피거리")],
    ]);

    // What the family did shows here: a completion (with staff's undo) and a reservation.
    const [wave] = storedMissions;
    const [ticket] = storedProducts;
    const booking = await arrangeTrip(member, { status: "payment_complete" });
    await db
      .insertInto("mission_completions")
      .values({
        mission_id: wave!.id,
        plan_id: planId,
        user_id: member,
        note: "파도가 컸어요",
        points: 100,
        completed_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto("booking_items")
      .values({ order_id: booking.id, product_id: ticket!.id, plan_id: planId, price: 3000, reserved_at: new Date().toISOString() })
      .execute();
    await visit(`/admin/plan/${planId}`);
    const waveItem = page.locator(`#mission-${wave!.id}`);
    await expect(waveItem).toContainText("완료");
    await expect(waveItem).toContainText("파도가 컸어요");
    await expect(page.locator(`#product-${ticket!.id}`)).toContainText(`예약 주문 ${booking.id}`);
    await checkA11y();
    // The trip's timeline has the completion, and leads to the plan.
    await visit(`/admin/dashboard/timeline/${trip.id}`);
    await expect(page.getByText("미션 완료: 파도 소리 녹음하기 (+100포인트)")).toBeVisible();
    await page.getByRole("link", { name: "여행 계획 보기" }).click();
    await expect(page).toHaveURL(`/admin/plan/${planId}`);
    if (jsEnabled) {
      page.once("dialog", (confirm) => confirm.accept());
      await waveItem.getByRole("button", { name: "완료 취소 (파도 소리 녹음하기)" }).click();
    } else {
      await waveItem.getByRole("button", { name: "완료 취소 (파도 소리 녹음하기)" }).click();
      // The question's buttons say what they do: undo, or leave it as it is.
      const question = page.getByRole("alertdialog");
      await expect(question.getByRole("link", { name: "그대로 두기" })).toBeVisible();
      await question.getByRole("button", { name: "완료 취소" }).click();
    }
    await expect(page.getByRole("status").filter({ hasText: "미션 완료를 취소했어요." })).toBeVisible();
    expect(await db.selectFrom("mission_completions").select("mission_id").where("plan_id", "=", planId).execute()).toEqual([]);
    // The undo has its line on the timeline (the completion's went with it): what the family was told.
    await visit(`/admin/dashboard/timeline/${trip.id}`);
    await expect(page.getByText("미션 완료 취소 (플래너)")).toBeVisible();
    await expect(page.getByText(/‘파도 소리 녹음하기’ 미션 완료를 취소해 100포인트가 빠졌어요/)).toBeVisible();
    await expect(page.getByText("미션 완료: 파도 소리 녹음하기 (+100포인트)")).toHaveCount(0);
    await visit(`/admin/plan/${planId}`);

    // Deleting a chapter that holds a mission asks where it goes; Save moves it there.
    await page.getByRole("button", { name: "삭제 (경포해변 산책)" }).click();
    const question = page.getByRole("alertdialog", { name: /이 챕터에 미션 1개가 있어요/ });
    await expect(question).toBeVisible();
    await question.getByLabel("옮길 챕터", { exact: true }).selectOption({ label: "2일차 · 안목 커피거리 (안목 커피거리 입구)" });
    await question.getByRole("button", { name: "삭제" }).click();
    await expect(page.locator(".plan-day .chapter-card__title")).toHaveText(["오죽헌 관람", "안목 커피거리"]);
    await page.getByRole("button", { name: "변경사항 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "✅ 일정이 저장되었습니다!" })).toBeVisible();
    const moved = await db.selectFrom("plan_missions").select("activity_id").where("id", "=", wave!.id).executeTakeFirstOrThrow();
    expect(moved.activity_id).toBe(chapterId("안목 커피거리"));
    await expect(waveItem).toContainText("2일차 안목 커피거리");
  });
});
