// One photobook photo as a square thumbnail (its private sizes; WebP first).
import type { ImageSources } from "~/models/uploads/uploads";

export function PageThumb({ sources, alt }: { sources: ImageSources | null; alt: string }) {
  if (!sources) return <span className="pb-thumb pb-thumb--missing">{alt}</span>;
  return (
    <picture className="pb-thumb">
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes="(min-width: 480px) 140px, 30vw" />
      <img
        src={sources.fallback}
        srcSet={sources.jpegSrcSet}
        sizes="(min-width: 480px) 140px, 30vw"
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}
