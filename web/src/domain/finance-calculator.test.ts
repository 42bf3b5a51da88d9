import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_SETTINGS_BY_GROUP,
  CALCULATOR_SETTINGS_BY_PROVIDER,
  DEFAULT_CALCULATOR_SETTINGS,
  ENQUIRE_FOR_FINANCE,
  GROUP_CALCULATOR_PROFILE,
  PAYMENTS_PER_YEAR,
  PRICE_SLIDER,
  PROVIDER_CALCULATOR_PROFILE,
  VEHICLE_ESTIMATE,
  amortisedRepayment,
  calculateFinance,
  calculatorSettings,
  clampCalculatorInputs,
  clampDepositTradeIn,
  clampInterestRate,
  clampPurchasePrice,
  clampResidual,
  clampTermYears,
  defaultCalculatorInputs,
  formatRate,
  formatRepayment,
  formatWholeDollars,
  isEnquireForFinance,
  isPurchasePriceInRange,
  mergeCalculatorSettings,
  monthlyFromWeekly,
  numberOfPayments,
  priceSliderValue,
  purchasePriceHelpText,
  vehicleFinanceEstimate,
  type CalculatorInputs,
} from './finance-calculator';

/*
 * Expected repayments were computed by hand from the annuity formula and checked independently in
 * python3 (payments in arrears, r = rate/100/n, N = years × n):
 *   pmt = (P − FV/(1+r)^N) · r / (1 − (1+r)^−N);   r = 0: (P − FV)/N
 *
 * A  $30,000 at 10% over 5 y monthly: r = 0.1/12 = 0.0083333, N = 60, (1+r)^60 = 1.6453089,
 *    1 − 1/1.6453089 = 0.3922109, 30000 · 0.0083333 / 0.3922109 = 637.4113   total 60 × = 38,244.68
 * B  same, weekly:      r = 0.1/52, N = 260                                   = 146.7333
 * C  same, fortnightly: r = 0.1/26, N = 130                                   = 293.6837
 * D  $30,000 − $3,000 deposit = $27,000, 10%, 5 y monthly                     = 573.6702
 * E  $30,000, 10%, 5 y monthly, balloon $9,000 (30%): (30000 − 9000/1.6453089) · r / 0.3922109
 *    = (30000 − 5470.035) · 0.0083333 / 0.3922109                            = 521.1879
 * F  $30,000 + fee $1,360.50 = $31,360.50, 10%, 5 y monthly                   = 666.3179
 *    same weekly                                                              = 153.3876
 * G  0% over 5 y monthly: 30000 / 60 = 500; with $9,000 balloon: 21000 / 60   = 350
 * H  $30,000 at 8.5%, 5 y monthly                                              = 615.4959
 * I  $30,000 − $2,720 + $1,360.50 = $28,640.50 at 7.5%, 5 y monthly            = 573.8969
 * J  $1,000 at 15% over 7 y monthly                                            = 19.2968  (≤ 25)
 * K  $250,000 at 0.5% over 1 y weekly                                          = 4,819.9527
 * L  $22,500 ($25,000 less 10%) at 8.99%, 5 y weekly                           = 107.5137 → $108
 *    monthly 108 × 4.33 = 467.64 → $468
 * M  same with $7,500 balloon                                                  = 84.6422 → $85; 85 × 4.33 = 368.05 → $368
 */

const inputs = (over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  purchasePrice: 30000,
  depositTradeIn: 0,
  residual: 0,
  termYears: 5,
  interestRate: 10,
  frequency: 'monthly',
  ...over,
});

