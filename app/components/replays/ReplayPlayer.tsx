// The session player (decision 60). Loaded only by the replay dialog, on demand
// (import() in ReplayIsland), so @rrweb/replay reaches no other page's script. It asks the server for
// the recording's events (which writes the access log line), replays them in rrweb's sandboxed
// iframe, scaled to fit, and draws its own controls: play/pause with a '재생 중' badge, a seek slider
// with the rage clicks and errors marked on it, ±10 s, speeds 0.5x–8x, fullscreen, and the recent
// events, console and network panels, read at the playback position (polled every 100 ms).
// Playback reaching the end calls onFinish (the dialog closes).

import { Replayer } from "@rrweb/replay";
import type { eventWithTime } from "@rrweb/types";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
// Loaded on demand, this module is one of esbuild's entry points: reaching React without React DOM
// would split React out of the shared runtime every customer page loads (+0.7 KiB gzip on each;
// docs/decisions/0061-on-demand-and-the-shared-runtime.md). Importing Remix (its runtime, not a hook) keeps them one chunk.
import "@remix-run/react";
import { formatReplayTime, REPLAY_MESSAGES as M, replayEventLabel } from "~/messages/replays";
import type { ConsoleEntry, NetworkEntry, ReplayMarker } from "~/models/analytics/replays.server";

export interface ReplayData {
  events: eventWithTime[];
  console: ConsoleEntry[];
  network: NetworkEntry[];
  markers: ReplayMarker[];
}

const SPEEDS = [0.5, 1, 2, 4, 8] as const;
const SKIP_MS = 10_000;
const POLL_MS = 100;
const RECENT = { count: 15, withinMs: 5_000 } as const;
const CONSOLE_SHOWN = 30;
const NETWORK_SHOWN = 20;
const MOUSE_TAIL_MS = 500;

class ReplayLoadError extends Error {
  constructor(
    readonly kind: "not-found" | "failed",
    message: string,
  ) {
    super(message);
  }
}

/**
 * The recording's events. The browser keeps the answer per recording and asks the server again on
 * every opening (no-cache with an ETag: a 304 reuses the copy, and the server still logs the opening).
 */
