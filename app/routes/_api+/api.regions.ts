import type { LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_REGION_SUGGESTIONS, searchRegions } from "~/models/regions/regions.server";

// District suggestions for the region fields: the search runs here so phones never download the
// district list. An empty query answers the five default suggestions.
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = query.trim() ? searchRegions(query) : DEFAULT_REGION_SUGGESTIONS;
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=86400", Vary: "Accept-Encoding" } });
}
