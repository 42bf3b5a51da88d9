/**
 * Step 1 of Reserve (POST /api/reservations): a pending reservation that locks the car while its buyer
 * pays, and the payment to confirm. The car is checked first (cheap, and no payment is made for a car
 * that is taken); the database's unique index decides any race that passes the check, and the loser's
 * payment is canceled before its buyer could ever confirm it: nobody is charged for a car they lost.
 */
import { createHmac } from 'node:crypto';
import { PAYMENT_LOCK_MINUTES, PURCHASE_MESSAGES, RESERVE_MESSAGES, type ReserveAnswer, type ReserveRequest } from '@forecourt/schemas/checkout';
import { reserveDepositCents, showReserve } from '@/domain/buttons';
import { vehicleTitle } from '@/domain/vehicle-title';
import type { Site } from '@/lib/content/models';
import { dealOfUser } from '@/lib/db/purchase-deals';
import { activeReservation, startReservation } from '@/lib/db/reservations';
import type { ReservationRow } from '@/lib/db/schema';
import { carSnapshot } from '@/lib/leads/intake/car-snapshot';
import { vehicleTimeZone } from '@/lib/vehicle-pdf/summary';
import { isPaymentProcessorError, type PaymentIntent } from '@/lib/payments/types';
import type { ReservationDeps } from './deps';

export type StartOutcome = { status: 200 | 201; answer: ReserveAnswer } | { status: 404 | 409 | 503; error: string };

/** The reservation's id: the same checkout (site, the page's key) always names the same reservation. */
export function reservationId(secret: string, site: string, key: string): string {
  const hex = createHmac('sha256', secret).update(`reservation-id:${site}:${key.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function answer(row: ReservationRow, intent: PaymentIntent, publishableKey: string | undefined): ReserveAnswer {
  return {
    reservation_id: row.id,
    payment: {
      processor: intent.processor,
      client_secret: intent.clientSecret,
      ...(publishableKey ? { publishable_key: publishableKey } : {}),
      amount: intent.amount,
      currency: intent.currency,
    },
    lock_expires_at: row.lockExpiresAt.toISOString(),
  };
}

export async function startReserve(site: Site, request: ReserveRequest, userId: string | undefined, deps: ReservationDeps): Promise<StartOutcome> {
  const now = deps.now();
  const car = await deps.findCar(site, request.car_id);
  const cents = reserveDepositCents(site);
  if (!car || cents === undefined) return { status: 404, error: RESERVE_MESSAGES.notAvailable };
  const id = reservationId(deps.secret, site.slug, request.idempotency_key);
  const active = await activeReservation(deps.db, site.slug, car.id);
  if (active?.id === id) return { status: 200, answer: answer(active, await deps.processor.retrieve(active.paymentIntentId), deps.processor.publishableKey) };
  if (car.reserved || (active && !(active.status === 'pending' && active.lockExpiresAt < now))) return { status: 409, error: RESERVE_MESSAGES.justReserved };
  if (!showReserve(car, site)) return { status: 404, error: RESERVE_MESSAGES.notAvailable };
  // A deposit for an online purchase names the shopper's own open deal of this very car: never someone
  // else's (submitting would then find a deposit it did not pay), never another car's.
  if (request.deal_id) {
    const deal = userId ? await dealOfUser(deps.db, site.slug, userId, request.deal_id) : undefined;
    if (!deal || deal.status !== 'draft' || deal.carId !== car.id) return { status: 404, error: PURCHASE_MESSAGES.unknownDeal };
  }

  const title = vehicleTitle(car);
  let intent: PaymentIntent;
  try {
    intent = await deps.processor.create({
      amount: cents,
      currency: 'aud',
      description: `Refundable deposit: ${title} (stock ${car.stocknum}) at ${site.name}`.slice(0, 500),
      receiptEmail: request.email,
      metadata: { reservation_id: id, site: site.slug, car_id: car.id },
      idempotencyKey: `reservation:${id}`,
      ...(deps.webhookUrl ? { webhookUrl: deps.webhookUrl } : {}),
    });
  } catch (error) {
    if (isPaymentProcessorError(error)) {
      deps.log?.error(`[reserve] the payment could not be created for ${site.slug} ${car.id}: ${error.message}`);
      return { status: 503, error: 'Payments are temporarily unavailable. Nothing was charged: please try again shortly.' };
    }
    throw error;
  }
  const started = await startReservation(
    deps.db,
    {
      id,
      site: site.slug,
      carId: car.id,
      carSlug: car.slug,
      car: { ...carSnapshot(car), title, time_zone: vehicleTimeZone(car), ...(car.primary_image_url ?? car.images[0]?.url ? { image: car.primary_image_url ?? car.images[0]?.url } : {}) },
      userId: userId ?? null,
      status: 'pending',
      contact: { name: request.name, last_name: request.last_name, email: request.email, phone: request.phone, ...(request.location_id ? { location_id: request.location_id } : {}) },
      depositCents: cents,
      currency: 'aud',
      processor: intent.processor,
      paymentIntentId: intent.id,
      lockExpiresAt: new Date(now.getTime() + PAYMENT_LOCK_MINUTES * 60_000),
      dealId: request.deal_id ?? null,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  const cancelQuietly = (intentId: string, reason: 'abandoned' | 'duplicate') =>
    deps.processor.cancel(intentId, reason).catch((error: unknown) => deps.log?.warn(`[reserve] could not cancel payment ${intentId}: ${String(error)}`));
  if (!started.ok) {
    // Another buyer won the race: this payment was never confirmable, and now never will be.
    await cancelQuietly(intent.id, 'duplicate');
    return { status: 409, error: RESERVE_MESSAGES.justReserved };
  }
  if (started.abandoned) await cancelQuietly(started.abandoned.paymentIntentId, 'abandoned');
  return { status: started.created ? 201 : 200, answer: answer(started.row, intent, deps.processor.publishableKey) };
}
