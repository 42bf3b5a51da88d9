'use client';

/**
 * The gallery's photos after the first, and its thumbnails: boxes of their size in the server HTML,
 * the images once the page has loaded (useAfterLoad). Drawn here from the image list rather than
 * handed over by the server as markup, which would travel twice, in the HTML and again in the RSC
 * payload: on a 9-photo car the gallery's share of the payload went from 9.9 to 2.4 KB (≈ 0.8 KB a
 * photo, measured 2026-11-27). The markup is what gallery-controller.ts
 * works on: the same data attributes as the first slide's.
 */
import type { GalleryImage } from '@/lib/vehicle/page-model';
import { useAfterLoad } from './AfterLoad';
import { GalleryPhoto, SLIDE_CLASS } from './gallery-parts';

/** Slides 2 to N of the track (the server draws the first). */
export function LaterSlides({ images, count }: { images: GalleryImage[]; count: number }) {
  const loaded = useAfterLoad();
  return images.map((image, i) => (
    <div
      key={image.url}
      data-gallery-slide=""
      role="group"
      aria-roledescription="slide"
      aria-label={`Photo ${i + 2} of ${count}`}
      aria-hidden
      className={SLIDE_CLASS}
    >
      {loaded ? (
        <GalleryPhoto image={image} first={false} />
      ) : (
        <div className="aspect-[3/2] w-full bg-gray-100" />
      )}
    </div>
  ));
}

export function GalleryThumbs({ urls }: { urls: string[] }) {
  const loaded = useAfterLoad();
  return (
    <ul data-gallery-thumbs="" aria-label="Choose a photo" className="mt-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
      {urls.map((url, i) => (
        <li key={url} className="shrink-0">
          <button type="button" data-gallery-thumb="" aria-label={`Show photo ${i + 1} of ${urls.length}`} aria-current={i === 0 ? 'true' : undefined} className="gallery-thumb">
            {loaded ? (
              // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
              <img src={url} alt="" width={96} height={64} loading="lazy" decoding="async" className="block h-16 w-24 bg-gray-100 object-cover" />
            ) : (
              <span className="block h-16 w-24 bg-gray-100" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
