// The built server on the local-disk adapter and on the S3 adapter (s3rver): a family uploads a
// mission proof through the three steps and a staff account uploads a plan image through the no-JS
// form; the proof's sizes are served to the family and staff with private caching and to nobody else
// (404), a share link's visitor sees them only once the family allowed it, and public photos keep
// their year-long public caching. No print master or original is reachable through /media.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShareLink, setSharePhotos } from "~/models/plans/sharing.server";
import { type Actor, arrangeMember, arrangeSentPlan, arrangeStaff, startWorld, visitor, type World } from "../support/actors";
import { type LocalBucket, startBucket } from "../support/bucket";
import { sweepEngines } from "../support/engines";
import { insertMission } from "../support/missions";

async function phonePhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 500, height: 300, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 45/1 0/1" } })
    .toBuffer();
}

const json = (value: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });

for (const adapter of ["local", "s3"] as const) {
  describe(`private photos on the ${adapter} adapter`, () => {
    let world: World;
    let bucket: LocalBucket | undefined;
    let family: Actor;
    let stranger: Actor;
    let staff: Actor;
    let planId = "";

    beforeAll(async () => {
      if (adapter === "s3") bucket = await startBucket("private-photos");
      const env: Record<string, string> = bucket
        ? {
            STORAGE_S3_BUCKET: "private-photos",
            STORAGE_S3_ENDPOINT: bucket.endpoint,
            STORAGE_S3_REGION: "us-east-1",
            STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
            STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
          }
        : {};
      world = await startWorld(sweepEngines()[0]!, env);
      family = await arrangeMember(world);
      stranger = await arrangeMember(world);
      staff = await arrangeStaff(world);
      planId = (await arrangeSentPlan(world, family)).planId;
    }, 120_000);

    afterAll(async () => {
      await world?.stop();
      await bucket?.close();
    });

    it("serves a mission proof to its family and staff only, privately, and on a share link once allowed", {
      timeout: 60_000,
    }, async () => {
      const photo = await phonePhoto("#227744");
      const target = { category: "mission-proof", entityId: await insertMission(world.db(), planId), parentId: planId };
      // Someone else's plan: refused at the first step.
      const refused = await world.request(
        stranger,
        "/storage/presigned-url",
        json({ fileName: "a.jpg", fileType: "image/jpeg", fileSize: photo.length, ...target }),
      );
      expect(refused.status).toBe(404);

      const presign = await world.request(
        family,
        "/storage/presigned-url",
        json({ fileName: "a.jpg", fileType: "image/jpeg", fileSize: photo.length, ...target }),
      );
      expect(presign.status).toBe(200);
      const address = (await presign.json()) as { uploadUrl: string; headers: Record<string, string>; s3Key: string };
      const put = await fetch(new URL(address.uploadUrl, world.url), {
        method: "PUT",
        headers: address.headers,
        body: new Uint8Array(photo),
      });
      expect(put.status).toBe(200);
      const confirm = await world.request(family, "/storage/confirm-upload", json({ s3Key: address.s3Key, fileName: "a.jpg", ...target }));
      expect(confirm.status).toBe(200);
      const { url, id } = (await confirm.json()) as { url: string; id: string };
      expect(url).toMatch(/^\/media\/p\//);

      for (const path of [url, url.replace(/\.jpg$/, ".webp")]) {
        for (const nobody of [visitor, stranger]) {
          const denied = await world.request(nobody, path);
          expect(denied.status).toBe(404);
        }
        for (const allowed of [family, staff]) {
          const answer = await world.request(allowed, path);
          expect(answer.status).toBe(200);
          expect(answer.headers.get("cache-control")).toMatch(/^private/);
          const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
          expect(meta.exif).toBeUndefined();
        }
      }
      // The same size under the public prefix, the original and a guessed master: never served.
      expect((await world.request(family, url.replace("/media/p/", "/media/v/"))).status).toBe(404);
      expect((await world.request(family, `/media/m/${id}/master.jpg`)).status).toBe(404);
      expect((await world.request(family, `/media/${address.s3Key}`)).status).toBe(404);

      // A share link shows them only when the family allowed it.
      world.use();
      const link = await createShareLink({ planId, createdBy: family.user!.id });
      if (!link.ok) throw new Error(link.reason);
      const shared = `${url}?share=${link.token}`;
      expect((await world.request(visitor, shared)).status).toBe(404);
      world.use();
      await setSharePhotos({ planId, userId: family.user!.id, allowed: true });
      const opened = await world.request(visitor, shared);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("cache-control")).toMatch(/^private/);
    });

    it("takes a staff account's photos in the plan's image library without JavaScript, and serves them publicly", {
      timeout: 60_000,
    }, async () => {
      const form = new FormData();
      form.append("intent", "upload");
      form.append("photos", new Blob([new Uint8Array(await phonePhoto("#884422"))], { type: "image/jpeg" }), "lighthouse.jpg");
      form.append("photos", new Blob([new Uint8Array(await phonePhoto("#224488"))], { type: "image/jpeg" }), "harbour.jpg");
      const posted = await world.request(staff, `/admin/plan/${planId}/images`, { method: "POST", body: form });
      expect(posted.status).toBe(302);
      const page = await world.request(staff, `/admin/plan/${planId}/images`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('alt="lighthouse.jpg"');
      expect(html).toContain('alt="harbour.jpg"');
      const src = /src="(\/media\/v\/[^"]+\.jpg)"/.exec(html)?.[1];
      expect(src).toBeDefined();
      const image = await world.request(visitor, src!);
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

      // A member posting to the library changes nothing (the back office's guard).
      const member = await world.request(family, `/admin/plan/${planId}/images`, { method: "POST", body: form });
      expect(member.status).toBe(403);
    });
  });
}

describe("the upload budget over HTTP", () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld(sweepEngines()[0]!, { WRITE_LIMIT_PER_MEMBER: "3", UPLOAD_LIMIT_PER_MINUTE: "5" });
  }, 120_000);

  afterAll(async () => {
    await world?.stop();
  });

  it("lets more photos through than the write limit allows writes, then refuses with its own message", { timeout: 60_000 }, async () => {
    const member = await arrangeMember(world);
    const ask = () =>
      world.request(
        member,
        "/storage/presigned-url",
        json({ fileName: "a.jpg", fileType: "image/jpeg", fileSize: 1000, category: "review" }),
      );
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toBe("사진을 너무 많이 올렸어요. 잠시 후 다시 시도해주세요");

    // Every other write still counts against the write limit (three a minute here).
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await world.request(member, "/dashboard", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=read-all",
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
