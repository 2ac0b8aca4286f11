// The session recorder's loader, a small chunk the tracker fetches once it has started (so no page's
// first script carries it, and only where tracking is not refused: Global Privacy Control or Do Not
// Track), with the analytics session id. It first sends again what an earlier page of this tab could
// not deliver as it went (the stash, ./chunks.ts), on every tracked page, recorded or not. Then,
// once the page is idle, for a sampled share of sessions (decided here, once a session; the share is
// configuration rendered on <html data-recording>), and only on a recordable path, it fetches the
// recorder (its own chunk, ./recorder.ts) and starts it; a session not sampled forgets the early
// inputs (./early.ts). It shares no module with the tracker, so neither brings a shared chunk. Decision 59.
import { isRecordablePath } from "~/vocabulary/recording";
import { gzip, KEEPALIVE_BYTES, resendStashed } from "./chunks";
import { SAMPLED_KEY, takeEarlyInputs } from "./early";

function sampled(rate: number): boolean {
  try {
    let drawn = sessionStorage.getItem(SAMPLED_KEY);
    if (drawn === null) {
      drawn = Math.random() < rate ? "1" : "0";
      sessionStorage.setItem(SAMPLED_KEY, drawn);
    }
    return drawn === "1";
  } catch {
    return false;
  }
}

/** The stash, sent again compressed (a chunk of a page's first snapshot may be over the endpoint's cap as plain JSON). */
function resend(): void {
  resendStashed(async (address, body) => {
    const bytes = await gzip(body);
    const response = await fetch(address, {
      method: "POST",
      body: bytes as BodyInit,
      keepalive: bytes.byteLength <= KEEPALIVE_BYTES,
      headers: { "Content-Type": "application/octet-stream" },
    });
    return response.status;
  }).catch(() => {});
}

export function loadRecorderWhenIdle(sessionId: string): void {
  resend();
  // Back from the back-forward cache: what the page stashed as it was hidden.
  addEventListener("pageshow", (event) => event.persisted && resend());
  const rate = Number(document.documentElement.dataset.recording);
  if (!(rate > 0) || !sampled(rate)) {
    takeEarlyInputs();
    return;
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  // Waits on a path never recorded (a payment, the back office) until the visitor leaves it.
  const tryLoad = () => {
    if (!isRecordablePath(location.pathname)) return false;
    clearInterval(timer);
    import("./recorder").then((recorder) => recorder.startRecorder(sessionId)).catch(() => {});
    return true;
  };
  const whenIdle = (run: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 2000);
  whenIdle(() => {
    if (!tryLoad()) timer = setInterval(tryLoad, 1000);
  });
}
