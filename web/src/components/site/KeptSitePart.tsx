'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

/**
 * The site's own parts nothing in the browser changes (the footer, the dealer's 404), kept by the
 * browser as the server drew them (ui/kept-markup.tsx). One kept island for both: each island is
 * code in every page's first load, and the 404 is in every page's RSC payload (Next sends the
 * layout's not-found view with the layout), so as markup it cost every page about 0.8 KB.
 */
export const KeptSitePart = keptMarkup(() => import('./SitePartView'), 'site');
