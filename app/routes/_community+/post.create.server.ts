// Review writing's loader and action (post.create.tsx takes its server code from here only). Two
// steps on one address (`?draft={id}` and `&step=2`), the photos and answers held in a draft post on
// the server: a reload, the back arrow or another day keeps them (docs/decisions/0032-review-writing.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { REVIEW_INTENTS as I } from "~/components/review/intents";
import { readPhotoForm } from "~/http/photo-form.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { uploadRefusalMessage } from "~/http/storage-api.server";
import { redirectWithToast } from "~/http/toast.server";
import { REVIEW_MESSAGES, tagProblemMessage } from "~/messages/reviews";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import type { User } from "~/models/accounts/users.server";
import { addTag, MAX_LOCATION_TAGS, MAX_TAGS, POPULAR_TAGS, type TagProblem } from "~/models/community/review-rules";
import {
  cleanReviewFields,
  deleteReviewDraft,
  draftRoom,
  getReviewDraft,
  listReviewDrafts,
  openEmptyDraft,
  publishReview,
  type ReviewFields,
  removeDraftPhoto,
  saveReviewDraft,
} from "~/models/community/reviews.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import { formatDateTime } from "~/utils/format";

const PATH = "/post/create";

export function draftPath(draftId: string, step: 1 | 2 = 1, hash = ""): string {
  const query = new URLSearchParams({ draft: draftId });
  if (step === 2) query.set("step", "2");
  return `${PATH}?${query}${hash}`;
}

async function guard(request: Request) {
  return requireUser(request, { reason: "review" });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await guard(request);
  const url = new URL(request.url);
  const draftId = url.searchParams.get("draft");
  const drafts = (await listReviewDrafts(user.id)).filter((item) => item.id !== draftId);
  const shownDrafts = drafts.map((item) => ({ ...item, shownAt: formatDateTime(item.updatedAt) }));
  // A fresh start reads only: the draft is made by the first photo (or the script's 'start').
  if (!draftId) return { step: 1 as const, draft: null, drafts: shownDrafts, popularTags: POPULAR_TAGS };
  const draft = await getReviewDraft(user.id, draftId);
  if (!draft) throw new Response("Not Found", { status: 404 });
  const wantsStep2 = url.searchParams.get("step") === "2";
  if (wantsStep2 && draft.photos.length === 0) throw redirect(draftPath(draft.id));
  return { step: wantsStep2 ? (2 as const) : (1 as const), draft, drafts: shownDrafts, popularTags: POPULAR_TAGS };
}

/** Step 2's text boxes, as the form names them. */
const TEXT_FIELD_NAMES = ["goodPoints", "badPoints", "tips", "caption"] as const;
type TextFieldName = (typeof TEXT_FIELD_NAMES)[number];

export type ReviewActionData = {
  /** What step 2 sent, shown again after a refused tag (nothing typed is lost). */
  values?: ReviewFields & { newLocationTag: string; newTag: string };
  errors?: { locationTags?: string; tags?: string; form?: string; tooLong?: TextFieldName[] };
  /** Step 1's refusals without JavaScript (over-size, wrong type, no room). */
  uploadErrors?: string[];
};

function fieldsFrom(formData: FormData, saved: ReviewFields): ReviewFields {
  return {
    goodPoints: formText(formData, "goodPoints"),
    badPoints: formText(formData, "badPoints"),
    tips: formText(formData, "tips"),
    caption: formText(formData, "caption"),
    // The lists are the draft's: only the add and remove buttons change them.
    locationTags: saved.locationTags,
    tags: saved.tags,
  };
}

