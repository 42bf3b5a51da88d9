'use client';

/**
 * Step 5: the buyer as the contract will name them, and their driver licence (the dealer sights it at
 * handover; the dealer's e-mail shows only its state and last three characters).
 */
import { AU_STATES } from '@forecourt/schemas/vehicle/fields';
import { formText, SelectField, TextField } from './fields';
import { StepButtons } from './StepButtons';
import type { StepPanelProps } from './types';

const FIELDS = ['name', 'last_name', 'email', 'phone', 'date_of_birth', 'licence_number', 'licence_state', 'licence_expiry'] as const;

export function BuyerPanel({ view, errors, busy, onSave, onBack, prefill }: StepPanelProps & { prefill: { phone: string } }) {
  const saved = (view.data.buyer ?? {}) as Partial<Record<(typeof FIELDS)[number], string>>;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSave(Object.fromEntries(FIELDS.map((name) => [name, formText(data, name)])));
      }}
    >
      <p className="mt-2 text-gray-800">As they appear on your driver licence. We send your receipt and order to this e-mail.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="First Name" errors={errors} autoComplete="given-name" defaultValue={saved.name} />
        <TextField name="last_name" label="Last Name" errors={errors} autoComplete="family-name" defaultValue={saved.last_name} />
        <TextField name="email" label="Email" errors={errors} type="email" autoComplete="email" defaultValue={saved.email} />
        <TextField name="phone" label="Mobile" errors={errors} type="tel" inputMode="tel" autoComplete="tel" defaultValue={saved.phone ?? prefill.phone} />
        <TextField name="date_of_birth" label="Date of birth" errors={errors} type="date" autoComplete="bday" defaultValue={saved.date_of_birth} />
      </div>
      <fieldset className="mt-6">
        <legend className="text-lg font-bold">Driver licence</legend>
        <p className="text-sm text-gray-700">The dealer checks your licence when you collect the car. Only its state and last three characters are sent by e-mail.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField name="licence_number" label="Driver licence number" errors={errors} autoComplete="off" maxLength={30} defaultValue={saved.licence_number} />
          <SelectField name="licence_state" label="Licence state" errors={errors} placeholder="Choose a state" defaultValue={saved.licence_state ?? ''} options={AU_STATES.map((s) => ({ value: s, label: s }))} />
          <TextField name="licence_expiry" label="Licence expiry date" errors={errors} type="date" defaultValue={saved.licence_expiry} />
        </div>
      </fieldset>
      <StepButtons busy={busy} onBack={onBack} />
    </form>
  );
}
