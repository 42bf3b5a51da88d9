/**
 * Reservation rules (issue 16; spec §9 Reserve: a deposit holds the car 48 hours, 100% refundable):
 * when a shopper may cancel, which ends refund the deposit, and how a reservation's state reads.
 * Pure: the server, the garage, the manage page and /online-payment all ask these.
 */
import { HOLD_HOURS, type ReservationStatus } from '@forecourt/schemas/checkout/constants';
import { formatPrice } from './price';

export interface ReservationState {
  status: ReservationStatus;
  expiresAt: Date | null;
  refundedAt: Date | null;
  depositCents: number;
}

/** Within the hold, and only while held: after that the dealer decides (sold) or it has ended. */
export function canCancel(r: Pick<ReservationState, 'status' | 'expiresAt'>, now: Date): boolean {
  return r.status === 'held' && !!r.expiresAt && r.expiresAt.getTime() > now.getTime();
}

/** Every end but a sale gives the deposit back in full. */
export function endRefunds(to: ReservationStatus): boolean {
  return to !== 'sold' && to !== 'held' && to !== 'pending';
}

/** '$200' — the deposit as paid. */
export const depositText = (r: Pick<ReservationState, 'depositCents'>): string => formatPrice(r.depositCents / 100);

/** The state in words, for the garage, the manage page and /online-payment; `heldUntil` is the end in the car's time zone. */
export function reservationStatusWords(r: Pick<ReservationState, 'status' | 'refundedAt'>, heldUntil?: string): string {
  const refund = (ended: string) => `${ended} — ${r.refundedAt ? 'deposit refunded' : 'refund on its way'}`;
  switch (r.status) {
    case 'pending':
      return 'Waiting for payment';
    case 'held':
      return heldUntil ? `Held for you until ${heldUntil}` : `Held for you for ${HOLD_HOURS} hours`;
    case 'cancelled':
      return refund('Cancelled');
    case 'lapsed':
      return refund('Hold ended');
    case 'released':
      return refund('Released by the dealer');
    case 'sold':
      return 'Sold to you — the dealer will be in touch';
    case 'failed':
      return r.refundedAt ? 'Not completed — deposit refunded' : 'Not completed';
  }
}
