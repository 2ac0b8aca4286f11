// The session recorder's loader, a small chunk the tracker fetches once it has started, only where
// tracking is not refused and only for a session the head's inline script drew into the recording
// sample (or one whose earlier page left chunks in the stash): ./early.ts. It first sends again what an
// earlier page of this tab could not deliver as it went (the stash, ./chunks.ts), on every page, recorded
// or not. Then, once the page is idle and only on a recordable path, it fetches the recorder (its own
// chunk, ./recorder.ts) and starts it. It shares no module with the tracker, so neither brings a shared
// chunk. Decision 59.
import { isRecordablePath } from "~/vocabulary/recording";
import { gzip, KEEPALIVE_BYTES, resendStashed } from "./chunks";
import { SAMPLED_KEY } from "./early";

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

function recorded(): boolean {
  try {
    return sessionStorage.getItem(SAMPLED_KEY) === "1";
  } catch {
    return false;
  }
}

export function loadRecorderWhenIdle(sessionId: string): void {
  resend();
  // Back from the back-forward cache: what the page stashed as it went.
  addEventListener("pageshow", (event) => event.persisted && resend());
  if (!recorded()) return;
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
