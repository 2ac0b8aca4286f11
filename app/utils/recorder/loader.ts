// The session recorder's loader, a small chunk the tracker fetches once it has started (so no page's
// first script carries it, and only where tracking is not refused: Global Privacy Control or Do Not
// Track), with the analytics session id. Once the page is idle, for a sampled share of sessions
// (decided here, once a session; the share is configuration rendered on <html data-recording>), and
// only on a recordable path, it fetches the recorder (its own chunk, ./recorder.ts) and starts it.
// It shares no module with the tracker, so neither brings a shared chunk. Decision 59.
import { isRecordablePath } from "~/vocabulary/recording";

/** Session storage: '1' when this session is recorded, '0' when the draw said no. */
const SAMPLED_KEY = "ft.rec";

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

export function loadRecorderWhenIdle(sessionId: string): void {
  const rate = Number(document.documentElement.dataset.recording);
  if (!(rate > 0) || !sampled(rate)) return;
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
