// The chapter derivation shared by the editor and the family's storyboard (decision 0037).
import { describe, expect, it } from "vitest";
import {
  ACTIVITY_TYPES,
  CHAPTER_ICONS,
  chapterIcon,
  deriveChapters,
  durationFromMinutes,
  FALLBACK_ICON,
  hasBooking,
  hasMission,
  nextDate,
  TIME_PATTERN,
} from "~/models/plans/chapters";
import { planActivity } from "../support/plan-activity";

describe("chapter icons", () => {
  it("gives each of the six types its own icon", () => {
    const expected = { attraction: "🏰", food: "🍽️", accommodation: "🏨", transport: "🚗", activity: "🎯", experience: "🎨" };
    for (const type of ACTIVITY_TYPES) expect(chapterIcon(type, null)).toBe(expected[type]);
  });

  it("falls back to the pin for an unknown type", () => {
    expect(chapterIcon("shopping", null)).toBe(FALLBACK_ICON);
    expect(FALLBACK_ICON).toBe("📍");
  });

  it("lets staff's emoji override the type's icon, but only one of the ten", () => {
    expect(CHAPTER_ICONS).toHaveLength(10);
    expect(chapterIcon("food", "📸")).toBe("📸");
    expect(chapterIcon("food", "💣")).toBe("🍽️");
  });
});

describe("chapter derivation", () => {
  it("numbers chapters in sequence across days and within each day", () => {
    const days = deriveChapters([
      { dayNumber: 2, date: "2026-12-02", activities: [planActivity("c")] },
      { dayNumber: 1, date: "2026-12-01", activities: [planActivity("a"), planActivity("b")] },
    ]);
    expect(days.map((day) => day.dayNumber)).toEqual([1, 2]);
    expect(days.flatMap((day) => day.chapters.map((chapter) => [chapter.id, chapter.chapter, chapter.numberInDay]))).toEqual([
      ["a", 1, 1],
      ["b", 2, 2],
      ["c", 3, 1],
    ]);
  });

  it("tells the story from the notes, else the description", () => {
    const [day] = deriveChapters([
      { dayNumber: 1, date: null, activities: [planActivity("a", { notes: "우리 가족 이야기" }), planActivity("b", { notes: "  " })] },
    ]);
    expect(day?.chapters.map((chapter) => chapter.storyDescription)).toEqual(["우리 가족 이야기", "설명 b"]);
  });

  it("writes the duration in Korean from the minutes unless staff wrote one", () => {
    expect(durationFromMinutes(120)).toBe("2시간");
    expect(durationFromMinutes(90)).toBe("1시간 30분");
    expect(durationFromMinutes(45)).toBe("45분");
    expect(durationFromMinutes(0)).toBe("");
    expect(durationFromMinutes(null)).toBe("");
    const [day] = deriveChapters([
      {
        dayNumber: 1,
        date: null,
        activities: [planActivity("a", { durationText: "반나절" }), planActivity("b", { durationMinutes: 120 })],
      },
    ]);
    expect(day?.chapters.map((chapter) => chapter.duration)).toEqual(["반나절", "2시간"]);
  });

  it("marks the chapters with a mission or a product by the chapter they name, the first of each opening", () => {
    const days = deriveChapters(
      [
        {
          dayNumber: 1,
          date: null,
          activities: [planActivity("a", { locationName: "제주" }), planActivity("b", { locationName: "제주" })],
        },
        { dayNumber: 2, date: null, activities: [planActivity("c")] },
      ],
      {
        missions: [
          { id: "m2", activityId: "c" },
          { id: "m1", activityId: "a" },
          { id: "m3", activityId: "a" },
        ],
        // A product of a chapter the plan no longer has names nothing.
        products: [
          { id: "p1", activityId: "c" },
          { id: "p9", activityId: "gone" },
        ],
      },
    );
    const chapters = days.flatMap((day) => day.chapters);
    expect(chapters.map((c) => [c.id, hasMission(c), c.missionId, hasBooking(c), c.productId])).toEqual([
      ["a", true, "m1", false, null],
      // The same location as 'a' but not its chapter: no mission (the link is the chapter, not the name).
      ["b", false, null, false, null],
      ["c", true, "m2", true, "p1"],
    ]);
    // Without missions and products (the share page, the editor's preview) no chapter has either.
    expect(deriveChapters(days.map((d) => ({ ...d, activities: [planActivity("a")] })))[0]?.chapters[0]).toMatchObject({
      missionId: null,
      productId: null,
    });
  });

  it("accepts only HH:MM times and counts the next day's date", () => {
    expect(["00:00", "09:30", "23:59"].every((time) => TIME_PATTERN.test(time))).toBe(true);
    expect(["24:00", "9:30", "10:60", "10:00 "].some((time) => TIME_PATTERN.test(time))).toBe(false);
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
    expect(nextDate(null)).toBeNull();
  });
});
