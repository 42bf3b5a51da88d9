'use client';

/**
 * Step 4, the valuation: an online estimate (the range, the dealer's offer, how many comparable cars
 * it rests on, the indicative-only disclaimer and 'Accept offer'), or — over 7 years or 100,000 km,
 * or when there was too little to go on — the offer of an in-person appraisal with an optional note.
 */
import type { EstimateAnswer, TradeInVehicle } from '@forecourt/schemas/trade-in';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/leads/FormAlert';
import { formatWholeDollars } from '@/domain/finance-calculator';
import { comparablesLine, ESTIMATE_DISCLAIMER, noEstimateReasons, vehicleName } from './copy';
import { formatKms } from './kms';
import { StepActions, TextArea, WorkingButton } from './controls';

export const VALUATION_LABELS = {
  accept: 'Accept offer',
  appraisal: 'Book an in-person appraisal',
  message: 'When would suit you to bring the car in? (optional)',
} as const;
export const MESSAGE_ID = 'valuation-wizard-message';
const MESSAGE_MAX = 1000;

export function ValuationStep({
  valuation,
  vehicle,
  kms,
  working,
  error,
  errorAction,
  onBack,
  onAccept,
}: {
  valuation: EstimateAnswer;
  vehicle: TradeInVehicle;
  kms: number;
  working: boolean;
  error?: string;
  errorAction?: ReactNode;
  onBack: () => void;
  onAccept: (message?: string) => void;
}) {
  const [message, setMessage] = useState('');
  const { outcome } = valuation;
  const carLine = `${vehicleName(vehicle)}, ${formatKms(kms)} km`;

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="valuation-wizard-heading"
      aria-busy={working || undefined}
      data-outcome={outcome.kind}
      onSubmit={(event) => {
        event.preventDefault();
        if (working) return;
        const note = message.trim();
        onAccept(outcome.kind === 'estimate' || !note ? undefined : note.slice(0, MESSAGE_MAX));
      }}
    >
      <p className="text-gray-700">{carLine}</p>
      {outcome.kind === 'estimate' ? (
        <div className="mt-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg border border-gray-300 bg-gray-50 p-4">
              <dt className="text-sm font-semibold text-gray-700">Estimated trade-in range</dt>
              <dd className="mt-1 text-2xl font-bold text-gray-900" data-estimate-range="">
                {formatWholeDollars(outcome.low)} – {formatWholeDollars(outcome.high)}
              </dd>
            </div>
            <div className="rounded-lg border-2 border-brand bg-white p-4">
              <dt className="text-sm font-semibold text-gray-700">Our offer</dt>
              <dd className="mt-1 text-2xl font-bold text-gray-900" data-offer="">
                {formatWholeDollars(outcome.offer)}
              </dd>
            </div>
          </dl>
          {comparablesLine(outcome) ? <p className="mt-3 text-sm text-gray-700">{comparablesLine(outcome)}.</p> : null}
          <p className="mt-3 text-sm text-gray-700" data-disclaimer="">
            {ESTIMATE_DISCLAIMER}
          </p>
          <p className="mt-3 text-gray-800">Accept the offer and we will contact you to inspect the car and finalise it.</p>
        </div>
      ) : (
        <div className="mt-4">
          <ul className="space-y-2 text-gray-800">
            {noEstimateReasons(outcome).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-gray-800">Book an in-person appraisal and one of our team will value it with you, with no obligation.</p>
          <TextArea
            id={MESSAGE_ID}
            label={VALUATION_LABELS.message}
            hint="For example: weekday mornings, or Saturday."
            maxLength={MESSAGE_MAX}
            className="mt-4"
            value={message}
            onChange={setMessage}
          />
        </div>
      )}
      <FormAlert message={error} />
      {error && errorAction ? <div className="mt-3">{errorAction}</div> : null}
      <StepActions onBack={onBack} backDisabled={working}>
        <WorkingButton label={outcome.kind === 'estimate' ? VALUATION_LABELS.accept : VALUATION_LABELS.appraisal} working={working} />
      </StepActions>
    </form>
  );
}
