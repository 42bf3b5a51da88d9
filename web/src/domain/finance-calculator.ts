/**
 * Finance calculator and the vehicle-page finance estimate (spec §5 "Finance calculator", §9
 * "Finance estimate" and "Calculator").
 *
 * Repayments use the standard annuity (amortisation) formula, payments in arrears:
 *
 *   r = annual rate / 100 / payments per year,  N = years × payments per year,
 *   P = amount financed = (purchase price − deposit/trade-in) + establishment fee,  FV = balloon,
 *   repayment = (P − FV / (1 + r)^N) × r / (1 − (1 + r)^−N)        (r > 0)
 *   repayment = (P − FV) / N                                         (r = 0, the limit of the above)
 *
 * Per-provider and per-group differences are data: DEFAULT_CALCULATOR_SETTINGS overridden by
 * CALCULATOR_SETTINGS_BY_PROVIDER[site.finance_provider], then CALCULATOR_SETTINGS_BY_GROUP
 * [site.dealership_group]; both tables can be replaced by the caller.
 *
 * Readings of what the spec leaves open:
 *   - The spec names neither "the one provider" nor "the one group". The provider with the $5,000
 *     price minimum, the 7.5–14.5% rate range and the $1,360.50 establishment fee is read as one
 *     provider, and keyed 'Angle' because the platform's stock data gives Angle entries exactly
 *     that fee. The group with the $5,000 minimum, 4–20% range and 8.5% default rate is read as one
 *     group; its name is not known, so GROUP_CALCULATOR_PROFILE is exported and the group table is
 *     empty by default (a caller adds `{ [groupName]: GROUP_CALCULATOR_PROFILE }`).
 *   - Group settings win over provider settings when both apply (a group is the more specific choice).
 *   - Out-of-range values are clamped; only the term is also snapped to its 0.5-year step (so the
 *     number of payments is whole for every frequency). Rates, deposit and residual keep their
 *     precision: the step is an input-control step, and a rate of 6.29% must not become 6.5%.
 *   - A non-positive (or non-numeric) purchase price becomes 0 and is not clamped up to the minimum:
 *     0 means "no price", nothing is financed, and the help text shows.
 *   - The establishment fee is added only when something is financed (price above deposit); a
 *     deposit at or above the price finances nothing. A balloon larger than the loan gives a
 *     repayment of 0.
 *   - 'Enquire for Finance' is decided on the whole-dollar repayment shown: $25.49 shows the
 *     message, $25.50 shows '$26' (spec §9: the minimum payment shown is 26).
 *   - Total repayments = repayment × number of payments; total payable adds the balloon.
 *   - Default frequency is weekly (the site's headline estimate is weekly).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { own } from '@forecourt/schemas/own';
import { wholeNumber } from './whole-number';

type FinanceEntry = NonNullable<Vehicle['finance']>[string];

export const PAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENTS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';
/** A repayment (in whole dollars) of this or less shows ENQUIRE_FOR_FINANCE. */
export const ENQUIRE_PAYMENT_THRESHOLD = 25;

/** Calculator price slider (spec §5). */
export const PRICE_SLIDER = { min: 5000, max: 250000, step: 500 } as const;

export interface Range {
  min: number;
  max: number;
  step: number;
}

export interface CalculatorSettings {
  purchasePrice: Range;
  termYears: Range;
  interestRate: Range;
  depositTradeIn: Range;
  residual: Range;
  /** Amount when the car has no positive price. */
  defaultAmount: number;
  defaultTermYears: number;
  defaultInterestRate: number;
  defaultFrequency: PaymentFrequency;
  /** Added to the amount financed. */
  establishmentFee: number;
}

export type CalculatorSettingsOverride = {
  [K in keyof CalculatorSettings]?: CalculatorSettings[K] extends Range ? Partial<Range> : CalculatorSettings[K];
};

