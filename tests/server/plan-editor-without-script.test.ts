// The back office's travel plans with JavaScript off, as the built server serves them to a browser
// without script (tests/support/no-script-browser.ts): staff create a two-day plan from the orders
// tab (adding a day and an activity is a round trip that keeps what was typed; a missing date is
// refused), open it in the editor, insert a chapter between two (its preview a round trip of its
// own), delete one through the confirmation page, edit one, save and send. The ids of the chapters
// and days that survive the save are kept. The walk with script runs in Playwright
// (tests/e2e/admin-plans.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { changeOrderStatus } from "~/models/orders/order-history.server";
import { arrangeAcceptedOrder, arrangeMember, arrangeStaff, startWorld, type World } from "../support/actors";
import { sqliteEngine } from "../support/engines";
import { noScriptBrowser } from "../support/no-script-browser";

describe("travel plans in the back office without JavaScript", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(sqliteEngine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("staff create a two-day plan, insert a chapter between two, delete one and send it", async () => {
    const member = await arrangeMember(world);
    const name = member.user!.name!;
    const order = await arrangeAcceptedOrder(world, member);
    await changeOrderStatus(db(), { orderId: order.id, move: "set", to: "consultation_complete", actor: "system" });
    const staff = await arrangeStaff(world, "플랜직원");
    const b = await noScriptBrowser(world, staff);
    const statuses = () => b.texts('[role="status"]').join(" ");

    // The plans tab: no plan yet, said so instead of a link.
    await b.visit(`/admin/dashboard/plans?q=${encodeURIComponent(name)}`);
    expect(b.text("h1")).toBe("여행 계획");
    const row = b.within(`#plan-order-${order.id}`);
    expect(row.text()).toContain("여행 계획이 아직 생성되지 않았습니다.");
    expect(row.isDisabled("편집")).toBe(true);
    await b.checkA11y();

    // The creation dialog, from the orders tab's row action.
    await b.visit(`/admin/dashboard/orders?q=${encodeURIComponent(name)}`);
    await b.click(`여행 계획 만들기 (${order.id})`);
    const dialog = b.named(`여행 계획 만들기 · ${name}`);
    const day = (n: number) => dialog.named(`${n}일차`);
    const activity = (dayNumber: number, n: number) => day(dayNumber).named(`활동 ${n}`);
    dialog.fill("여행 제목", "강릉 바다 가족 여행");
    day(1).fill("1일차 날짜", "2026-12-01");
    activity(1, 1).fill("활동 이름", "경포해변 산책");
    activity(1, 1).fill("장소", "경포해변");
    // One activity: no delete button for it, nor for the only day.
    expect(day(1).count(/활동 1 삭제/)).toBe(0);
    expect(dialog.count("1일차 삭제")).toBe(0);
    await b.checkA11y();

    await day(1).click("활동 추가 (1일차)");
    expect([activity(1, 2).value("시간"), activity(1, 2).value("소요 시간(분)"), activity(1, 2).value("비용(원)")]).toEqual([
      "10:00",
      "120",
      "0",
    ]);
    // What was typed is kept.
    expect(dialog.value("여행 제목")).toBe("강릉 바다 가족 여행");
    expect(day(1).value("1일차 날짜")).toBe("2026-12-01");
    expect(activity(1, 1).value("활동 이름")).toBe("경포해변 산책");
    activity(1, 2).fill("시간", "15:00");
    activity(1, 2).fill("활동 이름", "오죽헌 관람");

    await dialog.click("일차 추가");
    activity(2, 1).fill("활동 이름", "안목 커피거리");
    await dialog.click("여행 계획 저장");
    expect(dialog.texts('[role="alert"]')).toContain("모든 날짜를 입력해주세요.");
    expect(day(2).field("2일차 날짜").getAttribute("aria-invalid")).toBe("true");
    expect(await db().selectFrom("travel_plans").select("id").where("order_id", "=", order.id).execute()).toEqual([]);

    day(2).fill("2일차 날짜", "2026-12-02");
    await dialog.click("여행 계획 저장");
    expect(statuses()).toContain("여행 계획이 성공적으로 저장되었습니다!");
    expect(b.document.querySelectorAll('[role="dialog"], dialog[open]')).toHaveLength(0);
    const plan = await db().selectFrom("travel_plans").select(["id", "status"]).where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(plan.status).toBe("draft");

    // What the save below must keep: the ids of the chapters and days that survive it.
    const created = await db().selectFrom("travel_plan_activities").select(["id", "title"]).where("plan_id", "=", plan.id).execute();
    const idOf = (title: string) => created.find((a) => a.title === title)?.id;
    const byDay = (a: { day_number: number }, z: { day_number: number }) => a.day_number - z.day_number;
    const createdDays = await db().selectFrom("travel_plan_days").select(["id", "day_number"]).where("plan_id", "=", plan.id).execute();

    // The plans tab now edits it.
    await b.visit(`/admin/dashboard/plans?q=${encodeURIComponent(name)}`);
    await b.within(`#plan-order-${order.id}`).click(/편집/);
    expect(b.url.pathname).toBe(`/admin/plan/${plan.id}`);
    expect(b.text("h1")).toBe("강릉 바다 가족 여행");
    expect(b.texts("h2").filter((heading) => /^[12]일차/.test(heading))).toHaveLength(2);
    expect(b.isDisabled("변경사항 저장")).toBe(true);
    await b.checkA11y();

    // Insert between the two chapters of day 1, previewed as the family will see it.
    await b.click(/여기에 챕터 추가.*1일차 1번째와 2번째 사이/);
    const chapterDialog = b.named("1일차 챕터 추가");
    chapterDialog.fill("챕터 제목", "초당 순두부 점심");
    chapterDialog.fill("시작 시간", "12:30");
    chapterDialog.fill("장소", "초당마을");
    chapterDialog.fill("이야기", "아이도 잘 먹는 고소한 순두부로 점심을 먹어요.");
    chapterDialog.select("종류", "식사");
    chapterDialog.fill("소요 시간 (선택)", "1시간");
    await chapterDialog.click("미리보기");
    const preview = b.named("1일차 챕터 추가").named("챕터 2 초당 순두부 점심").text();
    expect(preview).toContain("🍽️");
    expect(preview).toContain("아이도 잘 먹는 고소한 순두부로 점심을 먹어요.");
    expect(preview).toContain("1시간");
    await b.checkA11y();
    await b.named("1일차 챕터 추가").click("챕터 저장");
    expect(b.document.querySelectorAll('[role="dialog"], dialog[open]')).toHaveLength(0);
    expect(statuses()).toContain("저장하지 않은 변경사항이 있어요.");
    const titles = () => b.texts(".plan-day .chapter-card__title");
    expect(titles()).toEqual(["경포해변 산책", "초당 순두부 점심", "오죽헌 관람", "안목 커피거리"]);
    expect(b.named("챕터 4 안목 커피거리").text()).toContain("안목 커피거리");
    expect(b.isDisabled("가족에게 보내기")).toBe(true);

    // Delete 오죽헌 관람, after the confirmation.
    await b.click("삭제 (오죽헌 관람)");
    await b.named("이 챕터를 삭제하시겠습니까?").click("삭제");
    expect(titles()).toEqual(["경포해변 산책", "초당 순두부 점심", "안목 커피거리"]);

    // Edit a chapter: staff's emoji replaces the type's icon.
    await b.click("수정 (안목 커피거리)");
    const editDialog = () => b.named("챕터 3 수정");
    expect(editDialog().value("챕터 제목")).toBe("안목 커피거리");
    expect(editDialog().value("이야기")).toBe("");
    editDialog().fill("이야기", "바다를 보며 아이는 코코아, 어른은 커피 한 잔.");
    editDialog().check("📸");
    // The creation form left its place blank; the chapter dialog requires one, and keeps what was typed.
    await editDialog().click("챕터 저장");
    expect(editDialog().text()).toContain("장소를 입력해주세요.");
    expect(editDialog().value("이야기")).toBe("바다를 보며 아이는 코코아, 어른은 커피 한 잔.");
    expect(editDialog().isChecked("📸")).toBe(true);
    editDialog().fill("장소", "안목해변");
    await editDialog().click("챕터 저장");
    expect(b.document.querySelectorAll('[role="dialog"], dialog[open]')).toHaveLength(0);
    expect(b.named("챕터 3 안목 커피거리").text()).toContain("📸");

    // Save publishes to the family; nothing pending afterwards.
    await b.click("변경사항 저장");
    expect(statuses()).toContain("✅ 일정이 저장되었습니다!");
    expect(b.document.querySelectorAll(".plan-editor__banner")).toHaveLength(0);
    expect(b.isDisabled("변경사항 저장")).toBe(true);
    const stored = await db()
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
    const savedDays = await db().selectFrom("travel_plan_days").select(["id", "day_number"]).where("plan_id", "=", plan.id).execute();
    expect(savedDays.sort(byDay)).toEqual(createdDays.sort(byDay));

    // Send: the order moves to plan sent and the family hears about it.
    await b.click("가족에게 보내기");
    expect(statuses()).toContain("여행 계획을 가족에게 보냈어요.");
    expect(b.count("가족에게 보내기")).toBe(0);
    expect((await db().selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow()).status).toBe(
      "plan_sent",
    );
    const notice = await db()
      .selectFrom("notifications")
      .select("link")
      .where("user_id", "=", member.user!.id)
      .where("kind", "=", "plan_ready")
      .execute();
    expect(notice).toEqual([{ link: `/travel/plan/${plan.id}` }]);
  }, 60_000);
});
