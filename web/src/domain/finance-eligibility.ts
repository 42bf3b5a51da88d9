/**
 * Finance estimate eligibility (spec §5 "Finance estimate eligibility", §3 "Finance data per car").
 *
 * A car's finance data is keyed by lender name (`vehicle.finance`). A lender's estimate may be shown
 * only when the common requirements hold:
 *   - the car has that lender's entry, with non-null `interestRate` and `comparisonRate`;
 *   - the manufacturer (make) is not Suzuki;
 *   - the site's dealership group is not in the excluded list (data: `excludedDealerGroups`);
 * and then the lender's own rule (LENDER_RULES, data rather than branches):
 *   - Taurus: year newer than current year minus 12, price above 500, in stock, comparison rate present;
 *   - 360 Finance, AusLoans: in stock;
 *   - Manual, Angle, Powertorque: price above 500, in stock, weekly payment present;
 *   - Nissan Finance: price above 500, in stock, monthly payment present;
 *   - Car Clarity: in stock (see below).
 * The Autograb finance offer is a separate rule: status in_stock, not sold, not reserved, price over 200.
 *
 * Readings of what the spec leaves open:
 *   - "In stock" is status `in_stock` only; `coming_soon` does not count (the car cannot be financed
 *     yet, and the Autograb rule names the status `in_stock` outright). `sold`/`reserved` are checked
 *     only where the spec says so (Autograb).
 *   - Car Clarity is listed as a lender but has no rule of its own. Its disclaimer uses a fixed
 *     $30,000, 5-year representative loan, not the car's price, so neither the $500 price floor nor
 *     a per-car payment is required: it gets the common requirements plus "in stock", like
 *     360 Finance and AusLoans.
 *   - "Present" means a finite number (not null or absent); 0 counts as present.
 *   - "Current year" is the calendar year of `now` in `timeZone` (default Australia/Sydney), so the
 *     boundary moves at local midnight on 1 January, not at UTC midnight.
 *   - Suzuki is matched case-insensitively, including the feed spelling 'Suzuki Australia'.
 *   - Dealer groups are matched trimmed and case-insensitively.
 */
