// The built server with the S3 adapter, against s3rver on a random port: the demo feed's photos are
// stored in the bucket at start, and a member writes a review through the real HTTP stack — the
// three upload steps (the PUT going to the bucket's presigned address), the no-JS multi-file post,
// publishing — and the sizes served from the bucket carry no GPS tags.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalBucket, startBucket } from "../support/bucket";
import { type RunningServer, recordImports, startServer } from "../support/server";

if (!existsSync("build/server.js")) throw new Error("Run `npm run build` before the server tests.");

async function phonePhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Make: "FamilyCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 45/1 0/1" } })
    .toBuffer();
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("uploads on the S3 adapter", () => {
  let bucket: LocalBucket;
  let server: RunningServer;
  let cookie = "";
  const imports = recordImports();

  beforeAll(async () => {
    bucket = await startBucket("family-photos");
    server = await startServer(
      {
        DATABASE_URL: join(mkdtempSync(join(tmpdir(), "s3-server-")), "app.db"),
        SESSION_SECRET: "s3-server-test-secret-0123456789abcdefghijklmnop",
        DEMO_DATA: "true",
        STORAGE_S3_BUCKET: "family-photos",
        STORAGE_S3_ENDPOINT: bucket.endpoint,
        STORAGE_S3_REGION: "us-east-1",
        STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
        STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
        ...imports.env,
      },
      { nodeArgs: imports.nodeArgs },
    );
    const signIn = await fetch(`${server.url}/auth/demo`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    cookie = cookieOf(signIn);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await bucket?.close();
  });

  const post = (path: string, body: BodyInit, type: string, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie, "Content-Type": type, ...extra },
      body,
    });

  it("publishes a review whose photos went to the bucket, and serves their sizes without GPS", { timeout: 120_000 }, async () => {
    // The SDK and sharp wait for their first use, the bucket configured or not (decision 66).
    const waiting = ["@aws-sdk/client-s3", "@aws-sdk/s3-request-presigner", "sharp"];
    expect(waiting.filter((name) => imports.packages(server.pid).has(name))).toEqual([]);

    // Step 1 with JavaScript: a draft, then address → PUT to the bucket → confirm into the draft.
    const start = await post("/post/create", "intent=start", "application/x-www-form-urlencoded");
    expect(start.status).toBe(302);
    const draftPath = start.headers.get("location") ?? "";
    const draftId = new URL(draftPath, server.url).searchParams.get("draft") ?? "";
    expect(draftId).not.toBe("");

    const photo = await phonePhoto("#3377aa");
    const presign = await post(
      "/storage/presigned-url",
      JSON.stringify({ fileName: "sea.jpg", fileType: "image/jpeg", fileSize: photo.length, category: "community", entityId: draftId }),
      "application/json",
    );
    expect(presign.status).toBe(200);
    const address = (await presign.json()) as { uploadUrl: string; headers: Record<string, string>; s3Key: string };
    expect(new URL(address.uploadUrl).origin).not.toBe(server.url);
    const put = await fetch(address.uploadUrl, { method: "PUT", headers: address.headers, body: new Uint8Array(photo) });
    expect(put.status).toBe(200);
    const confirm = await post(
      "/storage/confirm-upload",
      JSON.stringify({ s3Key: address.s3Key, fileName: "sea.jpg", category: "community", entityId: draftId }),
      "application/json",
    );
    expect(confirm.status).toBe(200);
    const confirmed = (await confirm.json()) as { id: string; url: string; cdnUrl: string; s3Key: string };
    expect(confirmed.url).toMatch(/^\/media\/v\//);

    // Step 1 without JavaScript: a second photo in a multi-file post, streamed through the adapter.
    const form = new FormData();
    form.append("intent", "upload");
    form.append("photos", new Blob([new Uint8Array(await phonePhoto("#aa7733"))], { type: "image/jpeg" }), "market.jpg");
    const multipart = await fetch(`${server.url}${draftPath}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie },
      body: form,
    });
    expect(multipart.status).toBe(302);

    const publish = await post(
      `${draftPath}&step=2`,
      new URLSearchParams({ intent: "publish", goodPoints: "바다", newLocationTag: "강릉" }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(publish.status).toBe(302);
    expect(publish.headers.get("location")).toBe(`/post/${draftId}`);

    for (const path of [confirmed.url, confirmed.url.replace(/\.jpg$/, ".webp")]) {
      const media = await fetch(`${server.url}${path}`);
      expect(media.status).toBe(200);
      expect(media.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    // The original never is.
    expect((await fetch(`${server.url}/media/${address.s3Key}`)).status).toBe(404);
    // Loaded by the built server's first presign and first picture, as the steps above needed them.
    expect(waiting.filter((name) => imports.packages(server.pid).has(name))).toEqual(waiting);
  });
});