/** Step 1 without JavaScript: the chosen files streamed one by one through the storage service. */
async function uploadWithoutScript(request: Request, user: User, draftParam: string | null) {
  const userId = user.id;
  // The first photos of a fresh start make the draft they go to.
  let draftId = draftParam ?? "";
  const ensureDraft = async () => {
    if (!draftId) draftId = await openEmptyDraft(userId);
    return draftId;
  };
  // Room is looked up at the first file, so a malformed body is refused as such first.
  let slots: number | null = null;
  let added = 0;
  let dropped = 0;
  const problems: string[] = [];
  // The form's hidden intent comes before its file input: files of any other post are not stored.
  const formData = await readPhotoForm(request, I.upload, async (part) => {
    if (slots === null) {
      const room = await draftRoom(userId, await ensureDraft());
      if (room === null) throw new Response("Not Found", { status: 404 });
      slots = room;
    }
    if (slots <= 0) {
      dropped += 1;
      return;
    }
    // The one upload path: the review rule (the member's draft, ten at most), the budget, the bytes.
    const stored = await storeFormPhoto(user, {
      category: "review",
      target: { entityId: draftId },
      fileName: part.fileName,
      fileType: part.contentType,
      body: part.data,
    });
    if (stored.ok) {
      slots -= 1;
      added += 1;
    } else if (stored.problem === "full") dropped += 1;
    else problems.push(uploadRefusalMessage(stored, "review", part.fileName));
  });
  if (formText(formData, "intent") !== I.upload) throw requestError(400);
  if (draftParam && slots === null && (await draftRoom(userId, draftParam)) === null) throw new Response("Not Found", { status: 404 });
  if (dropped) problems.push(UPLOAD_MESSAGES.dropped(dropped));
  // An input left empty sends one nameless empty part: nothing chosen.
  if (!added && !problems.length) problems.push(REVIEW_MESSAGES.noPhotos);
  if (problems.length && !(added && draftId !== draftParam)) {
    return data({ uploadErrors: problems } satisfies ReviewActionData, { status: added ? 200 : 400 });
  }
  // A new draft's address is where the photos now live; its refusals travel as a toast.
  if (problems.length) return redirectWithToast(draftPath(draftId), "error", problems.join(" · "));
  return redirectWithToast(draftPath(draftId), "success", REVIEW_MESSAGES.photosAdded(added));
}