export const DEFAULT_CALCULATOR_SETTINGS: Readonly<CalculatorSettings> = {
  purchasePrice: { min: 1000, max: 250000, step: 1 },
  termYears: { min: 1, max: 7, step: 0.5 },
  interestRate: { min: 0.5, max: 15, step: 0.5 },
  depositTradeIn: { min: 0, max: 250000, step: 0.5 },
  residual: { min: 0, max: 250000, step: 0.5 },
  defaultAmount: 30000,
  defaultTermYears: 5,
  defaultInterestRate: 10,
  defaultFrequency: 'weekly',
  establishmentFee: 0,
};

/** "One provider" (spec §5, §9): $5,000 minimum price, 7.5–14.5% rate, $1,360.50 establishment fee. */
export const PROVIDER_CALCULATOR_PROFILE: Readonly<CalculatorSettingsOverride> = {
  purchasePrice: { min: 5000 },
  interestRate: { min: 7.5, max: 14.5 },
  establishmentFee: 1360.5,
};

/** "One group" (spec §5, §9): $5,000 minimum price, 4–20% rate, 8.5% default rate. */
export const GROUP_CALCULATOR_PROFILE: Readonly<CalculatorSettingsOverride> = {
  purchasePrice: { min: 5000 },
  interestRate: { min: 4, max: 20 },
  defaultInterestRate: 8.5,
};

/** Overrides keyed by site.finance_provider (lender name, matched case-insensitively). */
export const CALCULATOR_SETTINGS_BY_PROVIDER: Readonly<Record<string, Readonly<CalculatorSettingsOverride>>> = {
  Angle: PROVIDER_CALCULATOR_PROFILE,
};

/** Overrides keyed by site.dealership_group (matched case-insensitively). The spec doesn't name the group. */
export const CALCULATOR_SETTINGS_BY_GROUP: Readonly<Record<string, Readonly<CalculatorSettingsOverride>>> = {};

export interface CalculatorSettingsTables {
  providers?: Readonly<Record<string, Readonly<CalculatorSettingsOverride>>>;
  groups?: Readonly<Record<string, Readonly<CalculatorSettingsOverride>>>;
}

const key = (s: string | undefined | null) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

function lookup<T>(table: Readonly<Record<string, T>>, name: string | undefined): T | undefined {
  const wanted = key(name);
  if (!wanted) return undefined;
  const found = Object.keys(table).find((k) => key(k) === wanted);
  return found === undefined ? undefined : own(table, found);
}

/** Settings with `override` applied field by field (ranges merge per bound). */
export function mergeCalculatorSettings(base: Readonly<CalculatorSettings>, override: Readonly<CalculatorSettingsOverride> = {}): CalculatorSettings {
  return {
    ...base,
    ...override,
    purchasePrice: { ...base.purchasePrice, ...override.purchasePrice },
    termYears: { ...base.termYears, ...override.termYears },
    interestRate: { ...base.interestRate, ...override.interestRate },
    depositTradeIn: { ...base.depositTradeIn, ...override.depositTradeIn },
    residual: { ...base.residual, ...override.residual },
  };
}

/** The calculator settings for a site: defaults, then its provider's overrides, then its group's. */
export function calculatorSettings(
  site: Pick<Site, 'finance_provider' | 'dealership_group'>,
  tables: CalculatorSettingsTables = {},
): CalculatorSettings {
  const provider = lookup(tables.providers ?? CALCULATOR_SETTINGS_BY_PROVIDER, site.finance_provider);
  const group = lookup(tables.groups ?? CALCULATOR_SETTINGS_BY_GROUP, site.dealership_group);
  return mergeCalculatorSettings(mergeCalculatorSettings(DEFAULT_CALCULATOR_SETTINGS, provider), group);
}

// ---- formatting

/** '$1,000': dollar sign, thousands commas, rounded to whole dollars ('-$5' below zero). */
export function formatWholeDollars(amount: number): string {
  const whole = Math.round(amount);
  return whole < 0 ? `-$${wholeNumber(-whole)}` : `$${wholeNumber(whole)}`;
}

