// A post's like and bookmark buttons: plain forms that post to /post/:postId and come back to the same
// post without JavaScript; with it they post through a fetcher, show the change at once and then the
// server's answer (the count is always the server's).
import { useFetcher } from "@remix-run/react";
import type { submitterOf } from "~/utils/client-navigation";
import { FETCH_FIELD, POST_INTENTS, type PostActionData } from "./intents";
import { PostForm } from "./PostForm";

/** One toggle: a form whose single button posts the intent that flips it (`on` shows as pressed). */
function ToggleForm({
  fetcher,
  postId,
  back,
  on,
  onIntent,
  offIntent,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher<PostActionData>>;
  postId: string;
  back: string;
  on: boolean;
  /** What the button posts while the toggle is off, and while it is on. */
  onIntent: string;
  offIntent: string;
  children: React.ReactNode;
}) {
  return (
    <PostForm postId={postId} back={back} className="post-button-form" send={(target) => fetcher.submit(...withFetchField(target))}>
      <button
        type="submit"
        name="intent"
        value={on ? offIntent : onIntent}
        className={on ? "post-button is-on" : "post-button"}
        aria-pressed={on}
      >
        {children}
      </button>
    </PostForm>
  );
}

/**
 * The form and the pressed button, as the browser would send them, plus the field that asks the action
 * for data instead of a redirect: added as it is sent, so the button renders the same before and after
 * hydration (no hydration flag, no second render of every card's buttons).
 */
function withFetchField(target: ReturnType<typeof submitterOf>) {
  const form = target instanceof HTMLFormElement ? target : target.form!;
  const data = new FormData(form);
  if (!(target instanceof HTMLFormElement) && target.name) data.set(target.name, target.value);
  data.set(FETCH_FIELD, "1");
  return [data, { method: "post", action: form.getAttribute("action")! }] as const;
}

export function LikeButton({ postId, liked, count, back }: { postId: string; liked: boolean; count: number; back: string }) {
  const fetcher = useFetcher<PostActionData>();
  const answered = fetcher.data?.ok && fetcher.data.liked !== undefined ? fetcher.data : null;
  let shownLiked = answered ? Boolean(answered.liked) : liked;
  let shownCount = answered ? (answered.likesCount ?? count) : count;
  const pending = fetcher.formData?.get("intent");
  if (pending === POST_INTENTS.like || pending === POST_INTENTS.unlike) {
    const next = pending === POST_INTENTS.like;
    if (next !== shownLiked) shownCount += next ? 1 : -1;
    shownLiked = next;
  }
  return (
    <ToggleForm fetcher={fetcher} postId={postId} back={back} on={shownLiked} onIntent={POST_INTENTS.like} offIntent={POST_INTENTS.unlike}>
      <span aria-hidden="true">{shownLiked ? "♥" : "♡"}</span> 좋아요 <span className="post-button__count">{shownCount}</span>
    </ToggleForm>
  );
}

export function ScrapButton({
  postId,
  scrapped,
  back,
  label = "스크랩",
}: {
  postId: string;
  scrapped: boolean;
  back: string;
  label?: string;
}) {
  const fetcher = useFetcher<PostActionData>();
  const pending = fetcher.formData?.get("intent");
  const answered = fetcher.data?.ok && fetcher.data.scrapped !== undefined ? Boolean(fetcher.data.scrapped) : scrapped;
  const shown = pending === POST_INTENTS.scrap ? true : pending === POST_INTENTS.unscrap ? false : answered;
  return (
    <ToggleForm fetcher={fetcher} postId={postId} back={back} on={shown} onIntent={POST_INTENTS.scrap} offIntent={POST_INTENTS.unscrap}>
      <span aria-hidden="true">{shown ? "★" : "☆"}</span>
      {` ${label}`}
    </ToggleForm>
  );
}
