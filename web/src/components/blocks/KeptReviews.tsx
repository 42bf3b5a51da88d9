'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptReviews = keptMarkup(() => import('./ReviewsView'), 'reviews');
