// The feed's cards, search bar and empty states for the server to render at once; the browser keeps
// their markup (explore.tsx). A card's markup is rendered once per distinct card and reused (its post,
// the member's marks on it, its place in the feed): decision 79.
import { keptOnServer, rememberedOnServer } from "~/components/kept/kept.server";
import { FeedEmpty, SearchBar } from "./FeedParts";
import { FeedPost } from "./FeedPost";

export const CARDS_ON_SERVER = { ...keptOnServer({ SearchBar, FeedEmpty }), FeedPost: rememberedOnServer(FeedPost) };
