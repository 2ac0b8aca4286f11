// The plan editor's chapter dialog: title, start time, place and story required,
// the duration as optional text, one of the ten icons, one of the four types, and the chapter as the
// family will see it (the storyboard's own ChapterCard). Without JavaScript 'preview' is a submit
// that shows the card; with it the card follows the fields as they change.
import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { StaffDialog } from "~/components/admin/StaffDialog";
import { ErrorList } from "~/components/form/ErrorList";
import type { ChapterDraft } from "~/forms/chapter.server";
import { CHAPTER_DIALOG_MESSAGES as M } from "~/messages/plans";
import { CHAPTER_DIALOG_TYPES, CHAPTER_ICONS, type Chapter, isActivityType, toChapter } from "~/models/plans/chapters";
import { ChapterCard } from "./ChapterCard";
import { PlanInput, PlanTextarea, planFieldMeta } from "./PlanFields";

export type ChapterDialogTarget = { kind: "insert"; dayNumber: number; index: number } | { kind: "update"; activityId: string };

function previewOf(draft: ChapterDraft, number: number, minutes: number | null): Chapter {
  return toChapter(
    {
      id: "preview",
      time: draft.time,
      title: draft.chapterTitle.trim() || M.chapterTitle,
      type: isActivityType(draft.type) ? draft.type : "activity",
      durationMinutes: minutes,
      durationText: draft.duration.trim() || null,
      description: draft.storyDescription,
      notes: null,
      locationName: draft.location,
      costWon: 0,
      icon: draft.icon || null,
    },
    0,
    0,
    number || 1,
  );
}

export function ChapterDialog(props: {
  draft: ChapterDraft;
  errors: Record<string, string>;
  target: ChapterDialogTarget;
  number: number;
  minutes: number | null;
  preview: boolean;
  closeTo: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "chapter";
  const [card, setCard] = useState(() => previewOf(props.draft, props.number, props.minutes));
  const field = (name: keyof ChapterDraft) => planFieldMeta(name, props.draft[name], props.errors[name], "chapter");
  const types: string[] = [...CHAPTER_DIALOG_TYPES];
  if (!types.includes(props.draft.type) && isActivityType(props.draft.type)) types.push(props.draft.type);
  const title = props.target.kind === "update" ? M.editTitle(props.number) : M.newTitle(props.target.dayNumber);

  const follow = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    setCard(
      previewOf(
        {
          chapterTitle: value("chapterTitle"),
          time: value("time"),
          location: value("location"),
          duration: value("duration"),
          storyDescription: value("storyDescription"),
          icon: value("icon"),
          type: value("type"),
        },
        props.number,
        props.minutes,
      ),
    );
  };

  return (
    <StaffDialog title={title} closeTo={props.closeTo} wide>
      <Form method="post" className="form staff-form plan-form" noValidate onInput={follow} onChange={follow} preventScrollReset>
        {/* Enter in a field saves the chapter. */}
        <button type="submit" name="intent" value="chapter" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {M.save}
        </button>
        <input type="hidden" name="chapter" value={props.target.kind === "update" ? props.target.activityId : "new"} />
        {props.target.kind === "insert" ? (
          <>
            <input type="hidden" name="day" value={props.target.dayNumber} />
            <input type="hidden" name="at" value={props.target.index} />
          </>
        ) : null}
        <PlanInput field={field("chapterTitle")} label={M.chapterTitle} maxLength={100} required />
        <div className="plan-form__grid">
          <PlanInput field={field("time")} label={M.time} type="time" required />
          <PlanInput field={field("location")} label={M.location} maxLength={200} required />
          <PlanInput field={field("duration")} label={M.duration} hint={M.durationHint} maxLength={50} />
        </div>
        <PlanTextarea field={field("storyDescription")} label={M.story} rows={4} maxLength={2000} required />
        <div className="field">
          <label htmlFor="chapter-type">{M.type}</label>
          <select id="chapter-type" name="type" defaultValue={props.draft.type}>
            {types.map((type) => (
              <option key={type} value={type}>
                {M.types[type] ?? type}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="icon-choices">
          <legend>{M.icon}</legend>
          <label>
            <input type="radio" name="icon" value="" defaultChecked={props.draft.icon === ""} />
            <span className="icon-choices__text">{M.iconByType}</span>
          </label>
          {CHAPTER_ICONS.map((icon) => (
            <label key={icon}>
              <input type="radio" name="icon" value={icon} defaultChecked={props.draft.icon === icon} aria-label={icon} />
              <span aria-hidden="true">{icon}</span>
            </label>
          ))}
        </fieldset>
        <section className="chapter-preview" aria-labelledby="chapter-preview-title" aria-live="polite">
          <h3 id="chapter-preview-title">{M.previewTitle}</h3>
          <ChapterCard chapter={card} headingLevel={4} />
        </section>
        <ErrorList id="chapter-form-error" errors={props.errors[""] ? [props.errors[""]] : undefined} live />
        <div className="plan-form__buttons">
          <button type="submit" name="intent" value="preview" className="button button--outline" formNoValidate>
            {M.preview}
          </button>
          <button type="submit" name="intent" value="chapter" className="button button--primary" disabled={saving}>
            {M.save}
          </button>
        </div>
      </Form>
    </StaffDialog>
  );
}
