// The one photo picker, for every category (review drafts, mission proofs, photobook pages, staff
// images; docs/decisions/0046-one-uploader-and-private-photos.md). Without JavaScript it is a plain
// multi-file form post that the server streams through the storage service. With JavaScript each
// chosen photo goes through the upload service's three steps on its own (address → PUT with
// progress → confirm into its place), shows its progress, and can be retried or removed when it
// fails; the page's data then shows it as stored. It offers only what the server reads (JPEG, PNG,
// WebP: iOS Safari then hands over JPEG), and a HEIC picked anyway is refused before it goes up. With
// `reduceLarge` (the photobook) a photo over 10 MB is made smaller in the browser first, by code
// fetched only when such a photo is picked (./reduce-photo.ts).
import { Form, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MAX_PHOTO_MB, UPLOAD_MESSAGES } from "~/messages/uploads";
import { isHeicFile, PHOTO_ACCEPT, UPLOAD_CATEGORY_RULES, type UploadCategory } from "~/vocabulary/upload-categories";

const MAX_BYTES = MAX_PHOTO_MB * 1024 * 1024;
const BANNER_MS = 5000;
/**
 * Photos on their way at once: a photobook's 45 picked together go up four at a time, so a phone
 * never holds 45 uploads (or reductions) in memory and the server sizes a few pictures at a time.
 */
const AT_ONCE = 4;

interface Item {
  key: string;
  file: File;
  state: "reducing" | "uploading" | "processing" | "done" | "error";
  progress: number;
  message?: string;
  uploadId?: string;
}

/** The type the browser names, or one from the name when it names none. */
function typeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp" }[extension] ?? "application/octet-stream";
}

/** Why a chosen file is refused before it goes up, or null (a large one is reduced first when `reduce`). */
function refusedBeforeUpload(file: File, reduce = false): string | null {
  if (isHeicFile(file)) return UPLOAD_MESSAGES.heic;
  if (file.size > MAX_BYTES && !reduce) return UPLOAD_MESSAGES.tooLarge(file.name);
  return null;
}

/** A photo over the limit made smaller in the browser (its code fetched on first use), or null. */
async function reduced(file: File): Promise<File | null> {
  try {
    const { reducePhoto } = await import("./reduce-photo");
    return await reducePhoto(file, MAX_BYTES);
  } catch {
    return null;
  }
}

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  // Accept: refusals before the route (too many writes, too large) then come as JSON with a message too.
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof answer.message === "string" ? answer.message : UPLOAD_MESSAGES.failed);
  return answer;
}

function putWithProgress(url: string, headers: Record<string, string>, file: File, onProgress: (ratio: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = UPLOAD_MESSAGES.failed;
      try {
        const answer = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof answer.message === "string") message = answer.message;
      } catch {
        // a bucket's XML error: the generic message
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.failed));
    xhr.send(file);
  });
}

