'use client';

/** Step 4: pick the car up at one of the dealer's sales locations, or have it delivered home; and the preferred day. */
import { AU_STATES } from '@forecourt/schemas/vehicle/fields';
import { preferredDateWindow } from '@forecourt/schemas/checkout/constants';
import { useState } from 'react';
import { formText, RadioGroup, SelectField, TextField } from './fields';
import { StepButtons } from './StepButtons';
import type { JourneyLocation, StepPanelProps } from './types';

export const DELIVERY_CHOICES = [
  { value: 'pickup', label: 'Pick up from the dealership' },
  { value: 'delivery', label: 'Deliver to my home' },
] as const;

interface Saved {
  method?: string;
  location_id?: string;
  street?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
  preferred_date?: string;
}

export function DeliveryPanel({ view, errors, busy, onSave, onBack, locations, today }: StepPanelProps & { locations: readonly JourneyLocation[]; today: string }) {
  const saved = (view.data.delivery ?? {}) as Saved;
  const [method, setMethod] = useState<string | undefined>(saved.method);
  const window = preferredDateWindow(today);
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const date = formText(data, 'preferred_date');
        if (method === 'pickup') onSave({ method, location_id: formText(data, 'location_id'), preferred_date: date });
        else if (method === 'delivery')
          onSave({ method, street: formText(data, 'street'), suburb: formText(data, 'suburb'), state: formText(data, 'state'), postcode: formText(data, 'postcode'), preferred_date: date });
        else onSave({});
      }}
    >
      <div className="mt-4">
        <RadioGroup name="method" legend="How would you like to get your car?" value={method} onChange={setMethod} errors={errors} options={DELIVERY_CHOICES} />
      </div>
      {method === 'pickup' ? (
        <div className="mt-4">
          <SelectField
            name="location_id"
            label="Pick-up location"
            errors={errors}
            placeholder="Choose a location"
            defaultValue={saved.location_id ?? (locations.length === 1 ? locations[0]!.id : '')}
            options={locations.map((l) => ({ value: l.id, label: l.name }))}
          />
        </div>
      ) : null}
      {method === 'delivery' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField name="street" label="Street address" errors={errors} autoComplete="address-line1" defaultValue={saved.street} />
          </div>
          <TextField name="suburb" label="Suburb" errors={errors} autoComplete="address-level2" defaultValue={saved.suburb} />
          <SelectField name="state" label="State" errors={errors} placeholder="Choose a state" defaultValue={saved.state ?? ''} options={AU_STATES.map((s) => ({ value: s, label: s }))} />
          <TextField name="postcode" label="Postcode" errors={errors} inputMode="numeric" autoComplete="postal-code" maxLength={4} defaultValue={saved.postcode} />
        </div>
      ) : null}
      {method ? (
        <div className="mt-4 max-w-xs">
          <TextField
            name="preferred_date"
            label={method === 'pickup' ? 'Preferred pick-up date' : 'Preferred delivery date'}
            hint={`From tomorrow up to 60 days ahead, Monday to Saturday.`}
            errors={errors}
            type="date"
            min={window.min}
            max={window.max}
            defaultValue={saved.preferred_date}
          />
        </div>
      ) : null}
      <StepButtons busy={busy} onBack={onBack} />
    </form>
  );
}
