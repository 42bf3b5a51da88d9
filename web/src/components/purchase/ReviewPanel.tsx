'use client';

/** Step 6: everything at a glance, an Edit button per step, and the terms. */
import type { PurchaseStep } from '@forecourt/schemas/checkout';
import Link from 'next/link';
import { Breakdown } from './Breakdown';
import { ErrorText } from './fields';
import { StepButtons } from './StepButtons';
import { buyerLines, deliveryText, financeText, tradeInText } from './summary';
import type { JourneyLocation, StepPanelProps } from './types';

export function ReviewPanel({ view, errors, busy, onSave, onBack, onEdit, locations, termsText }: StepPanelProps & { onEdit: (step: PurchaseStep) => void; locations: readonly JourneyLocation[]; termsText: string }) {
  const section = (step: PurchaseStep, title: string, lines: string[]) => (
    <div className="border-t border-gray-300 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        <button type="button" onClick={() => onEdit(step)} className="font-semibold text-brand-text underline underline-offset-2">
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      {lines.map((line) => (
        <p key={line} className="text-gray-800">
          {line}
        </p>
      ))}
    </div>
  );
  const agreed = view.data.review && typeof view.data.review === 'object';
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ terms_agreed: new FormData(event.currentTarget).get('terms_agreed') === 'on' });
      }}
    >
      <div className="mt-4">
        <div className="border-t border-gray-300 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-bold">{view.car.title}</h3>
            <button type="button" onClick={() => onEdit('car')} className="font-semibold text-brand-text underline underline-offset-2">
              Edit<span className="sr-only"> the car and its price</span>
            </button>
          </div>
          <div className="mt-2 max-w-md">
            <Breakdown breakdown={view.breakdown} />
          </div>
        </div>
        {section('trade_in', 'Trade-in', [tradeInText(view)])}
        {section('finance', 'Finance', [financeText(view)])}
        {section('delivery', 'Delivery or pick-up', [deliveryText(view, locations)])}
        {section('buyer', 'Your details', buyerLines(view))}
      </div>
      <p className="mt-4 text-sm text-gray-800">{termsText}</p>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="purchase-terms_agreed"
          name="terms_agreed"
          type="checkbox"
          defaultChecked={!!agreed}
          className="mt-1 size-5"
          aria-invalid={errors.terms_agreed ? true : undefined}
          aria-describedby={errors.terms_agreed ? 'purchase-terms_agreed-error' : undefined}
        />
        <label htmlFor="purchase-terms_agreed">
          I agree to the{' '}
          <Link href="/terms-and-conditions" prefetch={false} target="_blank" className="font-semibold text-brand-text underline underline-offset-2">
            terms of use<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the refund terms of the deposit
        </label>
      </div>
      <ErrorText name="terms_agreed" errors={errors} />
      <StepButtons busy={busy} onBack={onBack} label="Continue to payment" />
    </form>
  );
}