export function PhotoUploader({
  category,
  entityId,
  parentId,
  storedIds,
  hydrated,
  errors,
  formFields,
  startFields,
  action,
  inputId = "photos",
  reduceLarge = false,
}: {
  category: UploadCategory;
  /** What the photos go to (a draft, a mission, a photobook order, a plan); null until `startFields` makes it. */
  entityId: string | null;
  /** A mission proof's plan. */
  parentId?: string;
  /** Upload ids already in place (shown by the page). */
  storedIds: string[];
  hydrated: boolean;
  /** Refusals of a form post without JavaScript. */
  errors?: string[];
  /** Hidden fields of the no-JS form, before the files (so the server knows what it streams). */
  formFields: Record<string, string>;
  /** Posted (with JavaScript) to make the entity when there is none yet; its page's data then names it. */
  startFields?: Record<string, string>;
  /** Where the no-JS form posts (the page itself by default). */
  action?: string;
  inputId?: string;
  /** Reduce a photo over 10 MB in the browser (canvas → JPEG) instead of refusing it. */
  reduceLarge?: boolean;
}) {
  const max = UPLOAD_CATEGORY_RULES[category].max;
  const [items, setItems] = useState<Item[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const counter = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  /** Photos chosen before the entity existed: they go up as soon as it does. */
  const waiting = useRef<File[] | null>(null);
  /** Uploads under way, and the ones waiting for a turn. */
  const running = useRef(0);
  const queue = useRef<(() => void)[]>([]);
  const turn = () =>
    new Promise<void>((resolve) => {
      if (running.current < AT_ONCE) {
        running.current += 1;
        resolve();
      } else queue.current.push(resolve);
    });
  const done = () => {
    const next = queue.current.shift();
    if (next) next();
    else running.current -= 1;
  };

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const stored = new Set(storedIds);
  // A confirmed item steps aside once the page's data shows the stored photo.
  const visible = items.filter((item) => !(item.uploadId && stored.has(item.uploadId)));
  const busy = visible.filter((item) => item.state !== "error");
  const free = max - storedIds.length - busy.length;

  const update = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (item: Item, into = entityId) => {
    update(item.key, { state: "uploading", progress: 0, message: undefined });
    await turn();
    try {
      await send(item, into);
    } finally {
      done();
    }
  };

  const send = async (item: Item, into: string | null) => {
    if (item.file.size > MAX_BYTES) {
      update(item.key, { state: "reducing", progress: 0, message: undefined });
      const smaller = await reduced(item.file);
      if (!smaller) {
        const message = UPLOAD_MESSAGES.tooLarge(item.file.name);
        update(item.key, { state: "error", message });
        setBanner(message);
        return;
      }
      item = { ...item, file: smaller };
      update(item.key, { file: smaller });
    }
    update(item.key, { state: "uploading", progress: 0, message: undefined });
    try {
      const fileType = typeOf(item.file);
      const presigned = await postJson("/storage/presigned-url", {
        fileName: item.file.name,
        fileType,
        fileSize: item.file.size,
        category,
        entityId: into,
        parentId,
        operation: "put",
      });
      await putWithProgress(String(presigned.uploadUrl), (presigned.headers as Record<string, string>) ?? {}, item.file, (ratio) =>
        update(item.key, { progress: Math.round(ratio * 100) }),
      );
      update(item.key, { state: "processing", progress: 100 });
      const confirmed = await postJson("/storage/confirm-upload", {
        s3Key: presigned.s3Key,
        fileName: item.file.name,
        fileSize: item.file.size,
        originalSize: item.file.size,
        category,
        entityId: into,
        parentId,
      });
      update(item.key, { state: "done", uploadId: String(confirmed.id) });
      revalidator.revalidate();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : UPLOAD_MESSAGES.failed;
      update(item.key, { state: "error", message });
      setBanner(message);
    }
  };

  const choose = (chosen: File[], into = entityId) => {
    if (!chosen.length) return;
    if (!into && startFields) {
      // The entity (a review's draft) is made by a post of our own; the photos wait for its address.
      waiting.current = chosen;
      submit(startFields, { method: "post", replace: true });
      if (input.current) input.current.value = "";
      return;
    }
    const accepted = chosen.slice(0, Math.max(0, free));
    const next: Item[] = accepted.map((file) => {
      counter.current += 1;
      const refused = refusedBeforeUpload(file, reduceLarge);
      return {
        key: `photo-${counter.current}`,
        file,
        state: refused ? "error" : "uploading",
        progress: 0,
        message: refused ?? undefined,
      };
    });
    setItems((list) => [...list, ...next]);
    const refused = next.filter((item) => item.state === "error");
    if (chosen.length > accepted.length) setBanner(UPLOAD_MESSAGES.droppedOf(chosen.length - accepted.length, max));
    else if (refused[0]?.message) setBanner(refused[0].message);
    for (const item of next) if (item.state !== "error") void upload(item, into);
    if (input.current) input.current.value = "";
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the entity appears, with that render's choose
  useEffect(() => {
    const files = waiting.current;
    if (!entityId || !files) return;
    waiting.current = null;
    choose(files, entityId);
  }, [entityId]);

  return (
    <div className="uploader">
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        reloadDocument
        className="uploader__form"
        onSubmit={(event) => {
          // With JavaScript the photos went up as they were chosen.
          if (hydrated) event.preventDefault();
        }}
      >
        {/* Before the files, so the server knows what it streams before the first byte of a photo. */}
        {Object.entries(formFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className={`uploader__pick${free <= 0 ? " uploader__pick--full" : ""}`}>
          <span aria-hidden="true">＋</span> 사진 고르기
          <span className="uploader__count">
            {storedIds.length} / {max}
          </span>
        </label>
        <input
          ref={input}
          id={inputId}
          name="photos"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={free <= 0}
          className={hydrated ? "visually-hidden" : undefined}
          onChange={hydrated ? (event) => choose([...(event.currentTarget.files ?? [])]) : undefined}
        />
        {hydrated ? null : (
          <button type="submit" className="button button--outline">
            선택한 사진 올리기
          </button>
        )}
      </Form>
      {banner ? (
        <p className="alert uploader__banner" role="alert">
          {banner}
        </p>
      ) : null}
      {errors?.length ? (
        <div className="alert" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {visible.length ? (
        <ul className="uploader__items" aria-label="올리는 중인 사진">
          {visible.map((item) => (
            <li key={item.key} className={`uploader__item uploader__item--${item.state}`} data-state={item.state}>
              <span className="uploader__name">{item.file.name}</span>
              {item.state === "error" ? (
                <>
                  <strong className="uploader__failed">{UPLOAD_MESSAGES.itemFailed}</strong>
                  <span className="uploader__message">{item.message}</span>
                  <span className="uploader__actions">
                    {!refusedBeforeUpload(item.file, reduceLarge) ? (
                      <button type="button" className="button button--small button--outline" onClick={() => void upload(item)}>
                        다시 시도
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => setItems((list) => list.filter((other) => other.key !== item.key))}
                    >
                      빼기
                    </button>
                  </span>
                </>
              ) : (
                <>
                  <progress
                    max={100}
                    value={item.progress}
                    aria-label={`${item.file.name} 업로드 진행률`}
                    aria-valuetext={`${item.progress}%`}
                  />
                  <span className="uploader__percent">
                    {item.state === "uploading" ? `${item.progress}%` : item.state === "reducing" ? "사진 줄이는 중" : "처리 중"}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