async function fetchReplay(recordingId: string, signal: AbortSignal): Promise<ReplayData> {
  const response = await fetch(`/admin/replays/${encodeURIComponent(recordingId)}/events`, {
    signal,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (response.status === 404) throw new ReplayLoadError("not-found", M.notFound);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || response.redirected || typeof body !== "object" || body === null || !Array.isArray((body as ReplayData).events)) {
    const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
    throw new ReplayLoadError("failed", typeof message === "string" ? message : `HTTP ${response.status}`);
  }
  return body as ReplayData;
}

/** The last item at or before `time` in a list sorted by timestamp (binary search), as an index; -1 when none. */
function lastAtOrBefore(items: readonly { timestamp: number }[], time: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.timestamp <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The last `count` items at or before `time` (and after `since`, when given), oldest first, each with
 * its place in the whole list (its key: the same item keeps it as the window moves).
 */
function lastItems<T extends { timestamp: number }>(
  items: readonly T[],
  time: number,
  count: number,
  since = Number.NEGATIVE_INFINITY,
): { item: T; at: number }[] {
  const end = lastAtOrBefore(items, time);
  const shown: { item: T; at: number }[] = [];
  for (let at = end; at >= 0 && shown.length < count && items[at]!.timestamp > since; at--) shown.unshift({ item: items[at]!, at });
  return shown;
}

export function ReplayPlayer(props: { recordingId: string; sessionId: string; onFinish: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    { status: "loading" } | { status: "error"; error: ReplayLoadError } | { status: "ready"; data: ReplayData }
  >({
    status: "loading",
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchReplay(props.recordingId, controller.signal).then(
      (data) => setState({ status: "ready", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("replay fetch failed", error);
        setState({
          status: "error",
          error:
            error instanceof ReplayLoadError
              ? error
              : new ReplayLoadError("failed", error instanceof Error ? error.message : String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [props.recordingId, attempt]);

  if (state.status === "loading") {
    return (
      <p className="replay-status" role="status">
        {M.loading(props.sessionId)}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <ReplayError
        title={state.error.kind === "not-found" ? M.notFound : M.loadFailed}
        detail={state.error.message}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (state.data.events.length < 2 || !state.data.events.some((event) => event.type === 2)) {
    return <ReplayError title={M.noEvents} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <Stage data={state.data} onFinish={props.onFinish} />;
}

function ReplayError(props: { title: string; detail?: string; onRetry: () => void }) {
  return (
    <div className="replay-error" role="alert">
      <p className="load-error">
        <strong>{props.title}</strong>
        {props.detail && props.detail !== props.title ? <span className="replay-error__detail">{props.detail}</span> : null}
      </p>
      <button type="button" className="button button--primary button--small" onClick={props.onRetry}>
        {M.retry}
      </button>
    </div>
  );
}

function Stage({ data, onFinish }: { data: ReplayData; onFinish: () => void }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const replayerRef = useRef<Replayer | null>(null);
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;
  const [meta, setMeta] = useState({ startTime: 0, totalTime: 0 });
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [panels, setPanels] = useState({ recent: true, console: false, network: false });
  const ids = { recent: useId(), console: useId(), network: useId(), seek: useId() };

  // The replayer, made once per recording; destroyed when the dialog closes.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const replayer = new Replayer(data.events, {
      root: stage,
      speed: 1,
      skipInactive: false,
      showWarning: false,
      triggerFocus: false,
      mouseTail: { duration: MOUSE_TAIL_MS, lineCap: "round", lineWidth: 3, strokeStyle: "#e11d48" },
    });
    replayerRef.current = replayer;
    const { startTime, totalTime } = replayer.getMetaData();
    setMeta({ startTime, totalTime });
    replayer.on("finish", () => {
      setPlaying(false);
      finishRef.current();
    });
    replayer.pause(0);
    return () => {
      replayerRef.current = null;
      replayer.pause();
      replayer.destroy();
    };
  }, [data.events]);

  // The recorded screen scaled to the room there is (the dialog's width, or the whole screen).
  useEffect(() => {
    const frame = frameRef.current;
    const stage = stageRef.current;
    if (!frame || !stage) return;
    const fitToRoom = () => {
      const iframe = stage.querySelector("iframe");
      const width = Number(iframe?.getAttribute("width")) || data.events.find((event) => event.type === 4)?.data?.width || 1;
      const height = Number(iframe?.getAttribute("height")) || 1;
      const room = { width: frame.clientWidth, height: fullscreen ? frame.clientHeight : Math.max(240, window.innerHeight * 0.55) };
      const scale = Math.min(room.width / width, room.height / height, 1);
      stage.style.transform = `scale(${scale})`;
      stage.style.width = `${width}px`;
      frame.style.height = `${Math.ceil(height * scale)}px`;
    };
    fitToRoom();
    const observer = new ResizeObserver(fitToRoom);
    observer.observe(frame);
    replayerRef.current?.on("resize", fitToRoom);
    return () => {
      observer.disconnect();
      replayerRef.current?.off("resize", fitToRoom);
    };
  }, [data.events, fullscreen]);

  // Progress, read every 100 ms while playing.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const replayer = replayerRef.current;
      if (replayer) setCurrent(Math.min(replayer.getCurrentTime(), meta.totalTime));
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [playing, meta.totalTime]);

  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement === playerRef.current);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);

  const seek = useCallback(
    (to: number) => {
      const replayer = replayerRef.current;
      if (!replayer) return;
      const time = Math.max(0, Math.min(meta.totalTime, to));
      if (playing) replayer.play(time);
      else replayer.pause(time);
      setCurrent(time);
    },
    [meta.totalTime, playing],
  );

  const togglePlay = () => {
    const replayer = replayerRef.current;
    if (!replayer) return;
    if (playing) {
      replayer.pause();
      setCurrent(replayer.getCurrentTime());
      setPlaying(false);
    } else {
      replayer.play(current >= meta.totalTime ? 0 : current);
      setPlaying(true);
    }
  };

  const changeSpeed = (next: number) => {
    setSpeed(next);
    replayerRef.current?.setConfig({ speed: next });
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void playerRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const now = meta.startTime + current;
  const recent = useMemo(
    () => (panels.recent ? lastItems(data.events, now, RECENT.count, now - RECENT.withinMs) : []),
    [data.events, now, panels.recent],
  );
  const consoleShown = useMemo(() => lastItems(data.console, now, CONSOLE_SHOWN), [data.console, now]);
  const networkShown = useMemo(() => lastItems(data.network, now, NETWORK_SHOWN), [data.network, now]);
  const rage = data.markers.filter((marker) => marker.kind === "rage").length;
  const errors = data.markers.length - rage;
  const toggle = (panel: keyof typeof panels) => setPanels((open) => ({ ...open, [panel]: !open[panel] }));

  return (
    <div ref={playerRef} className={fullscreen ? "replay-player replay-player--fullscreen" : "replay-player"}>
      <div ref={frameRef} className="replay-frame">
        <div ref={stageRef} className="replay-stage" />
        <p className="replay-badge-slot" role="status">
          {playing ? <span className="replay-badge">{M.playing}</span> : null}
        </p>
      </div>

      <div className="replay-seek">
        <label htmlFor={ids.seek} className="visually-hidden">
          {M.seek}
        </label>
        <div className="replay-seek__track">
          <input
            id={ids.seek}
            type="range"
            min={0}
            max={Math.max(meta.totalTime, 1)}
            step={100}
            value={Math.min(current, meta.totalTime)}
            aria-valuetext={`${formatReplayTime(current)} / ${formatReplayTime(meta.totalTime)}`}
            onChange={(event) => seek(Number(event.currentTarget.value))}
          />
          <div className="replay-markers" aria-hidden="true">
            {meta.totalTime > 0
              ? data.markers.map((marker) => (
                  <span
                    key={`${marker.kind}-${marker.timestamp}`}
                    className={`replay-marker replay-marker--${marker.kind}`}
                    style={{ left: `${Math.min(100, Math.max(0, ((marker.timestamp - meta.startTime) / meta.totalTime) * 100))}%` }}
                    title={marker.kind === "rage" ? M.rageMarker : M.errorMarker}
                  />
                ))
              : null}
          </div>
        </div>
        <p className="replay-seek__times">
          <span>
            {formatReplayTime(current)} / {formatReplayTime(meta.totalTime)}
          </span>
          <span className="replay-seek__legend">
            <span className="replay-marker replay-marker--rage replay-marker--legend" aria-hidden="true" /> {M.rageMarker}{" "}
            <span className="replay-marker replay-marker--error replay-marker--legend" aria-hidden="true" /> {M.errorMarker} ·{" "}
            {M.markers(rage, errors)}
          </span>
        </p>
      </div>

      <div className="replay-controls">
        <button type="button" className="button button--outline button--small" onClick={() => seek(current - SKIP_MS)}>
          {M.back10}
        </button>
        <button type="button" className="button button--primary button--small replay-play" onClick={togglePlay}>
          {playing ? M.pause : M.play}
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => seek(current + SKIP_MS)}>
          {M.forward10}
        </button>
        <fieldset className="replay-speeds">
          <legend className="visually-hidden">{M.speed}</legend>
          {SPEEDS.map((value) => (
            <button
              key={value}
              type="button"
              className={value === speed ? "button button--primary button--small" : "button button--outline button--small"}
              aria-pressed={value === speed}
              onClick={() => changeSpeed(value)}
            >
              {value}x
            </button>
          ))}
        </fieldset>
        <button type="button" className="button button--outline button--small" aria-pressed={fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? M.exitFullscreen : M.fullscreen}
        </button>
      </div>

      <div className="replay-toggles">
        {(
          [
            ["recent", M.recentEvents],
            ["console", `${M.console} (${data.console.length})`],
            ["network", `${M.network} (${data.network.length})`],
          ] as const
        ).map(([panel, label]) => (
          <button
            key={panel}
            type="button"
            className={panels[panel] ? "button button--primary button--small" : "button button--outline button--small"}
            aria-expanded={panels[panel]}
            aria-controls={ids[panel]}
            onClick={() => toggle(panel)}
          >
            {label}
          </button>
        ))}
      </div>

      <div className="replay-panels">
        {panels.recent ? (
          <section id={ids.recent} className="replay-panel" aria-label={M.recentEvents}>
            <h3>
              {M.recentEvents} <span className="hint">{M.recentEventsHint}</span>
            </h3>
            {recent.length === 0 ? (
              <p className="replay-panel__empty">{M.noRecentEvents}</p>
            ) : (
              <ol>
                {recent.map(({ item: event, at }) => {
                  const payload = (event as { data?: { source?: number; tag?: string } }).data;
                  return (
                    <li key={at}>
                      <time>{formatReplayTime(event.timestamp - meta.startTime)}</time>{" "}
                      {replayEventLabel(event.type, payload?.source, payload?.tag)}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        ) : null}
        {panels.console ? (
          <section id={ids.console} className="replay-panel" aria-label={M.console}>
            <h3>{M.console}</h3>
            {consoleShown.length === 0 ? (
              <p className="replay-panel__empty">{M.noConsole}</p>
            ) : (
              <ol>
                {consoleShown.map(({ item: entry, at }) => (
                  <li key={at} className={`replay-log replay-log--${entry.level}`}>
                    <time>{formatReplayTime(entry.timestamp - meta.startTime)}</time>{" "}
                    <span className="replay-log__level">{entry.level}</span> <span className="replay-log__message">{entry.message}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ) : null}
        {panels.network ? (
          <section id={ids.network} className="replay-panel" aria-label={M.network}>
            <h3>{M.network}</h3>
            {networkShown.length === 0 ? (
              <p className="replay-panel__empty">{M.noNetwork}</p>
            ) : (
              <ol>
                {networkShown.map(({ item: entry, at }) => (
                  <li key={at} className={entry.status >= 400 || entry.error ? "replay-log replay-log--error" : "replay-log"}>
                    <time>{formatReplayTime(entry.timestamp - meta.startTime)}</time> {entry.method}{" "}
                    <span className="replay-log__message">{entry.url}</span> {entry.status || "—"} · {Math.round(entry.duration)}ms
                    {entry.error ? ` · ${entry.error}` : ""}
                  </li>
                ))}
              </ol>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
