// The trip album: the proof photos of the family's completed missions (private: their family and
// staff; a share link's visitors see them only when the family allowed it: the share page's loader
// then adds the link's token to each address, so /media/p/… lets them through).
import type { ImageSources } from "~/models/uploads/uploads";

export interface AlbumEntry {
  id: string;
  missionTitle: string;
  sources: ImageSources | null;
}

export function AlbumPhoto({ sources, alt, size = "160px" }: { sources: ImageSources; alt: string; size?: string }) {
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={size} />
      <img
        src={sources.fallback}
        srcSet={sources.jpegSrcSet}
        sizes={size}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}

export function TripAlbum({ photos, title, hint, empty }: { photos: readonly AlbumEntry[]; title: string; hint?: string; empty?: string }) {
  if (!photos.length && !empty) return null;
  return (
    <section className="trip-album" id="album" aria-labelledby="album-title">
      <h2 id="album-title" className="plan-panel__title">
        {title}
      </h2>
      {hint ? <p className="hint">{hint}</p> : null}
      {photos.length ? (
        <ul className="trip-album__photos">
          {photos.map((photo, index) =>
            photo.sources ? (
              <li key={photo.id}>
                <AlbumPhoto sources={photo.sources} alt={`${photo.missionTitle} 사진 ${index + 1}`} />
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <p className="hint">{empty}</p>
      )}
    </section>
  );
}
