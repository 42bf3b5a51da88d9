import type { FinanceLender } from '@forecourt/schemas/vehicle';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_LENDER_ORDER,
  LENDER_ELIGIBILITY,
  LENDER_RULES,
  ausLoansEligible,
  angleEligible,
  autograbFinanceOfferEligible,
  carClarityEligible,
  currentYear,
  eligibleLenders,
  financeEstimate,
  isExcludedDealerGroup,
  isInStock,
  isSuzuki,
  lenderEligible,
  manualEligible,
  nissanFinanceEligible,
  powertorqueEligible,
  taurusEligible,
  threeSixtyFinanceEligible,
  toFinanceLender,
  type FinanceEntry,
  type FinanceSite,
  type FinanceVehicle,
} from './finance-eligibility';

// Mid-year in Sydney: current year 2025, so Taurus needs year > 2013.
const now = new Date('2025-06-15T02:00:00Z');
const opts = { now };

const entry = (lender: FinanceLender, over: Partial<FinanceEntry> = {}): FinanceEntry => ({
  interestRate: 8.99,
  comparisonRate: 9.87,
  paymentWeek: 95,
  paymentMonth: 411,
  deposit: 2000,
  balloon: 0,
  termMonths: 60,
  termYears: 5,
  financeProvider: lender,
  ...over,
});

const allLenders = (over: Partial<FinanceEntry> = {}) =>
  Object.fromEntries(FINANCE_LENDER_ORDER.map((l) => [l, entry(l, over)])) as Record<string, FinanceEntry>;

const car = (over: Partial<FinanceVehicle> = {}): FinanceVehicle => ({
  make: 'Toyota',
  year: 2020,
  price: 20000,
  status: 'in_stock',
  finance: allLenders(),
  ...over,
});

const site = (over: Partial<FinanceSite> = {}): FinanceSite => ({ dealership_group: 'Harbour Automotive Group', finance_provider: undefined, ...over });

const PRICE_FLOOR_LENDERS: FinanceLender[] = ['Taurus', 'Powertorque', 'Angle', 'Manual', 'Nissan Finance'];
const NO_PRICE_FLOOR_LENDERS: FinanceLender[] = ['AusLoans', '360 Finance', 'Car Clarity'];

describe('finance lender rules table', () => {
  it('covers every lender of the spec, in the spec order', () => {
    expect(FINANCE_LENDER_ORDER).toEqual(['Taurus', 'Powertorque', 'AusLoans', 'Angle', '360 Finance', 'Nissan Finance', 'Manual', 'Car Clarity']);
  });

  it('every lender requires stock', () => {
    for (const lender of FINANCE_LENDER_ORDER) expect(LENDER_RULES[lender].inStock).toBe(true);
  });

  it('named predicates are the table entries', () => {
    expect(LENDER_ELIGIBILITY.Taurus).toBe(taurusEligible);
    expect(LENDER_ELIGIBILITY['360 Finance']).toBe(threeSixtyFinanceEligible);
    expect(LENDER_ELIGIBILITY['Car Clarity']).toBe(carClarityEligible);
  });
});

describe('common requirements (every lender)', () => {
  it.each(FINANCE_LENDER_ORDER)('%s: eligible on a typical in-stock car with full data', (lender) => {
    expect(lenderEligible(lender, car(), site(), opts)).toBe(true);
    expect(LENDER_ELIGIBILITY[lender](car(), site(), opts)).toBe(true);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: needs lender data', (lender) => {
    const finance = allLenders();
    delete finance[lender];
    expect(lenderEligible(lender, car({ finance }), site(), opts)).toBe(false);
    expect(lenderEligible(lender, car({ finance: undefined }), site(), opts)).toBe(false);
    expect(lenderEligible(lender, car({ finance: {} }), site(), opts)).toBe(false);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: null interestRate is not eligible', (lender) => {
    expect(lenderEligible(lender, car({ finance: allLenders({ interestRate: null }) }), site(), opts)).toBe(false);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: null comparisonRate is not eligible', (lender) => {
    expect(lenderEligible(lender, car({ finance: allLenders({ comparisonRate: null }) }), site(), opts)).toBe(false);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: a zero rate is still a rate (present)', (lender) => {
    expect(lenderEligible(lender, car({ finance: allLenders({ interestRate: 0, comparisonRate: 0 }) }), site(), opts)).toBe(true);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: Suzuki is never eligible', (lender) => {
    expect(lenderEligible(lender, car({ make: 'Suzuki' }), site(), opts)).toBe(false);
    expect(lenderEligible(lender, car({ make: 'Suzuki Australia' }), site(), opts)).toBe(false);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: excluded dealer group is never eligible', (lender) => {
    const excluded = { now, excludedDealerGroups: ['Harbour Automotive Group'] };
    expect(lenderEligible(lender, car(), site(), excluded)).toBe(false);
    expect(lenderEligible(lender, car(), site({ dealership_group: 'Gateway Automotive Holdings' }), excluded)).toBe(true);
  });

  it('finds an entry whose key differs only in case', () => {
    expect(lenderEligible('Angle', car({ finance: { angle: entry('Angle') } }), site(), opts)).toBe(true);
  });
});

