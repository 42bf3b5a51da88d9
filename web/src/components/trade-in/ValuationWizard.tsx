'use client';

/**
 * The trade-in valuation wizard (issue 15): one step on screen at a time, in the order of the
 * contract in @forecourt/schemas/trade-in — 'Your details' (the lead), 'Your car', 'Kilometres',
 * 'About your car', the valuation, then the confirmation. The steps live in a pure reducer
 * (wizard-state.ts); this component runs the requests (api.ts), moves focus to the new step's
 * heading on every step change, and keeps the progress in sessionStorage so a reload resumes it.
 *
 * Only the first step is part of the page's first load, with the form's rules as plain data from the
 * server (`form`): the later steps, their requests, zod and the progress snapshot's parser load when
 * the shopper gets to work on the first step, ahead of the step that needs them (lazy-steps.tsx).
 */
import type { FormOptions } from '@forecourt/schemas/leads';
import type { TradeInAnswers } from '@forecourt/schemas/trade-in';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { LeadFormMeta } from '@/components/leads/form-values';
import { preloadLeadSchema } from '@/components/leads/lazy-schema';
import type { LeadCar } from '@/lib/leads/client/car';
import { SecondaryButton, useInFlight } from './controls';
import { offerWasAccepted, stepHeading } from './copy';
import { CarStep, ConditionStep, DoneStep, KmsStep, loadApi, loadSession, preloadStepAfter, ValuationStep } from './lazy-steps';
import { clearSession, hasSession, sessionStore } from './session-store';
import { TRADE_IN_MESSAGES, type ApiResult } from './start';
import { StartStep } from './StartStep';
import { StepIndicator } from './StepIndicator';
import { CAR_SUBHEADING_ID, initialWizardState, wizardReducer, type WizardAction } from './wizard-state';

export const WIZARD_ID = 'valuation-wizard';
export const WIZARD_HEADING_ID = 'valuation-wizard-heading';
export const START_AGAIN_LABEL = 'Start again';

export interface ValuationWizardProps {
  /** The trade_in form's options, built on the server as the lead route builds them. */
  options: FormOptions;
  /** What the trade_in schema says about its fields (schema-meta.ts leadFormMeta, on the server). */
  form: LeadFormMeta;
  siteName: string;
  /** The car in stock the trade-in goes towards (/cars/trade-in?car_id=): sent with the lead. */
  car?: LeadCar;
  /** features.save_valuation: the valuation is also saved to /api/miscellaneous. */
  saveValuation: boolean;
  /** The dealer's number for the confirmation. */
  phone?: string;
}

/** Actions that change the step (focus goes to the step's heading) rather than the car step's view (its own heading). */
const CAR_VIEW_ACTIONS = new Set<WizardAction['type']>(['regoFound', 'regoMissed', 'chooseManually', 'searchByRego']);

/** The lead is unknown or was not started in this browser: the only way on is to start again. */
const mustRestart = (status: number | undefined) => status === 403 || status === 404;

interface StepFailure {
  message: string;
  restart: boolean;
}

function failureOf(result: Extract<ApiResult<unknown>, { ok: false }>): StepFailure {
  const fieldMessages = Object.values(result.fields ?? {});
  return { message: fieldMessages.length > 0 ? `${result.error} ${fieldMessages.join(' ')}` : result.error, restart: mustRestart(result.status) };
}

