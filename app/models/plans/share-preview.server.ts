// The picture a shared plan is previewed with (KakaoTalk's message and the share page's og:image): the
// first chapter, in trip order, that has one. A chapter's picture is its mission's staff image, else
// its product's (staff images are public), else, only when the family allowed photos on their share
// links, the family's own proof photo of its mission (private: its address carries the link's token,
// which /media/p/… asks for, as the share page's album does). docs/decisions/0074-share-to-kakaotalk.md
import { db } from "~/db.server";
import { readMissionLog } from "~/models/missions/completions.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import type { UploadVariant } from "../../../db/schema";
import { fromJson } from "../platform/json.server";
import type { ChapterDay } from "./chapters";
import { readSharePhotos } from "./sharing.server";

/** The largest JPEG of a picture (link previews take JPEG; the smallest is too small for a card). */
export function largestJpeg(sources: ImageSources): string {
  const sizes = sources.jpegSrcSet.split(", ").map((entry) => {
    const [url = "", width = "0w"] = entry.split(" ");
    return { url, width: Number.parseInt(width, 10) || 0 };
  });
  return sizes.reduce((best, size) => (size.width > best.width ? size : best), { url: sources.fallback, width: 0 }).url;
}

/** The plan's products' staff images, by chapter (activity id), the first product of a chapter first. */
async function productImages(planId: string): Promise<Map<string, ImageSources>> {
  const rows = await db()
    .selectFrom("plan_products as p")
    .innerJoin("uploads as u", (join) => join.onRef("u.id", "=", "p.image_upload_id").on("u.status", "=", "confirmed"))
    .select(["p.activity_id", "u.variants", "u.width", "u.height"])
    .where("p.plan_id", "=", planId)
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
  const byChapter = new Map<string, ImageSources>();
  for (const row of rows) {
    if (byChapter.has(row.activity_id)) continue;
    const sources = imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0);
    if (sources) byChapter.set(row.activity_id, sources);
  }
  return byChapter;
}

/**
 * The path (`/media/…`) of the shared plan's preview picture for the link with this token, or null
 * when no chapter has one the link may show.
 */
export async function sharePreviewImage(plan: { id: string; days: readonly ChapterDay[] }, token: string): Promise<string | null> {
  const [log, products, photosAllowed] = await Promise.all([readMissionLog(plan.id), productImages(plan.id), readSharePhotos(plan.id)]);
  for (const chapter of plan.days.flatMap((day) => day.chapters)) {
    const missions = log.missions.filter((mission) => mission.activityId === chapter.id);
    const staffImage = missions.find((mission) => mission.image)?.image ?? products.get(chapter.id);
    if (staffImage) return largestJpeg(staffImage);
    if (!photosAllowed) continue;
    // The album's photos: completed missions' proofs, as the share page shows them.
    const proof = missions.flatMap((mission) => mission.status.completionImages).find((photo) => photo.sources)?.sources;
    if (proof) return `${largestJpeg(proof)}?share=${encodeURIComponent(token)}`;
  }
  return null;
}
