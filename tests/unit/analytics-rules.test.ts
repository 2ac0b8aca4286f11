import { describe, expect, it } from "vitest";
import { isRageBurst } from "~/vocabulary/analytics";
import { isRecordablePath } from "~/vocabulary/recording";

describe("rage clicks", () => {
  const burst = (count: number, spacingMs: number, spreadPx: number) =>
    Array.from({ length: count }, (_, index) => ({ x: 100 + (index % 2) * spreadPx, y: 200, t: index * spacingMs }));

  it("are 5 or more clicks within 3 s within 50 px of their average", () => {
    expect(isRageBurst(burst(5, 700, 10))).toBe(true);
    expect(isRageBurst(burst(4, 700, 10))).toBe(false);
  });

  it("are not clicks spread over more than 3 s, or more than 50 px from their average", () => {
    expect(isRageBurst(burst(5, 800, 10))).toBe(false);
    expect(isRageBurst(burst(5, 100, 120))).toBe(false);
  });
});

describe("recordable paths", () => {
  it.each([
    ["/", true],
    ["/explore", true],
    ["/payment/checkout", false],
    ["/auth/callback/social_a", false],
    ["/signup", false],
    ["/admin/dashboard", false],
    ["/administrator", true],
  ])("%s: %s", (path, recordable) => {
    expect(isRecordablePath(path)).toBe(recordable);
  });
});
