/**
 * Shown on every page while draft mode is on, so an editor never mistakes a draft for what shoppers
 * see, and can leave. 'Leave preview' is a plain link: the disable route goes back to the page it was
 * followed from (its Referer, same site only). The Presentation tool's overlays (VisualEditing) load
 * here too, and only here: its code is a separate chunk that shoppers' pages never request.
 */
import { VisualEditingOverlays } from './VisualEditingOverlays';

export function PreviewBar() {
  return (
    <>
      <div role="region" aria-label="Preview" data-preview-bar className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-700 bg-amber-50 px-4 py-2 text-sm text-amber-950">
        <p>
          <strong>Preview:</strong> you are seeing unpublished drafts. Shoppers see the published site.
        </p>
        {/* A route handler, not a page (the lint rule reads it as the catch-all page): a full request, so the
            client router keeps no draft page in its cache. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/draft-mode/disable" className="inline-flex min-h-11 items-center rounded-md border border-amber-800 bg-white px-4 font-semibold hover:bg-amber-100">
          Leave preview
        </a>
      </div>
      <VisualEditingOverlays />
    </>
  );
}