describe('Suzuki and dealer-group helpers', () => {
  it.each([
    ['Suzuki', true],
    ['suzuki', true],
    [' SUZUKI ', true],
    ['Suzuki Australia', true],
    ['suzuki  australia', true],
    ['Isuzu', false],
    ['Suzuki-ish Motors', false],
    ['Toyota', false],
  ])('isSuzuki(%j) = %s', (make, expected) => {
    expect(isSuzuki({ make })).toBe(expected);
  });

  it('excluded groups default to none', () => {
    expect(isExcludedDealerGroup({ dealership_group: 'Any Group' })).toBe(false);
  });

  it('matches groups trimmed and case-insensitively', () => {
    expect(isExcludedDealerGroup({ dealership_group: ' harbour automotive group' }, ['Harbour Automotive Group'])).toBe(true);
    expect(isExcludedDealerGroup({ dealership_group: 'Harbour Automotive' }, ['Harbour Automotive Group'])).toBe(false);
  });

  it('a site without a group is never excluded', () => {
    expect(isExcludedDealerGroup({ dealership_group: undefined }, ['', ' '])).toBe(false);
  });
});

describe('in stock', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', false],
    ['sold', false],
    ['on_hold', false],
    ['in_transit', false],
  ] as const)('status %s -> %s', (status, expected) => {
    expect(isInStock({ status })).toBe(expected);
  });

  it.each(FINANCE_LENDER_ORDER)('%s: needs status in_stock (coming_soon and sold are not)', (lender) => {
    expect(lenderEligible(lender, car({ status: 'coming_soon' }), site(), opts)).toBe(false);
    expect(lenderEligible(lender, car({ status: 'sold' }), site(), opts)).toBe(false);
  });
});

describe('price floor: above 500', () => {
  it.each(PRICE_FLOOR_LENDERS)('%s: 500 is not eligible, 501 and 500.01 are', (lender) => {
    expect(lenderEligible(lender, car({ price: 500 }), site(), opts)).toBe(false);
    expect(lenderEligible(lender, car({ price: 500.01 }), site(), opts)).toBe(true);
    expect(lenderEligible(lender, car({ price: 501 }), site(), opts)).toBe(true);
  });

  it.each(NO_PRICE_FLOOR_LENDERS)('%s: no price floor (500, and even 0)', (lender) => {
    expect(lenderEligible(lender, car({ price: 500 }), site(), opts)).toBe(true);
    expect(lenderEligible(lender, car({ price: 0 }), site(), opts)).toBe(true);
  });
});

describe('Taurus', () => {
  it('year must be newer than current year minus 12 (2025: 2014 yes, 2013 no)', () => {
    expect(taurusEligible(car({ year: 2014 }), site(), opts)).toBe(true);
    expect(taurusEligible(car({ year: 2013 }), site(), opts)).toBe(false);
    expect(taurusEligible(car({ year: 2026 }), site(), opts)).toBe(true);
  });

  it('the boundary moves with now', () => {
    const in2026 = { now: new Date('2026-03-01T00:00:00Z') };
    expect(taurusEligible(car({ year: 2014 }), site(), in2026)).toBe(false);
    expect(taurusEligible(car({ year: 2015 }), site(), in2026)).toBe(true);
  });

  it('current year is read in Australian time (New Year in Sydney before UTC)', () => {
    // 2025-12-31T14:00Z is 2026-01-01 01:00 in Sydney (AEDT, +11).
    const newYearSydney = new Date('2025-12-31T14:00:00Z');
    expect(currentYear(newYearSydney)).toBe(2026);
    expect(currentYear(newYearSydney, 'UTC')).toBe(2025);
    expect(taurusEligible(car({ year: 2014 }), site(), { now: newYearSydney })).toBe(false);
    expect(taurusEligible(car({ year: 2014 }), site(), { now: newYearSydney, timeZone: 'UTC' })).toBe(true);
  });

  it('needs price above 500, stock and a comparison rate; no weekly or monthly payment needed', () => {
    expect(taurusEligible(car({ price: 500 }), site(), opts)).toBe(false);
    expect(taurusEligible(car({ status: 'coming_soon' }), site(), opts)).toBe(false);
    expect(taurusEligible(car({ finance: { Taurus: entry('Taurus', { comparisonRate: null }) } }), site(), opts)).toBe(false);
    expect(
      taurusEligible(car({ finance: { Taurus: entry('Taurus', { paymentWeek: null, paymentMonth: null }) } }), site(), opts),
    ).toBe(true);
  });

  it('other lenders have no age limit', () => {
    for (const lender of FINANCE_LENDER_ORDER.filter((l) => l !== 'Taurus')) {
      expect(lenderEligible(lender, car({ year: 1995 }), site(), opts)).toBe(true);
    }
  });
});

