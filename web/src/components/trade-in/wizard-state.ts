/**
 * The valuation wizard's steps as a pure reducer (no DOM, no I/O): what the shopper has done so far
 * and which step shows. The order follows the contract in @forecourt/schemas/trade-in — the lead
 * first (so a shopper who stops still reaches the dealer), then the car, its kilometres and the
 * adjustment answers, the valuation, and the acceptance. An action that does not fit the current
 * step is ignored (a late answer from a request the shopper has since moved away from, a double click).
 */
import type { AcceptAnswer, EstimateAnswer, TradeInAnswers, TradeInVehicle } from '@forecourt/schemas/trade-in';

export const STEPS = [
  { id: 'details', label: 'Your details' },
  { id: 'car', label: 'Your car' },
  { id: 'kms', label: 'Kilometres' },
  { id: 'condition', label: 'About your car' },
  { id: 'valuation', label: 'Your valuation' },
] as const;

/** The steps of the indicator, then 'done' (after acceptance: a confirmation, no way back). */
export type StepId = (typeof STEPS)[number]['id'] | 'done';

/** The car step's own heading: it takes focus when the step's view changes (rego form, find, selects). */
export const CAR_SUBHEADING_ID = 'valuation-wizard-car-heading';

/** How the car step identifies the car: the rego form, the register's find to confirm, or the selects. */
export type CarMode = 'rego' | 'confirm' | 'manual';

export interface LeadRef {
  leadId: string;
  token: string;
}

export interface RegoFind {
  vehicle: TradeInVehicle;
  register: 'demo' | 'provider';
}

/** Holds no contact details: those went with the lead and the browser does not need them again. */
export interface WizardState {
  step: StepId;
  lead?: LeadRef;
  carMode: CarMode;
  /** A rego lookup's find, waiting for the shopper's yes or no. */
  found?: RegoFind;
  /** Why the shopper is choosing manually: the rego was not found, or the lookup failed. */
  carNotice?: string;
  vehicle?: TradeInVehicle;
  kms?: number;
  answers?: TradeInAnswers;
  valuation?: EstimateAnswer;
  accepted?: AcceptAnswer;
}

export type WizardAction =
  | { type: 'started'; lead: LeadRef }
  | { type: 'regoFound'; find: RegoFind }
  | { type: 'regoMissed'; message: string }
  | { type: 'chooseManually' }
  | { type: 'searchByRego' }
  | { type: 'vehicleChosen'; vehicle: TradeInVehicle }
  | { type: 'kmsEntered'; kms: number }
  | { type: 'valued'; answers: TradeInAnswers; valuation: EstimateAnswer }
  | { type: 'accepted'; answer: AcceptAnswer }
  | { type: 'back' }
  | { type: 'restore'; state: WizardState }
  | { type: 'reset' };

export const initialWizardState: WizardState = { step: 'details', carMode: 'rego' };

/** The step Back returns to; none on the first step, on the car step (the lead exists: its form is done) and after acceptance. */
const BACK: Partial<Record<StepId, StepId>> = { kms: 'car', condition: 'kms', valuation: 'condition' };

export function canGoBack(state: Pick<WizardState, 'step'>): boolean {
  return BACK[state.step] !== undefined;
}

/** 0-based position in STEPS; 'done' counts as past the last step. */
export function stepIndex(step: StepId): number {
  return step === 'done' ? STEPS.length : STEPS.findIndex((s) => s.id === step);
}

/** The car step's mode for a car already chosen: the selects for one chosen by hand, else the rego form. */
const carModeFor = (vehicle: TradeInVehicle | undefined): CarMode => (vehicle?.source === 'manual' ? 'manual' : 'rego');

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'started':
      return state.step === 'details' ? { ...state, step: 'car', carMode: 'rego', lead: action.lead } : state;
    case 'regoFound':
      return state.step === 'car' ? { ...state, carMode: 'confirm', found: action.find, carNotice: undefined } : state;
    case 'regoMissed':
      return state.step === 'car' ? { ...state, carMode: 'manual', found: undefined, carNotice: action.message } : state;
    case 'chooseManually':
      return state.step === 'car' ? { ...state, carMode: 'manual', found: undefined } : state;
    case 'searchByRego':
      return state.step === 'car' ? { ...state, carMode: 'rego', found: undefined, carNotice: undefined } : state;
    case 'vehicleChosen':
      // A different car makes any earlier valuation stale.
      return state.step === 'car' && state.lead
        ? { ...state, step: 'kms', vehicle: action.vehicle, found: undefined, carNotice: undefined, valuation: undefined }
        : state;
    case 'kmsEntered':
      return state.step === 'kms' && state.vehicle ? { ...state, step: 'condition', kms: action.kms, valuation: undefined } : state;
    case 'valued':
      return state.step === 'condition' && state.vehicle && state.kms !== undefined
        ? { ...state, step: 'valuation', answers: action.answers, valuation: action.valuation }
        : state;
    case 'accepted':
      return state.step === 'valuation' && state.valuation ? { ...state, step: 'done', accepted: action.answer } : state;
    case 'back': {
      const previous = BACK[state.step];
      if (!previous) return state;
      return previous === 'car' ? { ...state, step: 'car', carMode: carModeFor(state.vehicle), found: undefined, carNotice: undefined } : { ...state, step: previous };
    }
    case 'restore':
      return isConsistent(action.state) ? action.state : state;
    case 'reset':
      return initialWizardState;
  }
}

/**
 * A state the wizard can show: each step has what it needs from the steps before it. A restored
 * snapshot is checked with this, so a stale or tampered one starts the wizard afresh instead of
 * showing a step with nothing to send.
 */
export function isConsistent(state: WizardState): boolean {
  const { step } = state;
  if (step === 'details') return true;
  if (!state.lead) return false;
  if (step === 'car') return state.carMode !== 'confirm' || state.found !== undefined;
  if (!state.vehicle) return false;
  if (step === 'kms') return true;
  if (state.kms === undefined) return false;
  if (step === 'condition') return true;
  if (!state.answers || !state.valuation) return false;
  return step === 'valuation' || state.accepted !== undefined;
}
