// Permanent sweep: authorization. Every route module found in app/routes × every kind of person
// (a visitor, the member who owns the fixtures, another member, staff), with the ids of real
// fixtures: nobody reads or changes what they do not own. Who may use each route is stated below,
// per route file; a route that is not in the table fails the sweep until someone says. The back
// office needs no rows: every route file in admin+/ (but the login) is held to the staff-only
// rule automatically.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { sampleSurveyAnswers } from "~/models/demo/demo.server";
import { createProduct } from "~/models/missions/catalogue.server";
import { readMissionLog } from "~/models/missions/completions.server";
import { getOrderForUser } from "~/models/orders/orders.server";
import { readPhotobookForPages } from "~/models/photobook/pages.server";
import { createShareLink, listShareLinks } from "~/models/plans/sharing.server";
import { getSurvey } from "~/models/survey/surveys.server";
import { SURVEY_QUESTIONS } from "~/survey/questions.server";
import { PROOF_INTENTS } from "~/vocabulary/photobook-proof";
import {
  ACTOR_KINDS,
  type Actor,
  type ActorKind,
  arrangeAcceptedOrder,
  arrangeCommunityPost,
  arrangeMember,
  arrangePendingOrder,
  arrangePhotobook,
  arrangeSandboxPaidOrder,
  arrangeSentPlan,
  arrangeSurveyDraft,
  changedTables,
  followAs,
  formPost,
  GANGNEUNG_DAY_START,
  ownedRows,
  regionRequestFields,
  type Snapshot,
  snapshot,
  startWorld,
  visitor,
  type World,
} from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";
import { insertMission } from "../support/missions";
import { arrangePaidPhotobook, arrangePhotobookPages } from "../support/photobooks";
import { insertRecordingRow } from "../support/recordings";
import { discoverRoutes, isStaffOnly, type RouteFixtures, type RouteModule, STAFF_LOGIN_ROUTE, targetOf } from "../support/route-modules";

/**
 * What a person may do with a route:
 * - public: anyone; a page answers 200, a form is handled (not sent to sign in)
 * - login: visitors are sent to /auth (to come back after signing in)
 * - own: the owner of the fixtures uses it on their own things (a page shows them; a post changes them)
 * - self: a member uses it on their own account, never anyone else's
 * - denied: someone else's thing: no page of it, no change to it (any answer below 500)
 * - redirect: an answer that sends everyone elsewhere (a post-only route, the signed-in login page)
 * - not-found: 404 for everyone
 * - sandbox: a local stand-in for an outside service (Toss, Kakao, Google), open in the demo mode;
 *   it checks its callers as that service would
 * - home: the back office, to anyone but staff: a page sends them home (/), a post is refused with
 *   403 and changes nothing at all
 * - staff: the back office, to staff: a page answers 200 (members' data included: that is its job),
 *   a post is handled (any answer below 500)
 * Whatever the verdict, nobody but the owner (or staff in the back office) ever sees the owner's
 * things, and nobody but the owner (or staff in the back office) changes them.
 */
type Verdict = "public" | "login" | "own" | "self" | "denied" | "redirect" | "not-found" | "sandbox" | "home" | "staff";
type PerActor = Record<ActorKind, Verdict>;
interface Expectation {
  loader?: PerActor;
  action?: PerActor;
}

const everyone = (verdict: Verdict): PerActor => ({ visitor: verdict, member: verdict, otherMember: verdict, staff: verdict });
const ownerOnly: PerActor = { visitor: "login", member: "own", otherMember: "denied", staff: "denied" };
const membersOnThemselves: PerActor = { visitor: "login", member: "self", otherMember: "self", staff: "self" };
const staffOnly: PerActor = { visitor: "home", member: "home", otherMember: "home", staff: "staff" };

/**
 * Who may use each route. Staff have no special access to members' pages; the back office has
 * routes of its own, all staff only (staffOnlyRule). A staff account has no phone number, so on
 * members' pages it is sent to finish sign-up like any member without one.
 */
