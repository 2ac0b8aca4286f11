// Permanent sweep: concurrency. Writes that land at the same moment on the same thing — a survey
// draft, a sign-up draft, an order, a payment, a mission's photo places (and, when the community arrives, a like) — keep
// every change the server acknowledged, and leave one consistent state.
//
// Each case says what to arrange, which requests to fire at once, and what must hold afterwards.
// A like is one more entry in CASES: arrange a post, fire N likes by N members, expect N likes.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSignupDraft } from "~/models/accounts/signup-drafts.server";
import { getUserById } from "~/models/accounts/users.server";
import { getOrderForUser } from "~/models/orders/orders.server";
import { getSurvey } from "~/models/survey/surveys.server";
import { SURVEY_QUESTIONS } from "~/survey/questions.server";
import { listFamilyMembers } from "~/utils/family";
import {
  type Actor,
  approveInSandbox,
  arrangeAcceptedOrder,
  arrangeMember,
  arrangePendingOrder,
  arrangeSandboxPaidOrder,
  arrangeSentPlan,
  arrangeSignupDraft,
  formPost,
  type RequestOptions,
  startWorld,
  successPath,
  toastOf,
  type World,
} from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";
import { insertMission } from "../support/missions";
import { uniquePhone } from "../support/unique";

/** How many requests each case fires at once. */
const PARALLEL = 8;

interface Fired {
  actor: Actor;
  path: string;
  options?: RequestOptions;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
  toast: { kind: string; message: string } | null;
}

interface ParallelCase<Context> {
  name: string;
  arrange: (world: World) => Promise<Context>;
  /** The requests to send at the same moment. */
  fire: (context: Context) => Fired[];
  /** Problems with the answers and the state they left (empty when all is well). */
  verify: (context: Context, answers: Answer[], world: World) => Promise<string[]>;
}

const stepOf = (key: string) => SURVEY_QUESTIONS.findIndex((question) => question.key === key) + 1;
const redirected = (answer: Answer) => answer.status >= 300 && answer.status < 400;

/** Answers of different questions, each valid on its own screen (select, budget and free text). */
const PARALLEL_ANSWERS: { key: string; fields: Record<string, string>; stored: unknown }[] = [
  { key: "transportation", fields: { answer: "train" }, stored: { selected: "train" } },
  { key: "totalBudget", fields: { budget: "85" }, stored: 85 },
  { key: "wakeUpTime", fields: { answer: "6_7" }, stored: "6_7" },
  { key: "bedTime", fields: { answer: "20_21" }, stored: "20_21" },
  { key: "napTime", fields: { answer: "after_lunch" }, stored: "after_lunch" },
  { key: "maxDrivingTime", fields: { answer: "1h" }, stored: "1h" },
  { key: "maxTravelDistance", fields: { answer: "300km" }, stored: "300km" },
  { key: "parentWish", fields: { answer: "동시에 저장된 소원" }, stored: "동시에 저장된 소원" },
];

/** Cases keep their own context type; the sweep runs them alike. */
function parallelCase<Context>(definition: ParallelCase<Context>): ParallelCase<unknown> {
  return definition as ParallelCase<unknown>;
}

