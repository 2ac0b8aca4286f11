// The buttons a post's forms send (`intent`), shared by the pages and /post/:postId's action.
export const POST_INTENTS = {
  like: "like",
  unlike: "unlike",
  scrap: "scrap",
  unscrap: "unscrap",
  comment: "comment",
  deleteComment: "delete-comment",
  report: "report",
  deletePost: "delete-post",
} as const;

export type PostIntent = (typeof POST_INTENTS)[keyof typeof POST_INTENTS];

/** The hidden field a form sends only once JavaScript runs: the action then answers data, not a redirect. */
export const FETCH_FIELD = "fetch";

/** What a post's action answers a script (the count is always the server's). */
export interface PostActionData {
  ok: boolean;
  liked?: boolean;
  likesCount?: number;
  scrapped?: boolean;
}

/** Where a post's forms go. */
export function postPath(postId: string): string {
  return `/post/${encodeURIComponent(postId)}`;
}

/** The back office's 후기 신고 tab: its two buttons. */
export const MODERATION_INTENTS = { hide: "hide", restore: "restore" } as const;
