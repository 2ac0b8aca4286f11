// The family's plan page (/travel/plan/{id}) as the built server renders it: its breadcrumb names the
// dashboard it links to as the dashboard names itself, '내 활동' (docs/product.md#areas, 'my activity').
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrangeMember, arrangeSentPlan, startWorld, type World } from "../support/actors";
import { sqliteEngine } from "../support/engines";

/** The breadcrumb's items as text, links as "label -> href", the current page as "label (current)". */
function breadcrumbOf(html: string): string[] {
  const nav = html.match(/<nav aria-label="현재 위치"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  if (!nav) throw new Error("no breadcrumb");
  return [...nav.matchAll(/<li( aria-current="page")?>([\s\S]*?)<\/li>/g)].map(([, current, inner]) => {
    const link = inner!.match(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/);
    return link ? `${link[2]} -> ${link[1]}` : `${inner} ${current ? "(current)" : ""}`.trim();
  });
}

describe("the plan page's breadcrumb", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(sqliteEngine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("says 홈 > 내 활동 > 여행 계획, as the dashboard it returns to calls itself", async () => {
    const member = await arrangeMember(world);
    const { planId } = await arrangeSentPlan(world, member);
    const plan = await world.request(member, `/travel/plan/${planId}`);
    expect(plan.status).toBe(200);
    expect(breadcrumbOf(await plan.text())).toEqual(["홈 -> /dashboard", "내 활동 -> /dashboard", "여행 계획 (current)"]);
    const dashboard = await world.request(member, "/dashboard");
    expect(breadcrumbOf(await dashboard.text())).toEqual(["홈 -> /", "내 활동 (current)"]);
  });
});
