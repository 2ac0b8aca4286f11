// The photobook's proof on both engines (terms 제21조): staff send a proof (designing or revising, at
// least one page) with a 7-day deadline and a notification; the family approves, or asks once within
// 7 days for 1–5 changes of at most 200 characters; the revised proof can only be approved; silence
// approves on the 7th day (a fake clock); another member sees and changes nothing; the pages are private.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { PROOF_WORDS } from "~/messages/photobook-proof";
import type { User } from "~/models/accounts/users.server";
import {
  approveProof,
  autoApproveDueProofs,
  proofForFamily,
  removeProofPage,
  requestRevision,
  sendProof,
} from "~/models/photobook/proof.server";
import { photobookForStaff } from "~/models/photobook/proof-pages.server";
import { fromJson } from "~/models/platform/json.server";
import { mediaAccess } from "~/models/uploads/media.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { formatDateTime } from "~/utils/format";
import { ALIMTALK_TEMPLATES, fillTemplate } from "~/vocabulary/alimtalk-templates";
import { PROOF_ANSWER_MS } from "~/vocabulary/photobook-proof";
import type { UploadVariant } from "../../db/schema";
import { arrangeMember, arrangePerson } from "../support/people";
import { type ArrangedPhotobook, arrangePaidPhotobook } from "../support/photobooks";

const SENT = new Date("2026-11-27T03:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(SENT.getTime() + ms);

async function staffUser(name = "디자이너"): Promise<User> {
  const user = await arrangePerson("admin", name);
  return { ...user, role: "admin" };
}

const pageImage = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#cc8844" } })
    .jpeg()
    .toBuffer();

async function uploadPage(staff: User, orderId: string, fileName: string) {
  const stored = await storeFormPhoto(staff, {
    category: "photobook-proof",
    target: { entityId: orderId },
    fileName,
    fileType: "image/jpeg",
    body: await pageImage(),
  });
  if (!stored.ok) throw new Error(`page refused: ${stored.problem}`);
  return stored.upload.id;
}

async function statusOf(photobookId: string) {
  return db().selectFrom("photobooks").selectAll().where("id", "=", photobookId).executeTakeFirstOrThrow();
}

/** A submitted photobook with its first proof sent at SENT. */
async function sentProof(): Promise<ArrangedPhotobook & { staff: User; pageId: string }> {
  const book = await arrangePaidPhotobook({ status: "designing", now: SENT });
  const staff = await staffUser();
  const pageId = await uploadPage(staff, book.order.id, "page-01.jpg");
  expect(await sendProof({ photobookId: book.photobookId, staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
    ok: true,
    round: 1,
  });
  return { ...book, staff, pageId };
}

beforeEach(() => useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "proof-")), "proof-test-secret")));
afterAll(() => useStorage(undefined));

