'use client';

/**
 * The payment step (issue 16): the embedded processor's card form, or Stripe's Payment Element when
 * the session is Stripe's — loaded only here, on demand, so no other page carries Stripe.js. The
 * local form takes Stripe's test card numbers (listed beside it: this is a test processor), and the
 * challenge card opens a dialog imitating the bank's 3-D Secure check. Declines are said in plain
 * words and another card may be tried.
 *
 * Pages load this with the payment (LazyPaymentStep), and the challenge's dialog (Radix) loads when
 * a card asks for the check.
 */
import { LocalConfirmRequestSchema, type LocalConfirmAnswer, type PaymentSession } from '@forecourt/schemas/checkout';
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { DialogSurfaceProps } from '@/components/ui/DialogSurface';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { TEST_CARDS } from '@/lib/payments/test-cards';
import { postJson } from './post-json';

const StripePaymentStep = dynamic(() => import('./StripePaymentStep'), { ssr: false, loading: () => <p role="status">Loading the secure payment form…</p> });

export interface PaymentStepProps {
  session: PaymentSession;
  /** The payment succeeded (or is processing): the page waits for the reservation to be recorded. */
  onSucceeded: () => void;
  billingName?: string;
  /** '$200' — for the Pay button. */
  amountText: string;
}

export function PaymentStep(props: PaymentStepProps) {
  if (props.session.processor === 'stripe') return <StripePaymentStep {...props} />;
  return <LocalCardForm {...props} />;
}

const FIELD_NAMES = ['card_number', 'expiry', 'cvc', 'name_on_card'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (key: unknown): key is FieldName => typeof key === 'string' && (FIELD_NAMES as readonly string[]).includes(key);

function LocalCardForm({ session, onSucceeded, billingName, amountText }: PaymentStepProps) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [declined, setDeclined] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<DialogSurfaceProps>>();
  const payRef = useRef<HTMLButtonElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The reason goes in the alert above the form, and focus moves to it so a screen reader and a
  // keyboard user both land on what to do next: in an effect (the alert exists by then), keyed by a
  // counter so the same message twice still moves focus.
  const [said, setSaid] = useState(0);
  const say = (message: string) => {
    setDeclined(message);
    setSaid((n) => n + 1);
  };
  useEffect(() => {
    if (said > 0) alertRef.current?.focus();
  }, [said]);

  const answered = (answer: LocalConfirmAnswer | undefined, status: number) => {
    if (!answer || status >= 400) {
      const error = (answer as { error?: unknown } | undefined)?.error;
      return say(typeof error === 'string' ? error : 'The payment could not be taken just now. Nothing was charged: please try again.');
    }
    if (answer.status === 'succeeded' || answer.status === 'processing') return onSucceeded();
    if (answer.status === 'requires_action') return setChallenge(true);
    say(answer.error?.message ?? 'The payment did not go through. Nothing was charged: please try a different card.');
  };

  const unreachable = () => say('We could not reach the payment service. Nothing was charged: please check your connection and try again.');

  // The bank's check is a dialog: its code comes when a card first asks for it. Offline then, the
  // payment is not taken; paying again asks for the check again.
  useEffect(() => {
    if (!challenge || Dialog) return;
    let current = true;
    import('@/components/ui/DialogSurface').then(
      (module) => current && setDialog(() => module.default),
      () => {
        if (!current) return;
        setChallenge(false);
        unreachable();
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- unreachable only sets state
  }, [challenge, Dialog]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v.trim() : '';
    };
    const name = value('name_on_card');
    // The server's own schema: the same checks and words as the route answers with.
    const parsed = LocalConfirmRequestSchema.safeParse({
      client_secret: session.client_secret,
      card_number: value('card_number'),
      expiry: value('expiry'),
      cvc: value('cvc'),
      ...(name ? { name_on_card: name } : {}),
    });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isFieldName(key) && !found[key]) found[key] = issue.message;
      }
    }
    setErrors(found);
    setDeclined(undefined);
    const first = FIELD_NAMES.find((f) => found[f]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { status, json } = await postJson('/api/payments/local/confirm', parsed.data);
      answered(json as unknown as LocalConfirmAnswer, status);
    } catch {
      unreachable();
    } finally {
      setBusy(false);
    }
  }

  async function authenticate(outcome: 'approve' | 'fail') {
    setChallenge(false);
    setBusy(true);
    try {
      const { status, json } = await postJson('/api/payments/local/authenticate', { client_secret: session.client_secret, outcome });
      answered(json as unknown as LocalConfirmAnswer, status);
    } catch {
      unreachable();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: 'mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 text-base',
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div>
      <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900">
        <p className="font-semibold">Test payments: no real card is charged.</p>
        <p className="mt-1">This site uses Forecourt&apos;s embedded test processor. Use any future expiry and any 3 digits:</p>
        <ul className="mt-1 list-disc pl-5">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number}</span> {card.outcome}
            </li>
          ))}
        </ul>
      </div>
      {declined ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className="mb-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {declined}
        </div>
      ) : null}
      <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Card details" className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-card_number`} className="font-semibold">
            Card number
          </label>
          <input {...field('card_number')} inputMode="numeric" autoComplete="cc-number" maxLength={23} />
          {error('card_number')}
        </div>
        <div>
          <label htmlFor={`${id}-expiry`} className="font-semibold">
            Expiry (MM/YY)
          </label>
          <input {...field('expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} />
          {error('expiry')}
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="font-semibold">
            Security code (CVC)
          </label>
          <input {...field('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          {error('cvc')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-name_on_card`} className="font-semibold">
            Name on card
          </label>
          <input {...field('name_on_card')} autoComplete="cc-name" defaultValue={billingName} />
          {error('name_on_card')}
        </div>
        <div className="sm:col-span-2">
          <button ref={payRef} type="submit" disabled={busy} className={`${inline(buttonClass.primary)} w-full px-8 disabled:cursor-wait disabled:opacity-75 sm:w-auto`}>
            {busy ? 'Processing…' : `Pay ${amountText} deposit`}
          </button>
        </div>
      </form>
      {Dialog ? (
        <Dialog
          open={challenge}
          onOpenChange={(open) => {
            // Closing the dialog without an answer is failing the check, as a bank's window closed.
            if (!open && challenge) void authenticate('fail');
          }}
          returnFocus={payRef}
          title="Confirm this payment with your bank"
          description={`Your bank asks you to confirm the ${amountText} deposit. (This imitates a 3-D Secure check.)`}
          variant="modal"
        >
          <div className="flex flex-wrap gap-3">
            <button type="button" className={inline(buttonClass.primary)} onClick={() => void authenticate('approve')}>
              Approve
            </button>
            <button type="button" className={inline(buttonClass.outline)} onClick={() => void authenticate('fail')}>
              Fail authentication
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
