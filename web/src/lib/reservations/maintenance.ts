/**
 * The background part of reservations, run in the delivery worker's pass (about every 2 seconds, the
 * slower parts every 30): deliver the local processor's webhook events; reconcile pending
 * reservations older than two minutes with their payments (a webhook lost, or the server restarted
 * between payment and recording: the payment is asked for and the reservation completed once);
 * lapse holds past their 48 hours (refunded, the car released); retry refunds that
 * failed.
 */
import { PAYMENT_LOCK_MINUTES } from '@forecourt/schemas/checkout';
import { endReservation, heldPastExpiry, pendingBefore, refundsDue } from '@/lib/db/reservations';
import type { ReservationDeps } from './deps';
import { endHold, refundReservation } from './end';
import { completePayment } from './record';

export const RECONCILE_AFTER_MS = 2 * 60_000;

export async function reconcilePending(deps: ReservationDeps): Promise<number> {
  const now = deps.now();
  let done = 0;
  for (const row of await pendingBefore(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS))) {
    try {
      const intent = await deps.processor.retrieve(row.paymentIntentId);
      if (intent.status === 'succeeded') {
        if ((await completePayment(intent.id, deps)) === 'held') done++;
      } else if (intent.status === 'canceled') {
        await endReservation(deps.db, row.id, ['pending'], 'failed', 'payment_canceled', now);
      } else if (intent.status !== 'processing' && row.lockExpiresAt.getTime() + PAYMENT_LOCK_MINUTES * 60_000 < now.getTime()) {
        // Long abandoned: close the payment so it can never be confirmed, and free the car.
        await deps.processor.cancel(intent.id, 'abandoned').catch(() => undefined);
        await endReservation(deps.db, row.id, ['pending'], 'failed', 'abandoned', now);
      }
    } catch (error) {
      deps.log?.warn(`[reserve] reconciling reservation ${row.id} failed; next pass retries: ${String(error)}`);
    }
  }
  return done;
}

export async function lapseExpired(deps: ReservationDeps): Promise<number> {
  let lapsed = 0;
  for (const row of await heldPastExpiry(deps.db, deps.now())) {
    if (await endHold(row, 'lapsed', 'hold_expired', deps)) lapsed++;
  }
  return lapsed;
}

export async function retryRefunds(deps: ReservationDeps): Promise<void> {
  for (const row of await refundsDue(deps.db)) await refundReservation(row, deps);
}

export async function maintainReservations(deps: ReservationDeps): Promise<void> {
  await reconcilePending(deps);
  await lapseExpired(deps);
  await retryRefunds(deps);
}
