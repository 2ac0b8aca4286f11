// A local S3-compatible server (s3rver, as scripts/local-s3.mjs makes it) for the S3 adapter's tests:
// one empty bucket, on a random port.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalS3 } from "../../scripts/local-s3.mjs";

export interface LocalBucket {
  /** The server's address, for the adapter's `endpoint` (path-style; credentials S3RVER/S3RVER). */
  endpoint: string;
  close: () => Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with the bucket `name`, its files in a fresh temporary folder. */
export async function startBucket(name: string): Promise<LocalBucket> {
  const server = createLocalS3({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "s3rver-")),
    configureBuckets: [{ name, configs: [] }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
