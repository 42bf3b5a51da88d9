import { describe, expect, it } from 'vitest';
import { checkoutKey, forgetCheckoutKey, heldUntil, keptKey, notHeldMessage, paymentReference } from './checkout-model';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the checkout key', () => {
  it('is one UUID per car, the same on every retry until forgotten', () => {
    const storage = memoryStorage();
    const first = checkoutKey('car-1', storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(checkoutKey('car-1', storage)).toBe(first);
    expect(checkoutKey('car-2', storage)).not.toBe(first);
    forgetCheckoutKey('car-1', storage);
    expect(checkoutKey('car-1', storage)).not.toBe(first);
  });

  it('still gives a key when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(checkoutKey('car-1', refusing)).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => forgetCheckoutKey('car-1', refusing)).not.toThrow();
  });
});

describe('keptKey (the purchase deposit’s key per deal)', () => {
  it('gives the kept key back until a fresh one is asked for, which then is kept', () => {
    const storage = memoryStorage();
    const first = keptKey('forecourt:purchase:d1', { storage });
    expect(keptKey('forecourt:purchase:d1', { storage })).toBe(first);
    expect(keptKey('forecourt:purchase:d2', { storage })).not.toBe(first);
    const fresh = keptKey('forecourt:purchase:d1', { fresh: true, storage });
    expect(fresh).not.toBe(first);
    expect(keptKey('forecourt:purchase:d1', { storage })).toBe(fresh);
  });
});

describe('paymentReference', () => {
  it("is the intent id before Stripe's _secret_ separator, for both engines", () => {
    expect(paymentReference('pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH')).toBe('pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(paymentReference('pi_local_abc_secret_def')).toBe('pi_local_abc');
  });
  it('is absent for a secret of another shape', () => {
    expect(paymentReference('opaque')).toBeUndefined();
    expect(paymentReference('_secret_x')).toBeUndefined();
  });
});

describe('heldUntil', () => {
  const expires = '2026-11-27T03:05:00.000Z';
  // ICU versions differ on the comma after the weekday; the time is what matters.
  it("says the date and time in the dealer's time zone, not the browser's", () => {
    expect(heldUntil(expires, 'Australia/Sydney')).toMatch(/^Friday,? 27 November 2026 at 2:05 pm$/);
    expect(heldUntil(expires, 'Australia/Perth')).toMatch(/^Friday,? 27 November 2026 at 11:05 am$/);
    expect(heldUntil(expires, 'Australia/Adelaide')).toMatch(/^Friday,? 27 November 2026 at 1:35 pm$/);
  });
  it('falls back to Sydney for an unknown zone, and to words for a bad date', () => {
    expect(heldUntil(expires, 'Mars/Olympus')).toMatch(/^Friday,? 27 November 2026 at 2:05 pm$/);
    expect(heldUntil('not a date', 'Australia/Sydney')).toBe('the end of the hold');
  });
});

describe('notHeldMessage', () => {
  it('says the deposit is refunded, and whether the refund is done', () => {
    expect(notHeldMessage({ refunded: true })).toMatch(/another buyer reserved this car .* has been refunded in full/);
    expect(notHeldMessage({ refunded: false })).toMatch(/is being refunded in full/);
  });
});
