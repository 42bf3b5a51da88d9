'use client';

/**
 * Reserve's steps in the browser: contact details → payment → confirmation. The contact step is
 * checked with the same schema the server uses (ReserveRequestSchema) and posted once per checkout
 * key (kept per car in sessionStorage, so a reload or a double click finds the same reservation).
 * After paying, the page polls the reservation until the payment is recorded; each new step's heading
 * takes focus, and status changes are announced.
 *
 * Names the browser tests find (by role and accessible name): headings 'Your details', 'Pay your
 * deposit', 'Confirming your payment', 'Your car is reserved', 'This car was just reserved', 'Your
 * payment was refunded'; fields 'First Name', 'Last Name', 'Email', 'Mobile', 'Preferred location',
 * the terms checkbox; buttons 'Continue to payment'; links 'View in My garage', 'Back to the car',
 * 'Search for a similar car'.
 *
 * The page's first load is the contact step: the schemas that check it and its answers (zod) are
 * fetched on the shopper's first touch of the form, and the payment form when they reach payment.
 */
import type { ReserveAnswer, ReservationView } from '@forecourt/schemas/checkout';
import { RESERVE_MESSAGES } from '@forecourt/schemas/checkout/constants';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/leads/ErrorSummary';
import { LazyPaymentStep } from '@/components/payments/LazyPaymentStep';
import { CarTaken } from './CarTaken';
import { postJson } from '@/components/payments/post-json';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { POLL_FAST_MS, POLL_FAST_TRIES, POLL_SLOW_MS, checkoutKey, forgetCheckoutKey, heldUntil, notHeldMessage, paymentReference } from './checkout-model';

export interface ReserveCheckoutProps {
  carId: string;
  carHref: string;
  depositText: string;
  garageHref?: string;
  /** The dealer's time zone (the car's state), in which the hold's end is said, as in the receipt. */
  timeZone: string;
  prefill: { phone: string };
  locations: { id: string; name: string }[];
}

/** The request's and the answers' schemas (the server's own, with zod). */
export const reserveSchemas = lazyModule(() => import('@forecourt/schemas/checkout'));

const UNREACHABLE = 'We could not reach the dealer just now. Nothing was charged: please check your connection and try again.';

/** taken: another buyer holds the car (nothing charged); refunded: they won while this shopper paid. */
type Step = 'details' | 'payment' | 'confirming' | 'done' | 'taken' | 'refunded';
type Field = 'name' | 'last_name' | 'email' | 'phone' | 'location_id' | 'terms_agreed';
const FIELDS: readonly Field[] = ['name', 'last_name', 'email', 'phone', 'location_id', 'terms_agreed'];
/** A field name from the schema or the server's answer: only these, never a key such as '__proto__'. */
const isField = (key: unknown): key is Field => typeof key === 'string' && (FIELDS as readonly string[]).includes(key);

