/**
 * The photo gallery: a scroll-snap track (native swipe on touch screens), previous/next buttons,
 * ←/→ keys, thumbnails, 'Photo N of M' and a full-screen toggle. The first photo is the page's LCP
 * element: eager, fetchpriority high, explicit size, in the server HTML.
 *
 * Drawn by the server at its first photo and kept by the browser as drawn (GalleryView, KeptGallery);
 * the photos after it and the thumbnails arrive once the page has loaded (GallerySection); what the
 * controls do is fetched when the gallery is pointed at, touched or focused (gallery-controller.ts),
 * which then keeps this markup's attributes in step. Full screen is the section's data-fullscreen,
 * styled here with variants.
 */
import type { GalleryImage } from '@/lib/vehicle/page-model';
import { GALLERY_HEIGHT, GALLERY_WIDTH } from './gallery-parts';
import { GallerySection } from './GallerySection';
import { KeptGallery } from './KeptGallery';

export { GALLERY_HEIGHT, GALLERY_WIDTH };

const SECTION_CLASS = 'group/gallery data-[fullscreen]:flex data-[fullscreen]:h-full data-[fullscreen]:flex-col data-[fullscreen]:justify-center data-[fullscreen]:bg-black data-[fullscreen]:p-4';

export function VehicleGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  if (images.length === 0) {
    return <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-gray-100 text-gray-600">Photos coming soon</div>;
  }
  return (
    <GallerySection label={`Photos of the ${title}`} className={SECTION_CLASS}>
      {/* display: contents, so the section's full-screen layout applies to the gallery's own boxes. */}
      <KeptGallery images={images} className="contents" />
    </GallerySection>
  );
}
