// What the community's pages get from their loaders: the models' shapes with the times already
// formatted on the server.
import type { FeedPost, PostComment } from "~/models/community/feed.server";
import type { ScrapbookItem } from "~/models/community/marks.server";

export type ShownPost = FeedPost & { shownAt: string };
export type ShownComment = PostComment & { shownAt: string };
export type ShownScrapbookItem = ScrapbookItem & { shownAt: string };
