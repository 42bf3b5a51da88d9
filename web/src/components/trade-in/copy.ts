/**
 * The wizard's words that depend on its state: step headings, the car's name, and what each
 * valuation outcome tells the shopper (spec §5: no online estimate over 7 years or 100,000 km).
 * Pure, so the headings the browser tests look for are unit-tested here.
 */
import type { AcceptAnswer, TradeInVehicle, ValuationOutcome } from '@forecourt/schemas/trade-in';
import { TRADE_IN_SUBCATEGORIES } from '@forecourt/schemas/trade-in/constants';
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '@/domain/trade-in';
import { formatKms } from './kms';
import { STEPS, type StepId, type WizardState } from './wizard-state';

export const HEADINGS = {
  details: 'Your details',
  car: 'Your car',
  kms: 'Kilometres',
  condition: 'About your car',
  estimate: 'Your estimated trade-in value',
  // A plain apostrophe: the accessible name is then the one people (and tests) type.
  appraisal: "We'd like to see your car",
  accepted: 'Offer accepted',
  appraisalRequested: 'Appraisal requested',
} as const;

/** '2021 Toyota RAV4 GX' */
export function vehicleName(vehicle: Pick<TradeInVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(vehicle.year), vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
}

/** True when the acceptance was of an online offer (not a request for an in-person appraisal). */
export function offerWasAccepted(answer: Pick<AcceptAnswer, 'subcategory'>): boolean {
  return answer.subcategory === TRADE_IN_SUBCATEGORIES.accepted;
}

/** The heading of the step on screen (the one that takes focus when the step changes). */
export function stepHeading(state: Pick<WizardState, 'step' | 'valuation' | 'accepted'>): string {
  switch (state.step) {
    case 'valuation':
      return state.valuation?.outcome.kind === 'estimate' ? HEADINGS.estimate : HEADINGS.appraisal;
    case 'done':
      return state.accepted && offerWasAccepted(state.accepted) ? HEADINGS.accepted : HEADINGS.appraisalRequested;
    default:
      return HEADINGS[state.step];
  }
}

/** The indicator's label for a step: 'Your valuation' rather than the outcome's heading. */
export function stepLabel(step: Exclude<StepId, 'done'>): string {
  return STEPS.find((s) => s.id === step)?.label ?? step;
}

export const ESTIMATE_DISCLAIMER =
  'This estimate is indicative only and is not a binding offer. It is based on the details you gave us; ' +
  'the final price is confirmed when we inspect your car, its papers and service history.';

/** Why there is no online estimate, one sentence per reason. */
export function noEstimateReasons(outcome: Exclude<ValuationOutcome, { kind: 'estimate' }>): string[] {
  if (outcome.kind === 'appraisal') {
    const reasons = outcome.reasons.map((reason) =>
      reason === 'too_old'
        ? `Your car is more than ${TRADE_IN_MAX_AGE_YEARS} years old.`
        : `Your car has more than ${formatKms(TRADE_IN_MAX_KM)} km on the odometer.`,
    );
    return [
      `We don’t give online estimates for cars over ${TRADE_IN_MAX_AGE_YEARS} years old or with more than ${formatKms(TRADE_IN_MAX_KM)} km: their condition matters too much to value them unseen.`,
      ...reasons,
    ];
  }
  switch (outcome.reason) {
    case 'too_few_comparables':
      return ['There are not enough comparable cars to estimate its value online.'];
    case 'provider_unavailable':
      return ['Our online valuation service is unavailable right now, so we could not estimate its value online.'];
    case 'provider_declined':
      return ['Our valuation service could not estimate this car’s value online.'];
  }
}

/** 'Based on 12 comparable cars' (only the embedded estimate counts comparables); undefined otherwise. */
export function comparablesLine(outcome: Extract<ValuationOutcome, { kind: 'estimate' }>): string | undefined {
  if (outcome.provider !== 'embedded' || outcome.comparables <= 0) return undefined;
  return `Based on ${outcome.comparables} comparable ${outcome.comparables === 1 ? 'car' : 'cars'}`;
}
