// A form body over the limit from a client that keeps writing (a 10 MB post, sent a chunk at a time
// while the answer is read) gets the 413 page every time, not a reset connection: the server answers
// while the body is still coming and reads the rest before it closes (server/refuse.ts, lingerAfterRefusal).
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorld, type World } from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";

const MiB = 1024 * 1024;
const TOTAL = 10 * MiB;
const CHUNK = 64 * 1024;

interface Answer {
  /** The status line's code, or null when the connection ended without one. */
  status: number | null;
  body: string;
  /** Whether every byte of the body was written (a reset or a closed connection stops the writer). */
  sentAll: boolean;
  error?: string;
}

/**
 * Posts `TOTAL` bytes of form to `path` on a raw connection, a chunk every few milliseconds, whatever
 * comes back meanwhile; resolves with what was read once the connection has closed (a reset is an error).
 */
function postSlowly(world: World, path: string, chunked: boolean): Promise<Answer> {
  const { hostname, port } = new URL(world.url);
  return new Promise((resolve) => {
    // Half-open allowed: the server's end of the answer must not stop this client writing.
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const received: Buffer[] = [];
    let error: string | undefined;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const chunk = Buffer.alloc(CHUNK, "a");
    const frame = (data: Buffer) =>
      chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]) : data;
    const writeNext = () => {
      if (socket.destroyed || socket.writableEnded) return;
      if (sent >= TOTAL) {
        // All sent: this client is done and says so; the server may now close.
        socket.end(chunked ? "0\r\n\r\n" : "");
        return;
      }
      const data = sent === 0 ? Buffer.concat([Buffer.from("a="), chunk.subarray(2)]) : chunk;
      sent += data.length;
      socket.write(frame(data), () => {
        timer = setTimeout(writeNext, 2);
      });
    };
    socket.on("connect", () => {
      const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${TOTAL}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${world.url}\r\nAccept: text/html\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
      );
      writeNext();
    });
    socket.on("data", (data) => received.push(data));
    socket.on("error", (e) => {
      error = e.message;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString("utf8");
      const status = text.match(/^HTTP\/1\.1 (\d{3})/);
      resolve({ status: status ? Number(status[1]) : null, body: text, sentAll: sent >= TOTAL && socket.writableFinished, error });
    });
    // The answer read, the client stops too after a while (a browser would show the page).
    socket.setTimeout(30_000, () => socket.destroy());
  });
}

describe.each(sweepEngines())("a 10 MB form post on $name", (engine) => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(engine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  for (const chunked of [false, true]) {
    it(`is answered 413 with the page, every time (${chunked ? "streamed without a length" : "declared length"})`, {
      timeout: 240_000,
    }, async () => {
      const answers = await Promise.all(Array.from({ length: 3 }, () => postSlowly(world, "/logout", chunked)));
      for (const answer of answers) {
        expect(answer.error, answer.body.slice(0, 300)).toBeUndefined();
        expect(answer.sentAll).toBe(true);
        expect(answer.status).toBe(413);
        expect(answer.body).toContain("보낸 내용이 너무 큽니다");
      }
    });
  }
});

if (!process.env.TEST_DATABASE_URL) describe.skip(POSTGRES_SKIPPED, () => it("skipped", () => undefined));
