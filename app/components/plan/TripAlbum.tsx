// The trip album: the proof photos of the family's completed missions (private: their family and
// staff; a share link's visitors see them only when the family allowed it, each address then carrying
// the link's token so /media/p/… lets them through).
import type { ImageSources } from "~/models/uploads/uploads";

export interface AlbumEntry {
  id: string;
  missionTitle: string;
  sources: ImageSources | null;
}

/** The address with the share link's token, which the private media route asks for. */
function shared(url: string, token?: string): string {
  return token ? `${url}${url.includes("?") ? "&" : "?"}share=${encodeURIComponent(token)}` : url;
}

const srcSet = (set: string, token?: string) =>
  token
    ? set
        .split(", ")
        .map((entry) => {
          const [url, width] = entry.split(" ");
          return `${shared(url ?? "", token)} ${width}`;
        })
        .join(", ")
    : set;

export function AlbumPhoto({ sources, alt, token, size = "160px" }: { sources: ImageSources; alt: string; token?: string; size?: string }) {
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(sources.webpSrcSet, token)} sizes={size} />
      <img
        src={shared(sources.fallback, token)}
        srcSet={srcSet(sources.jpegSrcSet, token)}
        sizes={size}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}

export function TripAlbum({
  photos,
  title,
  hint,
  empty,
  token,
}: {
  photos: readonly AlbumEntry[];
  title: string;
  hint?: string;
  empty?: string;
  /** The share link's token (the share page). */
  token?: string;
}) {
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
                <AlbumPhoto sources={photo.sources} alt={`${photo.missionTitle} 사진 ${index + 1}`} token={token} />
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