const EXPECTATIONS: Record<string, Expectation> = {
  "$.tsx": { loader: everyone("not-found") },
  "_index.tsx": { loader: everyone("public"), action: everyone("public") },
  "_content+/about.tsx": { loader: everyone("public") },
  // Open to everyone; signed-in staff go on to the console. The sweep posts a wrong password: nobody
  // is signed in, nothing changes (the success is tested in tests/e2e/admin-login.spec.ts).
  [STAFF_LOGIN_ROUTE]: {
    loader: { visitor: "public", member: "public", otherMember: "public", staff: "redirect" },
    action: everyone("denied"),
  },
  "_api+/api.recordings.ts": { action: everyone("public") },
  "_api+/api.regions.ts": { loader: everyone("public") },
  // The tracker's batches: anyone's browser sends them; the member comes from the session, never the body.
  "_api+/api.analytics.ts": { action: everyone("public") },
  // Toss posts from its own servers; every event is checked with Toss before it changes anything.
  "_api+/api.webhooks.toss.ts": { action: everyone("public") },
  "_accounts+/auth.$provider.tsx": { loader: everyone("redirect"), action: everyone("redirect") },
  "_accounts+/auth._index.tsx": { loader: { visitor: "public", member: "redirect", otherMember: "redirect", staff: "redirect" } },
  "_accounts+/auth.callback.$provider.tsx": { loader: everyone("redirect") },
  "_accounts+/auth.demo.tsx": { loader: everyone("redirect"), action: everyone("redirect") },
  // The post marks the poster's own notifications read. Staff have no
  // phone: sent to finish sign-up like any such member.
  "_accounts+/dashboard.tsx": {
    loader: { visitor: "login", member: "own", otherMember: "self", staff: "redirect" },
    action: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
  },
  // 내 정보 and its copy of the member's data: the member's own (another member sees theirs; staff,
  // without a phone, finish sign-up first). The withdrawal's post without its box ticked is refused
  // (400) and changes nothing, for the owner too: the sweep never withdraws anyone
  // (tests/models/withdrawal.test.ts and tests/e2e/account.spec.ts do).
  "_accounts+/account._index.tsx": {
    loader: { visitor: "login", member: "own", otherMember: "self", staff: "redirect" },
    // A choice of the poster's own (marketing opted in).
    action: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
  },
  "_accounts+/account.export.ts": { loader: { visitor: "login", member: "own", otherMember: "self", staff: "redirect" } },
  "_accounts+/account.withdraw.tsx": {
    loader: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
    action: { visitor: "login", member: "denied", otherMember: "denied", staff: "redirect" },
  },
  // The feed and a post are open; liking, commenting, saving and reporting are the poster's own marks
  // (a visitor signs in first; staff, without a phone number, finish sign-up first).
  "_community+/explore.tsx": { loader: everyone("public") },
  "_content+/faq.tsx": { loader: everyone("public") },
  "_accounts+/logout.tsx": { loader: everyone("redirect"), action: everyone("redirect") },
  "_orders+/orders.$orderId.refund.tsx": { loader: everyone("redirect"), action: ownerOnly },
  "_orders+/payment.checkout.tsx": { loader: ownerOnly },
  // Review writing opens on a fresh start for any member; a post names a draft of the poster's own, or
  // nothing is written. Staff have no phone: sent to finish sign-up.
  "_community+/post.create.tsx": {
    loader: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
    action: { visitor: "login", member: "denied", otherMember: "denied", staff: "redirect" },
  },
  // The upload API answers scripts: 401 to visitors (and to staff, who have no phone), never a page.
  "_api+/storage.presigned-url.ts": { action: { visitor: "denied", member: "self", otherMember: "self", staff: "denied" } },
  "_api+/storage.confirm-upload.ts": { action: everyone("denied") },
  "_api+/storage.upload.$.ts": { action: everyone("denied") },
  "_api+/media.$.ts": { loader: everyone("not-found") },
  "_orders+/payment.fail.tsx": { loader: everyone("public") },
  "_orders+/payment.success.tsx": { loader: ownerOnly },
  "_community+/post.$postId.tsx": {
    loader: everyone("public"),
    action: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
  },
  "_content+/privacy.tsx": { loader: everyone("public") },
  "_orders+/product.$productId.tsx": { loader: everyone("public"), action: membersOnThemselves },
  // The photobook's landing shows the trip asked for only when it is the member's own (another's is
  // ignored); its post orders a photobook for the poster alone. Staff have no phone: finish sign-up first.
  "_orders+/photobook.default.tsx": {
    loader: { visitor: "login", member: "own", otherMember: "self", staff: "redirect" },
    action: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" },
  },
  "sandbox+/oauth.$provider.authorize.tsx": { loader: everyone("sandbox"), action: everyone("sandbox") },
  "sandbox+/oauth.$provider.token.ts": { action: everyone("sandbox") },
  "sandbox+/oauth.$provider.userinfo.ts": { loader: everyone("sandbox") },
  "sandbox+/toss.pay.tsx": { loader: everyone("sandbox"), action: everyone("sandbox") },
  "sandbox+/toss.v1.$.ts": { loader: everyone("sandbox"), action: everyone("sandbox") },
  "sandbox+/toss.widget[.]js.ts": { loader: everyone("sandbox") },
  "_community+/scrapbook.tsx": { loader: { visitor: "login", member: "self", otherMember: "self", staff: "redirect" } },
  "_accounts+/signup.complete.tsx": {
    loader: { visitor: "login", member: "redirect", otherMember: "redirect", staff: "self" },
    action: membersOnThemselves,
  },
  "_content+/story.tsx": { loader: everyone("public") },
  "survey+/$step.tsx": { loader: ownerOnly, action: ownerOnly },
  "survey+/_index.tsx": { loader: ownerOnly },
  "survey+/done.tsx": { loader: ownerOnly, action: ownerOnly },
  "_content+/terms.tsx": { loader: everyone("public") },
  // The family's plan: the owner's; staff view any plan in edit mode and may share it (decision 37).
  "_plan+/travel.plan.$planId.tsx": {
    loader: { visitor: "login", member: "own", otherMember: "denied", staff: "staff" },
    action: { visitor: "login", member: "own", otherMember: "denied", staff: "staff" },
  },
  "_plan+/travel.plan.$planId_.calendar[.]ics.ts": { loader: { visitor: "login", member: "own", otherMember: "denied", staff: "staff" } },
  // A mission of the family's plan: only the family completes it (staff undo it in the back office).
  // Opened, its address sends to the mission on its tab; staff, without a phone, finish sign-up first.
  "_plan+/travel.plan.$planId_.missions.$missionId.ts": {
    loader: { visitor: "login", member: "redirect", otherMember: "redirect", staff: "redirect" },
    action: { visitor: "login", member: "own", otherMember: "denied", staff: "redirect" },
  },
  // The photobook's upload page: the member who paid it only (staff, without a phone, finish sign-up first).
  "_photobook+/photobook.order.tsx": { loader: ownerOnly, action: ownerOnly },
  // A live share link opens the storyboard to anyone holding it, and nothing of the owner's beyond it.
  "_plan+/share.plan.$token.tsx": { loader: everyone("public") },
  "_plan+/share.plan.$token_.calendar[.]ics.ts": { loader: everyone("public") },
  // The family's answer to its photobook's proof (post only; opened, it sends to the dashboard). Staff,
  // without a phone, finish sign-up first; another member's post is not found and changes nothing.
  "_photobook+/photobook.proof.ts": {
    loader: everyone("redirect"),
    action: { visitor: "login", member: "own", otherMember: "denied", staff: "redirect" },
  },
};

