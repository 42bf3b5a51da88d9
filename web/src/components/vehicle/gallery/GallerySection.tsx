'use client';

/**
 * The gallery's section in the browser. Its content is the server's (VehicleGallery), whose later
 * photos and thumbnails it shows once the page has loaded (after-load.ts), and before
 * anything is done with it the track already swipes and scrolls (scroll snap, arrow keys on the
 * focused track). The buttons, keys, counter and full screen (gallery-controller.ts) are fetched
 * when the gallery is pointed at, touched, focused or a key is pressed in it; a button pressed
 * before they arrive is pressed again once they have.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { afterLoad } from './after-load';
import type { GalleryController } from './gallery-controller';

const CONTROL = '[data-gallery-prev],[data-gallery-next],[data-gallery-thumb],[data-gallery-fullscreen]';

export function GallerySection({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const state = useRef<{ controller?: GalleryController; loading?: boolean; pending?: Element }>({});

  const load = () => {
    const s = state.current;
    if (s.loading) return;
    s.loading = true;
    import('./gallery-controller').then(
      ({ attachGallery }) => {
        if (!section.current) return;
        s.controller = attachGallery(section.current);
        if (s.pending) s.controller.press(s.pending);
        s.pending = undefined;
      },
      (error: unknown) => {
        s.loading = false;
        console.warn('[gallery] could not load', error);
      },
    );
  };
  useEffect(() => () => state.current.controller?.detach(), []);
  // The photos after the first and the thumbnails, once the page has loaded (after-load.ts).
  useEffect(() => (section.current ? afterLoad(section.current) : undefined), []);

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      // Pointer events include touch: a finger on the gallery is a pointer entering it.
      onPointerEnter={load}
      onFocus={load}
      onKeyDown={load}
      onClickCapture={(event) => {
        if (state.current.controller) return;
        const control = (event.target as Element).closest(CONTROL);
        if (!control) return;
        state.current.pending = control;
        load();
      }}
    >
      {children}
    </section>
  );
}
