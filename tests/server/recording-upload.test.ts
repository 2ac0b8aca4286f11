// The recording endpoint behind the built server (decision 59): a chunk larger than a form's 64 KiB
// passes the server's body cap on this path alone, up to its own 256 KiB; and /media never serves a
// stored chunk.
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_BODY_LIMIT } from "~/vocabulary/recording";
import { startWorld, type World } from "../support/actors";
import { sqliteEngine } from "../support/engines";

const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** A valid chunk whose gzip is about `bytes` long (random text hardly compresses). */
function chunkOf(bytes: number): Uint8Array<ArrayBuffer> {
  // Base64 of random bytes gzips back to about their count.
  const noise = randomBytes(bytes).toString("base64");
  const events = [
    { type: 4, timestamp: Date.now(), data: { href: "http://localhost/", width: 390, height: 844 } },
    { type: 5, timestamp: Date.now(), data: { tag: "note", payload: noise } },
  ];
  return new Uint8Array(gzipSync(JSON.stringify({ events })));
}

describe("the recording endpoint on the built server", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(sqliteEngine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  const post = (recording: string, seq: number, body: Uint8Array<ArrayBuffer>) =>
    fetch(`${world.url}/api/recordings?recording=${recording}&session=s_serversweep&seq=${seq}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/octet-stream", Origin: world.url, "User-Agent": PHONE_CHROME, Accept: "application/json" },
    });

  it("takes a chunk over a form's 64 KiB, refuses one over its own cap, and /media never serves it", async () => {
    const recording = `r_server${Date.now().toString(36)}`;
    const large = chunkOf(100 * 1024);
    expect(large.byteLength).toBeGreaterThan(64 * 1024);
    expect(large.byteLength).toBeLessThan(RECORDING_BODY_LIMIT);
    expect((await post(recording, 0, large)).status).toBe(204);

    const tooLarge = chunkOf(RECORDING_BODY_LIMIT + 10 * 1024);
    expect(tooLarge.byteLength).toBeGreaterThan(RECORDING_BODY_LIMIT);
    expect((await post(recording, 1, tooLarge)).status).toBe(413);

    // Another path keeps the form's cap.
    const elsewhere = await fetch(`${world.url}/logout`, {
      method: "POST",
      body: large,
      headers: { "Content-Type": "application/octet-stream", Origin: world.url, "User-Agent": PHONE_CHROME },
    });
    expect(elsewhere.status).toBe(413);

    for (const path of [`/media/rec/${recording}/000000.json.gz`, `/media/v/../rec/${recording}/000000.json.gz`]) {
      expect((await fetch(`${world.url}${path}`)).status).toBe(404);
    }
  }, 60_000);
});
