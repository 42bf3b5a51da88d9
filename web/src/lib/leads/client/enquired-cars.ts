/**
 * Cars this shopper enquired on (spec §4 Forms: "the car recorded"; the multi-step enquiry "stores
 * the car in an enquire state"), newest first, de-duplicated by id, so the site can tell a returning
 * shopper they already asked about a car.
 */
import { browserStorage, isRecord, readJson, writeJson, type KeyValueStore } from '@/lib/browser-storage';

export const ENQUIRED_CARS_KEY = 'forecourt:enquired-cars';
export const ENQUIRED_CARS_LIMIT = 20;

export interface EnquiredCar {
  id: string;
  slug: string;
  car_type: string;
  kind: string;
  state: 'enquired';
  at: number;
}

export function parseEnquiredCars(value: unknown): EnquiredCar[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is EnquiredCar =>
      isRecord(v) && typeof v.id === 'string' && typeof v.slug === 'string' && typeof v.car_type === 'string' &&
      typeof v.kind === 'string' && v.state === 'enquired' && typeof v.at === 'number',
  );
}

export function withEnquiredCar(list: readonly EnquiredCar[], car: EnquiredCar): EnquiredCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, ENQUIRED_CARS_LIMIT);
}

export function recordEnquiredCar(car: Omit<EnquiredCar, 'state'>, store: KeyValueStore | undefined = browserStorage()): void {
  const list = parseEnquiredCars(readJson(store, ENQUIRED_CARS_KEY));
  writeJson(store, ENQUIRED_CARS_KEY, withEnquiredCar(list, { ...car, state: 'enquired' }));
}

export function enquiredCars(store: KeyValueStore | undefined = browserStorage()): EnquiredCar[] {
  return parseEnquiredCars(readJson(store, ENQUIRED_CARS_KEY));
}
