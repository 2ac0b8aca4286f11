// The plan's service worker, written by hand (docs/decisions/0078-plan-offline.md), built on its own by
// scripts/build-sw.mjs into public/plan-sw.js and registered by the plan page only, for /travel/plan/.
// What it keeps is decided by rules.ts; here is only how:
// - the plan's pages, their loader data and the calendar: the network first (staff's edits arrive at
//   the next connection), the stored copy when there is no answer (or none within NETWORK_TIMEOUT_MS),
//   and the page told that it shows a copy and from when;
// - the build's files and the small photos: the stored copy first (they never change under one name);
//   offline, a larger size of a photo is answered with its small one;
// - everything under one cache per member, named by the key the page writes into a cookie. No key (signed
//   out, or signed in anew), no copy shown and every cache emptied; a sign-out post empties them too.
import {
  addressesInPage,
  CACHE_PREFIX,
  cacheNameOf,
  HINT_COOKIE,
  isHint,
  isSignOut,
  mayStore,
  NETWORK_TIMEOUT_MS,
  type OfflineRule,
  offlineRule,
  SAVED_AT_HEADER,
} from "./rules";

// The few worker types this file uses (the DOM library is the project's; the WebWorker one would clash).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  data: { type?: string; urls?: unknown } | null;
  ports: readonly MessagePort[];
  source: { id: string } | null;
}
interface WorkerScope {
  location: Location;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  clients: { claim(): Promise<void>; get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  registration: { unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageFromPage) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/** When the last plan page or data each page (client) got was a stored copy (ms), or null: fresh. */
const served = new Map<string, number | null>();

/** The signed-in member's key: the cookie (read where the browser lets a worker), else the one the page registered with. */
async function currentHint(): Promise<string | null> {
  if (worker.cookieStore) {
    try {
      const cookie = await worker.cookieStore.get(HINT_COOKIE);
      return isHint(cookie?.value) ? cookie.value : null;
    } catch {
      // Fall through to the registration's key.
    }
  }
  const registered = new URL(worker.location.href).searchParams.get("m");
  return isHint(registered) ? registered : null;
}

/** Empties every cache of ours but `keep`'s. */
async function dropCaches(keep: string | null = null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== keep).map((name) => caches.delete(name)));
}

const at = (key: string) => new URL(key, origin).href;
const savedAtOf = (response: Response) => Number(response.headers.get(SAVED_AT_HEADER)) || null;

/** Stores a good answer under its key with the time; a page also brings the files and small photos it names. */
async function store(cache: Cache, rule: OfflineRule, response: Response): Promise<void> {
  if (!rule.store || !mayStore(response)) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const body = await response.arrayBuffer();
  await cache.put(at(rule.key), new Response(body, { status: response.status, statusText: response.statusText, headers }));
  if (rule.kind === "document") await keepAll(cache, addressesInPage(new TextDecoder().decode(body)));
}

/** Fetches and stores each address, a few at a time (files and photos only when not stored yet). Whether all arrived. */
async function keepAll(cache: Cache, addresses: readonly string[]): Promise<boolean> {
  const queue = [...addresses];
  let complete = true;
  const next = async (): Promise<void> => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const rule = offlineRule({ method: "GET", url: at(address) }, origin);
      if (!rule?.store) continue;
      if ((rule.kind === "asset" || rule.kind === "photo") && (await cache.match(at(rule.key)))) continue;
      try {
        // A prefetch: the server counts no page view for it (server/page-views.ts).
        const response = await fetch(at(address), { credentials: "same-origin", headers: { Purpose: "prefetch" } });
        if (mayStore(response)) await store(cache, rule, response);
        else complete = false;
      } catch {
        complete = false;
      }
    }
  };
  await Promise.all([next(), next(), next()]);
  return complete;
}

/** A stored copy of the rule's key, else of its fallbacks (a photo's: any stored size of it, the same format first). */
async function storedCopy(cache: Cache, rule: OfflineRule): Promise<Response | undefined> {
  const exact = await cache.match(at(rule.key));
  if (exact || !rule.fallbacks.length) return exact;
  if (rule.kind === "photo") {
    const folder = at(rule.fallbacks[0]!);
    const sizes = (await cache.keys()).filter((request) => request.url.startsWith(folder));
    const format = rule.key.slice(rule.key.lastIndexOf("."));
    const chosen = sizes.find((request) => request.url.endsWith(format)) ?? sizes[0];
    return chosen ? cache.match(chosen) : undefined;
  }
  for (const fallback of rule.fallbacks) {
    const copy = await cache.match(at(fallback));
    if (copy) return copy;
  }
  return undefined;
}

