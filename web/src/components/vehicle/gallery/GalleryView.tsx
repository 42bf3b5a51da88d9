/**
 * The gallery's markup (VehicleGallery): drawn by the server, kept by the browser as drawn
 * (KeptGallery, ui/kept-markup.tsx), so React sends the image list rather than the markup; what it
 * does is gallery-controller.ts's, on these data attributes. In the server HTML the photos after the
 * first and the thumbnails are boxes of their size (`data-after-load`) that GallerySection turns into
 * images once the page has loaded, so they never compete with the first photo, the page's LCP
 * element. Drawn in the browser (a client-side navigation, after the page's load) they are images.
 */
import { Icon } from '@/components/ui/Icon';
import type { GalleryImage } from '@/lib/vehicle/page-model';
import { GalleryPhoto, PHOTO_BOX_CLASS, SLIDE_CLASS, Thumb, THUMB_BOX_CLASS } from './gallery-parts';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return <Icon name={direction === 'left' ? 'arrow-left' : 'arrow-right'} className="size-5" />;
}

const ARROW_CLASS =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white disabled:opacity-40';

export default function GalleryView({ images }: { images: GalleryImage[] }) {
  const count = images.length;
  const inBrowser = typeof window !== 'undefined';
  return (
    <>
      <div className="group relative overflow-hidden rounded-lg bg-gray-100">
        <div
          data-gallery-track=""
          tabIndex={0}
          // A focusable scroll area needs a name, and a name needs a role (aria-label on a plain div is
          // invalid HTML and ignored by screen readers): the slides' group.
          role="group"
          aria-label="Photos; use the left and right arrow keys to browse"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
        >
          <div data-gallery-slide="" role="group" aria-roledescription="slide" aria-label={`Photo 1 of ${count}`} aria-hidden={false} className={SLIDE_CLASS}>
            <GalleryPhoto image={images[0]!} first />
          </div>
          {images.slice(1).map((image, i) => (
            <div key={image.url} data-gallery-slide="" role="group" aria-roledescription="slide" aria-label={`Photo ${i + 2} of ${count}`} aria-hidden className={SLIDE_CLASS}>
              {inBrowser ? <GalleryPhoto image={image} first={false} /> : <span data-after-load="photo" data-src={image.url} data-alt={image.alt} className={PHOTO_BOX_CLASS} />}
            </div>
          ))}
        </div>

        {count > 1 ? (
          <>
            <button type="button" data-gallery-prev="" disabled aria-label="Previous photo" className={`left-3 ${ARROW_CLASS}`}>
              <Arrow direction="left" />
            </button>
            <button type="button" data-gallery-next="" aria-label="Next photo" className={`right-3 ${ARROW_CLASS}`}>
              <Arrow direction="right" />
            </button>
          </>
        ) : null}

        <p aria-live="polite" data-gallery-count="" className="absolute bottom-3 left-3 rounded bg-gray-900/85 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
          {`Photo 1 of ${count}`}
        </p>
        <button
          type="button"
          data-gallery-fullscreen=""
          aria-pressed={false}
          className="absolute right-3 bottom-3 inline-flex min-h-8 items-center gap-1 rounded bg-gray-900/85 px-2.5 text-xs font-semibold text-white hover:bg-gray-900"
        >
          <Icon name="expand" className="size-3" />
          <span data-gallery-fullscreen-label="">Full screen</span>
        </button>
      </div>

      {count > 1 ? (
        <ul data-gallery-thumbs="" aria-label="Choose a photo" className="mt-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button type="button" data-gallery-thumb="" aria-label={`Show photo ${i + 1} of ${count}`} aria-current={i === 0 ? 'true' : undefined} className="gallery-thumb">
                {inBrowser ? <Thumb url={image.url} /> : <span data-after-load="thumb" data-src={image.url} className={THUMB_BOX_CLASS} />}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