/** Back-office modules without a page that answer staff's GET with data (the replay player's events, a member's data copy). */
const STAFF_RESOURCES = new Set(["admin+/replays.$recordingId.events.ts", "admin+/members.$userId.export.ts"]);

/**
 * Every back-office route but the login: staff only, whatever it does. A module without a page (the
 * logout, which only posts) sends staff on from a GET instead of showing one, unless it serves data.
 */
function staffOnlyRule(route: RouteModule): Expectation {
  // A download (a file's address, `photos[.]zip`) or a data resource answers staff as a page would.
  const hasPage = /export\s+default\b/.test(route.source) || /\[\.\]\w+\.tsx?$/.test(route.file) || STAFF_RESOURCES.has(route.file);
  const reader = hasPage ? staffOnly : { ...staffOnly, staff: "redirect" as const };
  return { loader: route.hasLoader ? reader : undefined, action: route.hasAction ? staffOnly : undefined };
}

/** A route's expectation: the staff-only rule for the back office, its row for everything else. */
function expectationOf(route: RouteModule): Expectation | undefined {
  return isStaffOnly(route) ? staffOnlyRule(route) : EXPECTATIONS[route.file];
}

const routes = discoverRoutes();

// ---- The world the sweep runs in -------------------------------------------------------------------

interface Cast {
  actors: Record<ActorKind, Actor>;
  owner: Actor;
  fixtures: RouteFixtures;
  /** The owner's answer to the open question the survey routes show (a secret of theirs). */
  secretAnswer: string;
  /** The owner's order ids: never on another person's page, unless that person's own request carried them. */
  ownerOrderIds: string[];
}

