'use client';

/**
 * Step 7: the deposit, through Reserve's own request (POST /api/reservations with the deal's id: the
 * car is locked for this buyer while they pay) and payment step; once the reservation is held the
 * deal is submitted. A reload after paying finds the held deposit (the view's reservation_id) and
 * submits straight away; the checkout key is kept per deal in sessionStorage so a retried start
 * finds the same reservation. (A chunk of its own, with zod: the journey loads it at this step.)
 */
import { RESERVE_MESSAGES, ReserveAnswerSchema, type PurchaseDealView, type PurchaseSubmitAnswer, type ReservationView, type ReserveAnswer } from '@forecourt/schemas/checkout';
import { useEffect, useRef, useState } from 'react';
import { CarTaken } from '@/components/checkout/CarTaken';
import { keptKey, notHeldMessage } from '@/components/checkout/checkout-model';
import { LazyPaymentStep } from '@/components/payments/LazyPaymentStep';
import { postJson } from '@/components/payments/post-json';
import { buttonClass, inline } from '@/components/vehicle/styles';
import { reservationStatus, submitDeal } from './api';
import { Alert } from './fields';

type Phase = 'ready' | 'paying' | 'confirming' | 'submitting' | 'taken';

/** The deposit's checkout key, one per deal (checkout-model.ts keptKey). */
const checkoutKey = (dealId: string, fresh = false) => keptKey(`forecourt:purchase:${dealId}`, { fresh });

export const PAY_DEPOSIT_LABEL = 'Pay the deposit';

export function DepositPanel({ view, holdHours, onBack, onSubmitted }: { view: PurchaseDealView; holdHours: number; onBack: () => void; onSubmitted: (answer: PurchaseSubmitAnswer) => void }) {
  const [phase, setPhase] = useState<Phase>(view.reservation_id ? 'submitting' : 'ready');
  const [answer, setAnswer] = useState<ReserveAnswer>();
  /** The reservation this buyer paid for, when it ended without holding the car. */
  const [ended, setEnded] = useState<ReservationView>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const buyer = (view.data.buyer ?? {}) as Record<string, string>;
  const delivery = (view.data.delivery ?? {}) as Record<string, string>;

  // Paid: ask until the deposit is recorded, then submit the deal (once).
  useEffect(() => {
    if (phase !== 'confirming' && phase !== 'submitting') return;
    let stopped = false;
    let tries = 0;
    const finish = async () => {
      if (submitted.current) return;
      submitted.current = true;
      const result = await submitDeal(view.id);
      if (stopped) return;
      if (result.ok) return onSubmitted(result.answer);
      submitted.current = false;
      if (result.status === 409 && tries < 60) return void setTimeout(() => void poll(), 2000);
      setFailure(result.error);
    };
    const poll = async (): Promise<void> => {
      if (stopped) return;
      tries++;
      if (phase === 'submitting' || !answer) return finish();
      const reservation = await reservationStatus(answer.reservation_id);
      if (stopped) return;
      if (reservation && reservation.status === 'held') return finish();
      if (reservation && reservation.status !== 'pending') {
        setEnded(reservation);
        return setPhase('taken');
      }
      setTimeout(() => void poll(), tries < 30 ? 1000 : 5000);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [phase, answer, view.id, onSubmitted]);

  async function start(fresh = false) {
    setBusy(true);
    setFailure(undefined);
    try {
      const { status, json } = await postJson('/api/reservations', {
        car_id: view.car.id,
        name: buyer.name,
        last_name: buyer.last_name,
        email: buyer.email,
        phone: buyer.phone,
        ...(delivery.method === 'pickup' && delivery.location_id ? { location_id: delivery.location_id } : {}),
        terms_agreed: true,
        idempotency_key: checkoutKey(view.id, fresh),
        deal_id: view.id,
      });
      if (status === 409) return setPhase('taken');
      const ok = ReserveAnswerSchema.safeParse(json);
      if (!ok.success) return setFailure(typeof json.error === 'string' ? json.error : 'We could not start the payment. Nothing was charged: please try again.');
      setAnswer(ok.data);
      setPhase('paying');
    } catch {
      setFailure('We could not reach the dealer just now. Nothing was charged: please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  if (phase === 'taken') {
    // Paid and then lost the car (another buyer's hold won): refunded, never 'not charged'.
    return (
      <div>
        <CarTaken message={ended ? notHeldMessage(ended) : RESERVE_MESSAGES.justReserved} />
      </div>
    );
  }
  if (phase === 'confirming' || phase === 'submitting') {
    return (
      <div>
        <p role="status" className="mt-3 text-gray-800">
          {failure ? 'Your deposit is paid.' : 'Your deposit is paid. We are sending your order to the dealer…'}
        </p>
        {failure ? <Alert>{failure}</Alert> : null}
      </div>
    );
  }
  if (phase === 'paying' && answer) {
    return (
      <div className="mt-4">
        <LazyPaymentStep session={answer.payment} amountText={view.breakdown.deposit_text} billingName={`${buyer.name ?? ''} ${buyer.last_name ?? ''}`.trim()} onSucceeded={() => setPhase('confirming')} />
      </div>
    );
  }
  return (
    <div>
      <p className="mt-2 text-gray-800">
        Pay a <strong>{view.breakdown.deposit_text}</strong> refundable deposit to reserve the {view.car.title}. We hold it for you for {holdHours} hours while the dealer confirms your order, and you can cancel within the hold for a full refund.
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={inline(buttonClass.outline)}>
          Back
        </button>
        <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void start(!!failure)} className={`${inline(buttonClass.primary)} px-8 disabled:cursor-wait disabled:opacity-75`}>
          {busy ? 'Please wait…' : PAY_DEPOSIT_LABEL}
        </button>
      </div>
    </div>
  );
}
