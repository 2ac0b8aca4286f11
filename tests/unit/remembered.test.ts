// The hot path's memo (app/utils/remembered.ts): each key computed once, and the memory bounded.
import { describe, expect, it } from "vitest";
import { remembered } from "~/utils/remembered";

describe("remembered", () => {
  it("computes each key once, falsy answers included", () => {
    const asked: string[] = [];
    const isShort = remembered(10, (key) => {
      asked.push(key);
      return key.length < 3;
    });
    expect([isShort("ab"), isShort("abcd"), isShort("ab"), isShort("abcd")]).toEqual([true, false, true, false]);
    expect(asked).toEqual(["ab", "abcd"]);
  });

  it("forgets everything once the bound is reached, so unbounded keys never grow it", () => {
    const asked: string[] = [];
    const upper = remembered(2, (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    for (const key of ["a", "b", "c", "a"]) upper(key);
    // 'c' cleared the two kept answers: 'a' is computed again.
    expect(asked).toEqual(["a", "b", "c", "a"]);
    expect(upper("c")).toBe("C");
    expect(asked).toHaveLength(4);
  });

  it("answers a key longer than 512 characters without keeping it (keys come from requests)", () => {
    let computed = 0;
    const size = remembered(10, (key) => {
      computed++;
      return key.length;
    });
    const long = "x".repeat(513);
    expect([size(long), size(long)]).toEqual([513, 513]);
    expect(computed).toBe(2);
    const usual = "x".repeat(512);
    size(usual);
    size(usual);
    expect(computed).toBe(3);
  });
});