describe('amortisedRepayment (annuity formula)', () => {
  it('A: $30,000 at 10% p.a. over 5 years monthly = $637.41', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 10, years: 5, paymentsPerYear: 12 })).toBeCloseTo(637.4113, 4);
  });
  it('B/C: weekly and fortnightly', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 10, years: 5, paymentsPerYear: 52 })).toBeCloseTo(146.7333, 4);
    expect(amortisedRepayment({ principal: 30000, annualRate: 10, years: 5, paymentsPerYear: 26 })).toBeCloseTo(293.6837, 4);
  });
  it('E: balloon (future value)', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 10, years: 5, paymentsPerYear: 12, balloon: 9000 })).toBeCloseTo(521.1879, 4);
  });
  it('G: zero rate degenerates to (principal − balloon) / N, without dividing by zero', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 0, years: 5, paymentsPerYear: 12 })).toBe(500);
    expect(amortisedRepayment({ principal: 30000, annualRate: 0, years: 5, paymentsPerYear: 12, balloon: 9000 })).toBe(350);
  });
  it('a tiny rate is continuous with the zero-rate limit', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 1e-9, years: 5, paymentsPerYear: 12 })).toBeCloseTo(500, 4);
  });
  it('no payments gives 0, not Infinity', () => {
    expect(amortisedRepayment({ principal: 30000, annualRate: 10, years: 0, paymentsPerYear: 12 })).toBe(0);
  });
  it('number of payments: 52 / 26 / 12 per year', () => {
    expect(PAYMENTS_PER_YEAR).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
    expect(numberOfPayments(5, 52)).toBe(260);
    expect(numberOfPayments(5, 26)).toBe(130);
    expect(numberOfPayments(5, 12)).toBe(60);
    expect(numberOfPayments(1.5, 12)).toBe(18);
    expect(numberOfPayments(0.5, 26)).toBe(13);
  });
});

