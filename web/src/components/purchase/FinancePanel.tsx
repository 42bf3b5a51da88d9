'use client';

/**
 * Step 3: paying outright, financing the balance with the dealer (term, repayments and rate, with the
 * site calculator's estimate of the repayment as the shopper changes them), or a pre-approval they
 * already have (from /apply-for-finance: its reference, or a note).
 */
import { PURCHASE_FREQUENCIES, PURCHASE_TERM_YEARS } from '@forecourt/schemas/checkout/constants';
import Link from 'next/link';
import { useState } from 'react';
import type { CalculatorSettings } from '@/domain/finance-calculator';
import { priceBreakdown } from '@/domain/purchase-breakdown';
import { formText, RadioGroup, SelectField, TextField } from './fields';
import { StepButtons } from './StepButtons';
import type { FinanceOptions, StepPanelProps } from './types';

const FREQUENCY_LABELS = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' } as const;

export const FINANCE_CHOICES = [
  { value: 'outright', label: 'Pay outright', hint: 'By bank transfer or bank cheque before you take delivery.' },
  { value: 'dealer', label: 'Finance with the dealer', hint: 'See an estimate of your repayments now; the dealer arranges the loan.' },
  { value: 'pre_approval', label: 'I have a pre-approval', hint: 'Finance already approved with us or your own lender.' },
] as const;

interface Saved {
  method?: string;
  term_years?: number;
  frequency?: string;
  interest_rate?: number;
  application_id?: string;
  note?: string;
}

export function FinancePanel({ view, errors, busy, onSave, onBack, finance, settings, applyHref }: StepPanelProps & { finance: FinanceOptions; settings: CalculatorSettings; applyHref: string }) {
  const saved = (view.data.finance ?? {}) as Saved;
  const [method, setMethod] = useState<string | undefined>(saved.method);
  const [term, setTerm] = useState(String(saved.term_years ?? finance.defaultTerm));
  const [frequency, setFrequency] = useState<string>(saved.frequency ?? finance.defaultFrequency);
  const [rate, setRate] = useState(String(saved.interest_rate ?? finance.defaultRate));

  const estimate =
    method === 'dealer' && Number.isFinite(Number(rate)) && rate.trim() !== ''
      ? priceBreakdown(
          { ...(view.breakdown.price !== undefined ? { price: view.breakdown.price } : {}), price_text: view.breakdown.price_text },
          view.breakdown.deposit,
          view.breakdown.trade_in,
          { method: 'dealer', term_years: Number(term), frequency: (PURCHASE_FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as (typeof PURCHASE_FREQUENCIES)[number]) : 'weekly', interest_rate: Number(rate) },
          settings,
        ).finance
      : undefined;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        if (method === 'dealer') onSave({ method, term_years: Number(term), frequency, interest_rate: rate.trim() === '' ? undefined : Number(rate) });
        else if (method === 'pre_approval') onSave({ method, application_id: formText(data, 'application_id'), note: formText(data, 'note') });
        else onSave(method ? { method } : {});
      }}
    >
      <div className="mt-4">
        <RadioGroup name="method" legend="How will you pay for the car?" value={method} onChange={setMethod} errors={errors} options={FINANCE_CHOICES} />
      </div>
      {method === 'dealer' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <SelectField name="term_years" label="Loan term" errors={errors} value={term} onChange={(e) => setTerm(e.target.value)} options={PURCHASE_TERM_YEARS.map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'year' : 'years'}` }))} />
          <SelectField name="frequency" label="Repayments" errors={errors} value={frequency} onChange={(e) => setFrequency(e.target.value)} options={PURCHASE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))} />
          <TextField name="interest_rate" label="Interest rate (% p.a.)" errors={errors} type="number" inputMode="decimal" min={finance.rate.min} max={finance.rate.max} step={finance.rate.step} value={rate} onChange={(e) => setRate(e.target.value)} />
          <p role="status" className="sm:col-span-3 rounded-md bg-gray-100 p-3">
            {estimate ? (
              <>
                Estimated repayment: <strong>{estimate.repayment_text}</strong> on {estimate.amount_text} financed. An estimate only: the lender confirms the rate and fees.
              </>
            ) : (
              'Nothing left to finance: your deposit and trade-in cover the price.'
            )}
          </p>
        </div>
      ) : null}
      {method === 'pre_approval' ? (
        <div className="mt-4 grid gap-4">
          <p>
            Not applied yet?{' '}
            <Link href={applyHref} target="_blank" className="font-semibold text-brand-text underline underline-offset-2">
              Apply for finance pre-approval<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            , then come back to finish your purchase.
          </p>
          <TextField name="application_id" label="Pre-approval reference (optional)" hint="The reference from your pre-approval e-mail, if you applied with us." errors={errors} required={false} defaultValue={saved.application_id} />
          <div>
            <label htmlFor="purchase-note" className="font-semibold">
              Note about your pre-approval (optional)
            </label>
            <textarea id="purchase-note" name="note" rows={3} maxLength={500} defaultValue={saved.note} className="mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 text-base" aria-invalid={errors.note ? true : undefined} />
          </div>
        </div>
      ) : null}
      <StepButtons busy={busy} onBack={onBack} />
    </form>
  );
}
