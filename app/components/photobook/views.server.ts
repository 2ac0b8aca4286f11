// The upload page's two views for the server, which renders them at once (views.tsx is the browser's
// half). The browser build holds an empty module in this file's place, so the page's own script carries
// neither view: a draft loads the uploader only, a submitted book the steps and the proof only.
import type { OnDemandScripts } from "~/on-demand-scripts.server";
import { PhotobookDraft } from "./PhotobookDraft";
import { PhotobookSubmitted } from "./PhotobookSubmitted";

export const VIEWS_ON_SERVER = { draft: PhotobookDraft, submitted: PhotobookSubmitted } as const;

/** The scripts of the view a book in this status shows, for modulepreload links beside the page's own. */
export function photobookViewScripts(scripts: OnDemandScripts, status: string): string[] {
  if (status === "cancelled") return [];
  return scripts(status === "draft" ? "app/components/photobook/PhotobookDraft.tsx" : "app/components/photobook/PhotobookSubmitted.tsx");
}
