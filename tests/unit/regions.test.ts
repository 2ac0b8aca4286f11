import { describe, expect, it } from "vitest";
import { DISTRICTS } from "~/data/districts";
import { parseProductChoice, productPath, productPathForOrder } from "~/models/orders/catalogue.server";
import { DEFAULT_REGION_SUGGESTIONS, findDistrict, findDistrictByAddress, searchRegions } from "~/models/regions/regions.server";

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

describe("the product screen's choice in its address", () => {
  const read = (query: string) => {
    const params = new URLSearchParams(query);
    return parseProductChoice((name) => params.get(name));
  };
  const gangneung = { province: "강원특별자치도", city: "강릉시", fullAddress: "강원특별자치도 강릉시" };

  it("keeps a real district for a custom trip and drops anything else", () => {
    expect(read("productType=custom&tripDuration=day&province=강원특별자치도&city=강릉시")).toEqual({
      productType: "custom",
      tripDuration: "day",
      region: gangneung,
    });
    expect(read("productType=custom&province=강원특별자치도&city=없는시").region).toBeNull();
    expect(read("productType=custom&province=세종특별자치시").region).toEqual({
      province: "세종특별자치시",
      city: "",
      fullAddress: "세종특별자치시",
    });
    // A signature trip has its own region; a duration must be one of the two.
    expect(read("productType=signature&tripDuration=week&province=강원특별자치도&city=강릉시")).toEqual({
      productType: "signature",
      tripDuration: null,
      region: null,
    });
  });

  it("writes what it reads", () => {
    const choice = { productType: "custom" as const, tripDuration: "overnight" as const, region: gangneung };
    const path = productPath(choice);
    expect(path).toBe(
      "/product/default?productType=custom&tripDuration=overnight&province=%EA%B0%95%EC%9B%90%ED%8A%B9%EB%B3%84%EC%9E%90%EC%B9%98%EB%8F%84&city=%EA%B0%95%EB%A6%89%EC%8B%9C",
    );
    expect(read(path.split("?")[1]!)).toEqual(choice);
    expect(productPath({ productType: "signature", tripDuration: null, region: null })).toBe("/product/default?productType=signature");
  });

  it("gives an order's way back to the product with its type, duration and district", () => {
    expect(findDistrictByAddress("강원특별자치도 강릉시")).toEqual(gangneung);
    expect(findDistrictByAddress("강릉")).toBeUndefined();
    const custom = productPathForOrder({
      productType: "custom_travel",
      metadata: { tripDuration: "day", region: "강원특별자치도 강릉시" },
    });
    expect(custom).toBe(productPath({ productType: "custom", tripDuration: "day", region: gangneung }));
    expect(
      productPathForOrder({ productType: "signature_travel", metadata: { tripDuration: "overnight", region: "충청남도 공주시" } }),
    ).toBe("/product/default?productType=signature&tripDuration=overnight");
    expect(productPathForOrder({ productType: "custom_travel", metadata: {} })).toBe("/product/default?productType=custom");
    expect(productPathForOrder({ productType: "photobook", metadata: {} })).toBeNull();
  });
});
