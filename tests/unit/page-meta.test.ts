// The head every page gets from one helper (app/utils/meta.ts, decision 65): what each kind of page
// shows. tests/models/page-meta.test.ts runs each public page's loader and `meta` for its tags.
import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { metaFromLoader, pageMeta } from "~/utils/meta";

const ORIGIN = "https://www.example.com";

const content = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  (tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content;

describe("pageMeta", () => {
  const here = { pathname: "/dashboard", origin: ORIGIN };

  it("gives a member's own page its title and description only", () => {
    expect(pageMeta(here, { title: "내 활동 - 패밀리트립", description: "설명", shared: false })).toEqual([
      { title: "내 활동 - 패밀리트립" },
      { name: "description", content: "설명" },
    ]);
  });

  it("keeps a page only its link's holders open out of search, with its preview and no canonical address", () => {
    const tags = pageMeta(here, { title: "t - 패밀리트립", description: "d", indexed: false });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ name: "referrer", content: "no-referrer" });
    expect(content(tags, "property", "og:url")).toBe(`${ORIGIN}/dashboard`);
    expect(tags.some((tag) => (tag as { rel?: string }).rel === "canonical")).toBe(false);
  });

  it("leaves out the addresses it cannot make absolute without the public origin", () => {
    const tags = pageMeta({ ...here, origin: null }, { title: "t", description: "d" });
    expect(content(tags, "property", "og:title")).toBe("t");
    expect(tags.some((tag) => ["og:url", "og:image"].includes(String((tag as { property?: string }).property)))).toBe(false);
    expect(tags.some((tag) => (tag as { rel?: string }).rel === "canonical")).toBe(false);
  });
});

describe("metaFromLoader", () => {
  const root = { id: "root", meta: [{ title: "패밀리트립" }] };

  it("gives the tags the page's loader made", () => {
    expect(metaFromLoader({ data: { meta: [{ title: "t" }] }, matches: [root] })).toEqual([{ title: "t" }]);
  });

  it("gives the root's head to a page whose loader threw (its error screen)", () => {
    expect(metaFromLoader({ data: undefined, matches: [root] })).toEqual([{ title: "패밀리트립" }]);
  });
});
