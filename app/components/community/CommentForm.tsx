import { useSubmit } from "@remix-run/react";
import { POST_INTENTS } from "./intents";
import { PostForm } from "./PostForm";

/**
 * The comment input of a post: a plain form (trimmed, 1–500 characters, checked again on the server);
 * a refused comment comes back with its message and the text as typed.
 */
export function CommentForm({
  postId,
  back,
  error,
  defaultValue,
}: {
  postId: string;
  back: string;
  error?: string | null;
  defaultValue?: string;
}) {
  const fieldId = `comment-${postId}`;
  const submit = useSubmit();
  return (
    <PostForm postId={postId} back={back} className="comment-form" send={(target) => submit(target, { preventScrollReset: true })}>
      <label htmlFor={fieldId} className="visually-hidden">
        댓글 입력
      </label>
      <textarea
        id={fieldId}
        name="content"
        rows={2}
        maxLength={500}
        required
        placeholder="따뜻한 댓글을 남겨주세요"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" name="intent" value={POST_INTENTS.comment} className="button button--primary button--small">
        댓글 등록
      </button>
    </PostForm>
  );
}
