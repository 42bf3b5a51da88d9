/**
 * The embedded quote engine's configuration: the rate table it quotes from when no finance partner is
 * configured (FINANCE_API_URL / FINANCE_API_KEY unset). Pure data and lookups, no I/O.
 *
 * DEFAULT_RATE_TABLE is illustrative, not any lender's offer:
 *   - advertised rates by self-assessed credit band, % p.a.; GREAT (the vehicle page's band, spec §9)
 *     is the spec's sample rate, 6.29%;
 *   - a loading for older cars, by age in years (this year's model year and next year's are age 0);
 *   - a $975 establishment fee, added to the loan, and an $8 monthly account-keeping fee. With these
 *     fees the benchmark comparison rate at 6.29% is 8.19% — the spec's sample pair (§9 "6.29% rate,
 *     8.19% comparison"), which fixes the fees but not how they are split: $975 financed + $8 a month
 *     is one of many pairs that give it (see comparison-rate.test.ts).
 */
import { CREDIT_SCORES, type CreditScore } from '@forecourt/schemas/finance/quote';
import type { EstablishmentFeeTiming } from '@/domain/comparison-rate';

export interface AgeLoading {
  /** Applies to cars this many years old or older (until the next row). */
  fromAge: number;
  /** Added to the band's rate, percentage points. */
  loading: number;
}

export interface RateTable {
  /** Advertised rate by credit band, % p.a. */
  rates: Readonly<Record<CreditScore, number>>;
  /** Ascending by fromAge; the first row should start at 0. */
  ageLoadings: readonly AgeLoading[];
  /** One-off fee at settlement, dollars. */
  establishmentFee: number;
  /** Added to the loan ('financed') or paid at settlement ('upfront'). */
  establishmentFeeTiming: EstablishmentFeeTiming;
  /** Account-keeping fee, dollars a month. */
  monthlyFee: number;
}

export const DEFAULT_RATE_TABLE: Readonly<RateTable> = {
  rates: { EXCELLENT: 5.99, GREAT: 6.29, GOOD: 7.49, FAIR: 9.99, POOR: 13.49 },
  ageLoadings: [
    { fromAge: 0, loading: 0 },
    { fromAge: 4, loading: 0.5 },
    { fromAge: 8, loading: 1 },
    { fromAge: 13, loading: 2 },
  ],
  establishmentFee: 975,
  establishmentFeeTiming: 'financed',
  monthlyFee: 8,
};

/** The car's age in whole years at `now` (0 for this year's and next year's models). */
export function carAge(year: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - year);
}

/** The loading for a car of `age` years: the last row whose fromAge it has reached. */
export function ageLoading(table: Pick<RateTable, 'ageLoadings'>, age: number): number {
  let loading = 0;
  for (const row of table.ageLoadings) if (age >= row.fromAge) loading = row.loading;
  return loading;
}

/** The advertised rate for a band and a car's model year, % p.a., two decimals. */
export function advertisedRate(table: Pick<RateTable, 'rates' | 'ageLoadings'>, band: CreditScore, year: number, now: Date): number {
  return Math.round((table.rates[band] + ageLoading(table, carAge(year, now))) * 100) / 100;
}

/** A table is usable: a finite, non-negative rate for every band, fees non-negative, loadings ascending. */
export function checkRateTable(table: RateTable): RateTable {
  for (const band of CREDIT_SCORES) {
    const rate = table.rates[band];
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new RangeError(`rate table: no usable rate for ${band}`);
  }
  let previous = Number.NEGATIVE_INFINITY;
  for (const row of table.ageLoadings) {
    if (!(row.fromAge > previous) || !Number.isFinite(row.loading) || row.loading < 0) {
      throw new RangeError('rate table: age loadings must be ascending by age, with non-negative loadings');
    }
    previous = row.fromAge;
  }
  if (!(table.establishmentFee >= 0) || !(table.monthlyFee >= 0)) throw new RangeError('rate table: fees must be non-negative');
  return table;
}
