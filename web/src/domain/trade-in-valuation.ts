/**
 * The embedded valuation model: comparable listings in, a trade-in estimate out. No I/O, so it can be
 * tested with generated stock (trade-in-valuation.test.ts); lib/valuation/group-stock.ts reads the cars and lib/valuation/embedded.ts joins them.
 *
 *   1. Comparables: the same make and model (names normalised, case-insensitive), model year within
 *      ±YEAR_WINDOW of the shopper's car, a price above 0 (a sold car's price is what it sold for).
 *   2. Each comparable's retail price is adjusted to the shopper's car: DEPRECIATION_PER_YEAR for each
 *      model year between them, and KM_RATE_PER_1000 of the price for each 1,000 km between them
 *      (within KM_FACTOR_MIN..KM_FACTOR_MAX, so one odd odometer cannot swing a comparable wildly). A
 *      comparable whose odometer is unknown is assumed to have done AVERAGE_KM_PER_YEAR.
 *   3. Retail range: the adjusted prices' median and interquartile range, the range held between
 *      ±RANGE_MIN_SPREAD and ±RANGE_MAX_SPREAD of the median (three near-identical cars must not
 *      promise a value to the dollar; one outlier must not stretch it to meaninglessness).
 *   4. Trade value = retail × (1 − margin) − reconditioning, times the answers' factors
 *      (domain/trade-in-adjustments.ts), never below 0; the offer is the low end rounded down to $100.
 *
 * Every step is monotone, which is what the property tests hold it to: more kilometres never raise the
 * estimate (each adjusted price falls or stays, and order statistics, clamps and rounding keep that),
 * and worse answers never raise it.
 */
import type { TradeInAnswers, ValuationOutcome } from '@forecourt/schemas/trade-in';
import { answersFactor } from '@/domain/trade-in-adjustments';
import { normaliseMake, normaliseModel } from '@/domain/names';

/** Fewer comparable cars than this and the model declines to estimate (an in-person appraisal instead). */
export const MIN_COMPARABLES = 3;
export const YEAR_WINDOW = 2;
export const DEPRECIATION_PER_YEAR = 0.1;
/** 1.2% of the price per 10,000 km: what the sample stock generator uses, and close to dealer guides. */
export const KM_RATE_PER_1000 = 0.0012;
export const KM_FACTOR_MIN = 0.6;
export const KM_FACTOR_MAX = 1.25;
export const AVERAGE_KM_PER_YEAR = 15_000;
export const RANGE_MIN_SPREAD = 0.05;
export const RANGE_MAX_SPREAD = 0.15;

/** One car of the dealer group's stock, as the model needs it. */
export interface Comparable {
  year: number;
  /** Absent when the feed did not know. */
  km?: number | undefined;
  /** The advertised price, or the sold price of a sold car. */
  price: number;
}

export interface StockCar extends Comparable {
  make: string;
  model: string;
}

export interface ModelSettings {
  /** The dealer's retail margin, a fraction of retail (VALUATION_MARGIN). */
  margin: number;
  /** Reconditioning cost in dollars (VALUATION_RECONDITIONING). */
  reconditioning: number;
}

export interface ModelInput extends ModelSettings {
  /** The shopper's car. */
  year: number;
  kms: number;
  answers: TradeInAnswers;
  /** Cars of the same make and model (selectComparables); the year window and price are checked again. */
  comparables: readonly Comparable[];
  now: Date;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Same make and model, names normalised ('Mazda 3' and 'Mazda3', 'HiLux' and 'Hilux' agree). */
export function sameMakeModel(a: { make: string; model: string }, b: { make: string; model: string }): boolean {
  return (
    key(normaliseMake(a.make)) === key(normaliseMake(b.make)) &&
    key(normaliseModel(a.make, a.model)) === key(normaliseModel(b.make, b.model))
  );
}

function usable(car: Comparable, year: number): boolean {
  return Number.isFinite(car.price) && car.price > 0 && Math.abs(car.year - year) <= YEAR_WINDOW;
}

/** The cars of `stock` that are comparable with the shopper's car. */
export function selectComparables<C extends StockCar>(car: { year: number; make: string; model: string }, stock: readonly C[]): C[] {
  return stock.filter((c) => usable(c, car.year) && sameMakeModel(c, car));
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** The comparable's odometer, or what a car of its age has usually done. */
export function comparableKm(comparable: Comparable, now: Date): number {
  if (comparable.km !== undefined && Number.isFinite(comparable.km) && comparable.km >= 0) return comparable.km;
  return AVERAGE_KM_PER_YEAR * Math.max(0.5, now.getUTCFullYear() - comparable.year);
}

/** The comparable's retail price adjusted to the shopper's year and kilometres. */
export function adjustedPrice(comparable: Comparable, car: { year: number; kms: number }, now: Date): number {
  const years = comparable.year - car.year;
  const yearFactor = Math.pow(1 - DEPRECIATION_PER_YEAR, years);
  const kmFactor = clamp(1 - (KM_RATE_PER_1000 * (car.kms - comparableKm(comparable, now))) / 1000, KM_FACTOR_MIN, KM_FACTOR_MAX);
  return comparable.price * yearFactor * kmFactor;
}

/** The q-quantile of ascending `sorted` values, linearly interpolated (R's type 7, numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of nothing');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const weight = position - below;
  return sorted[below]! * (1 - weight) + sorted[above]! * weight;
}

/** The retail range of the shopper's car from its comparables (at least one). */
export function retailRange(prices: readonly number[]): { low: number; median: number; high: number } {
  const sorted = [...prices].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  return {
    low: clamp(quantile(sorted, 0.25), median * (1 - RANGE_MAX_SPREAD), median * (1 - RANGE_MIN_SPREAD)),
    median,
    high: clamp(quantile(sorted, 0.75), median * (1 + RANGE_MIN_SPREAD), median * (1 + RANGE_MAX_SPREAD)),
  };
}

/** A retail price as a trade-in value: margin and reconditioning off, the answers' factor applied, ≥ 0. */
export function tradeValue(retail: number, factor: number, settings: ModelSettings): number {
  return Math.max(0, (retail * (1 - settings.margin) - settings.reconditioning) * factor);
}

export function estimateFromComparables(input: ModelInput): ValuationOutcome {
  const used = input.comparables.filter((c) => usable(c, input.year));
  if (used.length < MIN_COMPARABLES) return { kind: 'declined', reason: 'too_few_comparables' };
  const retail = retailRange(used.map((c) => adjustedPrice(c, input, input.now)));
  const factor = answersFactor(input.answers);
  const low = Math.round(tradeValue(retail.low, factor, input));
  const high = Math.round(tradeValue(retail.high, factor, input));
  return {
    kind: 'estimate',
    low,
    high,
    offer: Math.floor(low / 100) * 100,
    comparables: used.length,
    provider: 'embedded',
  };
}
