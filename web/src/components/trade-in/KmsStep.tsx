'use client';

/** Step 3, 'Kilometres': the odometer reading as a whole number, shown with thousands separators. */
import { KmsSchema, type TradeInVehicle } from '@forecourt/schemas/trade-in';
import { useState } from 'react';
import { ErrorSummary } from '@/components/leads/ErrorSummary';
import { vehicleName } from './copy';
import { formatKms, parseKms, tidyKmsInput } from './kms';
import { PrimaryButton, StepActions, TextInput, useFieldErrors } from './controls';

export const KMS_LABEL = 'Odometer reading (km)';
export const KMS_INPUT_ID = 'valuation-wizard-kms';

export function KmsStep({ vehicle, kms, onBack, onEntered }: { vehicle: TradeInVehicle; kms?: number; onBack: () => void; onEntered: (kms: number) => void }) {
  const [text, setText] = useState(kms === undefined ? '' : formatKms(kms));
  const { errors, show, clear, summaryRef, entries } = useFieldErrors(() => KMS_INPUT_ID);

  const submit = () => {
    const value = parseKms(text);
    if (value === undefined) {
      show(new Map([['kms', text.trim() ? 'Enter the kilometres as a whole number, e.g. 45,000.' : 'Enter the kilometres.']]));
      return;
    }
    const parsed = KmsSchema.safeParse(value);
    if (!parsed.success) {
      show(new Map([['kms', parsed.error.issues[0]?.message ?? 'Enter the kilometres.']]));
      return;
    }
    show(new Map());
    onEntered(parsed.data);
  };

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="valuation-wizard-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="mb-4 text-gray-700">
        How far has your <strong className="font-semibold text-gray-900">{vehicleName(vehicle)}</strong> travelled?
      </p>
      <ErrorSummary id="valuation-wizard-kms-errors" entries={entries} summaryRef={summaryRef} />
      <TextInput
        id={KMS_INPUT_ID}
        label={KMS_LABEL}
        hint="As shown on the dashboard, e.g. 45,000"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        className="max-w-xs"
        value={text}
        error={errors.get('kms')}
        onChange={(event) => {
          setText(event.target.value);
          clear('kms');
        }}
        onBlur={() => setText((current) => tidyKmsInput(current))}
      />
      <StepActions onBack={onBack}>
        <PrimaryButton label="Continue" />
      </StepActions>
    </form>
  );
}
