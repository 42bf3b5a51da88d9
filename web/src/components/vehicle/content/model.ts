/**
 * What the vehicle page's main column shows, as pure functions of the car, the site and the clock.
 * Every business rule comes from `@/domain`; this module only decides which block shows where and
 * holds the block copy (spec §2 "Vehicle page", §9 constants).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { GUARANTEES } from '@/components/search/results/GuaranteesBanner';
import { isToyota, showToyotaCertifiedBadge } from '@/domain/badges';
import { reserveDeposit, showHistoryReport, showReserve, checkoutPath } from '@/domain/buttons';
import { truncateAtWord } from '@/domain/dealer-comments';
import { isInStock } from '@/domain/display-state';
import { financeEstimate } from '@/domain/finance-eligibility';
import { formatWholeDollars, vehicleFinanceEstimate, type VehicleFinanceEstimate } from '@/domain/finance-calculator';
import { serviceAdvantageForVehicle, type ResolvedServiceAdvantage } from '@/domain/service-advantage';
import { caravanSpecs, featuredSpecs, formatCalendarDate, formatKm, specText, type SpecEntry } from '@/domain/specs';
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '@/domain/trade-in';
import type { FinanceSettings, Location, Site } from '@/lib/content/models';

/** Spec §9: the features list shows 8 before 'Show All'. */
export const FEATURES_VISIBLE = 8;
/** Spec §9: key-information grids show 4 before 'Show More'. */
export const KEY_INFO_VISIBLE = 4;
export { FINANCE_DISCLAIMER_LIMIT } from '@/domain/finance-calculator';
import { DEFAULT_FINANCE_DISCLAIMER, FINANCE_DISCLAIMER_LIMIT } from '@/domain/finance-calculator';
/** Zone for "today" in the rego-expiry rule when the car's location is not known. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

// ---- details and key information

/** The car's standard equipment, trimmed, with empty / 'null' entries and repeats dropped. */
export { vehicleFeatures } from '@/domain/vehicle-tabs';

const CONDITION: Readonly<Record<Vehicle['car_type'], string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/** The details list: condition, make, model, badge, series, year, body, drive, doors, interior colour, location. */
export function vehicleDetails(vehicle: Vehicle): SpecEntry[] {
  const rows: [string, string, unknown][] = [
    ['condition', 'Condition', CONDITION[vehicle.car_type]],
    ['make', 'Make', vehicle.make],
    ['model', 'Model', vehicle.model],
    ['badge', 'Badge', vehicle.badge],
    ['series', 'Series', vehicle.series],
    ['year', 'Year', vehicle.year > 0 ? vehicle.year : undefined],
    ['body', 'Body', vehicle.body ?? vehicle.simple_body],
    ['drive', 'Drive', vehicle.drive],
    ['doors', 'Doors', vehicle.doors !== undefined && vehicle.doors > 0 ? vehicle.doors : undefined],
    ['interior_colour', 'Interior Colour', vehicle.interior_colour],
    ['location', 'Location', vehicle.location_name],
  ];
  return rows.flatMap(([key, label, value]) => {
    const text = specText(value);
    return text === undefined ? [] : [{ key, label, value: text }];
  });
}

/** The featured spec group (spec §3) with the rego read in the car's location's time zone. */
export function keyInformation(vehicle: Vehicle, site: Pick<Site, 'features'>, now: Date, location?: Pick<Location, 'timezone'>): SpecEntry[] {
  return featuredSpecs(vehicle, {
    now,
    timeZone: location?.timezone || DEFAULT_TIME_ZONE,
    showUnregistered: site.features.show_unregistered,
  });
}

export { caravanSpecs };

// ---- finance card

/** 'Get Pre-Approved' for this car: the pre-approval application, about this car. */
export function preApprovedHref(vehicle: Pick<Vehicle, 'slug'>): string {
  return `/apply-for-finance?car_id=${encodeURIComponent(vehicle.slug)}#finance-form`;
}

/**
 * A text shown cut at a limit with Show more. The cut version only travels when it differs: these
 * models are kept markup's data, in every vehicle page's RSC payload, and most texts are short.
 */
export interface CutText {
  full: string;
  /** The text cut at a word with an ellipsis, when it was longer than the limit. */
  cut?: string;
}

export function cutText(full: string, limit: number): CutText {
  const { text, truncated } = truncateAtWord(full, limit);
  return truncated ? { full, cut: text } : { full };
}