describe('360 Finance and AusLoans: in stock only', () => {
  it.each([
    ['360 Finance', threeSixtyFinanceEligible],
    ['AusLoans', ausLoansEligible],
  ] as const)('%s', (lender, eligible) => {
    const noPayments = car({ price: 100, finance: { [lender]: entry(lender, { paymentWeek: null, paymentMonth: null }) } });
    expect(eligible(noPayments, site(), opts)).toBe(true);
    expect(eligible({ ...noPayments, status: 'coming_soon' }, site(), opts)).toBe(false);
  });
});

describe('Manual, Angle, Powertorque: price above 500, in stock, weekly payment', () => {
  it.each([
    ['Manual', manualEligible],
    ['Angle', angleEligible],
    ['Powertorque', powertorqueEligible],
  ] as const)('%s', (lender, eligible) => {
    const withEntry = (over: Partial<FinanceEntry>) => car({ finance: { [lender]: entry(lender, over) } });
    expect(eligible(withEntry({}), site(), opts)).toBe(true);
    expect(eligible(withEntry({ paymentWeek: null }), site(), opts)).toBe(false);
    expect(eligible(withEntry({ paymentWeek: undefined }), site(), opts)).toBe(false);
    expect(eligible(withEntry({ paymentMonth: null }), site(), opts)).toBe(true);
    expect(eligible({ ...withEntry({}), price: 500 }, site(), opts)).toBe(false);
    expect(eligible({ ...withEntry({}), price: 501 }, site(), opts)).toBe(true);
  });
});

describe('Nissan Finance: price above 500, in stock, monthly payment', () => {
  const withEntry = (over: Partial<FinanceEntry>) => car({ make: 'Nissan', finance: { 'Nissan Finance': entry('Nissan Finance', over) } });
  it('needs a monthly payment, not a weekly one', () => {
    expect(nissanFinanceEligible(withEntry({}), site(), opts)).toBe(true);
    expect(nissanFinanceEligible(withEntry({ paymentMonth: null }), site(), opts)).toBe(false);
    expect(nissanFinanceEligible(withEntry({ paymentMonth: undefined }), site(), opts)).toBe(false);
    expect(nissanFinanceEligible(withEntry({ paymentWeek: null }), site(), opts)).toBe(true);
  });
  it('price 500 vs 501', () => {
    expect(nissanFinanceEligible({ ...withEntry({}), price: 500 }, site(), opts)).toBe(false);
    expect(nissanFinanceEligible({ ...withEntry({}), price: 501 }, site(), opts)).toBe(true);
  });
});

describe('Car Clarity: common requirements and in stock (reading: no price floor, no payment needed)', () => {
  const withEntry = (over: Partial<FinanceEntry>) => car({ finance: { 'Car Clarity': entry('Car Clarity', over) } });
  it('eligible without a per-car payment and at any price', () => {
    expect(carClarityEligible({ ...withEntry({ paymentWeek: null, paymentMonth: null }), price: 0 }, site(), opts)).toBe(true);
  });
  it('not when out of stock, rates missing, Suzuki or excluded', () => {
    expect(carClarityEligible({ ...withEntry({}), status: 'coming_soon' }, site(), opts)).toBe(false);
    expect(carClarityEligible(withEntry({ comparisonRate: null }), site(), opts)).toBe(false);
    expect(carClarityEligible({ ...withEntry({}), make: 'Suzuki' }, site(), opts)).toBe(false);
    expect(carClarityEligible(withEntry({}), site(), { now, excludedDealerGroups: ['Harbour Automotive Group'] })).toBe(false);
  });
});

