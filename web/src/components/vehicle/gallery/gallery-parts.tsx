/** The gallery's images as the server and the browser draw them (after-load.ts makes the same). */
import type { GalleryImage } from '@/lib/vehicle/page-model';
import { GALLERY_HEIGHT, GALLERY_WIDTH, PHOTO_CLASS, THUMB_CLASS, THUMB_HEIGHT, THUMB_WIDTH } from './gallery-classes';

export { GALLERY_HEIGHT, GALLERY_WIDTH, PHOTO_BOX_CLASS, SLIDE_CLASS, THUMB_BOX_CLASS } from './gallery-classes';

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

export function Thumb({ url }: { url: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- the app's own SVG vehicle images
  return <img src={url} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" className={THUMB_CLASS} />;
}
