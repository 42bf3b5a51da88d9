'use client';

/**
 * The online purchase journey in the browser (issue 16; spec §2 /checkout-journey): one step on
 * screen at a time, a step list showing progress, Back and Continue. Each Continue checks the step
 * with the server's own schema, then saves it (PUT /api/purchase-deals), so a reload or another
 * device resumes at the furthest step. The step's heading takes focus on every move, and an error
 * summary takes it when a step does not pass.
 *
 * The first load is the car step and the deal's summary: the other steps, the checks (zod) and the
 * requests load as the shopper goes (lazy-panels.tsx), each fetched while the step before is on screen.
 */
import type { PurchaseDealView, PurchaseSubmitAnswer } from '@forecourt/schemas/checkout';
import { PURCHASE_STEP_TITLES, PURCHASE_STEPS, type PurchaseStep } from '@forecourt/schemas/checkout/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalculatorSettings } from '@/domain/finance-calculator';
import { nextStep, stepIndex } from '@/domain/purchase-steps';
import { Breakdown } from './Breakdown';
import { CarPanel } from './CarPanel';
import { issuesByField } from './errors';
import { Alert, ErrorSummary, type FieldErrors } from './fields';
import { BuyerPanel, checks, DeliveryPanel, DepositPanel, FinancePanel, preloadPanelAfter, ReviewPanel, TradeInPanel } from './lazy-panels';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import type { TradeInWizardSetup } from './TradeInPanel';
import type { FinanceOptions, JourneyLocation } from './types';

const NETWORK = 'We could not reach the dealer just now. Please check your connection and try again.';

export const STEP_HEADING_ID = 'purchase-step-heading';

export interface PurchaseJourneyProps {
  initial: PurchaseDealView;
  /** The car's id, as the deal routes take it. */
  carId: string;
  carHref: string;
  siteName: string;
  /** The dealer's calendar date (YYYY-MM-DD): delivery dates and the buyer's age are checked against it. */
  today: string;
  holdHours: number;
  locations: JourneyLocation[];
  /** The valuation wizard's setup, on sites with trade-ins. */
  tradeIn?: TradeInWizardSetup;
  finance: FinanceOptions;
  settings: CalculatorSettings;
  applyHref: string;
  prefill: { phone: string };
  termsText: string;
  garageHref?: string;
}

export function PurchaseJourney(props: PurchaseJourneyProps) {
  const { initial, carId, today, locations } = props;
  const [view, setView] = useState(initial);
  const [step, setStep] = useState<PurchaseStep>(initial.step);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<PurchaseSubmitAnswer>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step, done]);

  // The next step's code, once the shopper is at work on this one (on the first step, from their
  // first touch: a page only looked at loads nothing more).
  const working = useRef(false);
  useEffect(() => {
    if (working.current) preloadPanelAfter(step);
  }, [step]);
  const startWork = () => {
    if (working.current) return;
    working.current = true;
    preloadPanelAfter(step);
  };

  const go = (to: PurchaseStep) => {
    moved.current = true;
    setErrors({});
    setFailure(undefined);
    setStep(to);
  };

  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  async function save(data: Record<string, unknown>) {
    // Fetched since the shopper's first touch of the journey, so there is rarely a wait here.
    const loaded = checks.get() ?? (await checks.load().catch(() => undefined));
    if (!loaded) return setFailure(NETWORK);
    const [{ purchaseStepSchema }, { saveStep }] = loaded;
    const checked = purchaseStepSchema(step, { today, locationIds: locations.map((l) => l.id) }).safeParse(data);
    if (!checked.success) return showErrors(issuesByField(checked.error));
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await saveStep(carId, step, data);
      if (result.ok) {
        setView(result.view);
        return go(nextStep(step));
      }
      const fields = Object.fromEntries(Object.entries(result.fields ?? {}).filter(([k]) => k !== 'step'));
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(result.status === 401 ? 'You have been signed out. Please sign in again to carry on: your answers so far are saved.' : result.error);
    } finally {
      setBusy(false);
    }
  }

  const onSubmitted = useCallback((answer: PurchaseSubmitAnswer) => {
    moved.current = true;
    setDone(answer);
  }, []);

  if (done) return <PurchaseConfirmation siteName={props.siteName} carTitle={view.car.title} carHref={props.carHref} garageHref={props.garageHref} headingRef={headingRef} />;

  const reached = stepIndex(view.step);
  const back = stepIndex(step) > 0 ? () => go(PURCHASE_STEPS[stepIndex(step) - 1]!) : undefined;
  const common = { view, errors, busy, onSave: (data: Record<string, unknown>) => void save(data), onBack: back };
  let panel;
  switch (step) {
    case 'car':
      panel = <CarPanel {...common} holdHours={props.holdHours} />;
      break;
    case 'trade_in':
      panel = <TradeInPanel {...common} wizard={props.tradeIn} />;
      break;
    case 'finance':
      panel = <FinancePanel {...common} finance={props.finance} settings={props.settings} applyHref={props.applyHref} />;
      break;
    case 'delivery':
      panel = <DeliveryPanel {...common} locations={locations} today={today} />;
      break;
    case 'buyer':
      panel = <BuyerPanel {...common} prefill={props.prefill} />;
      break;
    case 'review':
      panel = <ReviewPanel {...common} onEdit={go} locations={locations} termsText={props.termsText} />;
      break;
    case 'deposit':
      panel = <DepositPanel view={view} holdHours={props.holdHours} onBack={() => go('review')} onSubmitted={onSubmitted} />;
      break;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" onFocus={startWork} onPointerDown={startWork}>
      <div className="min-w-0">
        <nav aria-label="Purchase steps">
          <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {PURCHASE_STEPS.map((s, i) => {
              const label = `${i + 1}. ${PURCHASE_STEP_TITLES[s]}`;
              if (s === step)
                return (
                  <li key={s} aria-current="step" className="font-bold text-brand-text underline underline-offset-4">
                    {label}
                  </li>
                );
              // Steps reached can be revisited (the deposit only through the review's Continue).
              return i <= reached && s !== 'deposit' ? (
                <li key={s}>
                  <button type="button" onClick={() => go(s)} className="text-gray-800 underline underline-offset-2">
                    {label}
                    {i < reached ? <span className="sr-only"> (completed)</span> : null}
                  </button>
                </li>
              ) : (
                <li key={s} className="text-gray-700">
                  {label}
                </li>
              );
            })}
          </ol>
        </nav>
        <section aria-labelledby={STEP_HEADING_ID} className="mt-6" data-purchase-step={step}>
          <h2 id={STEP_HEADING_ID} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {PURCHASE_STEP_TITLES[step]}
          </h2>
          <ErrorSummary errors={errors} summaryRef={summaryRef} />
          {failure ? <Alert>{failure}</Alert> : null}
          {panel}
        </section>
      </div>
      <aside aria-labelledby="purchase-summary-heading" className="h-fit rounded-xl border border-gray-300 p-5 lg:sticky lg:top-4">
        <h2 id="purchase-summary-heading" className="text-xl font-bold">
          Your deal
        </h2>
        <p className="mt-2 font-semibold">{view.car.title}</p>
        <div className="mt-3 text-sm">
          <Breakdown breakdown={view.breakdown} />
        </div>
      </aside>
    </div>
  );
}
