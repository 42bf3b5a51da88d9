/** The app's purchase dependencies: its database, content and search engine. */
import 'server-only';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { searchEngine } from '@/lib/search';
import type { PurchaseDeps } from './deps';

export async function appPurchaseDeps(now: () => Date = () => new Date()): Promise<PurchaseDeps> {
  return {
    db: await db(),
    findCar: findSiteCar(searchEngine),
    locations: (site) => content.locations(site),
    now,
    nudge: nudgeDelivery,
    log: console,
  };
}
