// The local S3 server of `npm run s3:local` and of the S3 adapter's tests (scripts/local-s3.mjs): a PUT
// is never lost to a delete that empties its folder at the same moment, as happens when the demo seed
// stores its photos a few at a time under incoming/<day>/ and removes each original once sized. The
// client tries each request once, so nothing here is saved by a retry.
import { DeleteObjectsCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type LocalBucket, startBucket } from "../support/bucket";

let bucket: LocalBucket;
let client: S3Client;

beforeAll(async () => {
  bucket = await startBucket("together");
  client = new S3Client({
    endpoint: bucket.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client?.destroy();
  await bucket?.close();
});

it("keeps every object put while others leave the same folder", async () => {
  const body = Buffer.alloc(20_000, 1);
  const failures: string[] = [];
  for (let round = 0; round < 60; round++) {
    await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const Key = `incoming/day/${round}-${index}`;
        try {
          await client.send(new PutObjectCommand({ Bucket: "together", Key, Body: body }));
          const stored = await client.send(new HeadObjectCommand({ Bucket: "together", Key }));
          expect(stored.ContentLength).toBe(body.length);
          await client.send(new DeleteObjectsCommand({ Bucket: "together", Delete: { Objects: [{ Key }], Quiet: true } }));
        } catch (error) {
          failures.push(`${Key}: ${(error as Error).name}`);
        }
      }),
    );
  }
  expect(failures).toEqual([]);
  // 720 requests: a busy machine takes longer than the default 5 s; the test is about losses, not speed.
}, 30_000);