async function arrangeCast(world: World): Promise<Cast> {
  const tag = Math.random().toString(36).slice(2, 8);
  const secretLabel = `비밀가족${tag}`;
  const owner = await arrangeMember(world, {
    name: `소유자${tag}`,
    family: { mother: { age: "36", is_me: true }, other: [{ age: "70", is_me: false, label: secretLabel }] },
  });
  const surveyOrder = await arrangeAcceptedOrder(world, owner, `비밀여행${tag} 설문`);
  const secretAnswer = `비밀소원${tag}`;
  const answers = {
    ...sampleSurveyAnswers(null),
    parentWish: secretAnswer,
    familyMembers: { mother: { age: "36", is_me: true }, other: [{ age: "70", is_me: false, label: secretLabel }] },
  };
  await arrangeSurveyDraft(world, owner, surveyOrder, answers);
  const paidOrder = await arrangeSandboxPaidOrder(world, owner, `비밀여행${tag} 결제`);
  const pendingOrder = await arrangePendingOrder(world, owner, `비밀여행${tag} 대기`);
  owner.secrets.push(surveyOrder.orderName, paidOrder.orderName, pendingOrder.orderName, secretAnswer, secretLabel);

  // The plan page shows the plan's title and chapters (secrets); the shared plan is another of the
  // owner's, with nothing secret in it, so the share routes may show it to anyone.
  const secretPlan = `비밀계획${tag}`;
  const plan = await arrangeSentPlan(world, owner, { title: secretPlan, chapters: [`비밀장소${tag}`] });
  const missionId = await insertMission(world.db(), plan.planId, { title: `비밀미션${tag}` });
  const sharedPlan = await arrangeSentPlan(world, owner, { title: "함께 보는 여행", chapters: ["공개 산책"] });
  world.use();
  const link = await createShareLink({ planId: sharedPlan.planId, createdBy: owner.user!.id });
  if (!link.ok) throw new Error("no share link");
  owner.secrets.push(secretPlan, `비밀장소${tag}`, `비밀미션${tag}`);

  // The back office's photobook pages open a photobook of the owner's.
  const photobook = await arrangePhotobook(world, owner);
  // Another whose first proof waits for the family's answer (7 days from now).
  world.use();
  const proofBook = await arrangePaidPhotobook({ member: owner.user!, status: "proof" });
  await db()
    .updateTable("photobooks")
    .set({ proof_round: 1, proof_sent_at: new Date().toISOString(), proof_due_at: new Date(Date.now() + 7 * 86_400_000).toISOString() })
    .where("id", "=", proofBook.photobookId)
    .execute();
  // A paid photobook waiting for its photos, with 20 of them placed (the owner's post submits them).
  const draftBook = await arrangePaidPhotobook({ member: owner.user!, travelDestination: `비밀포토북${tag}` });
  await arrangePhotobookPages(owner.user!.id, draftBook.order.id, 20);
  owner.secrets.push(`비밀포토북${tag}`);

  const otherMember = await arrangeMember(world, { kind: "otherMember", name: `다른회원${tag}` });
  const othersOrder = await arrangeAcceptedOrder(world, otherMember, `다른여행${tag}`);
  await arrangeSurveyDraft(world, otherMember, othersOrder, { transportation: { selected: "train" } });
  const staff = await arrangeMember(world, { kind: "staff", name: `직원${tag}` });
  // A post by someone outside the cast: a published post shows its author's name to everyone.
  const author = await arrangeMember(world, { kind: "otherMember", name: `작성자${tag}` });
  const postId = await arrangeCommunityPost(world, author);
  // The owner's session recording: staff replay it (the back office's rule), nobody else reaches it.
  const recordingId = await insertRecordingRow(world.db(), owner.user!.id);

  return {
    actors: { visitor, member: owner, otherMember, staff },
    owner,
    secretAnswer,
    ownerOrderIds: [
      surveyOrder.id,
      paidOrder.id,
      pendingOrder.id,
      plan.order.id,
      sharedPlan.order.id,
      photobook.order.id,
      draftBook.order.id,
    ],
    fixtures: {
      origin: world.url,
      ownerId: owner.user!.id,
      surveyOrder,
      paidOrder,
      paymentKey: paidOrder.paymentKey!,
      pendingOrder,
      surveyStep: SURVEY_QUESTIONS.findIndex((question) => question.key === "parentWish") + 1,
      planId: plan.planId,
      missionId,
      shareToken: link.token,
      postId,
      photobookOrderId: draftBook.order.id,
      photobookId: photobook.photobookId,
      photobook: { id: proofBook.photobookId, orderId: proofBook.order.id },
      recordingId,
    },
  };
}

