import { describe, expect, it } from 'vitest';
import { comparablesLine, HEADINGS, noEstimateReasons, stepHeading, vehicleName } from './copy';

const estimate = { kind: 'estimate', low: 21_000, high: 24_000, offer: 21_000, comparables: 9, provider: 'embedded' } as const;

describe('stepHeading', () => {
  it('names each step, the valuation by its outcome and the end by what was accepted', () => {
    expect(stepHeading({ step: 'details' })).toBe('Your details');
    expect(stepHeading({ step: 'car' })).toBe('Your car');
    expect(stepHeading({ step: 'kms' })).toBe('Kilometres');
    expect(stepHeading({ step: 'condition' })).toBe('About your car');
    expect(stepHeading({ step: 'valuation', valuation: { valuation_id: 'v', outcome: estimate } })).toBe('Your estimated trade-in value');
    expect(stepHeading({ step: 'valuation', valuation: { valuation_id: 'v', outcome: { kind: 'appraisal', reasons: ['too_old'] } } })).toBe(
      "We'd like to see your car",
    );
    expect(stepHeading({ step: 'valuation', valuation: { valuation_id: 'v', outcome: { kind: 'declined', reason: 'too_few_comparables' } } })).toBe(
      HEADINGS.appraisal,
    );
    expect(stepHeading({ step: 'done', accepted: { lead_id: 'l', subcategory: '3. Offer Accepted' } })).toBe('Offer accepted');
    expect(stepHeading({ step: 'done', accepted: { lead_id: 'l', subcategory: '3. Appraisal Requested' } })).toBe('Appraisal requested');
  });
});

describe('vehicleName', () => {
  it('joins year, make, model and badge when there is one', () => {
    expect(vehicleName({ year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX' })).toBe('2021 Toyota RAV4 GX');
    expect(vehicleName({ year: 2018, make: 'Mazda', model: 'CX-5' })).toBe('2018 Mazda CX-5');
  });
});

describe('noEstimateReasons', () => {
  it('explains the 7-year and 100,000 km rule, then the car’s own reasons', () => {
    const lines = noEstimateReasons({ kind: 'appraisal', reasons: ['too_old', 'too_many_km'] });
    expect(lines[0]).toContain('over 7 years old or with more than 100,000 km');
    expect(lines.slice(1)).toEqual(['Your car is more than 7 years old.', 'Your car has more than 100,000 km on the odometer.']);
  });

  it('gives the reason an estimate was declined', () => {
    expect(noEstimateReasons({ kind: 'declined', reason: 'too_few_comparables' })).toEqual([
      'There are not enough comparable cars to estimate its value online.',
    ]);
    expect(noEstimateReasons({ kind: 'declined', reason: 'provider_unavailable' })[0]).toMatch(/unavailable/);
  });
});

describe('comparablesLine', () => {
  it('counts comparables for the embedded estimate only', () => {
    expect(comparablesLine(estimate)).toBe('Based on 9 comparable cars');
    expect(comparablesLine({ ...estimate, comparables: 1 })).toBe('Based on 1 comparable car');
    expect(comparablesLine({ ...estimate, provider: 'provider' })).toBeUndefined();
  });
});
