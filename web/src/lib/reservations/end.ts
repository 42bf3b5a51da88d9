/**
 * The end of a hold: the shopper cancels, it lapses after HOLD_HOURS, or the dealer marks the car sold
 * or released. Every end but 'sold' refunds the deposit in full. The status changes first (so the car
 * is free at once), then the refund is asked for with a key per reservation, so however often it is
 * retried — here, or by the maintenance pass when the processor was down — it refunds once.
 */
import { endReservation, recordRefund } from '@/lib/db/reservations';
import { endRefunds } from '@/domain/reservation';
import type { ReservationRow } from '@/lib/db/schema';
import type { ReservationDeps } from './deps';

export async function refundReservation(row: ReservationRow, deps: ReservationDeps): Promise<boolean> {
  if (row.refundId || !row.paidAt) return !!row.refundId;
  try {
    const refund = await deps.processor.refund(row.paymentIntentId, `refund:${row.id}`);
    await recordRefund(deps.db, row.id, refund.id, deps.now());
    return true;
  } catch (error) {
    deps.log?.error(`[reserve] refund of reservation ${row.id} (payment ${row.paymentIntentId}) failed; it will be retried: ${String(error)}`);
    return false;
  }
}

export type EndKind = 'cancelled' | 'lapsed' | 'released' | 'sold';

/** Ends a held reservation; undefined when it was not held (ended already, or never paid). */
export async function endHold(row: Pick<ReservationRow, 'id'>, to: EndKind, reason: string, deps: ReservationDeps): Promise<ReservationRow | undefined> {
  const ended = await endReservation(deps.db, row.id, ['held'], to, reason, deps.now());
  if (!ended) return undefined;
  await deps.onChange?.(ended);
  if (endRefunds(to)) await refundReservation(ended, deps);
  return ended;
}