/** What each route's form sends in real use (as the owner's page would send it). */
function postFor(route: RouteModule, cast: Cast): { headers: Record<string, string>; body: string } {
  const json = (value: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });
  const f = cast.fixtures;
  switch (route.file) {
    case "_index.tsx": {
      return formPost(regionRequestFields());
    }
    case "_api+/api.analytics.ts":
      // A batch naming the owner as its user: the server takes the member from the session instead.
      return json({
        sessionId: "s_sweep_session_01",
        userId: f.ownerId,
        events: [{ type: "click", data: { pageUrl: "/explore", x: 1, y: 2, element: "BUTTON" } }],
      });
    case "_api+/api.recordings.ts":
      // A recording's last chunk, as a phone's beacon sends it (plain JSON text): a crawler's
      // recording is refused (403) before anyone's session counts.
      return {
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent":
            "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        },
        body: JSON.stringify({ events: [{ type: 4, timestamp: Date.now(), data: { href: `${f.origin}/`, width: 390, height: 844 } }] }),
      };
    case "_api+/api.webhooks.toss.ts":
      // A forged event: says the owner's payment was cancelled, with a made-up secret.
      return json({
        eventType: "PAYMENT_STATUS_CHANGED",
        data: { paymentKey: f.paymentKey, orderId: f.paidOrder.id, status: "CANCELED", secret: "forged" },
      });
    case "_accounts+/dashboard.tsx":
      // The notifications' "read-all" marks only the poster's own.
      return formPost({ intent: "read-all" });
    case "_accounts+/account._index.tsx":
      // A choice writes the poster's own row only.
      return formPost({ intent: "marketing-on" });
    case "_community+/post.$postId.tsx":
      return formPost({ intent: "like", back: "/explore" });
    case "_api+/storage.presigned-url.ts":
      return json({ fileName: "photo.jpg", fileType: "image/jpeg", fileSize: 1024, category: "community" });
    case "_api+/storage.confirm-upload.ts":
      // Someone's upload key that was never uploaded: nobody confirms it.
      return json({ s3Key: "incoming/2026-11-23/not-uploaded" });
    case "_orders+/product.$productId.tsx":
      return formPost(GANGNEUNG_DAY_START);
    case "_orders+/photobook.default.tsx":
      // The shipping dialog, naming the owner's trip (and a price of its own, which nobody reads).
      return formPost({
        travelOrderId: f.paidOrder.id,
        recipientName: "받는사람",
        recipientPhone: "010-1234-5678",
        postalCode: "03900",
        address: "서울특별시 마포구 월드컵로 1",
        amount: "100",
      });
    case "sandbox+/oauth.$provider.authorize.tsx":
      return formPost({ choice: "member" });
    case "sandbox+/oauth.$provider.token.ts":
      return formPost({
        grant_type: "authorization_code",
        code: "forged",
        client_id: "sandbox-kakao",
        redirect_uri: `${f.origin}/auth/callback/social_a`,
      });
    case "sandbox+/toss.pay.tsx":
      return formPost({ choice: "approve" });
    case "sandbox+/toss.v1.$.ts":
      return json({ paymentKey: f.paymentKey, orderId: f.paidOrder.id, amount: f.paidOrder.amount });
    case "_accounts+/signup.complete.tsx":
      return formPost({ intent: "add-member", memberType: "son", memberAge: "5" });
    case STAFF_LOGIN_ROUTE:
      return formPost({ loginId: "staff", password: "not-the-password" });
    case "survey+/$step.tsx":
      return formPost({ intent: "next", answer: "다른 사람이 쓴 답" });
    case "_plan+/travel.plan.$planId.tsx":
      return formPost({ intent: "share-create" });
    case "_plan+/travel.plan.$planId_.missions.$missionId.ts":
      return formPost({ intent: "mission-complete", note: "다른 사람이 남긴 한마디" });
    case "_photobook+/photobook.order.tsx":
      return formPost({ intent: "photobook-submit", cover: "", coverText: "다른 사람이 쓴 표지" });
    case "_photobook+/photobook.proof.ts":
      return formPost({ orderId: f.photobook!.orderId, intent: PROOF_INTENTS.approve });
    default:
      return formPost({ redirectTo: "/dashboard" });
  }
}

