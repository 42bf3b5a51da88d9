/** The gallery's image sizes and classes, shared by the server's markup and after-load.ts. */
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;
export const THUMB_WIDTH = 96;
export const THUMB_HEIGHT = 64;
export const SLIDE_CLASS = 'w-full shrink-0 snap-center snap-always';
export const PHOTO_CLASS =
  'block w-full select-none aspect-[3/2] object-cover group-data-[fullscreen]/gallery:aspect-auto group-data-[fullscreen]/gallery:max-h-[80vh] group-data-[fullscreen]/gallery:object-contain';
/** A later photo's box until the page has loaded. */
export const PHOTO_BOX_CLASS = 'block aspect-[3/2] w-full bg-gray-100';
/** A thumbnail's box until the page has loaded; the thumbnail's own class adds object-cover. */
export const THUMB_BOX_CLASS = 'block h-16 w-24 bg-gray-100';
export const THUMB_CLASS = `${THUMB_BOX_CLASS} object-cover`;
