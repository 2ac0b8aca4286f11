// The mission log tab of the family's plan (docs/decisions/0051-mission-log.md): the summary (missions,
// completed, points earned / total, summed by the server), '진행할 미션' and '완료한 미션', each card with
// its id `mission-{id}` (the storyboard's '미션 확인' opens it, `:target` highlights it), and the trip
// album of the completed missions' photos. Completing works without JavaScript: a plain multi-file
// form. With JavaScript, opening a mission fetches the uploader and the celebration (MissionCompleter),
// so only this tab ever loads them. The page renders this on the server and fetches its code only on
// this tab (app/components/plan/tabs.tsx; docs/decisions/0051-mission-log.md).
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Summary } from "~/components/Summary";
import { MISSION_MESSAGES as M } from "~/messages/mission-log";
import type { MissionLog as Log, MissionEntry } from "~/models/missions/completions.server";
import missionStyles from "~/styles/missions.css";
import { MISSION_NOTE_MAX, MISSION_PHOTO_MAX, missionAnchor } from "~/vocabulary/missions";
import { PHOTO_ACCEPT } from "~/vocabulary/photo-accept";
import { AlbumPhoto, TripAlbum } from "./TripAlbum";
import { useTargetHighlight } from "./useTargetHighlight";

/** A mission as the page's loader sends it: with its completion's time already written in Korean. */
type Mission = MissionEntry & { completedAtText: string | null };
export type ShownMissionLog = Omit<Log, "missions"> & { missions: Mission[] };

export const missionHref = (planId: string, missionId: string) =>
  `/travel/plan/${encodeURIComponent(planId)}/missions/${encodeURIComponent(missionId)}`;

type CompleterModule = typeof import("./MissionCompleter");
type Celebrating = { missionId: string; ordinal: number };

/** The uploader and the celebration: fetched once, when the family first opens a mission. */
let completer: CompleterModule | null = null;
const loadCompleter = () =>
  import("./MissionCompleter").then((module) => {
    completer = module;
    return module;
  });

/** The plain form: the note, then the photos (the server reads them in that order), then complete. */
function PlainCompletion({ planId, mission }: { planId: string; mission: Mission }) {
  const room = MISSION_PHOTO_MAX - mission.pendingPhotos.length;
  return (
    <Form method="post" action={missionHref(planId, mission.id)} encType="multipart/form-data" reloadDocument className="mission-form">
      <input type="hidden" name="intent" value="mission-complete" />
      <label htmlFor={`note-${mission.id}`}>{M.note}</label>
      <textarea id={`note-${mission.id}`} name="note" rows={2} maxLength={MISSION_NOTE_MAX} placeholder={M.notePlaceholder} />
      {room > 0 ? (
        <>
          <label htmlFor={`photos-${mission.id}`}>{M.photos}</label>
          <input id={`photos-${mission.id}`} name="photos" type="file" multiple accept={PHOTO_ACCEPT} />
          <p className="hint">{M.photosHint}</p>
        </>
      ) : null}
      <button type="submit" className="button button--primary button--block">
        {M.complete}
      </button>
    </Form>
  );
}

/**
 * A mission's photos: those chosen before completing (each with its remove form, `removable`), or the
 * completion's proof. Private addresses, as the album's: only the family and staff are let through.
 */