/** What the owner's own post must have changed, per route whose action verdict for the owner is 'own'. */
const OWNER_EFFECTS: Record<string, (cast: Cast) => Promise<string | null>> = {
  "_orders+/orders.$orderId.refund.tsx": async ({ owner, fixtures }) => {
    const order = await getOrderForUser(fixtures.paidOrder.id, owner.user!.id);
    return order?.status === "refunded" ? null : `the owner's refund left the order ${order?.status}`;
  },
  "survey+/$step.tsx": async ({ owner, fixtures }) => {
    const survey = await getSurvey(fixtures.surveyOrder.id, owner.user!.id);
    return survey?.answers.parentWish === "다른 사람이 쓴 답"
      ? null
      : `the owner's answer was not saved (${JSON.stringify(survey?.answers.parentWish)})`;
  },
  "_plan+/travel.plan.$planId.tsx": async ({ owner, fixtures }) => {
    const links = await listShareLinks(fixtures.planId!);
    return links.length > 0 ? null : `the owner's share post made no link (${owner.label})`;
  },
  "_photobook+/photobook.proof.ts": async ({ fixtures }) => {
    const book = await db()
      .selectFrom("photobooks")
      .select(["status", "approved_by"])
      .where("id", "=", fixtures.photobook!.id)
      .executeTakeFirst();
    return book?.status === "ordered" && book.approved_by === "family" ? null : `the owner's approval left the photobook ${book?.status}`;
  },
  "_plan+/travel.plan.$planId_.missions.$missionId.ts": async ({ fixtures }) => {
    const log = await readMissionLog(fixtures.planId!);
    const mission = log.missions.find((entry) => entry.id === fixtures.missionId);
    return mission?.status.completed ? null : "the owner's completion left the mission open";
  },
  "_photobook+/photobook.order.tsx": async ({ owner, fixtures }) => {
    const book = await readPhotobookForPages(owner.user!.id, fixtures.photobookOrderId!);
    return book?.status === "designing" ? null : `the owner's submit left the photobook ${book?.status}`;
  },
  "survey+/done.tsx": async ({ owner, fixtures }) => {
    const order = await getOrderForUser(fixtures.surveyOrder.id, owner.user!.id);
    return order?.status === "survey_complete" ? null : `the owner's submit left the order ${order?.status}`;
  },
};

/** Text the request itself carried (a page may say back what it was asked). */
function saidBy(path: string): string {
  try {
    return decodeURIComponent(path.replaceAll("+", " "));
  } catch {
    return path;
  }
}

// ---- The sweep --------------------------------------------------------------------------------------

const engines = sweepEngines();
if (engines.length === 1) describe.skip(POSTGRES_SKIPPED, () => it("authorization sweep on PostgreSQL", () => undefined));

describe("the authorization table", () => {
  it("states who may use every route module, and only the ones that exist", () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (isStaffOnly(route)) {
        if (EXPECTATIONS[route.file]) missing.push(`${route.file}: the back office's staff-only rule covers it; remove its row`);
        continue;
      }
      const expectation = EXPECTATIONS[route.file];
      if (!expectation) {
        missing.push(
          `${route.file}: not in the authorization sweep's table. Add it to EXPECTATIONS in tests/server/sweep-authorization.test.ts, saying for each of ${ACTOR_KINDS.join(", ")} what its ${[route.hasLoader && "loader", route.hasAction && "action"].filter(Boolean).join(" and ")} allow.`,
        );
        continue;
      }
      if (route.hasLoader && !expectation.loader)
        missing.push(`${route.file}: has a loader; say who may read it (EXPECTATIONS['${route.file}'].loader)`);
      if (route.hasAction && !expectation.action)
        missing.push(`${route.file}: has an action; say who may post to it (EXPECTATIONS['${route.file}'].action)`);
      if (!route.hasLoader && expectation.loader)
        missing.push(`${route.file}: has no loader any more; remove EXPECTATIONS['${route.file}'].loader`);
      if (!route.hasAction && expectation.action)
        missing.push(`${route.file}: has no action any more; remove EXPECTATIONS['${route.file}'].action`);
    }
    for (const file of Object.keys(EXPECTATIONS)) {
      if (!routes.some((route) => route.file === file)) missing.push(`${file}: no such route module any more; remove it from EXPECTATIONS`);
    }
    for (const [file, expectation] of Object.entries(EXPECTATIONS)) {
      if (expectation.action?.member === "own" && !OWNER_EFFECTS[file])
        missing.push(`${file}: say what the owner's post changes (OWNER_EFFECTS)`);
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });
});

