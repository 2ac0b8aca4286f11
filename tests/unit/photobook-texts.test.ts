// The shipped text a family gets (app/messages/photobook-production.ts): carrier and number in one
// short SMS (90 bytes in EUC-KR), whatever staff typed.
import { describe, expect, it } from "vitest";
import { PHOTOBOOK_STAFF_STATUS_LABELS, photobookShippedText } from "~/messages/photobook-production";
import { SMS_BYTES, smsBytes } from "~/messages/region-requests";
import { CARRIERS, PHOTOBOOK_PRODUCTION_STATUSES, TRACKING_NUMBER_MAX } from "~/vocabulary/photobook-production";

describe("the photobook shipped text", () => {
  it("names the carrier and the whole number for every carrier and the longest digits", () => {
    for (const carrier of CARRIERS) {
      const number = "1".repeat(TRACKING_NUMBER_MAX);
      const text = photobookShippedText(carrier, number);
      expect(text).toBe(`[패밀리트립] 포토북이 출발했어요. ${carrier} ${number}`);
      expect(smsBytes(text)).toBeLessThanOrEqual(SMS_BYTES);
    }
  });

  it("stays one short SMS when the number is long Hangul, dropping what a carrier cannot send", () => {
    const text = photobookShippedText("쿠팡 로켓배송", `${"가".repeat(TRACKING_NUMBER_MAX)}😀`);
    expect(smsBytes(text)).toBeLessThanOrEqual(SMS_BYTES);
    expect(text).toMatch(/^\[패밀리트립\] 포토북 발송 쿠팡 로켓배송 가+…$/);
    expect(photobookShippedText("CJ대한통운", "12 34😀")).toBe("[패밀리트립] 포토북이 출발했어요. CJ대한통운 12 34");
  });
});

describe("the dropdown's statuses", () => {
  it("are spec 3's four, shipped stored as shipping, in the staff's words", () => {
    expect(PHOTOBOOK_PRODUCTION_STATUSES).toEqual(["ordered", "printing", "shipping", "delivered"]);
    expect(PHOTOBOOK_PRODUCTION_STATUSES.map((status) => PHOTOBOOK_STAFF_STATUS_LABELS[status])).toEqual([
      "제작 준비",
      "인쇄 중",
      "발송",
      "배송 완료",
    ]);
  });
});
