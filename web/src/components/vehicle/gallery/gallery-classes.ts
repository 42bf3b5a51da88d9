/** The gallery's image sizes and classes, shared by the server's markup and after-load.ts. */
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;
export const THUMB_WIDTH = 96;
export const THUMB_HEIGHT = 64;
// The classes are globals.css utilities: each is in the HTML once per photo.
export const SLIDE_CLASS = 'gallery-slide';
export const PHOTO_CLASS = 'gallery-photo';
/** A later photo's box until the page has loaded. */
export const PHOTO_BOX_CLASS = 'gallery-photo-box';
/** A thumbnail's box until the page has loaded; the thumbnail itself (drawn in the browser only) adds object-cover. */
export const THUMB_BOX_CLASS = 'gallery-thumb-box';
export const THUMB_CLASS = `${THUMB_BOX_CLASS} object-cover`;
