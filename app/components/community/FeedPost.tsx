// A post of the feed, by primitives and the post itself: the feed keeps each card's server markup and
// fetches this code when a card is first used or its post changes (Kept, app/components/kept/; decision 70).
import { PostCard } from "./PostCard";
import type { ShownPost } from "./types";

export function FeedPost({
  post,
  index,
  total,
  eager,
  back,
}: {
  post: ShownPost;
  index: number;
  total: number | string;
  eager: boolean;
  back: string;
}) {
  return <PostCard post={post} position={{ index, total }} eager={eager} back={back} />;
}
