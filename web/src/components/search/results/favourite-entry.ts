/**
 * A favourite's stored entry and the event an addition fires, worked out from a car: no React and no
 * browser storage here, so a server component (the favourite heart on a car card) can use it.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { TrackingEventId } from '@/domain/tracking';

export interface FavouriteEntry {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url?: string;
}

export type FavouriteVehicle = Pick<Vehicle, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url' | 'images'>;

export function favouriteEntry(vehicle: FavouriteVehicle): FavouriteEntry {
  const image = vehicle.primary_image_url ?? vehicle.images[0]?.url;
  return { id: vehicle.id, name: vehicle.name, slug: vehicle.slug, make: vehicle.make, model: vehicle.model, ...(image ? { primary_image_url: image } : {}) };
}

export type TrackableVehicle = FavouriteVehicle & Pick<Vehicle, 'car_type' | 'year' | 'km'> & Partial<Pick<Vehicle, 'badge'>>;

/** The event an addition fires (spec §7 event 39 with the car's tracking parameters), worked out on the server. */
export interface FavouriteTracking {
  eventId: TrackingEventId;
  params: Record<string, string | number | undefined>;
}

