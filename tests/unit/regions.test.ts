import { describe, expect, it } from "vitest";
import { DISTRICTS } from "~/data/districts";
import { DEFAULT_REGION_SUGGESTIONS, findDistrict, searchRegions } from "~/models/regions.server";

const addresses = (query: string) => searchRegions(query).map((s) => s.fullAddress);

describe("district list", () => {
  it("covers the Korean 시·군·구 once each", () => {
    expect(DISTRICTS.length).toBeGreaterThanOrEqual(225);
    const keys = DISTRICTS.map((d) => `${d.province} ${d.city}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("searchRegions", () => {
  it("needs at least one character", () => {
    expect(searchRegions("")).toEqual([]);
    expect(searchRegions("   ")).toEqual([]);
  });

  it("matches city, province or full address and returns at most 10", () => {
    expect(addresses("공주")).toContain("충청남도 공주시");
    expect(searchRegions("서울").length).toBe(10);
    expect(addresses("충청남도 공주")).toEqual(["충청남도 공주시"]);
  });

  it("ignores spaces and expands province abbreviations", () => {
    expect(addresses("충남공주")).toEqual(["충청남도 공주시"]);
    expect(addresses("충남 공주")).toEqual(["충청남도 공주시"]);
    const jeonnam = searchRegions("전남");
    expect(jeonnam.length).toBe(10);
    expect(jeonnam.every((s) => s.province === "전라남도")).toBe(true);
    for (const short of ["전북", "경남", "경북", "충북", "강원", "경기"]) expect(searchRegions(short).length).toBeGreaterThan(0);
  });

  it("keeps the literal text too, so a city named like a province still matches", () => {
    const gwangju = addresses("광주");
    expect(gwangju).toContain("경기도 광주시");
    expect(gwangju.some((a) => a.startsWith("광주광역시"))).toBe(true);
    expect(addresses("제주시")).toEqual(["제주특별자치도 제주시"]);
  });

  it("finds districts by initial consonants", () => {
    expect(addresses("ㄱㅈ")).toContain("충청남도 공주시");
    expect(addresses("ㄱㅈㅅ")).toEqual(expect.arrayContaining(["충청남도 공주시", "경상북도 경주시", "경기도 광주시"]));
  });

  it("puts cities that start with the text first", () => {
    expect(addresses("강")[0]).toMatch(/ 강/);
  });

  it("is case-insensitive", () => {
    expect(searchRegions("ㄱㄹ").length).toBeGreaterThan(0);
  });
});

describe("defaults and lookups", () => {
  it("offers five default suggestions", () => {
    expect(DEFAULT_REGION_SUGGESTIONS.map((s) => s.city)).toEqual(["강남구", "제주시", "해운대구", "강릉시", "여수시"]);
  });

  it("finds a district only when the pair is on the list", () => {
    expect(findDistrict("충청남도", "공주시")?.fullAddress).toBe("충청남도 공주시");
    expect(findDistrict("세종특별자치시", "")?.fullAddress).toBe("세종특별자치시");
    expect(findDistrict("충청남도", "강남구")).toBeUndefined();
  });
});
