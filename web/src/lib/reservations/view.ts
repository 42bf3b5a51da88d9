/** A reservation as the shopper's browser sees it (ReservationView): no contact details, no tokens. */
import type { ReservationView } from '@forecourt/schemas/checkout';
import { canCancel, depositText } from '@/domain/reservation';
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

export function reservationView(row: ReservationRow, now: Date, intent?: Pick<PaymentIntent, 'status' | 'lastPaymentError'>): ReservationView {
  const car = reservedCar(row);
  return {
    id: row.id,
    status: row.status,
    car: { id: row.carId, slug: row.carSlug, title: car.title ?? row.carSlug },
    deposit: depositText(row),
    paid_at: row.paidAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    refunded: !!row.refundedAt,
    ...(intent && row.status === 'pending' ? { payment_status: intent.status } : {}),
    ...(intent?.lastPaymentError && row.status === 'pending' ? { payment_error: intent.lastPaymentError.message } : {}),
    can_cancel: canCancel(row, now),
  };
}