describe("sending a proof", () => {
  it("needs a submitted photobook and at least one page; then it is due in 7 days and the family hears", { timeout: 30_000 }, async () => {
    const draft = await arrangePaidPhotobook({ now: SENT });
    const staff = await staffUser();
    // Pages go only to a photobook waiting for a proof (the proof category's rule), and only from staff.
    expect(
      await storeFormPhoto(staff, {
        category: "photobook-proof",
        target: { entityId: draft.order.id },
        fileName: "p.jpg",
        fileType: "image/jpeg",
        body: await pageImage(),
      }),
    ).toMatchObject({ ok: false, problem: "notFound" });
    expect(await sendProof({ photobookId: draft.photobookId, staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
      ok: false,
      reason: "status",
    });

    const book = await arrangePaidPhotobook({ status: "designing", now: SENT });
    expect(
      await storeFormPhoto(book.member, {
        category: "photobook-proof",
        target: { entityId: book.order.id },
        fileName: "p.jpg",
        fileType: "image/jpeg",
        body: await pageImage(),
      }),
    ).toMatchObject({ ok: false, problem: "forbidden" });
    expect(await sendProof({ photobookId: book.photobookId, staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
      ok: false,
      reason: "noPages",
    });
    expect(await sendProof({ photobookId: "pb_nothing", staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
      ok: false,
      reason: "notFound",
    });

    await uploadPage(staff, book.order.id, "page-10.jpg");
    await uploadPage(staff, book.order.id, "page-2.jpg");
    const wrong = await uploadPage(staff, book.order.id, "page-3.jpg");
    expect(await removeProofPage({ photobookId: book.photobookId, uploadId: wrong })).toBe(true);
    const staffView = await photobookForStaff(book.photobookId);
    expect(staffView?.proof.preparing).toBe(1);
    // Pages read in their file names' order, as a person numbers them.
    expect(staffView?.proof.draftPages.map((page) => page.fileName)).toEqual(["page-2.jpg", "page-10.jpg"]);

    expect(await sendProof({ photobookId: book.photobookId, staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
      ok: true,
      round: 1,
    });
    const row = await statusOf(book.photobookId);
    expect(row).toMatchObject({ status: "proof", proof_sent_at: SENT.toISOString(), proof_due_at: at(7 * DAY).toISOString() });
    expect(Number(row.proof_round)).toBe(1);
    const history = await db().selectFrom("photobook_status_history").selectAll().where("photobook_id", "=", book.photobookId).execute();
    // The payment made the row (none → draft); the arrangement set designing directly; the proof moved it.
    expect(history.filter((h) => h.from_status !== null).map((h) => [h.from_status, h.to_status, h.actor, h.staff_id])).toEqual([
      ["designing", "proof", "staff", staff.id],
    ]);
    const notes = await db().selectFrom("notifications").selectAll().where("user_id", "=", book.member.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "photobook_proof",
      order_id: book.order.id,
      message: PROOF_WORDS.proofSent(1),
      link: `/photobook/order?orderId=${encodeURIComponent(book.order.id)}#proof`,
    });
    // And its 알림톡, queued in the same transaction: the round and the day silence approves it.
    const messages = await db()
      .selectFrom("outbox_messages")
      .select(["channel", "template_code", "template_params", "body"])
      .where("dedupe_key", "=", `photobook-proof:${book.photobookId}:1`)
      .execute();
    const params = { 회차: "1", 기한: formatDateTime(at(7 * DAY).toISOString()), 고객명: book.member.name! };
    expect(messages).toEqual([
      {
        channel: "alimtalk",
        template_code: ALIMTALK_TEMPLATES.photobook_proof.code,
        template_params: expect.anything(),
        body: fillTemplate(ALIMTALK_TEMPLATES.photobook_proof, params),
      },
    ]);
    expect(fromJson(messages[0]!.template_params, {})).toEqual(params);

    // Sent is sent: no second send, and its pages stay.
    expect(await sendProof({ photobookId: book.photobookId, staffId: staff.id, words: PROOF_WORDS, now: SENT })).toEqual({
      ok: false,
      reason: "status",
    });
    const sentPage = staffView!.proof.draftPages[0]!.id;
    expect(await removeProofPage({ photobookId: book.photobookId, uploadId: sentPage })).toBe(false);
    expect((await photobookForStaff(book.photobookId))?.proof.sentPages).toHaveLength(2);
  });
});

describe("the family's answer", () => {
  it("approves the proof: production may start, and it cannot be answered again", { timeout: 30_000 }, async () => {
    const { member, order, photobookId } = await sentProof();
    const stranger = await arrangeMember({ name: "남의집" });
    expect(await approveProof({ userId: stranger.id, orderId: order.id, now: at(DAY) })).toEqual({ ok: false, reason: "notFound" });
    expect(await requestRevision({ userId: stranger.id, orderId: order.id, items: ["사진 바꿔주세요"], now: at(DAY) })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await proofForFamily(stranger.id, order.id, at(DAY))).toBeNull();
    expect((await statusOf(photobookId)).status).toBe("proof");

    expect(await approveProof({ userId: member.id, orderId: order.id, now: at(DAY) })).toEqual({ ok: true });
    expect(await statusOf(photobookId)).toMatchObject({ status: "ordered", approved_by: "family", approved_at: at(DAY).toISOString() });
    expect(await approveProof({ userId: member.id, orderId: order.id, now: at(DAY) })).toEqual({ ok: false, reason: "status" });
    expect(await requestRevision({ userId: member.id, orderId: order.id, items: ["늦은 요청"], now: at(DAY) })).toEqual({
      ok: false,
      reason: "status",
    });
    const seen = await proofForFamily(member.id, order.id, at(DAY));
    expect(seen).toMatchObject({ status: "ordered", round: 1, mayApprove: false, mayRequestRevision: false, approvedBy: "family" });
    expect(seen?.pages).toHaveLength(1);
  });

  it("asks once, within 7 days, for 1–5 changes of at most 200 characters; the revised proof is only approved", {
    timeout: 30_000,
  }, async () => {
    const { member, order, photobookId, staff } = await sentProof();
    const ask = (items: string[], when = at(2 * DAY)) => requestRevision({ userId: member.id, orderId: order.id, items, now: when });
    expect(await proofForFamily(member.id, order.id, at(2 * DAY))).toMatchObject({
      daysLeft: 5,
      mayRequestRevision: true,
      mayApprove: true,
    });

    expect(await ask(["", "  "])).toEqual({ ok: false, reason: "none" });
    expect(await ask(["1", "2", "3", "4", "5", "6"])).toEqual({ ok: false, reason: "tooMany" });
    expect(await ask(["가".repeat(201)])).toEqual({ ok: false, reason: "tooLong" });
    expect(await ask(["표지 사진을 바꿔주세요"], at(7 * DAY))).toEqual({ ok: false, reason: "late" });
    expect((await statusOf(photobookId)).status).toBe("proof");

    // Lines of one box count as separate changes; 200 characters is allowed.
    const items = ["가".repeat(200), "3쪽 사진 순서를 바꿔주세요\n표지 글씨를 크게 해주세요", "", "마지막 쪽 삭제"];
    expect(await ask(items)).toEqual({
      ok: true,
      items: ["가".repeat(200), "3쪽 사진 순서를 바꿔주세요", "표지 글씨를 크게 해주세요", "마지막 쪽 삭제"],
    });
    const revising = await statusOf(photobookId);
    expect(revising).toMatchObject({ status: "revising", revision_requested_at: at(2 * DAY).toISOString() });
    expect(await ask(["한 번 더"])).toEqual({ ok: false, reason: "once" });
    expect(await approveProof({ userId: member.id, orderId: order.id, now: at(2 * DAY) })).toEqual({ ok: false, reason: "status" });
    expect(await proofForFamily(member.id, order.id, at(2 * DAY))).toMatchObject({
      status: "revising",
      mayApprove: false,
      mayRequestRevision: false,
      revisionItems: ["가".repeat(200), "3쪽 사진 순서를 바꿔주세요", "표지 글씨를 크게 해주세요", "마지막 쪽 삭제"],
    });

    // The revised proof: pages of its own round (none yet), then sent, due 7 days after it.
    const resent = at(4 * DAY);
    expect(await sendProof({ photobookId, staffId: staff.id, words: PROOF_WORDS, now: resent })).toEqual({ ok: false, reason: "noPages" });
    await uploadPage(staff, order.id, "page-01-v2.jpg");
    await uploadPage(staff, order.id, "page-02-v2.jpg");
    expect(await sendProof({ photobookId, staffId: staff.id, words: PROOF_WORDS, now: resent })).toEqual({ ok: true, round: 2 });
    expect(await statusOf(photobookId)).toMatchObject({
      status: "proof",
      proof_due_at: new Date(resent.getTime() + 7 * DAY).toISOString(),
    });
    const second = await proofForFamily(member.id, order.id, at(5 * DAY));
    expect(second).toMatchObject({ round: 2, mayApprove: true, mayRequestRevision: false, daysLeft: 6 });
    expect(second?.pages.map((page) => page.fileName)).toEqual(["page-01-v2.jpg", "page-02-v2.jpg"]);
    expect(await ask(["또 바꿔주세요"], at(5 * DAY))).toEqual({ ok: false, reason: "once" });
    expect(await approveProof({ userId: member.id, orderId: order.id, now: at(5 * DAY) })).toEqual({ ok: true });
    expect((await statusOf(photobookId)).status).toBe("ordered");
    const notes = await db().selectFrom("notifications").select("message").where("user_id", "=", member.id).orderBy("created_at").execute();
    expect(notes.map((note) => note.message)).toEqual([PROOF_WORDS.proofSent(1), PROOF_WORDS.proofSent(2)]);
  });
});

describe("seven days of silence", () => {
  it("approve a proof on its due time, not before; the family's later answer is too late", { timeout: 30_000 }, async () => {
    const { member, order, photobookId } = await sentProof();
    const waiting = await arrangePaidPhotobook({ status: "designing", now: SENT });

    expect(await autoApproveDueProofs(at(PROOF_ANSWER_MS - 1))).not.toContain(photobookId);
    expect((await statusOf(photobookId)).status).toBe("proof");
    expect(await proofForFamily(member.id, order.id, at(PROOF_ANSWER_MS - 1))).toMatchObject({ daysLeft: 1 });

    const moved = await autoApproveDueProofs(at(PROOF_ANSWER_MS));
    expect(moved).toContain(photobookId);
    expect(moved).not.toContain(waiting.photobookId);
    expect(await statusOf(photobookId)).toMatchObject({
      status: "ordered",
      approved_by: "auto",
      approved_at: at(PROOF_ANSWER_MS).toISOString(),
    });
    const history = await db()
      .selectFrom("photobook_status_history")
      .select(["to_status", "actor"])
      .where("photobook_id", "=", photobookId)
      .orderBy("created_at")
      .execute();
    expect(history.at(-1)).toEqual({ to_status: "ordered", actor: "system" });
    expect(await autoApproveDueProofs(at(PROOF_ANSWER_MS + DAY))).not.toContain(photobookId);
    expect(await approveProof({ userId: member.id, orderId: order.id })).toEqual({ ok: false, reason: "status" });
    expect(await proofForFamily(member.id, order.id, at(PROOF_ANSWER_MS))).toMatchObject({ approvedBy: "auto", mayApprove: false });
  });
});

describe("the proof's privacy", () => {
  it("is served to the family and staff only", { timeout: 30_000 }, async () => {
    const { member, order, staff } = await sentProof();
    const stranger = await arrangeMember({ name: "이웃" });
    const page = await db()
      .selectFrom("uploads")
      .select(["variants", "storage_key", "master_key"])
      .where("category", "=", "photobook-proof")
      .where("scope_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const variants = (typeof page.variants === "string" ? JSON.parse(page.variants) : page.variants) as UploadVariant[];
    const key = variants[0]!.jpeg;
    expect(key.startsWith("p/")).toBe(true);
    expect(await mediaAccess(key, member, null)).toBe("private");
    expect(await mediaAccess(key, staff, null)).toBe("private");
    expect(await mediaAccess(key, stranger, null)).toBeNull();
    expect(await mediaAccess(key, null, null)).toBeNull();
    // The family's page shows private addresses only.
    const seen = await proofForFamily(member.id, order.id, SENT);
    expect(seen?.pages[0]?.sources?.fallback).toMatch(/^\/media\/p\//);
  });
});
