/**
 * The photo gallery: a scroll-snap track (native swipe on touch screens), previous/next buttons,
 * ←/→ keys, thumbnails, 'Photo N of M' and a full-screen toggle. The first photo is the page's LCP
 * element: eager, fetchpriority high, explicit size, in the server HTML.
 *
 * Drawn by the server at its first photo; the photos after it and the thumbnails arrive once the
 * page has loaded (GalleryAfterLoad.tsx, drawn in the browser from the image list); what the controls do is fetched when the gallery is pointed at,
 * touched or focused (GallerySection, gallery-controller.ts), which then keeps this markup's
 * attributes in step. Full screen is the section's data-fullscreen, styled here with variants.
 */
import type { GalleryImage } from '@/lib/vehicle/page-model';
import { GalleryThumbs, LaterSlides } from './GalleryAfterLoad';
import { GALLERY_HEIGHT, GALLERY_WIDTH, GalleryPhoto, SLIDE_CLASS } from './gallery-parts';
import { GallerySection } from './GallerySection';

export { GALLERY_HEIGHT, GALLERY_WIDTH };

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const SECTION_CLASS = 'group/gallery data-[fullscreen]:flex data-[fullscreen]:h-full data-[fullscreen]:flex-col data-[fullscreen]:justify-center data-[fullscreen]:bg-black data-[fullscreen]:p-4';
const ARROW_CLASS =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white disabled:opacity-40';

export function VehicleGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const count = images.length;
  if (count === 0) {
    return <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-gray-100 text-gray-600">Photos coming soon</div>;
  }

  return (
    <GallerySection label={`Photos of the ${title}`} className={SECTION_CLASS}>
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
          {count > 1 ? <LaterSlides images={images.slice(1)} count={count} /> : null}
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
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span data-gallery-fullscreen-label="">Full screen</span>
        </button>
      </div>

      {count > 1 ? <GalleryThumbs urls={images.map((image) => image.url)} /> : null}
    </GallerySection>
  );
}
