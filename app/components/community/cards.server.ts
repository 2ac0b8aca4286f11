// The feed's cards, search bar and empty states for the server to render at once; the browser keeps
// their markup (explore.tsx).
import { FeedEmpty, SearchBar } from "./FeedParts";
import { FeedPost } from "./FeedPost";

export const CARDS_ON_SERVER = { FeedPost, SearchBar, FeedEmpty };
