// The photobook tab's words (app/messages/photobook-production.ts). What the family is sent when its
// book ships is a registered 알림톡 template (tests/unit/alimtalk.test.ts).
import { describe, expect, it } from "vitest";
import { PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import { PHOTOBOOK_PRODUCTION_STATUSES } from "~/vocabulary/photobook-production";

describe("the dropdown's statuses", () => {
  it("are the console's four, shipped stored as shipping, in the staff's words", () => {
    expect(PHOTOBOOK_PRODUCTION_STATUSES).toEqual(["ordered", "printing", "shipping", "delivered"]);
    expect(PHOTOBOOK_PRODUCTION_STATUSES.map((status) => PHOTOBOOK_STAFF_STATUS_LABELS[status])).toEqual([
      "제작 준비",
      "인쇄 중",
      "발송",
      "배송 완료",
    ]);
  });
});
