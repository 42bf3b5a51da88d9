/**
 * The car as it was when the lead came in (leads.car): stock changes, sells or disappears, and the
 * dealer still needs to know which car the shopper meant and at what price.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

export interface CarSnapshot {
  id: string;
  slug: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: Vehicle['car_type'];
  price: number;
  dealership_id: string;
  location_id: string;
}

export function carSnapshot(car: Vehicle): CarSnapshot {
  return {
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    car_type: car.car_type,
    price: car.price,
    dealership_id: car.dealership_id,
    location_id: car.location_id,
  };
}
