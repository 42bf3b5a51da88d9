import { describe, expect, it } from 'vitest';
import { canCancel, depositText, endRefunds, reservationStatusWords } from './reservation';

const NOW = new Date('2026-11-25T00:00:00Z');
const later = new Date(NOW.getTime() + 60_000);
const earlier = new Date(NOW.getTime() - 60_000);

describe('reservation rules', () => {
  it.each([
    ['held, within the hold', 'held', later, true],
    ['held, hold over', 'held', earlier, false],
    ['held, no expiry recorded', 'held', null, false],
    ['pending', 'pending', later, false],
    ['cancelled', 'cancelled', later, false],
    ['sold', 'sold', later, false],
  ] as const)('cancel: %s → %s', (_what, status, expiresAt, allowed) => {
    expect(canCancel({ status, expiresAt }, NOW)).toBe(allowed);
  });

  it('refunds every end but a sale', () => {
    expect(['cancelled', 'lapsed', 'released', 'failed'].every((s) => endRefunds(s as 'cancelled'))).toBe(true);
    expect(endRefunds('sold')).toBe(false);
  });

  it('says the state in words, with the refund when it has gone through', () => {
    expect(reservationStatusWords({ status: 'held', refundedAt: null }, 'Friday 27 November 2026 at 2:05 pm')).toBe('Held for you until Friday 27 November 2026 at 2:05 pm');
    expect(reservationStatusWords({ status: 'held', refundedAt: null })).toBe('Held for you for 48 hours');
    expect(reservationStatusWords({ status: 'cancelled', refundedAt: NOW })).toBe('Cancelled — deposit refunded');
    expect(reservationStatusWords({ status: 'lapsed', refundedAt: null })).toBe('Hold ended — refund on its way');
    expect(reservationStatusWords({ status: 'released', refundedAt: NOW })).toBe('Released by the dealer — deposit refunded');
    expect(depositText({ depositCents: 50_000 })).toBe('$500');
  });
});