describe('calculateFinance', () => {
  it('A: monthly $637.41, total repayments $38,244.68, shown as $637', () => {
    const r = calculateFinance(inputs());
    expect(r.amountFinanced).toBe(30000);
    expect(r.numberOfPayments).toBe(60);
    expect(r.repayment).toBeCloseTo(637.4113, 4);
    expect(r.totalRepayments).toBeCloseTo(38244.68, 2);
    expect(r.totalPayable).toBeCloseTo(38244.68, 2);
    expect(r.totalInterest).toBeCloseTo(8244.68, 2);
    expect(r.repaymentText).toBe('$637');
    expect(r.enquire).toBe(false);
  });

  it('B/C: weekly $146.73 (260 payments), fortnightly $293.68 (130 payments)', () => {
    const w = calculateFinance(inputs({ frequency: 'weekly' }));
    expect(w.numberOfPayments).toBe(260);
    expect(w.repayment).toBeCloseTo(146.7333, 4);
    expect(w.totalRepayments).toBeCloseTo(38150.66, 2);
    expect(w.repaymentText).toBe('$147');
    const f = calculateFinance(inputs({ frequency: 'fortnightly' }));
    expect(f.numberOfPayments).toBe(130);
    expect(f.repayment).toBeCloseTo(293.6837, 4);
    expect(f.totalRepayments).toBeCloseTo(38178.88, 2);
  });

  it('D: deposit/trade-in is subtracted from the amount financed', () => {
    const r = calculateFinance(inputs({ depositTradeIn: 3000 }));
    expect(r.amountFinanced).toBe(27000);
    expect(r.repayment).toBeCloseTo(573.6702, 4);
  });

  it('E: balloon lowers the repayment and is added to the total payable', () => {
    const r = calculateFinance(inputs({ residual: 9000 }));
    expect(r.repayment).toBeCloseTo(521.1879, 4);
    expect(r.totalRepayments).toBeCloseTo(31271.28, 2);
    expect(r.totalPayable).toBeCloseTo(40271.28, 2);
    expect(r.totalInterest).toBeCloseTo(10271.28, 2);
  });

  it('a balloon bigger than the loan gives 0, shown as Enquire for Finance', () => {
    const r = calculateFinance(inputs({ purchasePrice: 5000, residual: 20000 }));
    expect(r.repayment).toBe(0);
    expect(r.repaymentText).toBe(ENQUIRE_FOR_FINANCE);
  });

  it('F: establishment fee is added to the amount financed', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, { establishmentFee: 1360.5 });
    const r = calculateFinance(inputs(), settings);
    expect(r.establishmentFee).toBe(1360.5);
    expect(r.amountFinanced).toBe(31360.5);
    expect(r.repayment).toBeCloseTo(666.3179, 4);
    expect(calculateFinance(inputs({ frequency: 'weekly' }), settings).repayment).toBeCloseTo(153.3876, 4);
  });

  it('default establishment fee is 0', () => {
    expect(DEFAULT_CALCULATOR_SETTINGS.establishmentFee).toBe(0);
    expect(calculateFinance(inputs()).establishmentFee).toBe(0);
  });

  it('no fee and nothing financed when the deposit covers the price', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, { establishmentFee: 1360.5 });
    const r = calculateFinance(inputs({ depositTradeIn: 30000 }), settings);
    expect(r.amountFinanced).toBe(0);
    expect(r.establishmentFee).toBe(0);
    expect(r.repayment).toBe(0);
    expect(r.totalPayable).toBe(0);
    expect(r.repaymentText).toBe(ENQUIRE_FOR_FINANCE);
    expect(calculateFinance(inputs({ depositTradeIn: 40000 })).amountFinanced).toBe(0);
  });

  it('a non-positive price finances nothing', () => {
    const r = calculateFinance(inputs({ purchasePrice: -10 }));
    expect(r.inputs.purchasePrice).toBe(0);
    expect(r.amountFinanced).toBe(0);
    expect(r.repaymentText).toBe(ENQUIRE_FOR_FINANCE);
  });

  it('G: a zero rate (allowed by custom settings) gives principal / n', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, { interestRate: { min: 0 } });
    const r = calculateFinance(inputs({ interestRate: 0 }), settings);
    expect(r.repayment).toBe(500);
    expect(r.totalRepayments).toBe(30000);
    expect(r.totalInterest).toBe(0);
    expect(Number.isFinite(calculateFinance(inputs({ interestRate: 0, residual: 9000 }), settings).repayment)).toBe(true);
  });

  it('with the standard settings a 0% rate is clamped to 0.5%', () => {
    expect(calculateFinance(inputs({ interestRate: 0 })).inputs.interestRate).toBe(0.5);
  });

  it('J: a small loan at $19.30/month shows Enquire for Finance', () => {
    const r = calculateFinance(inputs({ purchasePrice: 1000, interestRate: 15, termYears: 7 }));
    expect(r.repayment).toBeCloseTo(19.2968, 4);
    expect(r.enquire).toBe(true);
    expect(r.repaymentText).toBe('Enquire for Finance');
  });

  it('K: the largest loan over the shortest term', () => {
    const r = calculateFinance(inputs({ purchasePrice: 250000, interestRate: 0.5, termYears: 1, frequency: 'weekly' }));
    expect(r.repayment).toBeCloseTo(4819.9527, 4);
    expect(r.repaymentText).toBe('$4,820');
  });

  it('clamps its inputs before computing (out-of-range values)', () => {
    const r = calculateFinance(inputs({ purchasePrice: 400000, termYears: 12, interestRate: 40, depositTradeIn: -5, residual: -1 }));
    expect(r.inputs).toEqual({ purchasePrice: 250000, termYears: 7, interestRate: 15, depositTradeIn: 0, residual: 0, frequency: 'monthly' });
  });

  it('is pure: same inputs give the same result, inputs are not mutated, totals follow the inputs', () => {
    const given = inputs({ purchasePrice: 400000 });
    const copy = { ...given };
    expect(calculateFinance(given)).toEqual(calculateFinance(given));
    expect(given).toEqual(copy);
    const a = calculateFinance(inputs());
    const b = calculateFinance(inputs({ termYears: 6 }));
    expect(b.totalRepayments).not.toBeCloseTo(a.totalRepayments, 0);
    expect(b.totalRepayments).toBeCloseTo(b.repayment * 72, 6);
  });
});

describe('Enquire for Finance (25 or less)', () => {
  it.each([
    [25, true],
    [25.49, true],
    [25.5, false],
    [26, false],
    [24.99, true],
    [0, true],
    [-3, true],
    [Number.NaN, true],
  ])('payment %s -> enquire %s', (payment, enquire) => {
    expect(isEnquireForFinance(payment)).toBe(enquire);
    expect(formatRepayment(payment)).toBe(enquire ? 'Enquire for Finance' : '$26');
  });

  it('formats larger payments in whole dollars with separators', () => {
    expect(formatRepayment(637.4113)).toBe('$637');
    expect(formatRepayment(1234.5)).toBe('$1,235');
  });
});

