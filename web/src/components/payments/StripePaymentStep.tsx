'use client';

/**
 * Stripe's Payment Element (production engine): Stripe.js is loaded from js.stripe.com here only
 * (the CSP's stripe-payments extension allows exactly its origins), the card details go to Stripe and
 * never to us, and confirmPayment stays on the page unless the card's bank needs a redirect.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type PaymentIntentResult, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { paymentMessage } from '@/lib/payments/messages';
import type { PaymentStepProps } from './PaymentStep';

/**
 * A card the bank refused is said in our plain words (messages.ts, by Stripe's codes, as the embedded
 * processor says them); an incomplete field keeps Stripe's own message, which names the field.
 */
function stripeErrorMessage(error: { type: string; code?: string; decline_code?: string; message?: string }): string {
  if (error.type === 'validation_error' && error.message) return error.message;
  return paymentMessage(error.code ? { code: error.code, ...(error.decline_code ? { declineCode: error.decline_code } : {}) } : undefined);
}

function StripeForm({ onSucceeded, amountText, billingName }: PaymentStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(undefined);
    let result: PaymentIntentResult;
    try {
      result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href, ...(billingName ? { payment_method_data: { billing_details: { name: billingName } } } : {}) },
      });
    } catch {
      return setError('We could not reach the payment service. Nothing was charged: please check your connection and try again.');
    } finally {
      setBusy(false);
    }
    if (result.error) return setError(stripeErrorMessage(result.error));
    if (result.paymentIntent && (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing')) onSucceeded();
  }
  return (
    <form method="post" onSubmit={(event) => void submit(event)} aria-label="Card details">
      {error ? (
        <div role="alert" className="mb-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {error}
        </div>
      ) : null}
      <PaymentElement />
      <button type="submit" disabled={busy || !stripe} className={`${inline(buttonClass.primary)} mt-4 px-8`}>
        {busy ? 'Processing…' : `Pay ${amountText} deposit`}
      </button>
    </form>
  );
}

export default function StripePaymentStep(props: PaymentStepProps) {
  const key = props.session.publishable_key;
  const stripe = useMemo<Promise<Stripe | null> | null>(() => (key ? loadStripe(key) : null), [key]);
  if (!stripe) return <p role="alert">Payments are not configured for this site. Please call the dealer to reserve this car.</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.session.client_secret }}>
      <StripeForm {...props} />
    </Elements>
  );
}
