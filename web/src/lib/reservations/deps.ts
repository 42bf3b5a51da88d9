/** What the reservation logic needs from outside; routes pass the app's, tests their own. */
import type { Location, Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import type { ReservationRow } from '@/lib/db/schema';
import type { FindCar } from '@/lib/leads/intake/find-car';
import type { PaymentProcessor } from '@/lib/payments/types';

export interface ReservationDeps {
  db: Database;
  processor: PaymentProcessor;
  /** Signs the manage and dealer links. */
  secret: string;
  now: () => Date;
  findCar: FindCar;
  site: (slug: string) => Promise<Site | undefined>;
  locations: (site: Site) => Promise<Location[]>;
  /** The local processor's webhook endpoint (Stripe's is set in its dashboard). */
  webhookUrl?: string;
  /** A reservation was held or ended: mark the car reserved or free everywhere (reserved-flags.ts). */
  onChange?: (row: ReservationRow) => Promise<void>;
  /** New lead deliveries are waiting (the delivery worker's nudge). */
  nudge?: () => void;
  log?: Pick<Console, 'warn' | 'error'>;
}
