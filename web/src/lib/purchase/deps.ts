/** What the purchase logic needs from outside; routes pass the app's (app.ts), tests their own. */
import type { Location, Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import type { FindCar } from '@/lib/leads/intake/find-car';

export interface PurchaseDeps {
  db: Database;
  findCar: FindCar;
  locations: (site: Site) => Promise<Location[]>;
  now: () => Date;
  newId?: () => string;
  /** New lead deliveries are waiting (the delivery worker's nudge). */
  nudge?: () => void;
  log?: Pick<Console, 'warn'>;
}
