/**
 * The car a form is about, as the browser needs it (serialisable: it is passed from a server
 * component). Tracking parameters and the enquired-car record are built from it.
 */
import type { CarType, Vehicle } from '@forecourt/schemas/vehicle';

export interface LeadCar {
  id: string;
  slug: string;
  /** e.g. '2021 Toyota Corolla Ascent Sport' */
  title: string;
  car_type: CarType;
  tag?: string | null;
  make: string;
  model: string;
  year: number;
  /** Absent when the kilometres are unknown. */
  km?: number;
  badge?: string | null;
}

export type LeadCarSource = Pick<Vehicle, 'id' | 'slug' | 'car_type' | 'make' | 'model' | 'year' | 'km'> & {
  tag?: string | null;
  badge?: string | null;
};

/** The fields of a Vehicle a form needs (keeps the whole vehicle out of the client payload). */
export function leadCarFrom(vehicle: LeadCarSource, title: string): LeadCar {
  const { id, slug, car_type, tag, make, model, year, km, badge } = vehicle;
  return { id, slug, title, car_type, tag: tag ?? null, make, model, year, ...(km !== undefined ? { km } : {}), badge: badge ?? null };
}
