/**
 * A held car that the stock feed reports sold (sold at the yard, or by another channel) while a buyer
 * holds it with a deposit: the dealer must sort it out with the buyer, so they get a notice lead once
 * (continuing the reservation's lead, to the same addresses). The hold itself stays: only the dealer
 * knows whether the buyer is the one who bought it (then 'Mark as sold') or not ('Release' refunds).
 */
import { randomUUID } from 'node:crypto';
import { isInStock } from '@/domain/display-state';
import type { Location, Site } from '@/lib/content/models';
import type { Database } from '@/lib/db/open';
import { flagSoldInFeed } from '@/lib/db/reservations';
import type { NewLeadRow, ReservationRow } from '@/lib/db/schema';
import { leadDestinations } from '@/lib/leads/intake/destinations';
import { requestHash } from '@/lib/leads/intake/hashing';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { RESERVE_LEAD } from './record';
import { reservedCar } from './view';

export const SOLD_IN_FEED_SUBCATEGORY = 'Sold In Feed While Reserved';

function noticeLead(row: ReservationRow, now: Date): NewLeadRow {
  const contact = row.contact as { name: string; last_name: string; email: string; phone: string; location_id?: string };
  const car = reservedCar(row);
  const message = `The stock feed reports the ${car.title ?? row.carSlug} sold while ${contact.name} ${contact.last_name} holds it with a deposit (payment ${row.paymentIntentId}). Mark it sold to them, or release it to refund their deposit, from the links in the reservation e-mail.`;
  return {
    id: randomUUID(),
    site: row.site,
    form: RESERVE_LEAD.form,
    category: RESERVE_LEAD.category,
    subcategory: SOLD_IN_FEED_SUBCATEGORY,
    carId: row.carId,
    car: row.car,
    locationId: contact.location_id ?? null,
    firstName: contact.name,
    lastName: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    message,
    payload: { reservation_id: row.id, payment_reference: row.paymentIntentId, category: RESERVE_LEAD.category, subcategory: SOLD_IN_FEED_SUBCATEGORY },
    requestHash: requestHash('reserve:sold-in-feed', row.carId, { reservation_id: row.id }),
    parentLeadId: row.leadId,
    createdAt: now,
  };
}

/** Checks the site's held reservations against its stock as the engine now has it; returns how many were flagged. */
export async function flagHeldCarsSoldInFeed(
  db: Database,
  site: Site,
  locations: readonly Location[],
  held: readonly ReservationRow[],
  vehicleOf: (row: ReservationRow) => Vehicle | undefined,
  now: Date,
): Promise<number> {
  let flagged = 0;
  for (const row of held) {
    const vehicle = vehicleOf(row);
    if (!vehicle || isInStock(vehicle) || row.soldInFeedAt) continue;
    const car = reservedCar(row);
    const { deliveries } = leadDestinations(site, locations, car.location_id ? { carLocationId: car.location_id } : {});
    if (await flagSoldInFeed(db, row.id, now, (r) => ({ lead: noticeLead(r, now), deliveries }))) flagged++;
  }
  return flagged;
}