export function ValuationWizard({ options, form, siteName, car, saveValuation, phone }: ValuationWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [failure, setFailure] = useState<StepFailure>();
  const { working, run } = useInFlight();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<'step' | 'car' | undefined>(undefined);
  /** The shopper has moved on since the page loaded: a progress snapshot read late must not override that. */
  const moved = useRef(false);
  const carId = car?.id;

  const act = useCallback((action: WizardAction) => {
    moved.current = true;
    focusTarget.current = CAR_VIEW_ACTIONS.has(action.type) ? 'car' : 'step';
    if (!CAR_VIEW_ACTIONS.has(action.type)) setFailure(undefined);
    dispatch(action);
  }, []);

  // After hydration: resume a valuation this tab had under way (the server always renders step 1).
  // Its reader (with zod) is fetched only when there is a snapshot to read.
  useEffect(() => {
    const store = sessionStore();
    if (!hasSession(store)) return;
    let current = true;
    loadSession().then(
      ({ readSession }) => {
        const saved = current && !moved.current ? readSession(store, carId) : undefined;
        if (saved) dispatch({ type: 'restore', state: saved });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [carId]);

  useEffect(() => {
    if (state.step === 'details') return;
    // Saved in order: every save waits on the same module, and its callbacks run as they were added.
    loadSession().then(({ saveSession }) => saveSession(sessionStore(), state, carId), () => undefined);
  }, [state, carId]);

  // Once a step is on screen, the next one's code is fetched (the first step's, when the shopper starts on it).
  useEffect(() => {
    if (state.step !== 'details') preloadStepAfter(state.step);
  }, [state.step]);
  const warmed = useRef(false);
  const startWork = () => {
    if (warmed.current || state.step !== 'details') return;
    warmed.current = true;
    preloadLeadSchema();
    preloadStepAfter('details');
  };

  // Focus follows the shopper's own moves only, never the first render or a restore.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (target === 'step') headingRef.current?.focus();
    else if (target === 'car') document.getElementById(CAR_SUBHEADING_ID)?.focus();
  }, [state]);

  // One request at a time: a second click while one is in flight does nothing.
  const request = (task: () => Promise<void>) =>
    run(async () => {
      setFailure(undefined);
      await task();
    });

  const startAgain = useCallback(() => {
    clearSession(sessionStore());
    act({ type: 'reset' });
  }, [act]);

  const { lead, vehicle, kms, valuation } = state;

  /** The later steps' requests; offline before they arrived is said as any failed request is. */
  const api = async () => {
    try {
      return await loadApi();
    } catch {
      setFailure({ message: TRADE_IN_MESSAGES.network, restart: false });
      return undefined;
    }
  };

  const estimate = (answers: TradeInAnswers) =>
    request(async () => {
      if (!lead || !vehicle || kms === undefined) return;
      const requests = await api();
      if (!requests) return;
      const { requestEstimate, saveValuation: saveValuationData } = requests;
      const result = await requestEstimate({ lead_id: lead.leadId, token: lead.token, vehicle, kms, answers });
      if (!result.ok) {
        setFailure(failureOf(result));
        return;
      }
      act({ type: 'valued', answers, valuation: result.data });
      // Spec §7: the one site that keeps valuation results; never waited for, never in the way.
      if (saveValuation) {
        void saveValuationData({ lead_id: lead.leadId, token: lead.token, column_name: 'valuation', valuation_id: result.data.valuation_id });
      }
    });

  const accept = (message?: string) =>
    request(async () => {
      if (!lead || !valuation) return;
      const requests = await api();
      if (!requests) return;
      const result = await requests.acceptValuation({ lead_id: lead.leadId, token: lead.token, valuation_id: valuation.valuation_id, ...(message ? { message } : {}) });
      if (!result.ok) {
        setFailure(failureOf(result));
        return;
      }
      // The accept route records the tracking event (18 for an accepted offer) itself: not sent again here.
      act({ type: 'accepted', answer: result.data });
      clearSession(sessionStore());
    });

  const restart = failure?.restart ? <SecondaryButton label={START_AGAIN_LABEL} onClick={startAgain} /> : undefined;
  const back = () => act({ type: 'back' });

  let body;
  switch (state.step) {
    case 'details':
      body = <StartStep options={options} meta={form} siteName={siteName} car={car} labelledBy={WIZARD_HEADING_ID} onStarted={(started) => act({ type: 'started', lead: started })} />;
      break;
    case 'car':
      body = (
        <CarStep
          mode={state.carMode}
          found={state.found}
          notice={state.carNotice}
          chosen={vehicle}
          onFound={(find) => act({ type: 'regoFound', find })}
          onMissed={(message) => act({ type: 'regoMissed', message })}
          onChooseManually={() => act({ type: 'chooseManually' })}
          onSearchByRego={() => act({ type: 'searchByRego' })}
          onChosen={(chosen) => act({ type: 'vehicleChosen', vehicle: chosen })}
        />
      );
      break;
    case 'kms':
      body = vehicle ? <KmsStep vehicle={vehicle} kms={kms} onBack={back} onEntered={(value) => act({ type: 'kmsEntered', kms: value })} /> : null;
      break;
    case 'condition':
      body = <ConditionStep answers={state.answers} working={working} error={failure?.message} errorAction={restart} onBack={back} onAnswered={(answers) => void estimate(answers)} />;
      break;
    case 'valuation':
      body =
        valuation && vehicle && kms !== undefined ? (
          <ValuationStep
            valuation={valuation}
            vehicle={vehicle}
            kms={kms}
            working={working}
            error={failure?.message}
            errorAction={restart}
            onBack={back}
            onAccept={(message) => void accept(message)}
          />
        ) : null;
      break;
    case 'done':
      body =
        state.accepted && valuation && vehicle ? (
          <DoneStep accepted={offerWasAccepted(state.accepted)} valuation={valuation} vehicle={vehicle} siteName={siteName} phone={phone} towards={car?.title} />
        ) : null;
      break;
  }

  return (
    <section id={WIZARD_ID} aria-label="Car valuation" className="container-page scroll-mt-24 py-10" onFocus={startWork} onPointerDown={startWork}>
      <div className="max-w-3xl rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:p-8">
        <StepIndicator step={state.step} />
        <h2 id={WIZARD_HEADING_ID} ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-gray-900 md:text-3xl">
          {stepHeading(state)}
        </h2>
        <div className="mt-4" data-step={state.step}>
          {body}
        </div>
      </div>
    </section>
  );
}
