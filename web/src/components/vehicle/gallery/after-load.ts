/**
 * The gallery's photos after the first, and its thumbnails, once the page has loaded: the server
 * draws boxes of their size (GalleryView, `data-after-load`), turned into images here so they never
 * compete with the first photo, the page's LCP element. The images are GalleryPhoto's and Thumb's.
 */
import { whenLoaded } from '@/lib/tasks/when-loaded';
import { GALLERY_HEIGHT, GALLERY_WIDTH, PHOTO_CLASS, THUMB_CLASS, THUMB_HEIGHT, THUMB_WIDTH } from './gallery-classes';

export function showAfterLoad(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-after-load]')) {
    const photo = box.dataset.afterLoad === 'photo';
    const img = document.createElement('img');
    img.src = box.dataset.src ?? '';
    img.alt = box.dataset.alt ?? '';
    img.width = photo ? GALLERY_WIDTH : THUMB_WIDTH;
    img.height = photo ? GALLERY_HEIGHT : THUMB_HEIGHT;
    // As attributes, as React writes them (not every DOM reflects the properties).
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    img.className = photo ? PHOTO_CLASS : THUMB_CLASS;
    if (photo) {
      img.setAttribute('fetchpriority', 'low');
      img.setAttribute('draggable', 'false');
    }
    box.replaceWith(img);
  }
}

/** Runs showAfterLoad once the page has loaded (in a task of its own if it has). */
export function afterLoad(root: ParentNode): () => void {
  return whenLoaded(() => showAfterLoad(root));
}