describe.each(engines)("authorization on $name", (engine) => {
  let world: World;
  let cast: Cast;
  const swept = () => routes.filter((route) => expectationOf(route));

  beforeAll(async () => {
    world = await startWorld(engine);
    cast = await arrangeCast(world);
  });

  afterAll(async () => {
    await world?.stop();
  });

  /** What is wrong with an answer to a GET or a POST for the verdicts that mean the same for both. */
  function sentElsewhereProblems(verdict: "login" | "redirect" | "not-found", response: Response): string[] {
    const location = response.headers.get("location");
    const isRedirect = response.status >= 300 && response.status < 400;
    if (verdict === "login" && (!isRedirect || new URL(location ?? "", world.url).pathname !== "/auth"))
      return [`status ${response.status} to ${location}, expected a redirect to /auth`];
    if (verdict === "redirect" && !isRedirect) return [`status ${response.status}, expected a redirect`];
    if (verdict === "not-found" && response.status !== 404) return [`status ${response.status}, expected 404`];
    return [];
  }

  /** One GET as `actor`: the verdict's answer, and none of the owner's things on the page it ends on. */
  async function checkRead(route: RouteModule, actor: Actor, verdict: Verdict): Promise<string[]> {
    const { path } = targetOf(route, cast.fixtures);
    const first = await world.request(actor, path);
    const firstBody = await first.text();
    const location = first.headers.get("location");
    const where = `GET ${route.file} as ${actor.kind} (${verdict})`;
    const problems: string[] = [];
    if (first.status >= 500) problems.push(`status ${first.status}`);
    const isRedirect = first.status >= 300 && first.status < 400;
    switch (verdict) {
      case "public":
      case "self":
        if (first.status !== 200) problems.push(`status ${first.status}, expected 200`);
        break;
      case "own":
        if (first.status !== 200) problems.push(`status ${first.status}, expected 200`);
        else if (!actor.secrets.some((secret) => firstBody.includes(secret)))
          problems.push("the owner's page shows none of the owner's things");
        break;
      case "login":
      case "redirect":
      case "not-found":
        problems.push(...sentElsewhereProblems(verdict, first));
        break;
      case "home":
        if (!isRedirect || new URL(location ?? "", world.url).pathname !== "/")
          problems.push(`status ${first.status} to ${location}, expected a redirect home (/)`);
        break;
      case "staff":
        if (first.status !== 200) problems.push(`status ${first.status}, expected 200`);
        break;
      case "denied":
      case "sandbox":
        break;
    }
    // Staff pages show members' things to staff: that is what they are for.
    if (actor !== cast.owner && verdict !== "staff") {
      const { body, trail } = isRedirect ? await followAs(world, actor, path) : { body: firstBody, trail: [path] };
      const said = trail.map(saidBy).join(" ");
      const seen = [...cast.owner.secrets, ...cast.ownerOrderIds].filter((secret) => !said.includes(secret) && body.includes(secret));
      if (seen.length) problems.push(`shows the owner's ${seen.join(", ")} (via ${trail.join(" → ")})`);
    }
    return problems.map((problem) => `${where}: ${problem}`);
  }

  /** One POST as `actor`: the verdict's answer; nobody but the owner changes the owner's rows. */
  async function checkWrite(route: RouteModule, actor: Actor, verdict: Verdict): Promise<string[]> {
    const { path } = targetOf(route, cast.fixtures);
    const { headers, body } = postFor(route, cast);
    await actor.cookie();
    const before = await ownedRows(world, cast.owner);
    // A refused post to the back office changes nothing at all, not just the owner's things.
    const everything: Snapshot | null = verdict === "home" ? await snapshot(world) : null;
    const response = await world.request(actor, path, { method: "POST", headers, body });
    await response.arrayBuffer().catch(() => undefined);
    const location = response.headers.get("location");
    const isRedirect = response.status >= 300 && response.status < 400;
    const where = `POST ${route.file} as ${actor.kind} (${verdict})`;
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`status ${response.status}`);
    switch (verdict) {
      case "public":
      case "self":
      case "own":
        if (response.status >= 400) problems.push(`status ${response.status}, expected it handled`);
        if (isRedirect && new URL(location ?? "", world.url).pathname === "/auth" && actor.kind !== "visitor")
          problems.push("a member was sent to sign in");
        break;
      case "login":
      case "redirect":
      case "not-found":
        problems.push(...sentElsewhereProblems(verdict, response));
        break;
      case "home": {
        if (response.status !== 403) problems.push(`status ${response.status}, expected 403`);
        const changed = changedTables(everything!, await snapshot(world));
        if (changed.length) problems.push(`changed ${changed.join(", ")}`);
        break;
      }
      case "staff":
      case "denied":
      case "sandbox":
        break;
    }
    if (actor === cast.owner) {
      const effect = verdict === "own" ? await OWNER_EFFECTS[route.file]!(cast) : null;
      if (effect) problems.push(effect);
    } else if (verdict !== "staff") {
      // Staff change members' things in the back office: that is what it is for.
      const changed = changedTables(before, await ownedRows(world, cast.owner));
      if (changed.length) problems.push(`changed the owner's ${changed.join(", ")}`);
    }
    return problems.map((problem) => `${where}: ${problem}`);
  }

  it("visitors, another member and staff read and change nothing of the owner's", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of swept()) {
      for (const kind of ["visitor", "staff", "otherMember"] as const) {
        const actor = cast.actors[kind];
        const expectation = expectationOf(route)!;
        if (route.hasLoader) failures.push(...(await checkRead(route, actor, expectation.loader![kind])));
        if (route.hasAction) failures.push(...(await checkWrite(route, actor, expectation.action![kind])));
        if (!route.hasAction) {
          const response = await world.request(actor, targetOf(route, cast.fixtures).path, formPost({}));
          await response.arrayBuffer().catch(() => undefined);
          // Without an action a post is refused (405) — or first sent where the page's guard sends this
          // person anyway: a visitor to sign in, someone the page redirects (staff without a phone
          // number to finish sign-up) on.
          const isRedirect = response.status >= 300 && response.status < 400;
          const toLogin = isRedirect && new URL(response.headers.get("location") ?? "", world.url).pathname === "/auth";
          const refused =
            response.status === 405 ||
            // The server refuses back-office writes by anyone but staff before any route (server/guards.ts).
            (response.status === 403 && expectation.action === undefined && expectation.loader?.[kind] === "home") ||
            (toLogin && expectation.loader?.[kind] === "login") ||
            (isRedirect && expectation.loader?.[kind] === "redirect");
          if (!refused) failures.push(`POST ${route.file} as ${kind}: status ${response.status}, expected 405 (no action)`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  // The plan page's booking intents (decision 52): only the family toggles its cart and pays for it;
  // another member and staff (who see the tab) are answered not-found, a visitor is sent to sign in.
  it("the plan page's cart: only the family toggles and pays", { timeout: 120_000 }, async () => {
    world.use();
    const planId = cast.fixtures.planId!;
    const chapter = await db().selectFrom("travel_plan_activities").select("id").where("plan_id", "=", planId).executeTakeFirstOrThrow();
    const made = await createProduct(planId, {
      activityId: chapter.id,
      name: "비밀 예약 상품",
      category: "체험",
      price: 12000,
      description: "설명",
      imageUploadId: null,
    });
    if (!made.ok) throw new Error(made.reason);
    const path = `/travel/plan/${encodeURIComponent(planId)}?tab=bookings`;
    const cart = async () => {
      world.use();
      return (await db().selectFrom("plan_cart_items").select("product_id").where("plan_id", "=", planId).execute()).length;
    };
    const bookings = async () => {
      world.use();
      return (await db().selectFrom("orders").select("id").where("product_type", "=", "booking").execute()).length;
    };
    const posts: Record<string, string>[] = [
      { intent: "cart-add", productId: made.id },
      { intent: "cart-remove", productId: made.id },
      { intent: "cart-pay" },
    ];
    const failures: string[] = [];
    // The family's own cart first holds the product, so a refused remove shows too.
    const added = await world.request(cast.owner, path, formPost(posts[0]!));
    if (added.status !== 302 || (await cart()) !== 1) failures.push(`the family's add: status ${added.status}, cart ${await cart()}`);
    for (const kind of ["visitor", "staff", "otherMember"] as const) {
      const actor = cast.actors[kind];
      await actor.cookie();
      for (const fields of posts) {
        const response = await world.request(actor, path, formPost(fields));
        await response.arrayBuffer().catch(() => undefined);
        const location = response.headers.get("location") ?? "";
        const expected = kind === "visitor" ? new URL(location, world.url).pathname === "/auth" : response.status === 404;
        // Staff without a phone are sent to finish sign-up before anything (as on every member page).
        const sentOn = kind === "staff" && response.status >= 300 && response.status < 400 && !location.includes("/payment/");
        if (!expected && !sentOn) failures.push(`${fields.intent} as ${kind}: status ${response.status} to ${location}`);
      }
      if ((await cart()) !== 1) failures.push(`${kind} changed the family's cart`);
      if ((await bookings()) !== 0) failures.push(`${kind} made a booking order`);
    }
    const paid = await world.request(cast.owner, path, formPost(posts[2]!));
    if (!(paid.headers.get("location") ?? "").startsWith("/payment/checkout?orderId=BOOKING_"))
      failures.push(`the family's pay: status ${paid.status} to ${paid.headers.get("location")}`);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("the owner reads their own pages, then their own posts change their own things", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of swept()) {
      if (route.hasLoader) failures.push(...(await checkRead(route, cast.owner, expectationOf(route)!.loader!.member)));
    }
    // Posts last, in file order: the refund, the answer, then the submit that closes the survey.
    for (const route of swept()) {
      if (route.hasAction) failures.push(...(await checkWrite(route, cast.owner, expectationOf(route)!.action!.member)));
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
