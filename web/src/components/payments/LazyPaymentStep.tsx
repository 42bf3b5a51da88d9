'use client';

/**
 * The payment step as pages show it: its code (the card form, or Stripe's Payment Element, and zod
 * for the card's checks) is fetched when the shopper reaches payment, not with the page.
 */
import dynamic from 'next/dynamic';

export const LazyPaymentStep = dynamic(() => import('./PaymentStep').then((m) => m.PaymentStep), {
  loading: () => (
    <p role="status" className="min-h-24 text-gray-700">
      Loading the payment form…
    </p>
  ),
});
