/** A reservation as the shopper's browser sees it (ReservationView): no contact details, no tokens. */
import { HOLD_HOURS, type ReservationView } from '@forecourt/schemas/checkout';
import { formatPrice } from '@/domain/price';
import type { ReservationRow } from '@/lib/db/schema';
import type { PaymentIntent } from '@/lib/payments/types';

export interface ReservedCar {
  id?: string;
  slug?: string;
  title?: string;
  price?: number;
  stocknum?: string;
  image?: string;
  time_zone?: string;
  location_id?: string;
}

export const reservedCar = (row: Pick<ReservationRow, 'car'>): ReservedCar => (row.car && typeof row.car === 'object' ? row.car : {});

export function canCancel(row: Pick<ReservationRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'held' && !!row.expiresAt && row.expiresAt.getTime() > now.getTime();
}

export function reservationView(row: ReservationRow, now: Date, intent?: Pick<PaymentIntent, 'status' | 'lastPaymentError'>): ReservationView {
  const car = reservedCar(row);
  return {
    id: row.id,
    status: row.status,
    car: { id: row.carId, slug: row.carSlug, title: car.title ?? row.carSlug },
    deposit: formatPrice(row.depositCents / 100),
    paid_at: row.paidAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    refunded: !!row.refundedAt,
    ...(intent && row.status === 'pending' ? { payment_status: intent.status } : {}),
    ...(intent?.lastPaymentError && row.status === 'pending' ? { payment_error: intent.lastPaymentError.message } : {}),
    can_cancel: canCancel(row, now),
  };
}

/** The status in words, for the garage and the manage page. */
export function statusWords(row: Pick<ReservationRow, 'status' | 'refundedAt' | 'endReason'>, heldUntil?: string): string {
  switch (row.status) {
    case 'pending':
      return 'Waiting for payment';
    case 'held':
      return heldUntil ? `Held for you until ${heldUntil}` : `Held for you for ${HOLD_HOURS} hours`;
    case 'cancelled':
      return row.refundedAt ? 'Cancelled — deposit refunded' : 'Cancelled — refund on its way';
    case 'lapsed':
      return row.refundedAt ? 'Hold ended — deposit refunded' : 'Hold ended — refund on its way';
    case 'released':
      return row.refundedAt ? 'Released by the dealer — deposit refunded' : 'Released by the dealer — refund on its way';
    case 'sold':
      return 'Sold to you — the dealer will be in touch';
    case 'failed':
      return row.refundedAt ? 'Not completed — deposit refunded' : 'Not completed';
  }
}
