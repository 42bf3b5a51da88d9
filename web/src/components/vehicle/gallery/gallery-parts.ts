/** What the server's first photo and the browser-drawn later photos share, so they match exactly. */
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;
export const PHOTO_CLASS =
  'block w-full select-none aspect-[3/2] object-cover group-data-[fullscreen]/gallery:aspect-auto group-data-[fullscreen]/gallery:max-h-[80vh] group-data-[fullscreen]/gallery:object-contain';
export const SLIDE_CLASS = 'w-full shrink-0 snap-center snap-always';