describe('input limits (standard settings)', () => {
  it('purchase price: min 1000, max 250000, non-positive becomes 0', () => {
    expect(clampPurchasePrice(999)).toBe(1000);
    expect(clampPurchasePrice(1)).toBe(1000);
    expect(clampPurchasePrice(1000)).toBe(1000);
    expect(clampPurchasePrice(1000.5)).toBe(1000.5);
    expect(clampPurchasePrice(250000)).toBe(250000);
    expect(clampPurchasePrice(250000.01)).toBe(250000);
    expect(clampPurchasePrice(0)).toBe(0);
    expect(clampPurchasePrice(-1)).toBe(0);
    expect(clampPurchasePrice(Number.NaN)).toBe(0);
  });

  it('price in range and its help text', () => {
    expect(isPurchasePriceInRange(999)).toBe(false);
    expect(isPurchasePriceInRange(1000)).toBe(true);
    expect(isPurchasePriceInRange(250000)).toBe(true);
    expect(isPurchasePriceInRange(250001)).toBe(false);
    expect(isPurchasePriceInRange(0)).toBe(false);
    expect(purchasePriceHelpText()).toBe('Cannot be less than $1,000 or more than $250,000');
  });

  it('term: 1 to 7 years in steps of 0.5', () => {
    expect(clampTermYears(0)).toBe(1);
    expect(clampTermYears(0.5)).toBe(1);
    expect(clampTermYears(1)).toBe(1);
    expect(clampTermYears(1.24)).toBe(1);
    expect(clampTermYears(1.25)).toBe(1.5);
    expect(clampTermYears(5.3)).toBe(5.5);
    expect(clampTermYears(7)).toBe(7);
    expect(clampTermYears(7.5)).toBe(7);
    expect(clampTermYears(Number.NaN)).toBe(1);
  });

  it('interest rate: 0.5 to 15 (precision kept inside the range)', () => {
    expect(clampInterestRate(0)).toBe(0.5);
    expect(clampInterestRate(0.49)).toBe(0.5);
    expect(clampInterestRate(0.5)).toBe(0.5);
    expect(clampInterestRate(6.29)).toBe(6.29);
    expect(clampInterestRate(15)).toBe(15);
    expect(clampInterestRate(15.01)).toBe(15);
    expect(DEFAULT_CALCULATOR_SETTINGS.interestRate.step).toBe(0.5);
  });

  it('deposit/trade-in and residual: 0 to 250000, step 0.5', () => {
    for (const fn of [clampDepositTradeIn, clampResidual]) {
      expect(fn(-0.5)).toBe(0);
      expect(fn(0)).toBe(0);
      expect(fn(1234.5)).toBe(1234.5);
      expect(fn(250000)).toBe(250000);
      expect(fn(250000.5)).toBe(250000);
    }
    expect(DEFAULT_CALCULATOR_SETTINGS.depositTradeIn.step).toBe(0.5);
    expect(DEFAULT_CALCULATOR_SETTINGS.residual.step).toBe(0.5);
  });

  it('clampCalculatorInputs keeps in-range inputs as they are', () => {
    const given = inputs({ depositTradeIn: 2500.5, residual: 900, termYears: 3.5, interestRate: 8.99 });
    expect(clampCalculatorInputs(given)).toEqual(given);
  });
});

describe('price slider', () => {
  it('5000 to 250000, step 500', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(priceSliderValue(4999)).toBe(5000);
    expect(priceSliderValue(5249)).toBe(5000);
    expect(priceSliderValue(5250)).toBe(5500);
    expect(priceSliderValue(250000)).toBe(250000);
    expect(priceSliderValue(260000)).toBe(250000);
  });
});

