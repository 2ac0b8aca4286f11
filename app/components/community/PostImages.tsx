import type { PostImage } from "~/models/community/feed.server";
import { expandSources } from "~/models/uploads/uploads";
import { LCP_IMAGE } from "~/utils/lcp-image";

/** The widths an image takes: the whole column on a phone, the column's width beyond. */
export const POST_IMAGE_SIZES = "(max-width: 480px) 100vw, 480px";

/**
 * A post's photos as a horizontal CSS scroll-snap strip (it swipes without JavaScript), each with
 * its own 'i / n'. Only the page's first post loads eagerly; everything below waits until it nears
 * the screen.
 */
export function PostImages({ images, authorName, eager }: { images: PostImage[]; authorName: string; eager: boolean }) {
  if (images.length === 0) return null;
  return (
    // A scrolling strip must be reachable by keyboard (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls, so it takes focus
    <ul className="carousel" aria-label={`사진 ${images.length}장`} tabIndex={0}>
      {images.map((image, index) => {
        const sources = expandSources(image.sources);
        return (
          <li className="carousel__slide" key={sources.fallback}>
            <figure>
              <picture>
                <source type="image/webp" srcSet={sources.webpSrcSet} sizes={POST_IMAGE_SIZES} />
                <img
                  src={sources.fallback}
                  srcSet={sources.jpegSrcSet}
                  sizes={POST_IMAGE_SIZES}
                  width={sources.width || undefined}
                  height={sources.height || undefined}
                  alt={`${authorName}님의 여행 사진 ${index + 1}`}
                  loading={eager && index === 0 ? "eager" : "lazy"}
                  decoding={eager && index === 0 ? "sync" : "async"}
                  {...(eager && index === 0 ? LCP_IMAGE : null)}
                />
              </picture>
              {images.length > 1 ? (
                <figcaption className="carousel__counter">
                  <span className="visually-hidden">사진 </span>
                  {`${index + 1} / ${images.length}`}
                </figcaption>
              ) : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