import type { FinanceLender, Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';
import { own } from '@forecourt/schemas/own';

export type FinanceEntry = NonNullable<Vehicle['finance']>[string];

export type FinanceVehicle = Pick<Vehicle, 'make' | 'year' | 'price' | 'status' | 'finance'>;
export type FinanceSite = Pick<Site, 'dealership_group' | 'finance_provider'>;

export interface FinanceEligibilityOptions {
  /** The clock; "current year" is taken from it. */
  now: Date;
  /** Dealer groups whose sites never show a finance estimate (compared with site.dealership_group). */
  excludedDealerGroups?: readonly string[];
  /** IANA zone in which the current year is read. Default 'Australia/Sydney'. */
  timeZone?: string;
}

/** Entry fields a lender rule can require to be present. */
export type RequiredFinanceField = 'comparisonRate' | 'paymentWeek' | 'paymentMonth';

export interface LenderRule {
  /** The car's year must be newer than (current year − maxAgeYears). */
  maxAgeYears?: number;
  /** The car's price must be strictly above this. */
  priceAbove?: number;
  /** The car must be in stock (status in_stock). */
  inStock: boolean;
  /** Entry fields that must be present (beyond the common interestRate and comparisonRate). */
  requires: readonly RequiredFinanceField[];
}

/** Finance price floor (spec §9). */
export const FINANCE_PRICE_FLOOR = 500;
/** Taurus maximum age in years (spec §9). */
export const TAURUS_MAX_AGE_YEARS = 12;
/** Autograb finance offer: price must be over this. */
export const AUTOGRAB_PRICE_FLOOR = 200;
export const DEFAULT_FINANCE_TIME_ZONE = 'Australia/Sydney';

/**
 * Per-lender rules (spec §5). The key order is the order lenders are tried after the site's own
 * finance provider (the spec's lender list order).
 */
export const LENDER_RULES: Readonly<Record<FinanceLender, LenderRule>> = {
  Taurus: { maxAgeYears: TAURUS_MAX_AGE_YEARS, priceAbove: FINANCE_PRICE_FLOOR, inStock: true, requires: ['comparisonRate'] },
  Powertorque: { priceAbove: FINANCE_PRICE_FLOOR, inStock: true, requires: ['paymentWeek'] },
  AusLoans: { inStock: true, requires: [] },
  Angle: { priceAbove: FINANCE_PRICE_FLOOR, inStock: true, requires: ['paymentWeek'] },
  '360 Finance': { inStock: true, requires: [] },
  'Nissan Finance': { priceAbove: FINANCE_PRICE_FLOOR, inStock: true, requires: ['paymentMonth'] },
  Manual: { priceAbove: FINANCE_PRICE_FLOOR, inStock: true, requires: ['paymentWeek'] },
  'Car Clarity': { inStock: true, requires: [] },
};

export const FINANCE_LENDER_ORDER = Object.keys(LENDER_RULES) as FinanceLender[];

const SUZUKI_SPELLINGS = ['suzuki', 'suzuki australia'];

const tidy = (s: string | undefined | null) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function isInStock(vehicle: Pick<Vehicle, 'status'>): boolean {
  return vehicle.status === 'in_stock';
}

export function isSuzuki(vehicle: Pick<Vehicle, 'make'>): boolean {
  return SUZUKI_SPELLINGS.includes(tidy(vehicle.make));
}

export function isExcludedDealerGroup(site: Pick<Site, 'dealership_group'>, excludedDealerGroups: readonly string[] = []): boolean {
  const group = tidy(site.dealership_group);
  return group.length > 0 && excludedDealerGroups.some((g) => tidy(g) === group);
}

/** The calendar year of `now` in the given time zone. */
export function currentYear(now: Date, timeZone: string = DEFAULT_FINANCE_TIME_ZONE): number {
  const year = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric' }).format(now);
  return Number(year);
}

/** The lender name matching `name` (case-insensitive), or undefined. */
export function toFinanceLender(name: string | undefined | null): FinanceLender | undefined {
  const wanted = tidy(name);
  return FINANCE_LENDER_ORDER.find((lender) => lender.toLowerCase() === wanted);
}

/** The car's entry for a lender, looked up by exact key, then case-insensitively. */
export function lenderEntry(vehicle: Pick<Vehicle, 'finance'>, lender: FinanceLender): FinanceEntry | undefined {
  const finance = vehicle.finance;
  if (!finance) return undefined;
  if (finance[lender]) return finance[lender];
  const key = Object.keys(finance).find((k) => tidy(k) === lender.toLowerCase());
  return key === undefined ? undefined : own(finance, key);
}

/** The requirements every lender shares: entry with both rates, not Suzuki, site not excluded. */
export function meetsCommonFinanceRequirements(
  vehicle: FinanceVehicle,
  site: Pick<Site, 'dealership_group'>,
  lender: FinanceLender,
  options: Pick<FinanceEligibilityOptions, 'excludedDealerGroups'> = {},
): boolean {
  const entry = lenderEntry(vehicle, lender);
  if (!entry) return false;
  if (!present(entry.interestRate) || !present(entry.comparisonRate)) return false;
  if (isSuzuki(vehicle)) return false;
  return !isExcludedDealerGroup(site, options.excludedDealerGroups);
}

/** Whether `lender`'s estimate may be shown for this car on this site (common + lender rule). */
export function lenderEligible(
  lender: FinanceLender,
  vehicle: FinanceVehicle,
  site: Pick<Site, 'dealership_group'>,
  options: FinanceEligibilityOptions,
): boolean {
  if (!meetsCommonFinanceRequirements(vehicle, site, lender, options)) return false;
  const entry = lenderEntry(vehicle, lender)!;
  const rule = LENDER_RULES[lender];
  if (rule.inStock && !isInStock(vehicle)) return false;
  if (rule.priceAbove !== undefined && !(vehicle.price > rule.priceAbove)) return false;
  if (rule.maxAgeYears !== undefined && !(vehicle.year > currentYear(options.now, options.timeZone) - rule.maxAgeYears)) {
    return false;
  }
  return rule.requires.every((field) => present(entry[field]));
}

type LenderPredicate = (vehicle: FinanceVehicle, site: Pick<Site, 'dealership_group'>, options: FinanceEligibilityOptions) => boolean;
const predicate =
  (lender: FinanceLender): LenderPredicate =>
  (vehicle, site, options) =>
    lenderEligible(lender, vehicle, site, options);

export const taurusEligible = predicate('Taurus');
export const powertorqueEligible = predicate('Powertorque');
export const ausLoansEligible = predicate('AusLoans');
export const angleEligible = predicate('Angle');
export const threeSixtyFinanceEligible = predicate('360 Finance');
export const nissanFinanceEligible = predicate('Nissan Finance');
export const manualEligible = predicate('Manual');
export const carClarityEligible = predicate('Car Clarity');

/** Per-lender predicates keyed by lender name. */
export const LENDER_ELIGIBILITY: Readonly<Record<FinanceLender, LenderPredicate>> = {
  Taurus: taurusEligible,
  Powertorque: powertorqueEligible,
  AusLoans: ausLoansEligible,
  Angle: angleEligible,
  '360 Finance': threeSixtyFinanceEligible,
  'Nissan Finance': nissanFinanceEligible,
  Manual: manualEligible,
  'Car Clarity': carClarityEligible,
};

export interface FinanceEstimate {
  lender: FinanceLender;
  entry: FinanceEntry;
}

/** Every eligible lender for the car, the site's finance_provider first, then in LENDER_RULES order. */
export function eligibleLenders(vehicle: FinanceVehicle, site: FinanceSite, options: FinanceEligibilityOptions): FinanceLender[] {
  const preferred = toFinanceLender(site.finance_provider);
  const order = preferred ? [preferred, ...FINANCE_LENDER_ORDER.filter((l) => l !== preferred)] : FINANCE_LENDER_ORDER;
  return order.filter((lender) => lenderEligible(lender, vehicle, site, options));
}

/**
 * The finance estimate to show on the car: the site's finance_provider's entry if eligible, else the
 * first eligible lender in LENDER_RULES order; null when none is eligible.
 */
export function financeEstimate(vehicle: FinanceVehicle, site: FinanceSite, options: FinanceEligibilityOptions): FinanceEstimate | null {
  const [lender] = eligibleLenders(vehicle, site, options);
  return lender ? { lender, entry: lenderEntry(vehicle, lender)! } : null;
}

/** Autograb finance offer: status in_stock, not sold, not reserved, price over 200. */
export function autograbFinanceOfferEligible(vehicle: Pick<Vehicle, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return vehicle.status === 'in_stock' && !vehicle.sold && !vehicle.reserved && vehicle.price > AUTOGRAB_PRICE_FLOOR;
}