describe('defaults', () => {
  it('amount 30000 when the car has no positive price; term 5; interest 10', () => {
    for (const price of [0, -1, null, undefined, Number.NaN]) {
      expect(defaultCalculatorInputs(price)).toEqual({
        purchasePrice: 30000,
        depositTradeIn: 0,
        residual: 0,
        termYears: 5,
        interestRate: 10,
        frequency: 'weekly',
      });
    }
  });

  it("the car's price when above 0 (clamped to the range)", () => {
    expect(defaultCalculatorInputs(18990).purchasePrice).toBe(18990);
    expect(defaultCalculatorInputs(800).purchasePrice).toBe(1000);
    expect(defaultCalculatorInputs(300000).purchasePrice).toBe(250000);
  });

  it('8.5% for the group profile', () => {
    const settings = mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, GROUP_CALCULATOR_PROFILE);
    expect(defaultCalculatorInputs(30000, settings).interestRate).toBe(8.5);
    // H: $30,000 at 8.5% over 5 years monthly = $615.50
    expect(calculateFinance({ ...defaultCalculatorInputs(30000, settings), frequency: 'monthly' }, settings).repayment).toBeCloseTo(615.4959, 4);
  });
});

describe('per-provider and per-group settings (data)', () => {
  it('a site with no provider or group gets the defaults', () => {
    expect(calculatorSettings({ finance_provider: undefined, dealership_group: undefined })).toEqual(DEFAULT_CALCULATOR_SETTINGS);
    expect(calculatorSettings({ finance_provider: 'Taurus', dealership_group: 'Some Group' })).toEqual(DEFAULT_CALCULATOR_SETTINGS);
  });

  it('the provider table: Angle has min price 5000, rate 7.5–14.5 and a $1,360.50 fee', () => {
    expect(CALCULATOR_SETTINGS_BY_PROVIDER).toEqual({ Angle: PROVIDER_CALCULATOR_PROFILE });
    const s = calculatorSettings({ finance_provider: 'angle', dealership_group: undefined });
    expect(s.purchasePrice).toEqual({ min: 5000, max: 250000, step: 1 });
    expect(s.interestRate).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(s.establishmentFee).toBe(1360.5);
    expect(s.defaultInterestRate).toBe(10);
    expect(purchasePriceHelpText(s)).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(clampPurchasePrice(4999, s)).toBe(5000);
    expect(clampPurchasePrice(5000, s)).toBe(5000);
    expect(clampInterestRate(7.49, s)).toBe(7.5);
    expect(clampInterestRate(14.51, s)).toBe(14.5);
    expect(clampInterestRate(10, s)).toBe(10);
  });

  it('I: provider settings flow through the calculation (rate clamped up to 7.5%, fee added)', () => {
    const s = calculatorSettings({ finance_provider: 'Angle', dealership_group: undefined });
    const r = calculateFinance(inputs({ depositTradeIn: 2720, interestRate: 5 }), s);
    expect(r.inputs.interestRate).toBe(7.5);
    expect(r.amountFinanced).toBe(28640.5);
    expect(r.repayment).toBeCloseTo(573.8969, 4);
  });

  it('the group table is empty by default (the spec does not name the group); callers pass one', () => {
    expect(CALCULATOR_SETTINGS_BY_GROUP).toEqual({});
    const groups = { 'Example Motor Group': GROUP_CALCULATOR_PROFILE };
    const s = calculatorSettings({ finance_provider: undefined, dealership_group: ' example motor group ' }, { groups });
    expect(s.purchasePrice.min).toBe(5000);
    expect(s.interestRate).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(s.defaultInterestRate).toBe(8.5);
    expect(clampInterestRate(3.99, s)).toBe(4);
    expect(clampInterestRate(4, s)).toBe(4);
    expect(clampInterestRate(20, s)).toBe(20);
    expect(clampInterestRate(20.5, s)).toBe(20);
  });

  it('group overrides win over provider overrides; unset fields keep the provider value', () => {
    const groups = { G: GROUP_CALCULATOR_PROFILE };
    const s = calculatorSettings({ finance_provider: 'Angle', dealership_group: 'G' }, { groups });
    expect(s.interestRate).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(s.establishmentFee).toBe(1360.5);
    expect(s.defaultInterestRate).toBe(8.5);
  });

  it('a custom provider table replaces the default one', () => {
    const s = calculatorSettings({ finance_provider: 'Angle', dealership_group: undefined }, { providers: {} });
    expect(s).toEqual(DEFAULT_CALCULATOR_SETTINGS);
  });

  it('merging does not mutate the defaults', () => {
    const before = JSON.stringify(DEFAULT_CALCULATOR_SETTINGS);
    mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, { purchasePrice: { min: 1 } });
    expect(JSON.stringify(DEFAULT_CALCULATOR_SETTINGS)).toBe(before);
  });
});

