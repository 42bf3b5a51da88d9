'use client';

import { keptMarkup } from '@/components/ui/kept-markup';

export const KeptVehicleCard = keptMarkup(() => import('./VehicleCardView'), 'vehicle-card');
