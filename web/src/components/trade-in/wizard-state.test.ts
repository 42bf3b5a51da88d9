import type { EstimateAnswer, TradeInAnswers, TradeInVehicle } from '@forecourt/schemas/trade-in';
import { describe, expect, it } from 'vitest';
import { canGoBack, initialWizardState, isConsistent, stepIndex, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const lead = { leadId: '3f0d2c1e-8b7a-4c5d-9e6f-1a2b3c4d5e6f', token: 'token-0123456789abcdef' };
const regoCar: TradeInVehicle = { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX', source: 'rego', rego: 'ABC123', regoState: 'NSW' };
const manualCar: TradeInVehicle = { year: 2018, make: 'Mazda', model: 'CX-5', source: 'manual' };
const answers: TradeInAnswers = { condition: 'good', service_history: 'full', accident_damage: 'no', tyres: 'good', finance_owing: 'no', keys: 'two' };
const valuation: EstimateAnswer = {
  valuation_id: '0b7e4a1c-2d3f-4e5a-8b9c-0d1e2f3a4b5c',
  outcome: { kind: 'estimate', low: 21_000, high: 24_000, offer: 21_000, comparables: 9, provider: 'embedded' },
};

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);

const atValuation = run([
  { type: 'started', lead },
  { type: 'vehicleChosen', vehicle: regoCar },
  { type: 'kmsEntered', kms: 45_000 },
  { type: 'valued', answers, valuation },
]);

describe('wizardReducer', () => {
  it('walks the steps in order: details, car, kms, condition, valuation, done', () => {
    const steps: string[] = [];
    let state = initialWizardState;
    const actions: WizardAction[] = [
      { type: 'started', lead },
      { type: 'regoFound', find: { vehicle: regoCar, register: 'demo' } },
      { type: 'vehicleChosen', vehicle: regoCar },
      { type: 'kmsEntered', kms: 45_000 },
      { type: 'valued', answers, valuation },
      { type: 'accepted', answer: { lead_id: lead.leadId, subcategory: '3. Offer Accepted' } },
    ];
    steps.push(state.step);
    for (const action of actions) {
      state = wizardReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual(['details', 'car', 'car', 'kms', 'condition', 'valuation', 'done']);
    expect(state).toMatchObject({ lead, vehicle: regoCar, kms: 45_000, answers, valuation, accepted: { subcategory: '3. Offer Accepted' } });
  });

  it('shows a rego find for confirmation, and falls back to the selects with the reason when there is none', () => {
    const car = run([{ type: 'started', lead }]);
    expect(car).toMatchObject({ step: 'car', carMode: 'rego' });
    const found = wizardReducer(car, { type: 'regoFound', find: { vehicle: regoCar, register: 'demo' } });
    expect(found).toMatchObject({ carMode: 'confirm', found: { register: 'demo' } });
    const no = wizardReducer(found, { type: 'chooseManually' });
    expect(no).toMatchObject({ carMode: 'manual' });
    expect(no.found).toBeUndefined();
    const missed = wizardReducer(car, { type: 'regoMissed', message: 'No car found for that rego.' });
    expect(missed).toMatchObject({ carMode: 'manual', carNotice: 'No car found for that rego.' });
    const again = wizardReducer(missed, { type: 'searchByRego' });
    expect(again).toMatchObject({ carMode: 'rego' });
    expect(again.carNotice).toBeUndefined();
  });

  it('ignores actions that do not belong to the step on screen (late answers, double clicks)', () => {
    expect(wizardReducer(initialWizardState, { type: 'vehicleChosen', vehicle: regoCar })).toBe(initialWizardState);
    expect(wizardReducer(initialWizardState, { type: 'regoFound', find: { vehicle: regoCar, register: 'provider' } })).toBe(initialWizardState);
    const car = run([{ type: 'started', lead }]);
    expect(wizardReducer(car, { type: 'started', lead: { ...lead, token: 'another-token-0123456' } })).toBe(car);
    expect(wizardReducer(car, { type: 'kmsEntered', kms: 1 })).toBe(car);
    expect(wizardReducer(car, { type: 'valued', answers, valuation })).toBe(car);
    expect(wizardReducer(atValuation, { type: 'regoMissed', message: 'x' })).toBe(atValuation);
    const done = wizardReducer(atValuation, { type: 'accepted', answer: { lead_id: lead.leadId, subcategory: '3. Offer Accepted' } });
    expect(wizardReducer(done, { type: 'accepted', answer: { lead_id: lead.leadId, subcategory: 'again' } })).toBe(done);
  });

  it('goes back from kms, condition and valuation only — never into the lead form, never after acceptance', () => {
    expect(canGoBack(initialWizardState)).toBe(false);
    expect(canGoBack({ step: 'car' })).toBe(false);
    expect(canGoBack({ step: 'kms' })).toBe(true);
    expect(canGoBack({ step: 'condition' })).toBe(true);
    expect(canGoBack({ step: 'valuation' })).toBe(true);
    expect(canGoBack({ step: 'done' })).toBe(false);
    const condition = wizardReducer(atValuation, { type: 'back' });
    expect(condition).toMatchObject({ step: 'condition', answers, valuation });
    const kms = wizardReducer(condition, { type: 'back' });
    expect(kms.step).toBe('kms');
    const car = wizardReducer(kms, { type: 'back' });
    expect(car).toMatchObject({ step: 'car', carMode: 'rego', vehicle: regoCar });
    expect(wizardReducer(car, { type: 'back' })).toBe(car);
    const done = wizardReducer(atValuation, { type: 'accepted', answer: { lead_id: lead.leadId, subcategory: '3. Offer Accepted' } });
    expect(wizardReducer(done, { type: 'back' })).toBe(done);
  });

  it('returns to the selects for a car chosen by hand', () => {
    const kms = run([{ type: 'started', lead }, { type: 'vehicleChosen', vehicle: manualCar }]);
    expect(wizardReducer(kms, { type: 'back' })).toMatchObject({ step: 'car', carMode: 'manual' });
  });

  it('drops a valuation once the car or the kilometres change', () => {
    const back = run([{ type: 'back' }, { type: 'back' }], atValuation);
    expect(back.valuation).toBeDefined();
    expect(wizardReducer(back, { type: 'kmsEntered', kms: 50_000 }).valuation).toBeUndefined();
    const car = wizardReducer(back, { type: 'back' });
    expect(wizardReducer(car, { type: 'vehicleChosen', vehicle: manualCar }).valuation).toBeUndefined();
  });

  it('restores only a consistent state, and resets to the start', () => {
    expect(wizardReducer(initialWizardState, { type: 'restore', state: atValuation })).toBe(atValuation);
    const broken: WizardState = { step: 'valuation', carMode: 'rego', lead };
    expect(wizardReducer(initialWizardState, { type: 'restore', state: broken })).toBe(initialWizardState);
    expect(wizardReducer(atValuation, { type: 'reset' })).toEqual(initialWizardState);
  });
});

describe('isConsistent', () => {
  it('needs what every earlier step produced', () => {
    expect(isConsistent(initialWizardState)).toBe(true);
    expect(isConsistent({ step: 'car', carMode: 'rego' })).toBe(false);
    expect(isConsistent({ step: 'car', carMode: 'confirm', lead })).toBe(false);
    expect(isConsistent({ step: 'kms', carMode: 'rego', lead })).toBe(false);
    expect(isConsistent({ step: 'kms', carMode: 'rego', lead, vehicle: regoCar })).toBe(true);
    expect(isConsistent({ step: 'condition', carMode: 'rego', lead, vehicle: regoCar })).toBe(false);
    expect(isConsistent({ step: 'condition', carMode: 'rego', lead, vehicle: regoCar, kms: 0 })).toBe(true);
    expect(isConsistent({ ...atValuation, valuation: undefined })).toBe(false);
    expect(isConsistent(atValuation)).toBe(true);
    expect(isConsistent({ ...atValuation, step: 'done' })).toBe(false);
  });
});

describe('stepIndex', () => {
  it('numbers the indicator steps from 0 and puts done past them', () => {
    expect(stepIndex('details')).toBe(0);
    expect(stepIndex('valuation')).toBe(4);
    expect(stepIndex('done')).toBe(5);
  });
});