export interface FinanceCardModel {
  href: string;
  estimate?: VehicleFinanceEstimate & {
    lender: string;
    /** '$0' unless the lender's entry carries a balloon. */
    finalPayment: string;
    /** 'Offer ends 30 September 2026', when the entry carries an end date. */
    offerEnds?: string;
    disclaimer: CutText;
  };
}

/**
 * The entry's offer end date, read from `offerEnds` / `offer_ends` when a feed supplies one. The
 * vehicle schema has no such field yet, so this is usually undefined.
 */
export function financeOfferEnds(entry: object): string | undefined {
  const raw = (entry as { offerEnds?: unknown; offer_ends?: unknown }).offerEnds ?? (entry as { offer_ends?: unknown }).offer_ends;
  const text = specText(raw);
  if (text === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return undefined;
  return `Offer ends ${formatCalendarDate({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) })}`;
}

/** The finance card: shown for cars in stock; the estimate only when a lender is eligible (spec §5). */
export function financeCard(
  vehicle: Vehicle,
  site: Pick<Site, 'dealership_group' | 'finance_provider'>,
  now: Date,
  /** The site's finance settings (content.financeSettings); without them no dealer group is excluded. */
  finance?: Pick<FinanceSettings, 'excludedDealerGroups'>,
): FinanceCardModel | undefined {
  if (!isInStock(vehicle)) return undefined;
  const model: FinanceCardModel = { href: preApprovedHref(vehicle) };
  const chosen = financeEstimate(vehicle, site, { now, excludedDealerGroups: finance?.excludedDealerGroups });
  if (!chosen) return model;
  const figures = vehicleFinanceEstimate(chosen.entry, vehicle.price);
  if (figures.weekly === null && figures.monthly === null) return model;
  const full = specText(chosen.entry.disclaimer) ?? DEFAULT_FINANCE_DISCLAIMER;
  model.estimate = {
    ...figures,
    lender: chosen.lender,
    finalPayment: formatWholeDollars(chosen.entry.balloon ?? 0),
    offerEnds: financeOfferEnds(chosen.entry),
    disclaimer: cutText(full, FINANCE_DISCLAIMER_LIMIT),
  };
  return model;
}

// ---- Toyota blocks

/** Spec §9 used-car banner benefits (Toyota). */
export const USED_CAR_BENEFITS = [
  '1-year warranty',
  'Full service history',
  'Background check',
  '90-point inspection',
  '12-month roadside assist',
] as const;

/** The used-car banner: Toyota-template sites, used cars. */
export function showUsedCarBanner(vehicle: Pick<Vehicle, 'car_type'>, site: Pick<Site, 'template'>): boolean {
  return site.template === 'toyota' && vehicle.car_type === 'used';
}

/** Toyota Service Advantage for a new or demo Toyota; undefined otherwise. */
export function serviceAdvantageBlock(vehicle: Pick<Vehicle, 'make' | 'model' | 'car_type'>): ResolvedServiceAdvantage | undefined {
  if (vehicle.car_type !== 'new' && vehicle.car_type !== 'demo') return undefined;
  if (!isToyota(vehicle)) return undefined;
  return serviceAdvantageForVehicle({ ...vehicle, make: 'Toyota' });
}

export { showToyotaCertifiedBadge };

// ---- What's Included

export type IncludedItem =
  | { kind: 'service_advantage'; advantage: ResolvedServiceAdvantage }
  | { kind: 'used_car_benefits'; benefits: readonly string[] }
  | { kind: 'warranty'; text: string }
  | { kind: 'history_report'; href: string };

/** What comes with this car, from its type, make and the site's features. */
export function whatsIncluded(vehicle: Vehicle, site: Site): IncludedItem[] {
  const items: IncludedItem[] = [];
  const advantage = serviceAdvantageBlock(vehicle);
  if (advantage) items.push({ kind: 'service_advantage', advantage });
  if (showUsedCarBanner(vehicle, site)) items.push({ kind: 'used_car_benefits', benefits: USED_CAR_BENEFITS });
  if (vehicle.car_type === 'new') items.push({ kind: 'warranty', text: "Full manufacturer's new-car warranty" });
  if (vehicle.car_type === 'demo') items.push({ kind: 'warranty', text: "Balance of the manufacturer's new-car warranty" });
  if (showHistoryReport(vehicle, site)) items.push({ kind: 'history_report', href: vehicle.file!.trim() });
  return items;
}

// ---- Why Buy From Us

/** Dealer benefits per template, for sites without the guarantees banner. */
export const TEMPLATE_BENEFITS: Readonly<Record<Site['template'], readonly string[]>> = {
  toyota: ['Genuine Toyota dealer', 'Toyota-trained technicians and genuine parts', 'Finance and insurance arranged in-house'],
  group: ['A wide choice of makes and models across our dealerships', 'Finance and insurance arranged in-house', 'Servicing and parts on site'],
  used: ['Quality used cars, inspected before sale', 'Finance arranged in-house', 'Friendly, no-pressure team'],
  caravan: ['Caravan specialists', 'Handover and set-up walk-through', 'Servicing and parts on site'],
};

export interface WhyBuyFromUs {
  kind: 'guarantees' | 'benefits';
  items: string[];
}

export function whyBuyFromUs(vehicle: Pick<Vehicle, 'dealership_id'>, site: Site): WhyBuyFromUs {
  const items: string[] = site.features.guarantees_banner ? [...GUARANTEES] : [...TEMPLATE_BENEFITS[site.template]];
  if (site.features.trade_in) items.push('Trade-ins welcome');
  const dealership = site.dealerships.find((d) => d.dealership_id === vehicle.dealership_id) ?? (site.dealerships.length === 1 ? site.dealerships[0] : undefined);
  const rating = dealership?.average_rating;
  const count = dealership?.review_count;
  if (typeof rating === 'number' && rating > 0 && typeof count === 'number' && count > 0) {
    items.push(`Rated ${rating.toFixed(1)} out of 5 from ${count.toLocaleString('en-AU')} reviews`);
  }
  return { kind: site.features.guarantees_banner ? 'guarantees' : 'benefits', items };
}

// ---- Reserve Online

export const RESERVE_HOLD_HOURS = 48;

/** The refund terms when the dealer wrote none (spec §9: held 48 hours, 100% refundable). */
export function defaultReserveTerms(deposit: string): string {
  return `Reserve this car online with a ${deposit} deposit and we'll hold it for you for ${RESERVE_HOLD_HOURS} hours. Your deposit is 100% refundable if you change your mind.`;
}

/**
 * The dealer's refund terms (features.reserve_terms) as the shopper reads them, or the default. A
 * `{deposit}` in the dealer's words becomes the site's amount, so changing the deposit in the Studio
 * never leaves an old figure in the terms.
 */
export function reserveTerms(site: { features: Pick<Site['features'], 'reserve_terms'> }, deposit: string): string {
  const own = site.features.reserve_terms;
  return own ? own.replaceAll('{deposit}', deposit) : defaultReserveTerms(deposit);
}

export interface ReserveModel {
  deposit: string;
  href: string;
  copy: string;
}

/** Spec §4/§9: a deposit (default $200) holds the car 48 hours, 100% refundable. */
export function reserveOnline(vehicle: Vehicle, site: Site): ReserveModel | undefined {
  const deposit = reserveDeposit(site);
  if (!showReserve(vehicle, site) || deposit === undefined) return undefined;
  return {
    deposit,
    href: checkoutPath(vehicle, site),
    // The dealer's own refund terms (features.reserve_terms) when they wrote them.
    copy: reserveTerms(site, deposit),
  };
}

// ---- Trade-in FAQ

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export function tradeInFaq(): Faq[] {
  const km = formatKm(TRADE_IN_MAX_KM);
  return [
    {
      id: 'how-estimate-works',
      question: 'How does the online trade-in estimate work?',
      answer:
        "Tell us your car's rego, kilometres and condition and we'll give you an estimate online based on recent sales of similar cars. We confirm the final figure when we see the car.",
    },
    {
      id: 'why-in-person',
      question: `Why do cars over ${TRADE_IN_MAX_AGE_YEARS} years old or ${km} need an in-person appraisal?`,
      answer: `Older and higher-kilometre cars vary too much in condition for an online figure to be fair, so cars over ${TRADE_IN_MAX_AGE_YEARS} years old or with more than ${km} on the odometer are valued in person by our team instead.`,
    },
    {
      id: 'finance-owing',
      question: 'Can I trade in a car that still has finance owing?',
      answer: 'Yes. We arrange the payout with your lender and take it off your trade-in value, so any equity goes towards your next car.',
    },
    {
      id: 'use-as-deposit',
      question: 'Can I use my trade-in as a deposit?',
      answer: 'Yes. Your trade-in value can go towards the deposit or the full price of this car.',
    },
  ];
}

// ---- Protect Your Car

export const PROTECTION_PRODUCTS = [
  'Extended warranty',
  'Comprehensive car insurance',
  'Paint and interior protection',
  'Tyre and wheel cover',
] as const;