describe('format helpers', () => {
  it('whole dollars', () => {
    expect(formatWholeDollars(1000)).toBe('$1,000');
    expect(formatWholeDollars(250000)).toBe('$250,000');
    expect(formatWholeDollars(637.41)).toBe('$637');
    expect(formatWholeDollars(637.5)).toBe('$638');
    expect(formatWholeDollars(0)).toBe('$0');
  });
  it('rates to two decimals', () => {
    expect(formatRate(8.19)).toBe('8.19%');
    expect(formatRate(6.2)).toBe('6.20%');
    expect(formatRate(10)).toBe('10.00%');
    expect(formatRate(9.876)).toBe('9.88%');
  });
});

describe('vehicle-page estimate', () => {
  it('constants: 5-year term, 10.0% deposit, monthly = weekly × 4.33, 30% balloon in the note', () => {
    expect(VEHICLE_ESTIMATE).toEqual({ termYears: 5, depositRatio: 0.1, weeksPerMonth: 4.33, comparisonNoteBalloonRatio: 0.3 });
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyFromWeekly(95)).toBe(411); // 411.35
  });

  it('uses the lender figures: weekly, deposit, monthly = weekly × 4.33, all whole dollars', () => {
    const e = vehicleFinanceEstimate(
      { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 95.4, paymentMonth: 999, deposit: 2499.5 },
      25000,
    );
    // weekly 95.4 → 95; monthly 95 × 4.33 = 411.35 → 411 (the lender's paymentMonth is not used when weekly is known)
    expect(e).toEqual({ termYears: 5, weekly: 95, monthly: 411, deposit: 2500, comparisonRate: '8.19%', interestRate: '6.29%' });
  });

  it('deposit defaults to 10.0% of the price', () => {
    expect(vehicleFinanceEstimate({ interestRate: 8, comparisonRate: 9, paymentWeek: 100 }, 24995).deposit).toBe(2500); // 2499.5
    expect(vehicleFinanceEstimate({ interestRate: 8, comparisonRate: 9, paymentWeek: 100 }, 24990).deposit).toBe(2499);
  });

  it('a monthly-only entry (e.g. Nissan Finance) shows the monthly as given and no weekly', () => {
    const e = vehicleFinanceEstimate({ interestRate: 5.99, comparisonRate: 6.5, paymentWeek: null, paymentMonth: 499.6 }, 30000);
    expect(e.weekly).toBeNull();
    expect(e.monthly).toBe(500);
    expect(e.deposit).toBe(3000);
  });

  it('L: with no payments, weekly is amortised over 5 years after a 10% deposit', () => {
    const e = vehicleFinanceEstimate({ interestRate: 8.99, comparisonRate: 9.5, paymentWeek: null, paymentMonth: null }, 25000);
    expect(e.weekly).toBe(108); // 107.5137
    expect(e.monthly).toBe(468); // 108 × 4.33 = 467.64
    expect(e.deposit).toBe(2500);
  });

  it("M: the computed weekly honours the entry's balloon", () => {
    const e = vehicleFinanceEstimate({ interestRate: 8.99, comparisonRate: 9.5, balloon: 7500 }, 25000);
    expect(e.weekly).toBe(85); // 84.6422
    expect(e.monthly).toBe(368); // 85 × 4.33 = 368.05
  });

  it('unknown figures are null, not zero', () => {
    const e = vehicleFinanceEstimate({ interestRate: null, comparisonRate: null, paymentWeek: null, paymentMonth: null }, 25000);
    expect(e).toEqual({ termYears: 5, weekly: null, monthly: null, deposit: 2500, comparisonRate: null, interestRate: null });
    expect(vehicleFinanceEstimate({ interestRate: 8, comparisonRate: 9 }, 0).weekly).toBeNull();
  });
});
