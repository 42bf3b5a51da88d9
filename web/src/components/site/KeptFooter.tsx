'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptFooter = keptMarkup(() => import('./FooterView'), 'footer');
