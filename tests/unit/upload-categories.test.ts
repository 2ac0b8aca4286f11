// The upload categories' shared vocabulary: what the file input offers (never HEIC), how a chosen
// HEIC is recognised before it goes up, and which category a caller's name means.
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { cdnUrlOf } from "~/services/storage.server";
import { MISSION_PHOTO_MAX } from "~/vocabulary/missions";
import { PHOTO_ACCEPT as MISSION_TAB_ACCEPT } from "~/vocabulary/photo-accept";
import { isHeicFile, PHOTO_ACCEPT, UPLOAD_CATEGORY_RULES, uploadCategoryOf } from "~/vocabulary/upload-categories";

describe("upload categories", () => {
  it("offer only what the server reads", () => {
    expect(PHOTO_ACCEPT.split(",")).toEqual(["image/jpeg", "image/png", "image/webp"]);
    // The mission tab's plain form and limits, written again beside the categories (decision 61).
    expect(MISSION_TAB_ACCEPT).toBe(PHOTO_ACCEPT);
    expect(UPLOAD_CATEGORY_RULES["mission-proof"].max).toBe(MISSION_PHOTO_MAX);
  });

  it("recognise a HEIC by its type, or by its name when the browser names no type", () => {
    expect(isHeicFile({ name: "IMG_0001.HEIC", type: "image/heic" })).toBe(true);
    expect(isHeicFile({ name: "photo", type: "image/heif" })).toBe(true);
    expect(isHeicFile({ name: "IMG_0001.heic", type: "" })).toBe(true);
    expect(isHeicFile({ name: "IMG_0001.jpg", type: "image/jpeg" })).toBe(false);
    expect(isHeicFile({ name: "IMG_0001.HEIC", type: "image/jpeg" })).toBe(false);
  });

  it("read the first client's 'community' as the review category and refuse unknown names", () => {
    expect(uploadCategoryOf(undefined)).toBe("review");
    expect(uploadCategoryOf("community")).toBe("review");
    expect(uploadCategoryOf("photobook-page")).toBe("photobook-page");
    expect(uploadCategoryOf("__proto__")).toBeNull();
    expect(uploadCategoryOf("mission")).toBeNull();
  });

  it("keep mission and photobook photos (and the proof) private, with a print master for the photobook pages and the mission photos they may start from", () => {
    const visibility = Object.fromEntries(
      Object.entries(UPLOAD_CATEGORY_RULES).map(([name, rule]) => [name, [rule.visibility, rule.printMaster]]),
    );
    expect(visibility).toEqual({
      review: ["public", false],
      "mission-proof": ["private", true],
      "photobook-page": ["private", true],
      "photobook-proof": ["private", false],
      "staff-image": ["public", false],
    });
  });

  it("never send a private size through the CDN", () => {
    const saved = config.storage.cdnOrigin;
    config.storage.cdnOrigin = "https://cdn.example";
    try {
      expect(cdnUrlOf("/media/v/abc/360.jpg")).toBe("https://cdn.example/media/v/abc/360.jpg");
      expect(cdnUrlOf("/media/p/abc/360.jpg")).toBe("/media/p/abc/360.jpg");
    } finally {
      config.storage.cdnOrigin = saved;
    }
  });
});
