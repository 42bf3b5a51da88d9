'use client';

/**
 * What next-sanity's server <VisualEditing /> renders, built in the browser chunk that
 * VisualEditingOverlays fetches in draft mode: the overlays, with the perspective and variant
 * actions the Presentation tool calls. (No basePath or trailing slash to detect: the site uses neither.)
 * The actions are next-sanity's own, marked internal (not semver): next-sanity is pinned, and the
 * draft-mode browser test loads this chunk.
 */
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions';

export default function VisualEditingChunk() {
  return (
    <VisualEditing
      onPerspectiveChange={(perspective) => void perspectiveChangeAction(perspective)}
      onVariantChange={(variant) => void variantChangeAction(variant)}
    />
  );
}
