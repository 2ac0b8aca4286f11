// Completing a mission with JavaScript (fetched only when the family opens a mission on the missions
// tab): the shared PhotoUploader sends each picked photo into the mission's proof as it is chosen
// (five at most, extras dropped with its message, a failed one retried or removed), the note, and the
// completion as a fetcher post while the celebration plays: a short tone made on the spot at 300 ms,
// twelve sparkles gone at 1000 ms, the mission shown completed at 1500 ms. Reduced motion: no sparkles,
// no sound, the message only (docs/decisions/0051-mission-log.md).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { CELEBRATION_MESSAGES as C } from "~/messages/mission-celebration";
import { MISSION_MESSAGES as M } from "~/messages/mission-log";
import type { MissionEntry } from "~/models/missions/completions.server";
import uploaderStyles from "~/styles/uploader.css";
import { MISSION_NOTE_MAX, missionAnchor } from "~/vocabulary/missions";

export const CELEBRATION = { soundMs: 300, sparklesMs: 1000, doneMs: 1500, sparkles: 12 } as const;

export interface CompleterProps {
  planId: string;
  mission: MissionEntry;
  /** Which of the family's completed missions this one becomes (1: the first). */
  ordinal: number;
  /** Plays the celebration above the tab (it outlives the card, which moves to the completed list). */
  onCelebrate: (celebration: { missionId: string; ordinal: number }) => void;
  /** The note typed in the plain form while this code was on its way, and whether its box had the focus. */
  typed?: { note: string; focused: boolean };
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** A bright two-note chime, made by the browser (no audio file), started `delayMs` from now. */
function chime(delayMs: number): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    // Made inside the tap, so the browser lets it sound.
    const audio = new Context();
    const start = audio.currentTime + delayMs / 1000;
    [880, 1320].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.12;
      tone.type = "sine";
      tone.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.4);
    });
    setTimeout(() => void audio.close(), delayMs + 1000);
  } catch {
    // No sound is no failure.
  }
}

export function MissionCompleter({ planId, mission, ordinal, onCelebrate, typed }: CompleterProps) {
  const fetcher = useFetcher<{ ok: boolean; message?: string | null }>();
  const busy = fetcher.state !== "idle";
  const action = `/travel/plan/${encodeURIComponent(planId)}/missions/${encodeURIComponent(mission.id)}`;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <div className="mission-form">
      <link rel="stylesheet" href={uploaderStyles} />
      <PhotoUploader
        category="mission-proof"
        entityId={mission.id}
        parentId={planId}
        storedIds={mission.pendingPhotos.map((photo) => photo.id)}
        hydrated
        formFields={{ intent: "mission-complete" }}
        action={action}
        inputId={`photos-${mission.id}`}
      />
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!reducedMotion()) chime(CELEBRATION.soundMs);
          onCelebrate({ missionId: mission.id, ordinal });
          // The form posts as usual (fetcher): the server decides, the celebration plays meanwhile.
          void event;
        }}
      >
        <input type="hidden" name="intent" value="mission-complete" />
        <input type="hidden" name="via" value="fetcher" />
        <label htmlFor={`note-${mission.id}`}>{M.note}</label>
        <textarea
          id={`note-${mission.id}`}
          name="note"
          rows={2}
          maxLength={MISSION_NOTE_MAX}
          placeholder={M.notePlaceholder}
          defaultValue={typed?.note}
          // biome-ignore lint/a11y/noAutofocus: only where the family was typing, in the box this one replaces
          autoFocus={typed?.focused}
        />
        {failed ? (
          <p className="alert" role="alert">
            {failed}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? C.completing : M.complete}
        </button>
      </fetcher.Form>
    </div>
  );
}

/** The celebration above the tab: the message, twelve sparkles until 1000 ms, done at 1500 ms. */
export function Celebration({ missionId, ordinal, onDone }: { missionId: string; ordinal: number; onDone: () => void }) {
  const calm = useRef(reducedMotion());
  const [sparkling, setSparkling] = useState(!calm.current);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const sparkles = setTimeout(() => setSparkling(false), CELEBRATION.sparklesMs);
    const finish = setTimeout(() => {
      done.current();
      // The mission now stands in '완료한 미션': shown there.
      const card = document.getElementById(missionAnchor(missionId));
      card?.scrollIntoView({ block: "center", behavior: calm.current ? "auto" : "smooth" });
      card?.classList.add("is-target");
      setTimeout(() => card?.classList.remove("is-target"), 2000);
    }, CELEBRATION.doneMs);
    return () => {
      clearTimeout(sparkles);
      clearTimeout(finish);
    };
  }, [missionId]);
  return (
    <div className="celebration" role="status" aria-live="polite">
      {sparkling ? (
        <div className="celebration__sparkles" aria-hidden="true">
          {Array.from({ length: CELEBRATION.sparkles }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: twelve identical sparkles, placed by their index
            <span key={index} className="celebration__sparkle" style={{ ["--i" as string]: index }} />
          ))}
        </div>
      ) : null}
      <p className="celebration__title">{C.title}</p>
      <p className="celebration__message">{C.message(ordinal)}</p>
    </div>
  );
}
