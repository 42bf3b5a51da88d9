'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptVehicleSummary = keptMarkup(() => import('./VehicleSummaryView'), 'vehicle-summary');
