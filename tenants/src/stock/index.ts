/**
 * Generated dealer stock (see generate.ts). `stockFor(slug)` is what the web app calls in-process.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset, type SanityDocument } from '../content';
import { dealerFromDataset } from './dealer';
import { generateStock } from './generate';

export * from './dealer';
export * from './generate';
export { CATALOG, type ModelSpec, type SimpleBody, type Fuel } from './catalog';

export const DEFAULT_SEED = 20250701;

/** Start of the current UTC day: the default "now", so output is stable through a day. */
export function startOfUtcDay(at: number = Date.now()): number {
  return Math.floor(at / 86_400_000) * 86_400_000;
}

export interface StockForOptions {
  now?: Date | number;
  seed?: number;
  count?: number;
  /** Content documents; read from tenants/content when absent. */
  docs?: readonly SanityDocument[];
}

const cache = new Map<string, Vehicle[]>();

/** A dealer's generated vehicles, read from its content. Cached per (slug, seed, now, count). */
export function stockFor(slug: string, options: StockForOptions = {}): Vehicle[] {
  const now = options.now === undefined ? startOfUtcDay() : typeof options.now === 'number' ? options.now : options.now.getTime();
  const seed = options.seed ?? DEFAULT_SEED;
  const key = `${slug}|${seed}|${now}|${options.count ?? ''}`;
  const hit = options.docs ? undefined : cache.get(key);
  if (hit) return hit;
  const dealer = dealerFromDataset(options.docs ?? readDataset(), slug);
  const vehicles = generateStock(dealer, { now, seed, count: options.count });
  if (!options.docs) {
    if (cache.size > 16) cache.clear();
    cache.set(key, vehicles);
  }
  return vehicles;
}