describe('financeEstimate', () => {
  it("returns the site's finance_provider first when eligible", () => {
    const estimate = financeEstimate(car(), site({ finance_provider: 'Angle' }), opts);
    expect(estimate?.lender).toBe('Angle');
    expect(estimate?.entry.financeProvider).toBe('Angle');
  });

  it('matches the finance_provider case-insensitively', () => {
    expect(financeEstimate(car(), site({ finance_provider: 'car clarity' }), opts)?.lender).toBe('Car Clarity');
  });

  it("falls back to the first eligible lender in spec order when the provider isn't eligible", () => {
    const finance = { Angle: entry('Angle', { paymentWeek: null }), AusLoans: entry('AusLoans'), Manual: entry('Manual') };
    const estimate = financeEstimate(car({ finance }), site({ finance_provider: 'Angle' }), opts);
    expect(estimate).toEqual({ lender: 'AusLoans', entry: finance.AusLoans });
  });

  it('without a provider, the first eligible lender in spec order (not key order)', () => {
    const finance = { Manual: entry('Manual'), Powertorque: entry('Powertorque') };
    expect(financeEstimate(car({ finance }), site(), opts)?.lender).toBe('Powertorque');
  });

  it('ignores unknown lender keys and unknown providers', () => {
    const finance = { 'Some Bank': entry('Manual'), Manual: entry('Manual') };
    expect(financeEstimate(car({ finance }), site({ finance_provider: 'Some Bank' }), opts)?.lender).toBe('Manual');
    expect(financeEstimate(car({ finance: { 'Some Bank': entry('Manual') } }), site(), opts)).toBeNull();
  });

  it('null when nothing is eligible', () => {
    expect(financeEstimate(car({ finance: undefined }), site(), opts)).toBeNull();
    expect(financeEstimate(car({ make: 'Suzuki' }), site(), opts)).toBeNull();
    expect(financeEstimate(car({ status: 'sold' }), site(), opts)).toBeNull();
    expect(financeEstimate(car(), site(), { now, excludedDealerGroups: ['Harbour Automotive Group'] })).toBeNull();
    expect(financeEstimate(car({ finance: allLenders({ interestRate: null }) }), site(), opts)).toBeNull();
  });

  it('a cheap car only gets lenders without the price floor', () => {
    expect(eligibleLenders(car({ price: 500 }), site(), opts)).toEqual(['AusLoans', '360 Finance', 'Car Clarity']);
  });

  it('an old car loses only Taurus', () => {
    expect(eligibleLenders(car({ year: 2013 }), site({ finance_provider: 'Taurus' }), opts)).toEqual(
      FINANCE_LENDER_ORDER.filter((l) => l !== 'Taurus'),
    );
    expect(financeEstimate(car({ year: 2013 }), site({ finance_provider: 'Taurus' }), opts)?.lender).toBe('Powertorque');
  });
});

describe('toFinanceLender', () => {
  it.each([
    ['Taurus', 'Taurus'],
    ['360 finance', '360 Finance'],
    [' Nissan Finance ', 'Nissan Finance'],
    ['Autograb', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('%j -> %j', (name, lender) => {
    expect(toFinanceLender(name)).toBe(lender);
  });
});

describe('Autograb finance offer', () => {
  const offerCar = { status: 'in_stock' as const, sold: false, reserved: false, price: 15000 };
  it('in stock, not sold, not reserved, price over 200', () => {
    expect(autograbFinanceOfferEligible(offerCar)).toBe(true);
  });
  it('price 200 vs 201', () => {
    expect(autograbFinanceOfferEligible({ ...offerCar, price: 200 })).toBe(false);
    expect(autograbFinanceOfferEligible({ ...offerCar, price: 200.01 })).toBe(true);
    expect(autograbFinanceOfferEligible({ ...offerCar, price: 201 })).toBe(true);
  });
  it('sold, reserved or not in_stock are not eligible', () => {
    expect(autograbFinanceOfferEligible({ ...offerCar, sold: true })).toBe(false);
    expect(autograbFinanceOfferEligible({ ...offerCar, reserved: true })).toBe(false);
    expect(autograbFinanceOfferEligible({ ...offerCar, status: 'coming_soon' })).toBe(false);
    expect(autograbFinanceOfferEligible({ ...offerCar, status: 'sold' })).toBe(false);
  });
});
