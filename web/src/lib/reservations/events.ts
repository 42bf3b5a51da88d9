/**
 * What a verified payment event does to reservations. Events come at least once and in any order:
 * each handler reads the reservation's state and changes it only when the event still applies, so a
 * replay or a late event changes nothing twice.
 */
import { endReservation, recordRefund, reservationByPaymentIntent } from '@/lib/db/reservations';
import type { PaymentEvent } from '@/lib/payments/types';
import type { ReservationDeps } from './deps';
import { completePayment } from './record';

export async function handlePaymentEvent(event: PaymentEvent, deps: ReservationDeps): Promise<string> {
  const intent = event.paymentIntent;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return completePayment(intent.id, deps);
    case 'payment_intent.canceled': {
      const row = await reservationByPaymentIntent(deps.db, intent.id);
      if (!row || row.status !== 'pending') return 'ignored';
      await endReservation(deps.db, row.id, ['pending'], 'failed', 'payment_canceled', deps.now());
      return 'failed';
    }
    case 'charge.refunded': {
      const row = await reservationByPaymentIntent(deps.db, intent.id);
      if (!row || row.refundedAt || intent.amountRefunded < row.depositCents) return 'ignored';
      await recordRefund(deps.db, row.id, `refund:${event.id}`, deps.now());
      return 'refunded';
    }
    default:
      // payment_failed leaves the reservation pending: the shopper may try another card within the lock.
      return 'ignored';
  }
}
