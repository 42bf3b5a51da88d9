/**
 * The Reserve page's rules that need no React: the per-car checkout key, the payment reference the
 * receipt quotes, the 'held until' words in the dealer's time zone, and what an ended reservation
 * tells the shopper who was waiting for it.
 */
import type { ReservationView } from '@forecourt/schemas/checkout';

const keyName = (carId: string) => `forecourt:reserve:${carId}`;

/**
 * A random key kept in sessionStorage under `name`: the same key on a reload or a double submit, so
 * the server finds the same reservation and payment instead of making a second one. `fresh` replaces
 * it (a retry after a failure that must not reuse the failed attempt).
 */
export function keptKey(name: string, { fresh = false, storage = safeSessionStorage() }: { fresh?: boolean; storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined } = {}): string {
  try {
    const kept = fresh ? null : storage?.getItem(name);
    if (kept) return kept;
    const made = crypto.randomUUID();
    storage?.setItem(name, made);
    return made;
  } catch {
    // Storage refused (private mode, quota): this checkout still works, a reload just starts afresh.
    return crypto.randomUUID();
  }
}

/** One key per checkout of a car (Reserve's page). */
export function checkoutKey(carId: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage()): string {
  return keptKey(keyName(carId), { storage });
}

/**
 * Forgets the key once the checkout has an outcome: the same key would name the same (ended)
 * reservation, so reserving the car again later must start a new one.
 */
export function forgetCheckoutKey(carId: string, storage: Pick<Storage, 'removeItem'> | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(keyName(carId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The payment reference the receipt and the dealer's lead quote (the PaymentIntent's id). Both engines
 * make client secrets as Stripe does, `${intentId}_secret_…`, so the page can show it without asking.
 */
export function paymentReference(clientSecret: string): string | undefined {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : undefined;
}

/** 'Friday 27 November 2026 at 2:05 pm' in the dealer's time zone (the receipt's words), whatever the browser's. */
export function heldUntil(expiresAt: string, timeZone: string): string {
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return 'the end of the hold';
  try {
    return new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Australia/Sydney' }).format(date);
  }
}

/**
 * What the page says when the shopper's payment went through but the reservation did not become held:
 * the car went to another buyer while they paid (their lock had ended), so the server refunds the
 * deposit at once (issue 16: 'or is refunded at once'). Said as done once the refund is recorded.
 */
export function notHeldMessage(view: Pick<ReservationView, 'refunded'>): string {
  return view.refunded
    ? 'Sorry, another buyer reserved this car while your payment was going through. Your deposit has been refunded in full to your card.'
    : 'Sorry, another buyer reserved this car while your payment was going through. Your deposit is being refunded in full to your card.';
}

/** Every second for the first 30 seconds, then every 5 seconds: a slow webhook is waited for, not hammered. */
export const POLL_FAST_MS = 1000;
export const POLL_SLOW_MS = 5000;
export const POLL_FAST_TRIES = 30;