function tagStep(
  intent: string,
  formData: FormData,
  fields: ReviewFields,
): { fields: ReviewFields; error?: { kind: "location" | "tag"; problem: TagProblem } } | null {
  const apply = (kind: "location" | "tag", raw: string) => {
    const list = kind === "location" ? fields.locationTags : fields.tags;
    const result = addTag(list, raw, kind === "location" ? MAX_LOCATION_TAGS : MAX_TAGS);
    if (!result.ok) return { fields, error: { kind, problem: result.problem } };
    return { fields: kind === "location" ? { ...fields, locationTags: result.tags } : { ...fields, tags: result.tags } };
  };
  if (intent === I.addLocationTag) return apply("location", formText(formData, "newLocationTag"));
  if (intent === I.addTag) return apply("tag", formText(formData, "newTag"));
  if (intent.startsWith(I.suggestPrefix)) return apply("tag", intent.slice(I.suggestPrefix.length));
  if (intent.startsWith(I.removeLocationTagPrefix)) {
    const index = Number(intent.slice(I.removeLocationTagPrefix.length));
    return { fields: { ...fields, locationTags: fields.locationTags.filter((_, i) => i !== index) } };
  }
  if (intent.startsWith(I.removeTagPrefix)) {
    const index = Number(intent.slice(I.removeTagPrefix.length));
    return { fields: { ...fields, tags: fields.tags.filter((_, i) => i !== index) } };
  }
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await guard(request);
  const draftParam = new URL(request.url).searchParams.get("draft");
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return uploadWithoutScript(request, user, draftParam);

  const formData = await readForm(request);
  const intent = formText(formData, "intent");
  // The script's first photo: a draft to put it in (the member's empty one, or a new one).
  if (!draftParam && intent === I.start) return redirect(draftPath(await openEmptyDraft(user.id)));
  // The list of saved drafts shows on a fresh start as under another draft: a delete works from both.
  if (intent.startsWith(I.deleteDraftPrefix)) {
    await deleteReviewDraft(user.id, intent.slice(I.deleteDraftPrefix.length));
    return redirectWithToast(draftParam ? draftPath(draftParam) : PATH, "info", REVIEW_MESSAGES.draftDeleted);
  }
  if (!draftParam) throw requestError(400);
  const draftId = draftParam;
  const draft = await getReviewDraft(user.id, draftId);
  if (!draft) throw new Response("Not Found", { status: 404 });

  // Step 1's controls.
  if (intent.startsWith(I.removePhotoPrefix)) {
    await removeDraftPhoto({ authorId: user.id, draftId, uploadId: intent.slice(I.removePhotoPrefix.length) });
    return redirectWithToast(draftPath(draftId), "info", REVIEW_MESSAGES.photoRemoved);
  }
  if (intent === I.next) {
    if (!draft.photos.length) return data({ uploadErrors: [REVIEW_MESSAGES.noPhotos] } satisfies ReviewActionData, { status: 400 });
    return redirect(draftPath(draftId, 2));
  }

  // Step 2: every button keeps what was typed in the draft first.
  let fields = fieldsFrom(formData, draft);
  const values = { ...fields, newLocationTag: formText(formData, "newLocationTag"), newTag: formText(formData, "newTag") };
  // Past a box's limit (a keyboard's composition can go one character over): said at the box, all kept.
  const cleaned = cleanReviewFields(fields);
  const tooLong = TEXT_FIELD_NAMES.filter((name) => cleaned[name].length < fields[name].trim().length);
  if (tooLong.length) {
    return data({ values, errors: { form: REVIEW_MESSAGES.tooLong, tooLong } } satisfies ReviewActionData, { status: 400 });
  }

  const tags = tagStep(intent, formData, fields);
  if (tags) {
    await saveReviewDraft({ authorId: user.id, draftId, fields: tags.fields });
    if (tags.error) {
      const message = tagProblemMessage(tags.error.problem, tags.error.kind);
      const errors = tags.error.kind === "location" ? { locationTags: message } : { tags: message };
      return data({ values: { ...values, ...tags.fields }, errors } satisfies ReviewActionData, { status: 400 });
    }
    return redirect(draftPath(draftId, 2, "#tags"));
  }

  if (intent === I.back) {
    await saveReviewDraft({ authorId: user.id, draftId, fields });
    return redirect(draftPath(draftId));
  }

  // A place or tag typed but not added yet is added on 'save', 'later' and 'publish' (one already
  // there is fine; a full list or a too-long tag is shown).
  for (const [kind, raw] of [
    ["location", values.newLocationTag],
    ["tag", values.newTag],
  ] as const) {
    if (!raw.trim()) continue;
    const added = tagStep(kind === "location" ? I.addLocationTag : I.addTag, formData, fields);
    if (added?.error && added.error.problem !== "duplicate") {
      await saveReviewDraft({ authorId: user.id, draftId, fields });
      const message = tagProblemMessage(added.error.problem, kind);
      return data({ values, errors: kind === "location" ? { locationTags: message } : { tags: message } } satisfies ReviewActionData, {
        status: 400,
      });
    }
    if (added && !added.error) fields = added.fields;
  }

  if (intent === I.save) {
    await saveReviewDraft({ authorId: user.id, draftId, fields });
    return redirect(draftPath(draftId, 2, "#tags"));
  }
  if (intent === I.later) {
    const saved = await saveReviewDraft({ authorId: user.id, draftId, fields });
    if (!saved) return redirectWithToast(draftPath(draftId, 2), "error", REVIEW_MESSAGES.draftFailed);
    return redirectWithToast("/explore", "success", REVIEW_MESSAGES.draftSaved);
  }
  if (intent === I.publish) {
    const published = await publishReview({ authorId: user.id, draftId, fields });
    if (published.ok) return redirectWithToast(`/post/${published.postId}`, "success", REVIEW_MESSAGES.published);
    await saveReviewDraft({ authorId: user.id, draftId, fields });
    if (published.problem === "noPhotos") return redirectWithToast(draftPath(draftId), "error", REVIEW_MESSAGES.noPhotos);
    const message = published.problem === "notOwned" ? REVIEW_MESSAGES.notOwned : REVIEW_MESSAGES.publishFailed;
    return data({ values, errors: { form: message } } satisfies ReviewActionData, { status: 400 });
  }
  throw requestError(400);
}
