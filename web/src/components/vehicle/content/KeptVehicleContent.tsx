'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptVehicleContent = keptMarkup(() => import('./VehicleContentView'), 'vehicle-content');
