'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptGallery = keptMarkup(() => import('./GalleryView'), 'gallery');