export function ReserveCheckout({ carId, carHref, depositText, garageHref, timeZone, prefill, locations }: ReserveCheckoutProps) {
  const id = useId();
  const [step, setStep] = useState<Step>('details');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ReserveAnswer>();
  const [contact, setContact] = useState<{ name: string; email: string }>({ name: '', email: '' });
  const [view, setView] = useState<ReservationView>();
  /** The payment is taking longer than the fast polls: say so, keep asking. */
  const [slow, setSlow] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step !== 'details') headingRef.current?.focus();
  }, [step]);

  // After paying: ask until the payment is recorded (every second for 30 s, then every 5 s). The
  // webhook or the reconciliation pass records it even if this page is closed; this only waits to tell.
  useEffect(() => {
    if (step !== 'confirming' || !answer) return;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (stopped) return;
      tries++;
      try {
        const response = await fetch(`/api/reservations/${encodeURIComponent(answer.reservation_id)}`, { cache: 'no-store', credentials: 'same-origin' });
        const { ReservationViewSchema } = reserveSchemas.get() ?? (await reserveSchemas.load());
        const parsed = ReservationViewSchema.safeParse(await response.json());
        if (stopped) return;
        if (parsed.success && parsed.data.status !== 'pending') {
          setView(parsed.data);
          // The shopper paid: an end other than held means another buyer won while they paid (refunded).
          setStep(parsed.data.status === 'held' ? 'done' : 'refunded');
          forgetCheckoutKey(carId);
          return;
        }
      } catch {
        // A dropped poll: the next one asks again.
      }
      if (stopped) return;
      if (tries === POLL_FAST_TRIES) setSlow(true);
      timer = setTimeout(() => void poll(), tries < POLL_FAST_TRIES ? POLL_FAST_MS : POLL_SLOW_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [step, answer, carId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Fetched since the shopper's first touch of the form, so this rarely waits.
    const schemas = reserveSchemas.get() ?? (await reserveSchemas.load().catch(() => undefined));
    if (!schemas) {
      setFailure(UNREACHABLE);
      return;
    }
    const { ReserveAnswerSchema, ReserveRequestSchema } = schemas;
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    };
    const body = {
      car_id: carId,
      name: value('name'),
      last_name: value('last_name'),
      email: value('email'),
      phone: value('phone'),
      ...(value('location_id') ? { location_id: value('location_id') } : {}),
      terms_agreed: data.get('terms_agreed') === 'on',
      idempotency_key: checkoutKey(carId),
    };
    const parsed = ReserveRequestSchema.safeParse(body);
    setFailure(undefined);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isField(key) && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { status, json } = await postJson('/api/reservations', parsed.data);
      if (status === 409) {
        // Nothing was charged; a later try (if the other buyer lets it go) is a new checkout.
        forgetCheckoutKey(carId);
        return setStep('taken');
      }
      const ok = ReserveAnswerSchema.safeParse(json);
      if (!ok.success) {
        const fields = (json.fields && typeof json.fields === 'object' ? json.fields : {}) as Record<string, unknown>;
        setErrors(Object.fromEntries(Object.entries(fields).filter(([k, v]) => isField(k) && typeof v === 'string')));
        setFailure(typeof json.error === 'string' ? json.error : 'We could not start your reservation. Nothing was charged: please try again.');
        return;
      }
      setContact({ name: `${parsed.data.name} ${parsed.data.last_name}`, email: parsed.data.email });
      setAnswer(ok.data);
      setStep('payment');
    } catch {
      setFailure(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none" id={`${id}-step`}>
      {text}
    </h2>
  );

  if (step === 'refunded' && view) {
    return (
      <section aria-labelledby={`${id}-step`} data-reservation-status={view.status}>
        {heading('Your payment was refunded')}
        <CarTaken message={notHeldMessage(view)} carHref={carHref} />
      </section>
    );
  }

  if (step === 'taken') {
    return (
      <section aria-labelledby={`${id}-step`}>
        {heading('This car was just reserved')}
        <CarTaken message={RESERVE_MESSAGES.justReserved} carHref={carHref} />
      </section>
    );
  }

  if (step === 'done' && view) {
    const reference = answer ? paymentReference(answer.payment.client_secret) : undefined;
    return (
      <section aria-labelledby={`${id}-step`} data-reservation-status={view.status}>
        {heading('Your car is reserved')}
        <div role="status" className="mt-3 rounded-md border-2 border-green-700 bg-green-50 p-4 text-gray-900">
          <p>
            We are holding the {view.car.title} for you until <strong>{view.expires_at ? heldUntil(view.expires_at, timeZone) : 'the end of the hold'}</strong>.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Deposit paid</dt>
            <dd className="font-semibold">{view.deposit}</dd>
            <dt>Reference</dt>
            <dd className="font-mono break-all">{reference ?? view.id}</dd>
          </dl>
          <p className="mt-3">
            We have e-mailed your receipt to <strong>{contact.email}</strong>
            {garageHref ? '.' : ', with a link to manage your reservation.'} You can cancel within the hold for a full refund.
          </p>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {garageHref ? (
            <Link href={garageHref} className={inline(buttonClass.primary)}>
              View in My garage
            </Link>
          ) : null}
          <Link href={carHref} className={inline(buttonClass.outline)}>
            Back to the car
          </Link>
        </div>
      </section>
    );
  }

  if ((step === 'payment' || step === 'confirming') && answer) {
    return (
      <section aria-labelledby={`${id}-step`}>
        {heading(step === 'payment' ? 'Pay your deposit' : 'Confirming your payment')}
        {step === 'payment' ? (
          <div className="mt-4">
            <LazyPaymentStep session={answer.payment} amountText={depositText} billingName={contact.name} onSucceeded={() => setStep('confirming')} />
          </div>
        ) : (
          <p role="status" className="mt-3 text-gray-800">
            {slow
              ? 'We are confirming your payment… This is taking longer than usual. You can keep this page open; we will also e-mail your receipt as soon as it is confirmed.'
              : 'Your payment went through. We are confirming your reservation with the dealer…'}
          </p>
        )}
      </section>
    );
  }

  const entries = (Object.keys(errors) as Field[]).filter((k) => errors[k]);
  const input = (name: Field, label: string, props: Record<string, unknown>) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
        <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 text-base"
        {...props}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby={`${id}-step`}>
      {heading('Your details')}
      <p className="mt-2 text-gray-800">We send your receipt here, and the dealer uses these details to arrange the next steps.</p>
      {entries.length ? (
        <div className="mt-4">
          <ErrorSummary id={`${id}-errors`} summaryRef={summaryRef} entries={entries.map((k) => ({ name: k, message: errors[k]!, targetId: `${id}-${k}` }))} />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {failure}
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={(event) => void submit(event)} onFocus={reserveSchemas.preload} onPointerDown={reserveSchemas.preload} className="mt-4 grid gap-4 sm:grid-cols-2">
        {input('name', 'First Name', { autoComplete: 'given-name' })}
        {input('last_name', 'Last Name', { autoComplete: 'family-name' })}
        {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {input('phone', 'Mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', defaultValue: prefill.phone })}
        {locations.length ? (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-location_id`} className="font-semibold">
              Preferred location
            </label>
            <select id={`${id}-location_id`} name="location_id" className="mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 text-base">
              <option value="">The car&apos;s own location</option>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-terms_agreed`}
              name="terms_agreed"
              type="checkbox"
              className="mt-1 size-5"
              aria-invalid={errors.terms_agreed ? true : undefined}
              aria-describedby={errors.terms_agreed ? `${id}-terms_agreed-error` : undefined}
            />
            <label htmlFor={`${id}-terms_agreed`}>
              I agree to the{' '}
              <Link href="/terms-and-conditions" prefetch={false} target="_blank" className="font-semibold text-brand-text underline underline-offset-2">
                terms of use<span className="sr-only"> (opens in a new tab)</span>
              </Link>{' '}
              and the refund terms of this reservation
            </label>
          </div>
          {errors.terms_agreed ? (
            <p id={`${id}-terms_agreed-error`} className="mt-1 text-sm font-semibold text-red-800">
              {errors.terms_agreed}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${inline(buttonClass.primary)} px-8 disabled:cursor-wait disabled:opacity-75`}>
            {busy ? 'Please wait…' : `Continue to payment`}
          </button>
        </div>
      </form>
    </section>
  );
}
