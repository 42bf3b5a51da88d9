'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

/** The share row, kept by the browser as the server drew it (ui/kept-markup.tsx); its behaviour is share-behaviour.ts. */
export const KeptShareRow = keptMarkup(() => import('./ShareRowView'), 'share');
