// An open-loop load at a fixed request rate: request i is due at start + i / rate whatever happened
// to the ones before it, and its latency is counted from that moment. A server that stalls therefore
// shows the stall in every request that was due meanwhile, instead of the client politely waiting
// (which is what a closed loop of N connections does, and why its tail hides queueing).
// Requests go over at most `connections` keep-alive sockets; a request that finds them all busy waits
// for one, and that wait is part of its latency too.
import http from "node:http";

/**
 * Runs `next(i)` → { kind, method?, path, headers?, body? } at `rate` requests a second for
 * `seconds`, after `warmupSeconds` at the same rate that are not counted. A response is an error
 * unless its status is 2xx or 3xx (`failures` counts them by status). Latencies are in milliseconds;
 * `samples` holds every counted request as [kind, latency, ok, due time since the start, status].
 * `onCounting` is called as the first counted request is sent (the warm-up is over); `onAnswer(spec,
 * status)` as each request is answered (the soak checks every acknowledged write against the database).
 */
/** What a phone's browser accepts over HTTPS: the server answers it with Brotli (server/compression.ts). */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

export async function fixedRate({ base, rate, seconds, warmupSeconds = 0, connections = 100, next, onCounting, onAnswer }) {
  // Idle sockets are let go after 4 s, before the server's 5 s keep-alive ends: a request sent on a
  // socket the server is closing fails with a reset that says nothing about the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: 4000 });
  const url = new URL(base);
  const interval = 1000 / rate;
  const warmup = Math.round(warmupSeconds * rate);
  const total = warmup + Math.round(seconds * rate);
  const samples = []; // [kind, latency ms, ok, due ms after start]
  const pending = new Set();
  const start = performance.now();
  let sent = 0;

  await new Promise((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  function fire(i) {
    const due = start + i * interval;
    const spec = next(i);
    const counted = i >= warmup;
    if (i === warmup) onCounting?.();
    const promise = new Promise((resolve) => {
      const finish = (status) => {
        const ok = status >= 200 && status < 400;
        if (counted) samples.push([spec.kind, performance.now() - due, ok, due - start, status]);
        onAnswer?.(spec, status);
        resolve();
      };
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? "GET",
          path: spec.path,
          headers: { "accept-encoding": BROWSER_ENCODINGS, ...spec.headers },
        },
        (response) => {
          response.on("data", () => {});
          response.on("end", () => finish(response.statusCode));
          response.on("error", () => finish("network error"));
        },
      );
      request.on("error", () => finish("network error"));
      request.end(spec.body);
    }).finally(() => pending.delete(promise));
    pending.add(promise);
  }

  const summarise = (rows) => {
    const latencies = rows.map((row) => row[1]).sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const failures = {};
    for (const row of rows) if (!row[2]) failures[row[4]] = (failures[row[4]] ?? 0) + 1;
    return {
      requests: rows.length,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1) ?? NaN,
      errors: rows.filter((row) => !row[2]).length,
      failures,
    };
  };
  const byKind = {};
  for (const kind of new Set(samples.map((row) => row[0]))) byKind[kind] = summarise(samples.filter((row) => row[0] === kind));
  return { ...summarise(samples), byKind, samples, elapsedSeconds: (performance.now() - start) / 1000 };
}