/** A rate with two decimals: 8.1 → '8.10%'. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** 'Cannot be less than $1,000 or more than $250,000' */
export function purchasePriceHelpText(settings: Pick<CalculatorSettings, 'purchasePrice'> = DEFAULT_CALCULATOR_SETTINGS): string {
  return `Cannot be less than ${formatWholeDollars(settings.purchasePrice.min)} or more than ${formatWholeDollars(settings.purchasePrice.max)}`;
}

// ---- input limits

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest value min + k × step (k whole), kept within the range. */
export function snapToStep(value: number, range: Range): number {
  const k = Math.round((value - range.min) / range.step);
  const snapped = range.min + k * range.step;
  return clamp(Number(snapped.toFixed(10)), range.min, range.max);
}

/** Non-positive (or not a number) → 0; otherwise clamped to the price range. */
export function clampPurchasePrice(value: number, settings: Pick<CalculatorSettings, 'purchasePrice'> = DEFAULT_CALCULATOR_SETTINGS): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return clamp(value, settings.purchasePrice.min, settings.purchasePrice.max);
}

/** Whether a price needs no clamping (the help text shows otherwise). */
export function isPurchasePriceInRange(value: number, settings: Pick<CalculatorSettings, 'purchasePrice'> = DEFAULT_CALCULATOR_SETTINGS): boolean {
  return Number.isFinite(value) && value >= settings.purchasePrice.min && value <= settings.purchasePrice.max;
}

/** 1–7 years, snapped to 0.5. */
export function clampTermYears(value: number, settings: Pick<CalculatorSettings, 'termYears'> = DEFAULT_CALCULATOR_SETTINGS): number {
  return snapToStep(clamp(finite(value), settings.termYears.min, settings.termYears.max), settings.termYears);
}

export function clampInterestRate(value: number, settings: Pick<CalculatorSettings, 'interestRate'> = DEFAULT_CALCULATOR_SETTINGS): number {
  return clamp(finite(value), settings.interestRate.min, settings.interestRate.max);
}

export function clampDepositTradeIn(value: number, settings: Pick<CalculatorSettings, 'depositTradeIn'> = DEFAULT_CALCULATOR_SETTINGS): number {
  return clamp(finite(value), settings.depositTradeIn.min, settings.depositTradeIn.max);
}

export function clampResidual(value: number, settings: Pick<CalculatorSettings, 'residual'> = DEFAULT_CALCULATOR_SETTINGS): number {
  return clamp(finite(value), settings.residual.min, settings.residual.max);
}

/** The price slider value: clamped to 5,000–250,000 and snapped to 500. */
export function priceSliderValue(value: number): number {
  return snapToStep(clamp(finite(value), PRICE_SLIDER.min, PRICE_SLIDER.max), PRICE_SLIDER);
}

// ---- calculator

export interface CalculatorInputs {
  purchasePrice: number;
  depositTradeIn: number;
  /** Balloon / residual (future value), dollars. */
  residual: number;
  termYears: number;
  /** % p.a. */
  interestRate: number;
  frequency: PaymentFrequency;
}

export function clampCalculatorInputs(inputs: CalculatorInputs, settings: CalculatorSettings = DEFAULT_CALCULATOR_SETTINGS): CalculatorInputs {
  return {
    purchasePrice: clampPurchasePrice(inputs.purchasePrice, settings),
    depositTradeIn: clampDepositTradeIn(inputs.depositTradeIn, settings),
    residual: clampResidual(inputs.residual, settings),
    termYears: clampTermYears(inputs.termYears, settings),
    interestRate: clampInterestRate(inputs.interestRate, settings),
    frequency: inputs.frequency,
  };
}

