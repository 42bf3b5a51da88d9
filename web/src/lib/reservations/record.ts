/**
 * A deposit paid (the processor's payment_intent.succeeded, or the reconciliation pass finding it):
 * the reservation becomes held for HOLD_HOURS, and in the same transaction the dealer's lead (ADF
 * e-mail and CRM webhook, with the payment reference and the signed sold/release links) and the
 * shopper's receipt are queued. Run twice, it changes nothing the second time. Paid for a
 * reservation that had already ended (its lock ran out and another buyer took the car), the deposit
 * is refunded at once.
 */
import { randomUUID } from 'node:crypto';
import { HOLD_HOURS } from '@forecourt/schemas/checkout';
import { depositText } from '@/domain/reservation';
import type { Site } from '@/lib/content/models';
import { recordPayment, reservationByPaymentIntent } from '@/lib/db/reservations';
import type { NewLeadRow, ReservationRow } from '@/lib/db/schema';
import { linkOrigin } from '@/lib/leads/delivery/vendor';
import { leadDestinations } from '@/lib/leads/intake/destinations';
import { requestHash } from '@/lib/leads/intake/hashing';
import type { ReservationDeps } from './deps';
import { refundReservation } from './end';
import { dealerHref, manageHref } from './links';
import { reservedCar } from './view';

export const RESERVE_LEAD = { form: 'reserve', category: 'Reserve', subcategory: 'Deposit Paid' } as const;

interface Contact {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  location_id?: string;
}

/** 'Friday 27 November 2026 at 2:05 pm' in the car's own time zone (stored with the reservation). */
export function heldUntilText(expiresAt: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZone || 'Australia/Sydney' }).format(expiresAt);
}

function reserveLead(site: Site, row: ReservationRow, expiresAt: Date, secret: string, now: Date): NewLeadRow {
  const contact = row.contact as Contact;
  const origin = linkOrigin(site);
  const car = reservedCar(row);
  const deposit = depositText(row);
  const payload = {
    name: contact.name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    ...(contact.location_id ? { location_id: contact.location_id } : {}),
    terms_agreed: true,
    reservation_id: row.id,
    deposit,
    payment_reference: row.paymentIntentId,
    hold_expires_at: heldUntilText(expiresAt, car.time_zone),
    dealer_sold_url: `${origin}${dealerHref(secret, row.id, 'sold')}`,
    dealer_release_url: `${origin}${dealerHref(secret, row.id, 'release')}`,
    manage_url: `${origin}${manageHref(secret, row.id)}`,
    ...(row.dealId ? { deal_id: row.dealId } : {}),
    category: RESERVE_LEAD.category,
    subcategory: RESERVE_LEAD.subcategory,
  };
  return {
    id: randomUUID(),
    site: row.site,
    form: RESERVE_LEAD.form,
    category: RESERVE_LEAD.category,
    subcategory: RESERVE_LEAD.subcategory,
    carId: row.carId,
    car: row.car,
    dealershipSlug: null,
    locationId: contact.location_id ?? null,
    firstName: contact.name,
    lastName: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    postcode: null,
    preferredContact: null,
    message: `Reserved online with a ${deposit} deposit (payment ${row.paymentIntentId}), held until ${heldUntilText(expiresAt, car.time_zone)}.`,
    payload,
    pageUrl: `${origin}/cars/${row.carSlug}`,
    visitedPages: [],
    linkedQueryParams: {},
    userAgent: null,
    marketingOptIn: false,
    termsAgreed: true,
    idempotencyKey: null,
    requestHash: requestHash('reserve', row.carId, { reservation_id: row.id, title: car.title ?? '' }),
    createdAt: now,
  };
}

export async function completePayment(paymentIntentId: string, deps: ReservationDeps): Promise<'held' | 'already' | 'refunded' | 'unknown'> {
  const now = deps.now();
  const found = await reservationByPaymentIntent(deps.db, paymentIntentId);
  if (!found) return 'unknown';
  const site = await deps.site(found.site);
  if (!site) {
    deps.log?.error(`[reserve] payment ${paymentIntentId} is for reservation ${found.id} of an unknown site ${found.site}`);
    return 'unknown';
  }
  const deliveries = await leadDestinationsFor(site, found, deps);
  const outcome = await recordPayment(deps.db, paymentIntentId, now, HOLD_HOURS * 3_600_000, (row, expiresAt) => ({
    lead: reserveLead(site, row, expiresAt, deps.secret, now),
    deliveries,
  }));
  if (outcome.kind === 'held') {
    deps.nudge?.();
    await deps.onChange?.(outcome.row);
    return 'held';
  }
  if (outcome.kind === 'refund') {
    await refundReservation(outcome.row, deps);
    return 'refunded';
  }
  return outcome.kind;
}

async function leadDestinationsFor(site: Site, row: ReservationRow, deps: ReservationDeps) {
  const contact = row.contact as Contact;
  const car = reservedCar(row);
  const { deliveries } = leadDestinations(site, await deps.locations(site), {
    ...(contact.location_id ? { locationId: contact.location_id } : {}),
    ...(car.location_id ? { carLocationId: car.location_id } : {}),
  });
  // The shopper's receipt travels with the dealer's lead: both or neither.
  return [...deliveries, { channel: 'receipt' as const, destination: contact.email }];
}