function MissionPhotos({ planId, mission, removable }: { planId: string; mission: Mission; removable?: boolean }) {
  const photos = removable ? mission.pendingPhotos : mission.status.completionImages;
  if (!photos.length) return null;
  return (
    <ul className="mission-photos" aria-label={removable ? M.chosen : M.proof}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.sources ? <AlbumPhoto sources={photo.sources} alt={M.photoAlt(mission.title, index + 1)} size="96px" /> : null}
          {removable ? (
            <Form method="post" action={missionHref(planId, mission.id)} preventScrollReset>
              <input type="hidden" name="intent" value="mission-photo-remove" />
              <input type="hidden" name="uploadId" value={photo.id} />
              <button type="submit" className="button button--small button--ghost" aria-label={M.removeLabel(index + 1)}>
                {M.remove}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MissionCard({
  planId,
  mission,
  owner,
  completedCount,
  onCelebrate,
}: {
  planId: string;
  mission: Mission;
  owner: boolean;
  completedCount: number;
  onCelebrate: (celebration: Celebrating) => void;
}) {
  // Null on the server and while the page hydrates: the code is fetched by an effect, which runs after.
  const [loaded, setLoaded] = useState<CompleterModule | null>(() => completer);
  // A note typed in the plain form before the completer's code arrived goes into the completer's box.
  const [typed, setTyped] = useState<{ note: string; focused: boolean }>();
  const done = mission.status.completed;
  // Opened from the storyboard's link, the mission's form opens too (useTargetHighlight opens its details).
  const [open, setOpen] = useState(false);
  // Opened before the tab's code had hydrated (its toggle went unheard): the page's disclosure says so.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  useEffect(() => {
    if (open && !loaded)
      void loadCompleter().then((module) => {
        const box = document.getElementById(`note-${mission.id}`);
        if (box instanceof HTMLTextAreaElement) setTyped({ note: box.value, focused: document.activeElement === box });
        setLoaded(module);
      });
  }, [open, loaded, mission.id]);
  return (
    <li>
      <article
        id={missionAnchor(mission.id)}
        className={done ? "mission-card is-done" : "mission-card"}
        aria-labelledby={`${missionAnchor(mission.id)}-title`}
      >
        {mission.image ? (
          <div className="mission-card__image">
            <AlbumPhoto sources={mission.image} alt="" size="120px" />
          </div>
        ) : null}
        <div className="mission-card__body">
          <h3 id={`${missionAnchor(mission.id)}-title`} className="mission-card__title">
            {mission.title}
          </h3>
          <p className={done ? "mission-card__points is-earned" : "mission-card__points"}>
            {done ? M.earned(mission.points) : M.points(mission.points)}
          </p>
          <p>{mission.description}</p>
          <dl className="mission-card__facts">
            {mission.locationName ? (
              <div>
                <dt>{M.location}</dt>
                <dd>{mission.locationName}</dd>
              </div>
            ) : null}
            {mission.hint ? (
              <div>
                <dt>{M.hint}</dt>
                <dd>{mission.hint}</dd>
              </div>
            ) : null}
          </dl>
          {done ? (
            <>
              {mission.status.completionNote ? <p className="mission-card__note">“{mission.status.completionNote}”</p> : null}
              <MissionPhotos planId={planId} mission={mission} />
              {mission.status.completedAt && mission.completedAtText ? (
                <p className="hint">
                  <time dateTime={mission.status.completedAt}>{M.completedAt(mission.completedAtText)}</time>
                </p>
              ) : null}
            </>
          ) : owner ? (
            <details ref={details} className="mission-card__complete" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
              <summary className="button button--outline button--block">{M.open}</summary>
              <MissionPhotos planId={planId} mission={mission} removable />
              {loaded ? (
                <loaded.MissionCompleter
                  planId={planId}
                  mission={mission}
                  ordinal={completedCount + 1}
                  onCelebrate={onCelebrate}
                  typed={typed}
                />
              ) : (
                <PlainCompletion planId={planId} mission={mission} />
              )}
            </details>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function MissionLog({ planId, log, owner }: { planId: string; log: ShownMissionLog | null; owner: boolean }) {
  const missions = log?.missions ?? [];
  const todo = missions.filter((mission) => !mission.status.completed);
  const done = missions.filter((mission) => mission.status.completed);
  const completedCount = log?.completedMissions ?? 0;
  const [celebrating, setCelebrating] = useState<Celebrating | null>(null);
  useTargetHighlight();
  const card = (mission: Mission) => (
    <MissionCard
      key={mission.id}
      planId={planId}
      mission={mission}
      owner={owner}
      completedCount={completedCount}
      onCelebrate={setCelebrating}
    />
  );
  return (
    <>
      <link rel="stylesheet" href={missionStyles} />
      {celebrating && completer ? <completer.Celebration {...celebrating} onDone={() => setCelebrating(null)} /> : null}
      <Summary
        className="plan-summary"
        rows={[
          { label: M.summaryTotal, value: log?.totalMissions ?? 0 },
          { label: M.summaryCompleted, value: completedCount },
          { label: M.summaryPoints, value: M.pointsOf(log?.earnedPoints ?? 0, log?.totalPoints ?? 0) },
        ]}
      />
      {missions.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{M.empty}</p>
        </div>
      ) : (
        <>
          <h2 className="plan-panel__title">{M.todo}</h2>
          {todo.length ? <ul className="mission-list">{todo.map(card)}</ul> : <p className="hint">{M.allDone}</p>}
          <h2 className="plan-panel__title">{M.done}</h2>
          {done.length ? <ul className="mission-list">{done.map(card)}</ul> : <p className="hint">{M.noneDone}</p>}
          <TripAlbum
            title={M.albumTitle}
            hint={M.albumHint}
            photos={done.flatMap((mission) =>
              mission.status.completionImages.map((photo) => ({ id: photo.id, missionTitle: mission.title, sources: photo.sources })),
            )}
          />
        </>
      )}
    </>
  );
}
