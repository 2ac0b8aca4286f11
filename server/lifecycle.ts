// The process's life as a load balancer sees it (docs/decisions/0086-graceful-stop-and-health.md):
// `GET /healthz` (the process is up), `GET /readyz` (it is worth sending requests to: migrations done,
// the database answering, not stopping), and a stop on SIGTERM that lets requests under way finish.
//
// Both checks are answered first of all, before page views are counted, pages shared, limits or
// anything else: neither is ever a page view, a recording or a write, and both stay cheap.
import type { Server } from "node:http";
import type { RequestHandler } from "express";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** How long the readiness check waits for the database: a database that does not answer is not ready. */
const READY_QUERY_MS = 2_000;

export interface Lifecycle {
  /** Answers the two checks; tells clients to close their connection while the process stops. */
  middleware: RequestHandler;
  /** The migrations ran in this process (readiness waits for it). */
  markMigrated: () => void;
  /** Stopping: readiness says no from now on. */
  readonly draining: boolean;
  /**
   * Stops the server: no new connection is accepted, requests under way finish (at most `graceMs`,
   * then their connections are cut), then `after` runs (jobs stopped, page views written, the
   * database closed).
   */
  stop: (server: Server, graceMs: number, after: (remainingMs: number) => Promise<void>) => Promise<void>;
}

function plain(res: Parameters<RequestHandler>[1], status: number, text: string): void {
  res
    .status(status)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
    .send(text);
}

/** `databaseReady` answers whether the database is reachable and migrated (db/migrate.ts's isMigrated). */
export function lifecycle(databaseReady: () => Promise<boolean>): Lifecycle {
  let migrated = false;
  let draining = false;
  let stopping: Promise<void> | null = null;

  const ready = async (): Promise<string | null> => {
    if (draining) return "stopping";
    if (!migrated) return "migrations not done";
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = await Promise.race([
        databaseReady(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), READY_QUERY_MS).unref();
        }),
      ]);
      if (answered === "timeout") return "database not answering";
      return answered ? null : "migrations not done";
    } catch {
      return "database not answering";
    } finally {
      clearTimeout(timer);
    }
  };

  // The answers under way, so that those whose headers are not yet written when the stop begins say
  // `Connection: close` too (a keep-alive client would otherwise send its next request to a closed port).
  const underWay = new Set<Parameters<RequestHandler>[1]>();

  const middleware: RequestHandler = (req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    else {
      underWay.add(res);
      res.once("close", () => underWay.delete(res));
    }
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === HEALTH_PATH) return plain(res, 200, "ok");
    if (req.path !== READY_PATH) return next();
    ready()
      .then((problem) => plain(res, problem ? 503 : 200, problem ?? "ready"))
      .catch(next);
  };

  const stop: Lifecycle["stop"] = (server, graceMs, after) => {
    stopping ??= (async () => {
      const started = Date.now();
      draining = true;
      for (const res of underWay) if (!res.headersSent) res.setHeader("Connection", "close");
      // No new connection from here; idle keep-alive connections close now, busy ones after their
      // answer (which says `Connection: close`).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100).unref();
      let bound: NodeJS.Timeout | undefined;
      const cut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => {
          bound = setTimeout(() => resolve(true), graceMs).unref();
        }),
      ]);
      clearInterval(idleSweep);
      clearTimeout(bound);
      if (cut) {
        console.error(`stopping: requests still under way after ${graceMs} ms were cut`);
        server.closeAllConnections();
      }
      await after(Math.max(0, graceMs - (Date.now() - started)));
    })();
    return stopping;
  };

  return {
    middleware,
    markMigrated: () => {
      migrated = true;
    },
    get draining() {
      return draining;
    },
    stop,
  };
}