/** Starting inputs: the car's price if above 0 (else 30,000), 5 years, the default rate, no deposit or balloon. */
export function defaultCalculatorInputs(carPrice: number | null | undefined, settings: CalculatorSettings = DEFAULT_CALCULATOR_SETTINGS): CalculatorInputs {
  const amount = typeof carPrice === 'number' && Number.isFinite(carPrice) && carPrice > 0 ? carPrice : settings.defaultAmount;
  return clampCalculatorInputs(
    {
      purchasePrice: amount,
      depositTradeIn: 0,
      residual: 0,
      termYears: settings.defaultTermYears,
      interestRate: settings.defaultInterestRate,
      frequency: settings.defaultFrequency,
    },
    settings,
  );
}

export interface AmortisationInput {
  /** Amount financed (present value). */
  principal: number;
  /** % p.a. */
  annualRate: number;
  years: number;
  paymentsPerYear: number;
  /** Balloon / residual owed after the last payment (future value). Default 0. */
  balloon?: number;
}

/** Number of payments: years × payments per year, rounded to a whole payment. */
export function numberOfPayments(years: number, paymentsPerYear: number): number {
  return Math.round(years * paymentsPerYear);
}

/**
 * The level repayment (in arrears) that pays `principal` down to `balloon` over the term; a zero
 * rate gives (principal − balloon) / N. Exact (unrounded), may be negative if the balloon exceeds
 * the principal grown at the rate; 0 when there are no payments.
 */
