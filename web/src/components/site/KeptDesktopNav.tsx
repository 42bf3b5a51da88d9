'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

/** The desktop menu's top row, kept by the browser as the server drew it (DesktopNavView). */
export const KeptDesktopNav = keptMarkup(() => import('./DesktopNavView'), 'desktop-nav');
