// The plan page's half of the offline copy (docs/decisions/0078-plan-offline.md), fetched after the
// page is idle and only on the family's plan page (app/components/plan/OfflineStatus.tsx): it writes
// the member's key, registers the worker for /travel/plan/, asks it to keep the plan (every tab and
// day, the calendar, the files and small photos), learns whether the page shows a stored copy, keeps
// missions completed without a connection and sends them once it is back, and stops other posts that
// need one (paying, sharing) with a word instead of an error screen.
import { enqueue, flushQueue, type Lock, outcomeOf, type QueuedCompletion, type QueueStore } from "./queue";
import { HINT_COOKIE, SW_SCOPE, SW_URL, warmList } from "./rules";

export interface OfflinePlan {
  hint: string;
  planId: string;
  days: number[];
  scripts: string[];
}

export interface OfflineState {
  /** When the copy shown was saved (ms), or null: the page is fresh from the server. */
  savedAt: number | null;
  /** The plan is kept on this phone (the last keeping finished). */
  kept: boolean;
  waiting: QueuedCompletion[];
  /** Missions the server refused for good (not this family's any more, gone). */
  refused: QueuedCompletion[];
  /** A post that needs a connection was stopped. */
  blocked: boolean;
}

const MISSION_ACTION = /^\/travel\/plan\/([^/]+)\/missions\/([^/]+)$/;

function localStore(hint: string): QueueStore {
  const key = `ft.offline.missions.${hint}`;
  return {
    read: () => {
      try {
        const entries = JSON.parse(localStorage.getItem(key) ?? "[]");
        return Array.isArray(entries) ? entries : [];
      } catch {
        return [];
      }
    },
    write: (entries) => {
      if (entries.length) localStorage.setItem(key, JSON.stringify(entries));
      else localStorage.removeItem(key);
    },
  };
}

/** One flush at a time across the phone's tabs (Web Locks), or in this tab only where there are none. */
const lock: Lock = (task) => (navigator.locks ? (navigator.locks.request("ft-offline-missions", task) as ReturnType<typeof task>) : task());

/** The completion as the mission's fetcher posts it, to its single-fetch address, redirects not followed. */
async function send(entry: QueuedCompletion) {
  const body = new URLSearchParams({ intent: "mission-complete", note: entry.note, via: "fetcher" });
  const address = `/travel/plan/${encodeURIComponent(entry.planId)}/missions/${encodeURIComponent(entry.missionId)}.data`;
  try {
    return outcomeOf(await fetch(address, { method: "POST", body, credentials: "same-origin", redirect: "manual" }));
  } catch {
    return outcomeOf(null);
  }
}

/**
 * The registration's worker once it is active. Not `navigator.serviceWorker.ready`: that waits for a
 * worker whose scope holds the address the document was first opened at, so a plan opened in the app
 * (from the dashboard) would wait for ever and never be kept.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onChange = () => {
      if (pending.state !== "activated" && pending.state !== "redundant") return;
      pending.removeEventListener("statechange", onChange);
      resolve(pending.state === "activated" ? pending : registration.active);
    };
    pending.addEventListener("statechange", onChange);
  });
}

/** Asks the worker and waits for its answer (null after `ms`). */
function ask<T>(worker: ServiceWorker, message: unknown, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ms);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data as T);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Starts it all; `revalidate` reloads the page's data once missions have gone. Returns a stop. */
export function startOffline(plan: OfflinePlan, onChange: (state: OfflineState) => void, revalidate: () => void): () => void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return () => {};
  const store = localStore(plan.hint);
  const state: OfflineState = { savedAt: null, kept: false, waiting: store.read(), refused: [], blocked: false };
  const update = (change: Partial<OfflineState>) => {
    Object.assign(state, change);
    onChange({ ...state, waiting: store.read() });
  };
  let stopped = false;

  const flush = async () => {
    if (!navigator.onLine || !store.read().length) return;
    const result = await flushQueue(store, send, lock);
    if (stopped) return;
    update({ refused: [...state.refused, ...result.refused] });
    if (result.sent.length || result.refused.length) revalidate();
  };

  // A post while offline: a mission's completion is kept; anything else (paying, sharing) waits for a connection.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    if (navigator.onLine && state.savedAt === null) return;
    event.preventDefault();
    event.stopPropagation();
    const data = new FormData(form, event.submitter);
    const mission = MISSION_ACTION.exec(new URL(form.action, location.href).pathname);
    if (mission && data.get("intent") === "mission-complete") {
      enqueue(store, {
        planId: decodeURIComponent(mission[1]!),
        missionId: decodeURIComponent(mission[2]!),
        title: form.closest("article")?.querySelector("h3")?.textContent?.trim() ?? "",
        note: String(data.get("note") ?? ""),
        queuedAt: new Date().toISOString(),
      });
      update({ blocked: false });
    } else {
      update({ blocked: true });
    }
  };
  const onOnline = () => {
    const copy = state.savedAt !== null;
    update({ blocked: false });
    // The server's plan replaces the copy (the worker asks the network first) once missions have gone.
    void flush().then(() => copy && revalidate());
  };
  // A copy shown while the phone says it is online (the signal came back, or is weak): ask again a little later, a few times.
  let retries = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.data?.type !== "ft-offline-served") return;
    const savedAt: number | null = event.data.savedAt ?? null;
    update({ savedAt });
    if (savedAt === null) {
      retries = 0;
      void flush();
    } else if (navigator.onLine && retries < 3) {
      retries += 1;
      clearTimeout(retry);
      retry = setTimeout(revalidate, 3000);
    }
  };
  // Before React's own listeners (they sit on the document), so a stopped post never starts.
  window.addEventListener("submit", onSubmit, true);
  window.addEventListener("online", onOnline);
  navigator.serviceWorker.addEventListener("message", onMessage);

  void (async () => {
    // The member's key, for the worker (it names the member's cache; the server clears it at sign-in and sign-out).
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
    document.cookie = `${HINT_COOKIE}=${plan.hint}; Path=/; Max-Age=2592000; SameSite=Lax${secure}`;
    try {
      const registration = await navigator.serviceWorker.register(`${SW_URL}?m=${plan.hint}`, { scope: SW_SCOPE });
      const active = await activeWorker(registration);
      if (!active || stopped) return;
      const status = await ask<{ savedAt: number | null }>(active, { type: "ft-offline-status" }, 3000);
      update({ savedAt: status?.savedAt ?? null });
      if (state.savedAt !== null || !navigator.onLine) return;
      void flush();
      const path = `/travel/plan/${encodeURIComponent(plan.planId)}`;
      const kept = await ask<{ ok: boolean }>(
        active,
        { type: "ft-offline-warm", urls: [...warmList(path, plan.days), ...plan.scripts] },
        60_000,
      );
      if (!stopped) update({ kept: kept?.ok === true });
    } catch (error) {
      console.warn("offline copy unavailable", error);
    }
  })();

  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener("submit", onSubmit, true);
    window.removeEventListener("online", onOnline);
    navigator.serviceWorker.removeEventListener("message", onMessage);
  };
}
