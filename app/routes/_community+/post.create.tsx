import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { REVIEW_INTENTS } from "~/components/review/intents";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { REVIEW_MESSAGES, REVIEW_REWARDS } from "~/messages/reviews";
import { MAX_PHOTO_MB } from "~/messages/uploads";
import { MAX_LOCATION_TAGS, MAX_REVIEW_PHOTOS, MAX_REVIEW_TEXT, MAX_STORY_TEXT, MAX_TAGS } from "~/models/community/review-rules";
import type { ImageSources } from "~/models/uploads/uploads";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/review.css";
import uploaderStyles from "~/styles/uploader.css";
import { useHydrated } from "~/utils/hydration";
import type { action, loader, ReviewActionData } from "./post.create.server";

export { action, loader } from "./post.create.server";

export const handle: PageHandle = { page: { member: "review", footer: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: uploaderStyles },
  { rel: "stylesheet", href: styles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `후기 작성 ${data?.step ?? 1}/2 - 패밀리트립` }];

function Photo({ sources, alt, sizes }: { sources: ImageSources | null; alt: string; sizes: string }) {
  if (!sources) return <span className="review-photo__missing">{alt}</span>;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img
        src={sources.fallback}
        srcSet={sources.jpegSrcSet}
        sizes={sizes}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/** Step 2's text areas, in order: what was good, what was not, tips, and the story. */
const TEXT_FIELDS = [
  { name: "goodPoints", label: "좋았던 점", rows: 3, maxLength: MAX_REVIEW_TEXT, placeholder: "아이가 가장 좋아했던 순간을 알려주세요" },
  { name: "badPoints", label: "아쉬웠던 점", rows: 3, maxLength: MAX_REVIEW_TEXT, placeholder: "다른 가족이 미리 알면 좋을 점" },
  { name: "tips", label: "꿀팁", rows: 3, maxLength: MAX_REVIEW_TEXT, placeholder: "주차, 준비물, 추천 시간대 같은 팁" },
  { name: "caption", label: "여행 이야기", rows: 5, maxLength: MAX_STORY_TEXT, placeholder: "우리 가족의 여행 이야기를 들려주세요" },
] as const;

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="review-steps" aria-label="후기 작성 단계">
      {[
        [1, "사진 올리기"],
        [2, "후기 쓰기"],
      ].map(([number, label]) => (
        <li
          key={number}
          className={number === step ? "review-steps__item review-steps__item--current" : "review-steps__item"}
          aria-current={number === step ? "step" : undefined}
        >
          <span className="review-steps__number">{number}</span> {label}
        </li>
      ))}
    </ol>
  );
}

type TagValues = NonNullable<ReviewActionData["values"]>;

/**
 * Step 2's two tag lists: the places of the trip and free tags. `input` is the field a new tag is
 * typed in, `add` and `removePrefix` its buttons' intents; `kind` is how the input and the remove
 * buttons call a tag.
 */
const TAG_LISTS = {
  location: {
    tags: "locationTags",
    input: "newLocationTag",
    add: REVIEW_INTENTS.addLocationTag,
    removePrefix: REVIEW_INTENTS.removeLocationTagPrefix,
    legend: "여행 지역",
    kind: "지역",
    max: MAX_LOCATION_TAGS,
    placeholder: "예: 강릉",
  },
  tag: {
    tags: "tags",
    input: "newTag",
    add: REVIEW_INTENTS.addTag,
    removePrefix: REVIEW_INTENTS.removeTagPrefix,
    legend: "태그",
    kind: "태그",
    max: MAX_TAGS,
    placeholder: "예: 아이와함께",
  },
} as const;

type TagList = (typeof TAG_LISTS)[keyof typeof TAG_LISTS];

function isFull(list: TagList, values: TagValues): boolean {
  return values[list.tags].length >= list.max;
}

/**
 * A list of tags with a remove button each and an input to add one: every button is a submit with a
 * named intent, so it works without JavaScript.
 */
