/**
 * Cars viewed in this browser (spec §4 "car views recorded in local storage, de-duplicated by id";
 * §3 "Viewed-car record (id, stocknum, make, model, body, simple_body)"). Pure list functions plus
 * the localStorage store; newest first, at most VIEWED_CARS_LIMIT.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { createLocalStore, parseJson } from '@/lib/browser-storage';

export const VIEWED_CARS_KEY = 'forecourt:viewed-cars';
export const VIEWED_CARS_LIMIT = 20;

export interface ViewedCar {
  id: string;
  stocknum: string;
  make: string;
  model: string;
  body?: string;
  simple_body: string;
  /** For the garage's "recently viewed" links (entries stored before these were kept lack them). */
  slug?: string;
  year?: number;
}

export type ViewedCarVehicle = Pick<Vehicle, 'id' | 'stocknum' | 'make' | 'model' | 'simple_body'> &
  Partial<Pick<Vehicle, 'body' | 'slug' | 'year'>>;

export function viewedCarEntry(vehicle: ViewedCarVehicle): ViewedCar {
  return {
    id: vehicle.id,
    stocknum: vehicle.stocknum,
    make: vehicle.make,
    model: vehicle.model,
    ...(vehicle.body ? { body: vehicle.body } : {}),
    simple_body: vehicle.simple_body,
    ...(vehicle.slug ? { slug: vehicle.slug } : {}),
    ...(vehicle.year ? { year: vehicle.year } : {}),
  };
}

const isText = (v: unknown): v is string => typeof v === 'string';

function readEntry(value: unknown): ViewedCar | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (
    !isText(v.id) ||
    !v.id ||
    !isText(v.stocknum) ||
    !isText(v.make) ||
    !isText(v.model) ||
    !isText(v.simple_body)
  )
    return undefined;
  return {
    id: v.id,
    stocknum: v.stocknum,
    make: v.make,
    model: v.model,
    ...(isText(v.body) && v.body ? { body: v.body } : {}),
    simple_body: v.simple_body,
    ...(isText(v.slug) && v.slug ? { slug: v.slug } : {}),
    ...(typeof v.year === 'number' && Number.isInteger(v.year) ? { year: v.year } : {}),
  };
}

/** The stored list, tolerating anything: malformed entries and repeated ids are dropped. */
export function parseViewedCars(raw: string | null): ViewedCar[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: ViewedCar[] = [];
  for (const item of data) {
    const entry = readEntry(item);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      out.push(entry);
    }
  }
  return out.slice(0, VIEWED_CARS_LIMIT);
}

/** Newest first; viewing a car again moves it to the front with its current details. */
export function addViewedCar(
  list: readonly ViewedCar[],
  entry: ViewedCar,
  limit = VIEWED_CARS_LIMIT,
): ViewedCar[] {
  return [entry, ...list.filter((c) => c.id !== entry.id)].slice(0, limit);
}

const EMPTY: ViewedCar[] = [];
export const viewedCarsStore = createLocalStore<ViewedCar[]>(VIEWED_CARS_KEY, parseViewedCars, EMPTY);

/** Records a view in this browser (a no-op write when the car is already first with the same details). */
export function rememberViewedCar(vehicle: ViewedCarVehicle, store = viewedCarsStore): void {
  const entry = viewedCarEntry(vehicle);
  store.update((current) =>
    current[0] && JSON.stringify(current[0]) === JSON.stringify(entry)
      ? current
      : addViewedCar(current, entry),
  );
}
