/** Phone reveals (spec §4 "clicking reveals and records the reveal"; §7 record {car_id, dealership_id, website_id}). */
import { and, count, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { phoneReveals } from './schema';

export interface PhoneReveal {
  /** The site the shopper was on (the spec's website_id, resolved from the host, never the body). */
  site: string;
  /** The car (car_id). */
  vehicleId: string;
  /** The car's dealership (dealership_id), from the server's copy of the car. */
  dealershipId: string;
}

/** Stores one reveal and returns its id. */
export async function recordPhoneReveal(
  db: Database,
  reveal: PhoneReveal,
  now = new Date(),
): Promise<number> {
  const [row] = await dbCall('recording a phone reveal', () =>
    db
      .insert(phoneReveals)
      .values({
        site: reveal.site,
        vehicleId: reveal.vehicleId,
        dealershipId: reveal.dealershipId,
        createdAt: now,
      })
      .returning({ id: phoneReveals.id }),
  );
  if (!row) throw new Error('recordPhoneReveal: the insert returned no row');
  return row.id;
}

/** How many reveals the vehicle had on the site. */
export async function phoneRevealCount(db: Database, site: string, vehicleId: string): Promise<number> {
  const [row] = await dbCall('counting phone reveals', () =>
    db
      .select({ n: count() })
      .from(phoneReveals)
      .where(and(eq(phoneReveals.site, site), eq(phoneReveals.vehicleId, vehicleId))),
  );
  return row?.n ?? 0;
}
