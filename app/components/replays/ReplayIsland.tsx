// Where the player goes in the replay dialog. Rendered by the server (and without JavaScript) it says
// that replaying needs JavaScript; once the page's script runs it loads the player, and @rrweb/replay
// with it, on demand: no other page, and no chunk shared with one, carries them (decision 60).
import { type ComponentType, useEffect, useState } from "react";
import { REPLAY_MESSAGES as M } from "~/messages/replays";

type Player = ComponentType<{ recordingId: string; sessionId: string; onFinish: () => void }>;

export function ReplayIsland(props: { recordingId: string; sessionId: string; onFinish: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  const [Player, setPlayer] = useState<Player | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again
  useEffect(() => {
    setHydrated(true);
    let live = true;
    setFailed(false);
    import("./ReplayPlayer").then(
      (module) => live && setPlayer(() => module.ReplayPlayer),
      (error: unknown) => {
        console.error("replay player failed to load", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!hydrated) {
    return (
      <p className="replay-nojs" role="note">
        {M.needsJavaScript}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="replay-error" role="alert">
        <p className="load-error">{M.loadFailed}</p>
        <button type="button" className="button button--primary button--small" onClick={() => setAttempt((n) => n + 1)}>
          {M.retry}
        </button>
      </div>
    );
  }
  if (!Player) {
    return (
      <p className="replay-status" role="status">
        {M.loading(props.sessionId)}
      </p>
    );
  }
  return <Player {...props} />;
}
