/** The app's reservation dependencies: its database, payment processor, content and search engine. */
import 'server-only';
import { content } from '@/lib/content';
import { db } from '@/lib/db';
import { nudgeDelivery } from '@/lib/leads/delivery/worker';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { localWebhookUrl, paymentProcessor } from '@/lib/payments';
import { searchEngine } from '@/lib/search';
import type { ReservationDeps } from './deps';
import { reservedFlagUpdater } from './reserved-flags';
import { reservationSecret } from './secret';

export async function appReservationDeps(now: () => Date = () => new Date()): Promise<ReservationDeps> {
  const processor = await paymentProcessor();
  const site = (slug: string) => content.site(slug);
  return {
    db: await db(),
    processor,
    secret: reservationSecret(),
    now,
    findCar: findSiteCar(searchEngine),
    site,
    locations: (s) => content.locations(s),
    ...(processor.name === 'local' ? { webhookUrl: localWebhookUrl() } : {}),
    onChange: reservedFlagUpdater(searchEngine, site),
    nudge: nudgeDelivery,
    log: console,
  };
}
