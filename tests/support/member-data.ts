// A member with a row in every table the withdrawal covers (and objects in storage), for the
// withdrawal's and the data copy's tests (tests/models/withdrawal.test.ts, data-copy.test.ts).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db } from "~/db.server";
import { createSession, recordAuthEvent } from "~/models/accounts/sessions.server";
import { saveSignupDraft } from "~/models/accounts/signup-drafts.server";
import type { User } from "~/models/accounts/users.server";
import { storage } from "~/services/storage.server";
import { arrangePost } from "./community-posts";
import { insertMission } from "./missions";
import { arrangePaidPhotobook } from "./photobooks";
import { arrangeStaffPlan } from "./plans";
import { arrangeRecording } from "./recordings";

export type Arranged = Awaited<ReturnType<typeof arrangeEverything>>;

/** A member with a row in every covered table, and objects in storage; `other` is someone else's family. */
export async function arrangeEverything(name: string, other?: User) {
  const plan = await arrangeStaffPlan({ family: name, sent: true });
  const member = plan.member;
  const now = new Date().toISOString();
  const session = await createSession(member.id);
  await recordAuthEvent({ kind: "sign_in", userId: member.id, provider: "social_a", clientIp: "127.0.0.1" });
  await saveSignupDraft(member.id, { name, phone: "", familyMembers: {} } as never);
  await db()
    .insertInto("surveys")
    .values({ order_id: plan.order.id, user_id: member.id, answers: "{}", last_step: 3, status: "draft", created_at: now, updated_at: now })
    .execute();
  const book = await arrangePaidPhotobook({ member, status: "delivered" });
  await db()
    .updateTable("photobooks")
    .set({ cover_text: `${name}의 여름` })
    .where("id", "=", book.photobookId)
    .execute();
  await db()
    .insertInto("notifications")
    .values({
      id: randomUUID(),
      user_id: member.id,
      kind: "planner_note",
      order_id: plan.order.id,
      message: "노트",
      link: null,
      created_at: now,
      read_at: null,
    })
    .execute();
  const outbox = (status: "queued" | "sent") => ({
    id: randomUUID(),
    dedupe_key: `test:${randomUUID()}`,
    channel: "alimtalk" as const,
    user_id: member.id,
    recipient: "01012345678",
    body: "본문",
    template_code: null,
    template_params: null,
    status,
    next_attempt_at: now,
    provider_ref: null,
    error: null,
    created_at: now,
    sent_at: status === "sent" ? now : null,
  });
  await db()
    .insertInto("outbox_messages")
    .values([outbox("queued"), outbox("sent")])
    .execute();

  // Photos with their objects: a review photo (public sizes) and a photobook page with its print master.
  const keys: string[] = [];
  for (const [category, visibility] of [
    ["review", "v"],
    ["photobook-page", "p"],
  ] as const) {
    const id = randomUUID();
    const original = `incoming/test/${id}`;
    const variant = { width: 640, webp: `${visibility}/${id}/640.webp`, jpeg: `${visibility}/${id}/640.jpg` };
    const master = category === "photobook-page" ? `m/${id}/master.jpg` : null;
    for (const key of [original, variant.webp, variant.jpeg, ...(master ? [master] : [])]) {
      await storage().write(key, Buffer.from(`bytes of ${key}`), "image/jpeg");
      keys.push(key);
    }
    await db()
      .insertInto("uploads")
      .values({
        id,
        owner_id: member.id,
        category,
        storage_key: original,
        file_name: "a.jpg",
        declared_type: "image/jpeg",
        declared_size: 10,
        content_type: "image/jpeg",
        byte_size: 10,
        width: 640,
        height: 480,
        variants: JSON.stringify([variant]),
        status: "confirmed",
        entity_id: category === "photobook-page" ? book.photobookId : null,
        scope_id: null,
        slot: null,
        master_key: master,
        created_at: now,
        confirmed_at: now,
      })
      .execute();
  }

  const post = await arrangePost({ authorId: member.id, photos: 1 });
  const otherPost = other ? await arrangePost({ authorId: other.id }) : null;
  if (otherPost) {
    await db().insertInto("community_likes").values({ post_id: otherPost, user_id: member.id, created_at: now }).execute();
    await db().insertInto("community_scraps").values({ post_id: otherPost, user_id: member.id, created_at: now }).execute();
    await db().insertInto("community_reports").values({ post_id: otherPost, user_id: member.id, created_at: now, reason: null }).execute();
    await db()
      .insertInto("community_comments")
      .values({ id: randomUUID(), post_id: otherPost, author_id: member.id, content: "좋아요", created_at: now })
      .execute();
    await db()
      .updateTable("community_posts")
      .set({ likes_count: sql`likes_count + 1`, reports_count: sql`reports_count + 1`, comments_count: sql`comments_count + 1` })
      .where("id", "=", otherPost)
      .execute();
  }

  await db()
    .insertInto("plan_share_links")
    .values({ id: randomUUID(), plan_id: plan.planId, token_hash: randomUUID(), created_by: member.id, created_at: now, revoked_at: null })
    .execute();
  const missionId = await insertMission(db(), plan.planId);
  await db()
    .insertInto("mission_completions")
    .values({ mission_id: missionId, plan_id: plan.planId, user_id: member.id, note: "다 했어요", points: 10, completed_at: now })
    .execute();
  await db()
    .insertInto("trip_feedback")
    .values({
      id: randomUUID(),
      order_id: plan.order.id,
      plan_id: plan.planId,
      user_id: member.id,
      rating: 5,
      comment: "최고",
      created_at: now,
    })
    .execute();
  const productId = randomUUID();
  await db()
    .insertInto("plan_products")
    .values({
      id: productId,
      plan_id: plan.planId,
      activity_id: plan.chapterIds[0]!,
      name: "체험",
      category: "experience",
      price: 1000,
      description: "",
      image_upload_id: null,
      position: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db()
    .insertInto("plan_cart_items")
    .values({ plan_id: plan.planId, product_id: productId, price_seen: 1000, added_by: member.id, added_at: now })
    .execute();

  const recording = await arrangeRecording({ userId: member.id });
  keys.push(
    ...(await db().selectFrom("session_recording_chunks").select("storage_key").where("recording_id", "=", recording.id).execute()).map(
      (row) => row.storage_key,
    ),
  );
  await db()
    .insertInto("replay_access_log")
    .values({
      id: randomUUID(),
      staff_id: plan.staff.id,
      recording_id: recording.id,
      session_id: recording.sessionId,
      subject_user_id: member.id,
      action: "view",
      created_at: now,
    })
    .execute();
  const view = {
    day: now.slice(0, 10),
    created_at: now,
    path: "/dashboard",
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    device_type: "mobile",
    browser: "Chrome",
    os: "Android",
    visitor_key: "k",
    session_id: null,
    user_id: member.id,
    source: "server" as const,
  };
  await db().insertInto("page_views").values(view).execute();
  await db()
    .insertInto("analytics_events")
    .values({
      day: view.day,
      received_at: now,
      occurred_at: now,
      session_id: "s",
      user_id: member.id,
      type: "click",
      name: null,
      path: "/",
      element: null,
      x: 1,
      y: 1,
      value: null,
      data: null,
      device_type: "mobile",
      browser: "Chrome",
      os: "Android",
    })
    .execute();
  return { member, staff: plan.staff, plan, book, session, keys, post, otherPost };
}

/** How many rows of `table` name `userId` in `column`. */
export async function rowsNaming(table: string, column: string, userId: string): Promise<number> {
  const { rows } = await sql<{
    count: number | string;
  }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db());
  return Number(rows[0]!.count);
}
