'use client';

/**
 * The Presentation tool's overlays, in draft mode only (PreviewBar). next-sanity's <VisualEditing />
 * is a server component whose client part, a next/dynamic wrapper, and its two server actions'
 * references were in every site page's first load (the layout imports PreviewBar, and a client
 * reference in a layout's module graph ships with the layout, rendered or not). Here the layout
 * carries only this effect; the overlays and the actions' references come with the chunk it fetches.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function VisualEditingOverlays() {
  const [Overlays, setOverlays] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./visual-editing-overlays').then(
      (module) => live && setOverlays(() => module.default),
      (error: unknown) => console.warn('[preview] could not load the visual editing overlays', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return Overlays ? <Overlays /> : null;
}
