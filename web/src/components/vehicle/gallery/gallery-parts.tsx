/** What the server's first photo and the browser-drawn later photos share, so they match exactly. */
import type { GalleryImage } from '@/lib/vehicle/page-model';

export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;
export const SLIDE_CLASS = 'w-full shrink-0 snap-center snap-always';
const PHOTO_CLASS =
  'block w-full select-none aspect-[3/2] object-cover group-data-[fullscreen]/gallery:aspect-auto group-data-[fullscreen]/gallery:max-h-[80vh] group-data-[fullscreen]/gallery:object-contain';

/** A slide's photo; the first is the page's LCP element (eager, high priority, decoded at once). */
export function GalleryPhoto({ image, first }: { image: GalleryImage; first: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
    <img
      src={image.url}
      alt={image.alt}
      width={GALLERY_WIDTH}
      height={GALLERY_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
      className={PHOTO_CLASS}
    />
  );
}
