import type { ReactNode } from "react";
import { submitterOf } from "~/utils/client-navigation";
import { postPath } from "./intents";

/**
 * A form to a post's action that comes back to `back`. Plain HTML, so twenty cards a page render no
 * route-resolving components (see PostCard); once scripts run, `send` takes it over with the button
 * that was pressed (a fetcher, or the router's submit).
 */
export function PostForm({
  postId,
  back,
  className,
  send,
  children,
}: {
  postId: string;
  back: string;
  className: string;
  send: (target: ReturnType<typeof submitterOf>) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={postPath(postId)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        send(submitterOf(event));
      }}
    >
      <input type="hidden" name="back" value={back} />
      {children}
    </form>
  );
}