/** Tells the page whether it shows a stored copy (the plan's page and data only; the shell's data does not count). */
function tell(event: FetchEvent, rule: OfflineRule, savedAt: number | null): void {
  if (rule.kind === "document") served.set(event.resultingClientId, savedAt);
  if (rule.kind !== "data" || rule.key.endsWith("_routes=root")) return;
  served.set(event.clientId, savedAt);
  event.waitUntil(worker.clients.get(event.clientId).then((client) => client?.postMessage({ type: "ft-offline-served", savedAt })));
}

const OFFLINE_PAGE = `<!doctype html><html lang="ko"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>연결 없음 - 패밀리트립</title><main style="font-family:sans-serif;padding:24px"><h1>인터넷에 연결되어 있지 않아요</h1><p>이 화면은 아직 저장되지 않았어요. 연결되면 다시 열어 주세요.</p><p><a href="/dashboard">내 여행으로</a></p></main></html>`;

function offlineAnswer(rule: OfflineRule): Response {
  if (rule.kind === "document")
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  return Response.error();
}

async function answer(event: FetchEvent, rule: OfflineRule): Promise<Response> {
  const hint = await currentHint();
  if (!hint) {
    // Signed out (or signed in anew): nothing kept is shown, and nothing stays.
    event.waitUntil(dropCaches());
    return fetch(event.request);
  }
  const cache = await caches.open(cacheNameOf(hint));

  if (rule.kind === "asset" || rule.kind === "photo") {
    const exact = await cache.match(at(rule.key));
    if (exact) return exact;
    try {
      const response = await fetch(event.request);
      if (rule.store && mayStore(response)) event.waitUntil(store(cache, rule, response.clone()));
      return response;
    } catch (error) {
      const copy = await storedCopy(cache, rule);
      if (copy) return copy;
      throw error;
    }
  }

  // The plan's pages, data and calendar: the network first.
  const network = fetch(event.request).then(async (response) => {
    if (mayStore(response)) await store(cache, rule, response.clone());
    return response;
  });
  const copy = await storedCopy(cache, rule);
  if (!copy) {
    tell(event, rule, null);
    return network.catch(() => offlineAnswer(rule));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
  });
  const first = await Promise.race([network.catch(() => null), late]);
  clearTimeout(timer);
  // A server error with a copy at hand: the copy (the family is on the road, not debugging).
  if (first && first.status < 500) {
    tell(event, rule, null);
    return first;
  }
  // An answer that comes late still refreshes the copy.
  event.waitUntil(network.catch(() => undefined));
  tell(event, rule, savedAtOf(copy));
  return copy;
}

worker.addEventListener("install", () => {
  void worker.skipWaiting();
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await worker.clients.claim();
      const hint = await currentHint();
      await dropCaches(hint ? cacheNameOf(hint) : null);
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (isSignOut(request, origin)) {
    // The post goes on as usual; the copies go now, and the worker with them.
    event.waitUntil(dropCaches().then(() => worker.registration.unregister()));
    return;
  }
  const rule = offlineRule(request, origin);
  if (rule) event.respondWith(answer(event, rule));
});

worker.addEventListener("message", (event) => {
  const port = event.ports[0];
  const type = event.data?.type;
  if (type === "ft-offline-status") {
    port?.postMessage({ savedAt: (event.source && served.get(event.source.id)) ?? null });
    return;
  }
  if (type === "ft-offline-warm" && Array.isArray(event.data?.urls)) {
    const urls = event.data.urls.filter((url): url is string => typeof url === "string");
    event.waitUntil(
      (async () => {
        const hint = await currentHint();
        if (!hint) return port?.postMessage({ ok: false });
        await dropCaches(cacheNameOf(hint));
        const ok = await keepAll(await caches.open(cacheNameOf(hint)), urls);
        port?.postMessage({ ok });
      })(),
    );
  }
});
