/**
 * Checks a site's watched cars against its stock: records each car's shown price and in-stock state
 * when they changed (the garage's price history) and queues SMS alerts for watchers who opted in.
 *
 * The rules (README.md):
 * - The first time a car is checked its row is recorded and nobody is alerted (nothing to compare).
 * - A car is "sold" when it is not in stock (domain isInStock) or is no longer found on the site.
 * - price-drop: the shown price fell since the last recorded row (both in stock) AND is now below the
 *   price that watcher saved it at; the text gives the drop since they saved it. A rise, a fall that
 *   is still above what they saved at, or a watcher who saved no price alerts nobody.
 * - sold: the car left stock since the last recorded row (in stock → sold).
 * - Only watchers with `price_alerts` on are alerted, and each (watcher, car, kind, new price or
 *   'sold') at most once: a price that drops to the same amount again does not alert again.
 *
 * A lookup that fails throws (nothing recorded for the rest): an engine outage must never read as
 * "every car sold".
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { isInStock } from '@/domain/display-state';
import { vehicleTitle } from '@/domain/vehicle-title';
import { priceAtSave } from '@/domain/watchlist';
import type { Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import { recordSighting, type NewWatchAlert, type Watcher } from '@/lib/db/watch-alerts';
import type { WatchedCarPriceRow } from '@/lib/db/schema';
import { latestWatchedCarPrice, watchedCarIds, type WatchedCarStatus } from '@/lib/db/watched-car-prices';
import { linkOrigin } from '@/lib/leads/delivery/vendor';
import { stopHref } from './stop-link';
import { alertText } from './text';

export type AlertSite = Pick<Site, 'slug' | 'name' | 'url' | 'domains'>;

export interface CheckOptions {
  db: Database;
  site: AlertSite;
  /** The site's car by id (findVehicleBy(engine, site, 'id', id)), or undefined when it is not listed. */
  findCar: (id: string) => Promise<Vehicle | undefined>;
  /** Signs the stop links (authSecret()). */
  secret: string;
  now?: Date;
}

export interface CheckResult {
  checked: number;
  recorded: number;
  queued: number;
}

/** The site's origin for links in an alert text (vendor.ts linkOrigin, as reservation e-mails use). */
export function alertOrigin(site: AlertSite): string {
  return linkOrigin(site);
}

/** What a car looks like to the check: its shown price (whole dollars) while in stock, and its state. */
export function sightingOf(car: Vehicle | undefined): { price: number | null; status: WatchedCarStatus } {
  if (!car || !isInStock(car)) return { price: null, status: 'sold' };
  return { price: priceAtSave(car), status: 'in_stock' };
}

/** The alerts one change gives its opted-in watchers (the rules above). */
export function alertsFor(
  site: AlertSite,
  secret: string,
  car: Vehicle | undefined,
  previous: Pick<WatchedCarPriceRow, 'price' | 'status'>,
  next: { price: number | null; status: WatchedCarStatus },
  watchers: readonly Watcher[],
): NewWatchAlert[] {
  const origin = alertOrigin(site);
  const url = car ? `${origin}/cars/${encodeURIComponent(car.slug)}` : `${origin}/my-garage`;
  const title = car ? vehicleTitle(car) : 'car';
  const stopUrl = (userId: string) => `${origin}${stopHref(secret, site.slug, userId)}`;
  if (previous.status === 'in_stock' && next.status === 'sold') {
    return watchers.map((w) => ({
      userId: w.userId,
      kind: 'sold',
      priceKey: 'sold',
      text: alertText({ kind: 'sold', siteName: site.name, title, url, stopUrl: stopUrl(w.userId) }),
    }));
  }
  const price = next.price;
  if (next.status !== 'in_stock' || previous.status !== 'in_stock' || price === null || previous.price === null || price >= previous.price) return [];
  return watchers.flatMap((w): NewWatchAlert[] => {
    if (w.priceAtSave === null || price >= w.priceAtSave) return [];
    const drop = w.priceAtSave - price;
    return [
      {
        userId: w.userId,
        kind: 'price-drop',
        priceKey: String(price),
        text: alertText({ kind: 'price-drop', siteName: site.name, title, price, drop, url, stopUrl: stopUrl(w.userId) }),
      },
    ];
  });
}

/** One pass over the site's watched cars; see the rules at the top. */
export async function checkWatchedCars({ db, site, findCar, secret, now = new Date() }: CheckOptions): Promise<CheckResult> {
  const result: CheckResult = { checked: 0, recorded: 0, queued: 0 };
  for (const carId of await watchedCarIds(db, site.slug)) {
    const car = await findCar(carId);
    const next = sightingOf(car);
    const outcome = await recordSighting(db, { site: site.slug, carId, ...next }, now, (previous, watchers) =>
      alertsFor(site, secret, car, previous, next, watchers),
    );
    result.checked += 1;
    if (outcome.recorded) result.recorded += 1;
    result.queued += outcome.queued;
  }
  return result;
}

/**
 * When a shopper saves a car nobody has watched before: its first sighting, as the shopper saw it.
 * Otherwise the first check would come only with the next import that changes the stock, and would
 * take that (perhaps lower) price as its starting point, alerting nobody about the drop. A car already
 * watched keeps its history: recording here could swallow a change the next check must alert about.
 */
export async function recordFirstSighting(db: Database, site: string, car: Vehicle, now = new Date()): Promise<boolean> {
  if (await latestWatchedCarPrice(db, site, car.id)) return false;
  const result = await recordSighting(db, { site, carId: car.id, ...sightingOf(car) }, now, () => []);
  return result.recorded;
}
