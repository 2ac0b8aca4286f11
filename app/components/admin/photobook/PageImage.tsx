// One image of a photobook on its staff page (a family's photo or a proof's page), 160 px wide, WebP
// first; without sizes, its name.
import type { ImageSources } from "~/models/uploads/uploads";

export function PageImage({ page, alt }: { page: { sources: ImageSources | null }; alt: string }) {
  if (!page.sources) return <span className="hint">{alt}</span>;
  return (
    <picture>
      <source type="image/webp" srcSet={page.sources.webpSrcSet} sizes="160px" />
      <img
        src={page.sources.fallback}
        srcSet={page.sources.jpegSrcSet}
        sizes="160px"
        width={page.sources.width}
        height={page.sources.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}
