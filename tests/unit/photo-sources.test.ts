import { describe, expect, it } from "vitest";
import { expandSources, imageSources, photoSources } from "~/models/uploads/uploads";

const laidOut = [
  { width: 1080, webp: "v/a b/1080.webp", jpeg: "v/a b/1080.jpg" },
  { width: 360, webp: "v/a b/360.webp", jpeg: "v/a b/360.jpg" },
];

describe("photoSources", () => {
  it("keeps the image service's layout as a directory and widths, and gives back the same addresses", () => {
    const compact = photoSources(laidOut, 1200, 900);
    expect(compact).toEqual({ dir: "/media/v/a%20b", widths: [360, 1080], width: 1200, height: 900 });
    expect(compact && expandSources(compact)).toEqual(imageSources(laidOut, 1200, 900));
  });

  it("keeps the full form for sizes stored otherwise", () => {
    const other = [{ width: 360, webp: "x/small.webp", jpeg: "x/small.jpg" }];
    const sources = photoSources(other, 10, 10);
    expect(sources).toEqual(imageSources(other, 10, 10));
    expect(sources && expandSources(sources)).toEqual(imageSources(other, 10, 10));
  });

  it("has nothing for an upload without sizes", () => {
    expect(photoSources([], 1, 1)).toBeNull();
  });
});
