'use client';

/**
 * The trade-in step's valuation (issue 16 online purchase): the valuation wizard's own steps — its
 * lead form, car, kilometres, condition and valuation (components/trade-in), in its reducer's order —
 * run here rather than through <ValuationWizard>, which ends on its confirmation and cannot hand the
 * accepted valuation back. The requests are the wizard's (the trade-in lead reaches the dealer as
 * usual); what this adds is `onAccepted`, so the journey can put the offer towards the car. The
 * server reads the offer again from the valuation itself, never from here.
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import type { TradeInAnswers } from '@forecourt/schemas/trade-in';
import { useReducer, useRef, useState, useEffect } from 'react';
import type { LeadFormMeta } from '@/components/leads/form-values';
import { preloadLeadSchema } from '@/components/leads/lazy-schema';
import { useInFlight } from '@/components/trade-in/controls';
import { stepHeading } from '@/components/trade-in/copy';
import { CarStep, ConditionStep, KmsStep, loadApi, preloadStepAfter, ValuationStep } from '@/components/trade-in/lazy-steps';
import { TRADE_IN_MESSAGES, type ApiResult } from '@/components/trade-in/start';
import { StartStep } from '@/components/trade-in/StartStep';
import { StepIndicator } from '@/components/trade-in/StepIndicator';
import { WIZARD_HEADING_ID } from '@/components/trade-in/ValuationWizard';
import { initialWizardState, wizardReducer, type WizardAction } from '@/components/trade-in/wizard-state';
import type { LeadCar } from '@/lib/leads/client/car';

// The wizard's steps name its heading by this id (ValuationStep's form is labelled by it).
export const TRADE_IN_WIZARD_HEADING_ID = WIZARD_HEADING_ID;

export interface AcceptedTradeIn {
  valuation_id: string;
  lead_id: string;
  vehicle: string;
  /** The online offer accepted; absent when the shopper asked for an appraisal instead. */
  offer?: number;
}

export interface PurchaseTradeInWizardProps {
  options: FormOptions;
  form: LeadFormMeta;
  siteName: string;
  car?: LeadCar;
  onAccepted: (accepted: AcceptedTradeIn) => void;
}

const failureText = (result: Extract<ApiResult<unknown>, { ok: false }>) => [result.error, ...Object.values(result.fields ?? {})].join(' ');

export function PurchaseTradeInWizard({ options, form, siteName, car, onAccepted }: PurchaseTradeInWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [failure, setFailure] = useState<string>();
  const { working, run } = useInFlight();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const act = (action: WizardAction) => {
    moved.current = true;
    setFailure(undefined);
    dispatch(action);
  };

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [state.step]);

  // The shopper chose to value a car: the schema and the car step are fetched while they fill in the
  // first step, and each later step's code while the step before is on screen.
  useEffect(() => {
    if (state.step === 'details') preloadLeadSchema();
    preloadStepAfter(state.step);
  }, [state.step]);

  const { lead, vehicle, kms, valuation } = state;

  /** The later steps' requests; offline before they arrived is said as any failed request is. */
  const api = async () => {
    try {
      return await loadApi();
    } catch {
      setFailure(TRADE_IN_MESSAGES.network);
      return undefined;
    }
  };

  const estimate = (answers: TradeInAnswers) =>
    run(async () => {
      if (!lead || !vehicle || kms === undefined) return;
      const requests = await api();
      if (!requests) return;
      const result = await requests.requestEstimate({ lead_id: lead.leadId, token: lead.token, vehicle, kms, answers });
      if (!result.ok) return setFailure(failureText(result));
      act({ type: 'valued', answers, valuation: result.data });
    });

  const accept = (message?: string) =>
    run(async () => {
      if (!lead || !valuation || !vehicle) return;
      const requests = await api();
      if (!requests) return;
      const result = await requests.acceptValuation({ lead_id: lead.leadId, token: lead.token, valuation_id: valuation.valuation_id, ...(message ? { message } : {}) });
      if (!result.ok) return setFailure(failureText(result));
      act({ type: 'accepted', answer: result.data });
      onAccepted({
        valuation_id: valuation.valuation_id,
        lead_id: lead.leadId,
        vehicle: [String(vehicle.year), vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '),
        ...(valuation.outcome.kind === 'estimate' ? { offer: valuation.outcome.offer } : {}),
      });
    });

  const back = () => act({ type: 'back' });
  let body;
  switch (state.step) {
    case 'details':
      body = <StartStep options={options} meta={form} siteName={siteName} car={car} labelledBy={TRADE_IN_WIZARD_HEADING_ID} onStarted={(started) => act({ type: 'started', lead: started })} />;
      break;
    case 'car':
      body = (
        <CarStep
          mode={state.carMode}
          found={state.found}
          notice={state.carNotice}
          chosen={vehicle}
          onFound={(find) => dispatch({ type: 'regoFound', find })}
          onMissed={(message) => dispatch({ type: 'regoMissed', message })}
          onChooseManually={() => dispatch({ type: 'chooseManually' })}
          onSearchByRego={() => dispatch({ type: 'searchByRego' })}
          onChosen={(chosen) => act({ type: 'vehicleChosen', vehicle: chosen })}
        />
      );
      break;
    case 'kms':
      body = vehicle ? <KmsStep vehicle={vehicle} kms={kms} onBack={back} onEntered={(value) => act({ type: 'kmsEntered', kms: value })} /> : null;
      break;
    case 'condition':
      body = <ConditionStep answers={state.answers} working={working} error={failure} onBack={back} onAnswered={(answers) => void estimate(answers)} />;
      break;
    case 'valuation':
      body =
        valuation && vehicle && kms !== undefined ? (
          <ValuationStep valuation={valuation} vehicle={vehicle} kms={kms} working={working} error={failure} onBack={back} onAccept={(message) => void accept(message)} />
        ) : null;
      break;
    case 'done':
      body = null;
      break;
  }
  if (state.step === 'done') return null;
  return (
    <div className="mt-4 rounded-xl border border-gray-300 bg-white p-4 md:p-6" aria-label="Value your car" role="group">
      <StepIndicator step={state.step} />
      {/* An h3: the journey's step heading ('Trade-in') is the h2 above. */}
      <h3 id={TRADE_IN_WIZARD_HEADING_ID} ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-bold text-gray-900 focus:outline-none">
        {stepHeading(state)}
      </h3>
      <div className="mt-3" data-step={state.step}>
        {body}
      </div>
    </div>
  );
}
