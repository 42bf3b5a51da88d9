'use client';

/**
 * Step 2: no trade-in, or the shopper's car valued in the valuation wizard (PurchaseTradeInWizard).
 * The accepted offer is deducted from the balance once the server has read it from the valuation.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { LeadFormMeta } from '@/components/leads/form-values';
import { formatPrice } from '@/domain/price';
import { buttonClass, inline } from '@/components/vehicle/styles';
import type { LeadCar } from '@/lib/leads/client/car';
import { ErrorText, RadioGroup } from './fields';
import type { AcceptedTradeIn } from './PurchaseTradeInWizard';
import { StepButtons } from './StepButtons';
import type { StepPanelProps } from './types';

/** The valuation wizard (its lead form, react-hook-form and the kit) loads when the shopper chooses to value a car. */
const PurchaseTradeInWizard = dynamic(() => import('./PurchaseTradeInWizard').then((m) => m.PurchaseTradeInWizard), {
  loading: () => (
    <p role="status" className="mt-4 min-h-24 text-gray-700">
      Loading the valuation…
    </p>
  ),
});

export interface TradeInWizardSetup {
  options: FormOptions;
  /** What the trade_in lead schema says about its fields (schema-meta.ts leadFormMeta, on the server). */
  form: LeadFormMeta;
  siteName: string;
  car?: LeadCar;
}

export const NO_TRADE_IN_LABEL = 'No trade-in';
export const VALUE_MY_CAR_LABEL = 'Yes, value my car';

export function TradeInPanel({ view, errors, busy, onSave, onBack, wizard }: StepPanelProps & { wizard?: TradeInWizardSetup }) {
  const saved = view.data.trade_in as { choice?: string } | undefined;
  const [choice, setChoice] = useState<string | undefined>(saved?.choice);
  const [accepted, setAccepted] = useState<AcceptedTradeIn | undefined>(
    view.trade_in ? { valuation_id: view.trade_in.valuation_id, lead_id: view.trade_in.lead_id, vehicle: view.trade_in.vehicle, ...(view.trade_in.offer !== undefined ? { offer: view.trade_in.offer } : {}) } : undefined,
  );
  const [revalue, setRevalue] = useState(false);

  // The valuation wizard's steps are forms of their own, and forms cannot nest: the choice is a
  // controlled radio group outside any form, and only the step's buttons are this step's form.
  return (
    <div>
      <p className="mt-2 text-gray-800">Trading in your car? Value it here in a few minutes: the offer you accept comes off the balance.</p>
      <div className="mt-4">
        <RadioGroup
          name="choice"
          legend="Do you have a car to trade in?"
          value={choice}
          onChange={setChoice}
          errors={errors}
          options={[
            { value: 'none', label: NO_TRADE_IN_LABEL },
            ...(wizard || accepted ? [{ value: 'valued', label: VALUE_MY_CAR_LABEL, hint: 'The dealer confirms the offer when they inspect your car.' }] : []),
          ]}
        />
      </div>
      {choice === 'valued' ? (
        accepted && !revalue ? (
          <div role="status" className="mt-4 rounded-md border-2 border-green-700 bg-green-50 p-4">
            <p>
              Your {accepted.vehicle}:{' '}
              {accepted.offer !== undefined ? (
                <>
                  offer of <strong>{formatPrice(accepted.offer)}</strong> accepted. It comes off your balance.
                </>
              ) : (
                'the dealer will value it in person, so nothing comes off your balance yet.'
              )}
            </p>
            {wizard ? (
              <button type="button" className={`${inline(buttonClass.outline)} mt-3`} onClick={() => setRevalue(true)}>
                Value a different car
              </button>
            ) : null}
          </div>
        ) : wizard ? (
          <PurchaseTradeInWizard
            options={wizard.options}
            form={wizard.form}
            siteName={wizard.siteName}
            car={wizard.car}
            onAccepted={(result) => {
              setAccepted(result);
              setRevalue(false);
            }}
          />
        ) : null
      ) : null}
      <ErrorText name="valuation_id" errors={errors} />
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (choice === 'valued') onSave(accepted && !revalue ? { choice, valuation_id: accepted.valuation_id, lead_id: accepted.lead_id } : { choice });
          else onSave(choice ? { choice } : {});
        }}
      >
        <StepButtons busy={busy} onBack={onBack} />
      </form>
    </div>
  );
}