function TagField(props: {
  list: TagList;
  id?: string;
  values: TagValues;
  errors: ReviewActionData["errors"];
  children?: React.ReactNode;
}) {
  const { list, values } = props;
  const inputName = list.input;
  const tags = values[list.tags];
  const error = props.errors?.[list.tags];
  const errorId = `${inputName}-error`;
  return (
    <fieldset className="review-tags" id={props.id} aria-describedby={error ? errorId : undefined}>
      <legend>
        {list.legend} <span className="hint">최대 {list.max}개</span>
      </legend>
      <ul className="review-tags__list" aria-label={`추가한 ${list.kind}`}>
        {tags.map((tag, index) => (
          <li key={tag} className="review-tag">
            #{tag}
            <button
              type="submit"
              name="intent"
              value={`${list.removePrefix}${index}`}
              aria-label={`${tag} ${list.kind} 빼기`}
              className="review-tag__remove"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="review-tags__add">
        <label htmlFor={inputName} className="visually-hidden">
          {list.kind} 입력
        </label>
        <input
          // A new list (a tag added or taken out) starts the box empty again; with JavaScript the page
          // stays mounted and would keep what was typed.
          key={tags.join("\n")}
          id={inputName}
          name={inputName}
          defaultValue={values[inputName]}
          placeholder={list.placeholder}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="submit"
          name="intent"
          value={list.add}
          className="button button--outline button--small"
          disabled={isFull(list, values)}
        >
          추가
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {props.children}
    </fieldset>
  );
}

export default function PostCreate() {
  const { step, draft, drafts, popularTags } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ReviewActionData | undefined;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  if (step === 1 || !draft) {
    const photos = draft?.photos ?? [];
    return (
      <section className="page review" aria-labelledby="review-title">
        <div className="review__top">
          <Link to="/explore" className="back-link" aria-label="커뮤니티로 돌아가기">
            ← 커뮤니티
          </Link>
        </div>
        <StepIndicator step={1} />
        <h1 id="review-title" className="page__title">
          후기 작성하기
        </h1>
        <p className="hint">
          여행 사진을 1장 이상 올려주세요. 최대 {MAX_REVIEW_PHOTOS}장, 한 장에 {MAX_PHOTO_MB}MB까지 올릴 수 있어요.
        </p>
        <PhotoUploader
          category="review"
          entityId={draft?.id ?? null}
          formFields={{ intent: REVIEW_INTENTS.upload }}
          startFields={{ intent: REVIEW_INTENTS.start }}
          storedIds={photos.map((photo) => photo.uploadId)}
          hydrated={hydrated}
          errors={actionData?.uploadErrors}
        />
        {photos.length ? (
          <Form method="post" className="review-photos" aria-label="올린 사진">
            <ul>
              {photos.map((photo, index) => (
                <li key={photo.uploadId} className="review-photo">
                  <Photo sources={photo.sources} alt={`올린 사진 ${index + 1}`} sizes="(max-width: 480px) 33vw, 160px" />
                  {index === 0 ? <span className="review-photo__cover">대표</span> : null}
                  <button
                    type="submit"
                    name="intent"
                    value={`${REVIEW_INTENTS.removePhotoPrefix}${photo.uploadId}`}
                    className="review-photo__remove"
                    aria-label={`사진 ${index + 1} 빼기`}
                    disabled={busy}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        ) : (
          <p className="review__empty">아직 올린 사진이 없어요.</p>
        )}
        <Form method="post" className="review__nav">
          <button
            type="submit"
            name="intent"
            value={REVIEW_INTENTS.next}
            className="button button--primary button--block"
            disabled={!photos.length}
          >
            다음
          </button>
        </Form>
        {drafts.length ? (
          <section className="review-drafts" aria-labelledby="drafts-title">
            <h2 id="drafts-title">임시저장한 후기</h2>
            <ul>
              {drafts.map((item) => (
                <li key={item.id} className="review-draft">
                  <Link to={`/post/create?draft=${item.id}${item.photoCount ? "&step=2" : ""}`} className="review-draft__link">
                    <span className="review-draft__cover">{item.cover ? <Photo sources={item.cover} alt="" sizes="56px" /> : null}</span>
                    <span>
                      <strong>{item.title}</strong>
                      <span className="hint">
                        사진 {item.photoCount}장 · {item.shownAt}
                      </span>
                    </span>
                  </Link>
                  <Form method="post">
                    <button
                      type="submit"
                      name="intent"
                      value={`${REVIEW_INTENTS.deleteDraftPrefix}${item.id}`}
                      className="button button--small button--ghost"
                    >
                      삭제
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
    );
  }

  const values = actionData?.values ?? { ...draft, newLocationTag: "", newTag: "" };
  const errors = actionData?.errors;
  const tagsFull = isFull(TAG_LISTS.tag, values);
  return (
    <section className="page review" aria-labelledby="review-title">
      <Form method="post" className="form review-form" noValidate>
        {/* Enter in a text field saves and stays (a typed place or tag is added), never leaves the page. */}
        <button type="submit" name="intent" value={REVIEW_INTENTS.save} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          저장
        </button>
        <div className="review__top">
          <button
            type="submit"
            name="intent"
            value={REVIEW_INTENTS.back}
            className="back-link review__back"
            aria-label="사진 단계로 돌아가기"
          >
            ← 사진
          </button>
        </div>
        <StepIndicator step={2} />
        <h1 id="review-title" className="page__title">
          후기 쓰기
        </h1>
        <ul className="review-strip" aria-label={`올린 사진 ${draft.photos.length}장`}>
          {draft.photos.map((photo, index) => (
            <li key={photo.uploadId}>
              <Photo sources={photo.sources} alt={`올린 사진 ${index + 1}`} sizes="72px" />
            </li>
          ))}
        </ul>
        {errors?.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {TEXT_FIELDS.map((field) => {
          const tooLong = errors?.tooLong?.includes(field.name);
          const errorId = `${field.name}-error`;
          return (
            <div key={field.name} className="field">
              <label htmlFor={field.name}>{field.label}</label>
              <textarea
                id={field.name}
                name={field.name}
                rows={field.rows}
                maxLength={field.maxLength}
                defaultValue={values[field.name]}
                placeholder={field.placeholder}
                aria-invalid={tooLong ? true : undefined}
                aria-describedby={tooLong ? errorId : undefined}
              />
              {tooLong ? (
                <p id={errorId} className="field-error">
                  {REVIEW_MESSAGES.textTooLong(field.maxLength)}
                </p>
              ) : null}
            </div>
          );
        })}

        <TagField list={TAG_LISTS.location} id="tags" values={values} errors={errors} />

        <TagField list={TAG_LISTS.tag} values={values} errors={errors}>
          <p className="review-tags__hint">인기 태그</p>
          <div className="review-tags__popular">
            {popularTags.map((tag) => {
              const added = values.tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());
              return (
                <button
                  key={tag}
                  type="submit"
                  name="intent"
                  value={`${REVIEW_INTENTS.suggestPrefix}${tag}`}
                  className="chip"
                  disabled={added || tagsFull}
                  aria-pressed={added}
                >
                  #{tag}
                </button>
              );
            })}
          </div>
        </TagField>

        <aside className="notice review-rewards" aria-label="후기 혜택">
          <strong>후기를 남기면 드리는 혜택</strong>
          {REVIEW_REWARDS.map((line) => (
            <p key={line}>🎁 {line}</p>
          ))}
        </aside>

        <div className="review__actions">
          <button type="submit" name="intent" value={REVIEW_INTENTS.later} className="button button--outline" disabled={busy}>
            나중에 하기
          </button>
          <button type="submit" name="intent" value={REVIEW_INTENTS.publish} className="button button--primary" disabled={busy}>
            {busy && navigation.formData?.get("intent") === REVIEW_INTENTS.publish ? "게시 중..." : "후기 게시하기"}
          </button>
        </div>
      </Form>
    </section>
  );
}