const CASES: ParallelCase<unknown>[] = [
  parallelCase({
    name: "survey answers of different questions, posted at once to one order's draft",
    arrange: async (world) => {
      const member = await arrangeMember(world);
      return { member, order: await arrangeAcceptedOrder(world, member) };
    },
    fire: ({ member, order }) =>
      PARALLEL_ANSWERS.map(({ key, fields }) => ({
        actor: member,
        path: `/survey/${stepOf(key)}?orderId=${order.id}`,
        options: formPost({ intent: "next", ...fields }),
      })),
    verify: async ({ member, order }, answers) => {
      const survey = await getSurvey(order.id, member.user!.id);
      return PARALLEL_ANSWERS.flatMap(({ key, stored }, index) => {
        if (!redirected(answers[index]!)) return [`${key}: not acknowledged (status ${answers[index]!.status})`];
        const saved = survey?.answers[key as keyof typeof survey.answers];
        return JSON.stringify(saved) === JSON.stringify(stored)
          ? []
          : [`${key}: acknowledged, but the draft holds ${JSON.stringify(saved)}`];
      });
    },
  }),
  parallelCase({
    name: "family members added at once in the survey's family question",
    arrange: async (world) => {
      const member = await arrangeMember(world, { family: { mother: { age: "35", is_me: true } } });
      return { member, order: await arrangeAcceptedOrder(world, member) };
    },
    fire: ({ member, order }) =>
      Array.from({ length: PARALLEL }, (_, i) => ({
        actor: member,
        path: `/survey/${stepOf("familyMembers")}?orderId=${order.id}`,
        options: formPost({ intent: "add-member", memberType: "son", memberAge: String(i + 1) }),
      })),
    verify: async ({ member, order }, answers) => {
      const survey = await getSurvey(order.id, member.user!.id);
      const family = (survey?.answers.familyMembers ?? {}) as { son?: { age: string }[]; mother?: unknown };
      const ages = new Set((family.son ?? []).map((son) => son.age));
      const problems = answers.flatMap((answer, i) =>
        redirected(answer)
          ? ages.has(String(i + 1))
            ? []
            : [`son aged ${i + 1}: acknowledged, but missing`]
          : [`son aged ${i + 1}: not acknowledged (status ${answer.status})`],
      );
      if (!family.mother) problems.push("the profile's mother was lost from the draft");
      return problems;
    },
  }),
  parallelCase({
    name: "family members added at once in /signup/complete's family builder",
    arrange: async (world) => ({ member: await arrangeMember(world, { phone: false }) }),
    fire: ({ member }) =>
      Array.from({ length: PARALLEL }, (_, i) => ({
        actor: member,
        path: "/signup/complete",
        options: formPost({ intent: "add-member", name: "동시가입", phone: "", memberType: "daughter", memberAge: String(i + 1) }),
      })),
    verify: async ({ member }, answers) => {
      const draft = await getSignupDraft(member.user!.id);
      const ages = new Set((draft?.familyMembers.daughter ?? []).map((daughter) => daughter.age));
      return answers.flatMap((answer, i) =>
        redirected(answer)
          ? ages.has(String(i + 1))
            ? []
            : [
                `daughter aged ${i + 1}: acknowledged, but missing (draft: ${listFamilyMembers(draft?.familyMembers ?? {})
                  .map((m) => m.text)
                  .join(", ")})`,
              ]
          : [`daughter aged ${i + 1}: not acknowledged (status ${answer.status})`],
      );
    },
  }),
  parallelCase({
    name: "the sign-up form submitted at once (a double tap): one profile, the draft's family kept",
    arrange: async (world) => {
      const member = await arrangeMember(world, { phone: false });
      await arrangeSignupDraft(world, member, { father: { age: "41", is_me: true }, son: [{ age: "6", is_me: false }] });
      return { member, phone: uniquePhone() };
    },
    fire: ({ member, phone }) =>
      Array.from({ length: PARALLEL }, () => ({
        actor: member,
        path: "/signup/complete?redirectTo=/dashboard",
        options: formPost({ intent: "submit", name: "두번누름", phone }),
      })),
    verify: async ({ member, phone }, answers) => {
      const problems = answers.flatMap((answer, i) =>
        redirected(answer) ? [] : [`submit ${i + 1}: status ${answer.status}, expected the redirect to /dashboard`],
      );
      const user = await getUserById(member.user!.id);
      if (user?.phone !== phone || user.name !== "두번누름") problems.push(`the profile holds ${user?.name} / ${user?.phone}`);
      const family = listFamilyMembers(user?.familyMembers ?? {}).map((entry) => entry.text);
      if (family.length !== 2) problems.push(`the profile's family is ${JSON.stringify(family)}, expected the draft's father and son`);
      if (await getSignupDraft(member.user!.id)) problems.push("the finished sign-up left its draft behind");
      return problems;
    },
  }),
  parallelCase({
    name: "refunds of one order, requested at once",
    arrange: async (world) => {
      const member = await arrangeMember(world);
      return { member, order: await arrangeSandboxPaidOrder(world, member) };
    },
    fire: ({ member, order }) =>
      Array.from({ length: PARALLEL }, () => ({
        actor: member,
        path: `/orders/${order.id}/refund`,
        options: formPost({ redirectTo: "/dashboard" }),
      })),
    verify: async ({ member, order }, answers, world) => {
      const problems = answers.flatMap((answer, i) =>
        redirected(answer) && answer.toast?.kind === "success"
          ? []
          : [
              `request ${i + 1}: status ${answer.status}, toast ${JSON.stringify(answer.toast)} (a refund of a refunded order is a success)`,
            ],
      );
      const stored = await getOrderForUser(order.id, member.user!.id);
      if (stored?.status !== "refunded") problems.push(`the order is ${stored?.status}, not refunded`);
      const payment = await world.db().selectFrom("sandbox_toss_payments").select(["status"]).where("order_id", "=", order.id).execute();
      if (payment.length !== 1 || payment[0]!.status !== "CANCELED")
        problems.push(`Toss holds ${JSON.stringify(payment)}, expected one cancelled payment`);
      return problems;
    },
  }),
  parallelCase({
    name: "the success page of one payment, loaded at once (one charge, one state)",
    arrange: async (world) => {
      const member = await arrangeMember(world);
      const order = await arrangePendingOrder(world, member);
      return { member, order, paymentKey: await approveInSandbox(world, member, order) };
    },
    fire: ({ member, order, paymentKey }) =>
      Array.from({ length: PARALLEL }, () => ({ actor: member, path: successPath(order, paymentKey) })),
    verify: async ({ member, order, paymentKey }, answers, world) => {
      const problems: string[] = [];
      const shown = new Set<string>();
      answers.forEach((answer, i) => {
        if (answer.status !== 200 || !answer.body.includes("결제가 완료되었어요"))
          problems.push(`load ${i + 1}: status ${answer.status}, not the completed payment`);
        shown.add(/승인 일시<\/dt><dd[^>]*>([^<]*)</.exec(answer.body)?.[1] ?? "(none)");
      });
      if (shown.size !== 1 || shown.has("(none)"))
        problems.push(`the loads show different (or no) approval times: ${[...shown].join(" / ")}`);
      const stored = await getOrderForUser(order.id, member.user!.id);
      if (!stored || stored.paymentKey !== paymentKey || !["payment_complete", "accepted"].includes(stored.status))
        problems.push(`the order is ${stored?.status} with ${stored?.paymentKey}`);
      const charges = await world
        .db()
        .selectFrom("sandbox_toss_payments")
        .select(["status", "approved_at"])
        .where("order_id", "=", order.id)
        .execute();
      if (charges.length !== 1 || charges[0]!.status !== "DONE")
        problems.push(`Toss holds ${JSON.stringify(charges)}, expected one approved payment`);
      else if (charges[0]!.approved_at !== stored?.approvedAt)
        problems.push(`Toss approved at ${charges[0]!.approved_at}, the order says ${stored?.approvedAt}`);
      return problems;
    },
  }),
  parallelCase({
    name: "mission proofs confirmed at once past the mission's five places (five placed, the rest refused and removed)",
    arrange: async (world) => {
      const member = await arrangeMember(world);
      const { planId } = await arrangeSentPlan(world, member);
      const missionId = await insertMission(world.db(), planId);
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
        .jpeg()
        .toBuffer();
      const keys: string[] = [];
      for (let i = 0; i < PARALLEL; i++) {
        const target = { category: "mission-proof", entityId: missionId, parentId: planId };
        const presign = await world.request(member, "/storage/presigned-url", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fileName: `${i}.jpg`, fileType: "image/jpeg", fileSize: photo.length, ...target }),
        });
        const address = (await presign.json()) as { uploadUrl: string; headers: Record<string, string>; s3Key: string };
        const put = await fetch(new URL(address.uploadUrl, world.url), {
          method: "PUT",
          headers: address.headers,
          body: new Uint8Array(photo),
        });
        if (put.status !== 200) throw new Error(`PUT ${i} answered ${put.status}`);
        keys.push(address.s3Key);
      }
      return { member, planId, missionId, keys };
    },
    fire: ({ member, planId, missionId, keys }) =>
      keys.map((s3Key) => ({
        actor: member,
        path: "/storage/confirm-upload",
        options: {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ s3Key, category: "mission-proof", entityId: missionId, parentId: planId }),
        },
      })),
    verify: async ({ member, planId, missionId }, answers, world) => {
      const problems: string[] = [];
      const placed = answers.filter((answer) => answer.status === 200).length;
      const full = answers.filter((answer) => answer.status === 400 && answer.body.includes('"full"')).length;
      if (placed !== 5 || full !== PARALLEL - 5)
        problems.push(`answers: ${answers.map((answer) => `${answer.status} ${answer.body.slice(0, 80)}`).join(" | ")}`);
      const rows = await world.db().selectFrom("uploads").select(["slot", "entity_id"]).where("owner_id", "=", member.user!.id).execute();
      const slots = rows.map((row) => row.slot).sort();
      if (JSON.stringify(slots) !== JSON.stringify([0, 1, 2, 3, 4]) || rows.some((row) => row.entity_id !== `${planId}:${missionId}`))
        problems.push(`stored: ${JSON.stringify(rows)}`);
      return problems;
    },
  }),
];

const engines = sweepEngines();
if (engines.length === 1) describe.skip(POSTGRES_SKIPPED, () => it("concurrency sweep on PostgreSQL", () => undefined));

describe.each(engines)("parallel writes on $name", (engine) => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld(engine);
  });

  afterAll(async () => {
    await world?.stop();
  });

  it.each(CASES.map((c) => ({ ...c, toString: () => c.name })))("$name", async (parallelCase) => {
    const context = await parallelCase.arrange(world);
    const fired = parallelCase.fire(context);
    // Sessions are looked up (and renewed if need be) before the burst, so the burst is only the writes.
    await Promise.all(fired.map((request) => request.actor.cookie()));
    const answers = await Promise.all(
      fired.map(async ({ actor, path, options }) => {
        const response = await world.request(actor, path, options);
        return {
          status: response.status,
          location: response.headers.get("location"),
          body: await response.text(),
          toast: await toastOf(response),
        };
      }),
    );
    world.use();
    const problems = await parallelCase.verify(context, answers, world);
    if (answers.some((answer) => answer.status >= 500))
      problems.push(`server log:\n${world.server.output().split("\n").slice(-40).join("\n")}`);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