export function amortisedRepayment({ principal, annualRate, years, paymentsPerYear, balloon = 0 }: AmortisationInput): number {
  const n = numberOfPayments(years, paymentsPerYear);
  if (n <= 0) return 0;
  const r = annualRate / 100 / paymentsPerYear;
  // A rate so small that 1 + r rounds to 1 would divide 0 by 0: it is the zero-rate case to the cent.
  if (r === 0 || 1 + r === 1) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

export interface CalculatorResult {
  /** The inputs after clamping. */
  inputs: CalculatorInputs;
  amountFinanced: number;
  establishmentFee: number;
  numberOfPayments: number;
  /** Exact repayment per period (not below 0). */
  repayment: number;
  /** repayment × numberOfPayments. */
  totalRepayments: number;
  /** totalRepayments + balloon. */
  totalPayable: number;
  /** totalPayable − amountFinanced. */
  totalInterest: number;
  /** True when the whole-dollar repayment is 25 or less. */
  enquire: boolean;
  /** '$637' or 'Enquire for Finance'. */
  repaymentText: string;
}

/** The calculator's figures; recomputed from the (clamped) inputs, nothing else. */
export function calculateFinance(rawInputs: CalculatorInputs, settings: CalculatorSettings = DEFAULT_CALCULATOR_SETTINGS): CalculatorResult {
  const inputs = clampCalculatorInputs(rawInputs, settings);
  const net = Math.max(0, inputs.purchasePrice - inputs.depositTradeIn);
  const establishmentFee = net > 0 ? settings.establishmentFee : 0;
  const amountFinanced = net + establishmentFee;
  const paymentsPerYear = PAYMENTS_PER_YEAR[inputs.frequency];
  const n = numberOfPayments(inputs.termYears, paymentsPerYear);
  const exact = amountFinanced > 0
    ? amortisedRepayment({ principal: amountFinanced, annualRate: inputs.interestRate, years: inputs.termYears, paymentsPerYear, balloon: inputs.residual })
    : 0;
  const repayment = Math.max(0, exact);
  const totalRepayments = repayment * n;
  const balloon = amountFinanced > 0 ? inputs.residual : 0;
  const totalPayable = totalRepayments + balloon;
  return {
    inputs,
    amountFinanced,
    establishmentFee,
    numberOfPayments: n,
    repayment,
    totalRepayments,
    totalPayable,
    totalInterest: Math.max(0, totalPayable - amountFinanced),
    enquire: isEnquireForFinance(repayment),
    repaymentText: formatRepayment(repayment),
  };
}

export function isEnquireForFinance(payment: number): boolean {
  return !Number.isFinite(payment) || Math.round(payment) <= ENQUIRE_PAYMENT_THRESHOLD;
}

/** '$637' (whole dollars), or 'Enquire for Finance' for a payment of $25 or less. */
export function formatRepayment(payment: number): string {
  return isEnquireForFinance(payment) ? ENQUIRE_FOR_FINANCE : formatWholeDollars(payment);
}

// ---- vehicle-page estimate (spec §9)

export const VEHICLE_ESTIMATE = {
  termYears: 5,
  /** 10.0% deposit. */
  depositRatio: 0.1,
  /** monthly = weekly × 4.33 */
  weeksPerMonth: 4.33,
  /** Balloon quoted in the comparison-rate note. */
  comparisonNoteBalloonRatio: 0.3,
} as const;

export interface VehicleFinanceEstimate {
  termYears: number;
  /** Whole dollars per week, or null when not known. */
  weekly: number | null;
  /** Whole dollars per month, or null when not known. */
  monthly: number | null;
  /** Whole dollars. */
  deposit: number;
  /** Two decimals, e.g. '8.19%', or null. */
  comparisonRate: string | null;
  /** Two decimals, or null. */
  interestRate: string | null;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The vehicle page's estimate from a lender entry: 5-year term, deposit as given (else 10.0% of the
 * price), weekly as given, monthly = (whole-dollar) weekly × 4.33; whole dollars; rates to two decimals.
 * When the entry has no weekly payment: a monthly payment is shown as given (weekly unknown); with
 * neither, weekly is computed by amortisation (price − deposit at interestRate over 5 years, weekly,
 * with the entry's balloon) if a rate and a positive price are known.
 */
export function vehicleFinanceEstimate(
  entry: Pick<FinanceEntry, 'interestRate' | 'comparisonRate' | 'paymentWeek' | 'paymentMonth' | 'deposit' | 'balloon'>,
  price: number,
): VehicleFinanceEstimate {
  const depositExact = known(entry.deposit) ? entry.deposit : Math.max(0, price) * VEHICLE_ESTIMATE.depositRatio;
  let weekly: number | null = null;
  let monthly: number | null = null;
  if (known(entry.paymentWeek)) {
    weekly = entry.paymentWeek;
  } else if (known(entry.paymentMonth)) {
    monthly = entry.paymentMonth;
  } else if (known(entry.interestRate) && price > 0 && price > depositExact) {
    weekly = Math.max(
      0,
      amortisedRepayment({
        principal: price - depositExact,
        annualRate: entry.interestRate,
        years: VEHICLE_ESTIMATE.termYears,
        paymentsPerYear: PAYMENTS_PER_YEAR.weekly,
        balloon: entry.balloon ?? 0,
      }),
    );
  }
  // Monthly from the weekly figure as shown (whole dollars), so the two shown figures agree.
  const weeklyShown = weekly === null ? null : Math.round(weekly);
  return {
    termYears: VEHICLE_ESTIMATE.termYears,
    weekly: weeklyShown,
    monthly: weeklyShown !== null ? monthlyFromWeekly(weeklyShown) : monthly === null ? null : Math.round(monthly),
    deposit: Math.round(depositExact),
    comparisonRate: known(entry.comparisonRate) ? formatRate(entry.comparisonRate) : null,
    interestRate: known(entry.interestRate) ? formatRate(entry.interestRate) : null,
  };
}

/** monthly = weekly × 4.33, whole dollars. */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * VEHICLE_ESTIMATE.weeksPerMonth);
}

/** The calculator disclaimer is cut at 197 characters with Show More / Show Less (spec §9). */
export const FINANCE_DISCLAIMER_LIMIT = 197;

/** Spec §9: the repayment estimate is indicative only, not a quote, not binding; approved applicants only. */
export const DEFAULT_FINANCE_DISCLAIMER =
  'This repayment estimate is indicative only. It is not a quote or an offer of finance and is not binding. ' +
  'It does not take into account your personal circumstances, objectives or financial situation. ' +
  'Fees, charges and a comparison rate apply. Finance is available to approved applicants only.';
