/**
 * One feed row (already mapped to field values) → a stored Vehicle: identity, the domain's name
 * normalisation (web/src/domain/names), defaults for what a feed lacks, the site's dealership and
 * location, and validation with the zod Vehicle model. Rows that fail come back with their reasons.
 */
import { hash } from 'node:crypto';
import type { Vehicle, VehicleStatus } from '@forecourt/schemas/vehicle';
import { priceRange, weeklyPriceRange } from '@forecourt/tenants/stock';
import { amortisedRepayment, DEFAULT_CALCULATOR_SETTINGS, PAYMENTS_PER_YEAR, VEHICLE_ESTIMATE } from '../../../domain/finance-calculator';
import { mendSplitMake } from '../../../domain/multi-word-makes';
import { formatPrice } from '../../../domain/price';
import { implausiblePrice } from '../../../domain/price-plausibility';
import { normaliseMake, normaliseModel, slugify, vehicleSlug } from '../../../domain/names';
import type { Values } from './parsers';
import { parseVehicle } from './validate';
import { defaultLocation, type ImportDealership, type ImportLocation, type ImportSite } from './site';
import { own } from '@forecourt/schemas/own';

export const REJECT_CODES = [
  'invalid_encoding',
  'malformed_row',
  'unparseable_value',
  'missing_identity',
  'duplicate',
  'missing_make',
  'missing_model',
  'bad_year',
  'negative_price',
  'negative_km',
  'missing_car_type',
  'unknown_location',
  'invalid_value',
] as const;
export type RejectCode = (typeof REJECT_CODES)[number];

export interface Reason {
  code: RejectCode;
  message: string;
}

/** Problems that do not reject the row: it is imported, and listed (line, message) in the summary and the rejects file. */
export const WARNING_CODES = ['implausible_price'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export interface Warning {
  code: WarningCode;
  message: string;
}

/** The warnings of a row that is imported (domain rule: `implausiblePrice`). */
export function warningsOf(vehicle: Pick<Vehicle, 'price'>): Warning[] {
  const problem = implausiblePrice(vehicle.price);
  if (!problem) return [];
  return [
    {
      code: 'implausible_price',
      message: `implausible price ${formatPrice(problem.price)} (${problem.side} ${formatPrice(problem.limit)}); imported at that price, check it`,
    },
  ];
}

export interface BuildContext {
  site: ImportSite;
  now: Date;
  identity: 'stocknum' | 'row';
}

export interface Identity {
  /** The vehicle id: `<site>-<stock number slug>`, `<site>-vin-<vin>` or `<site>-r<row hash>`. */
  id: string;
  /** What makes two rows the same vehicle, for the duplicate message. */
  label: string;
  /** The stock number to store ('' when the feed has none). */
  stocknum: string;
  /** What the slug ends with: the stock number, else the id's suffix. */
  slugKey: string;
}

// One-shot `hash` (not createHash): a Hash object per row was a measurable share of an import.
const shortHash = (text: string, length = 12) => hash('sha1', text, 'hex').slice(0, length);

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * A row's identity: its stock number (the id is stable across imports as long as the dealer keeps the
 * number), else its VIN, else — only when the mapping says identity 'row' — a hash of the whole row
 * (so any edit to the row makes it a new vehicle and the old one is marked sold).
 */
export function identityOf(values: Values, rowHash: () => string, ctx: BuildContext): Identity | Reason {
  const site = ctx.site.slug;
  const stocknum = text(values.stocknum);
  if (stocknum) {
    const slug = slugify(stocknum) || `s${shortHash(stocknum, 10)}`;
    return { id: `${site}-${slug}`, label: `stock number ${JSON.stringify(stocknum)}`, stocknum, slugKey: stocknum };
  }
  const vin = text(values.vin);
  if (vin) {
    const slug = slugify(vin) || shortHash(vin, 10);
    return { id: `${site}-vin-${slug}`, label: `VIN ${JSON.stringify(vin)}`, stocknum: '', slugKey: slug };
  }
  if (ctx.identity === 'row') {
    const hash = `r${rowHash()}`;
    return { id: `${site}-${hash}`, label: 'identical row', stocknum: '', slugKey: hash };
  }
  return {
    code: 'missing_identity',
    message: 'no stock number or VIN: the row has no stable identity (a mapping can set "identity": "row")',
  };
}

export function rowHashOf(text: string): string {
  return shortHash(text);
}

/**
 * A copy of the row's values with 'variant.x' keys folded into nested objects (merged over a typed
 * `variant` object, if any). Always a new object: the vehicle is assembled on it, so the row is
 * copied once (a fold, then a spread into the vehicle, was two copies of every row).
 */
export function foldNested(values: Values): Values {
  const out: Values = {};
  const groups = new Map<string, Values>();
  for (const key in values) {
    const dot = key.indexOf('.');
    if (dot === -1) {
      if (!groups.has(key)) out[key] = values[key];
      continue;
    }
    const group = key.slice(0, dot);
    let nested = groups.get(group);
    if (!nested) {
      const existing = own(values, group);
      nested = existing && typeof existing === 'object' && !Array.isArray(existing) ? { ...(existing as Values) } : {};
      groups.set(group, nested);
      out[group] = nested;
    }
    nested[key.slice(dot + 1)] = values[key];
  }
  return out;
}

/** 'Ultimate (awd)' from name '2022 Ssangyong Rexton Ultimate (awd)' when the name starts with year, make and model. */
export function badgeFromName(name: string, year: number, makes: readonly string[], models: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  for (const make of makes) {
    for (const model of models) {
      const prefix = `${year} ${make} ${model} `.toLowerCase();
      if (lower.startsWith(prefix)) return name.slice(prefix.length).trim() || undefined;
    }
  }
  return undefined;
}

interface Placement {
  dealership: ImportDealership;
  location: ImportLocation | undefined;
}

/** The feed's dealership/location when it names one of the site's, else the site's first dealership and its sales location. */
function placement(values: Values, site: ImportSite): Placement | Reason {
  const locId = text(values.location_id);
  const nested = values.location && typeof values.location === 'object' ? (values.location as Values) : {};
  const locName = text(values.location_name) ?? text(nested.name);
  const locSlug = text(nested.slug);
  const dealerId = text(values.dealership_id);
  const dealerSlug = text(values.dealership_slug);
  const dealerName = text(values.dealership_name);
  const dealershipOf = (id: string) => site.dealerships.find((d) => d.dealership_id === id);

  if (locId || locName || locSlug) {
    const location =
      (locId && site.locations.find((l) => l.location_id === locId)) ||
      (locSlug && site.locations.find((l) => l.slug === locSlug)) ||
      (locName && site.locations.find((l) => l.name.toLowerCase() === locName.toLowerCase())) ||
      undefined;
    if (!location) {
      return { code: 'unknown_location', message: `location ${JSON.stringify(locId ?? locSlug ?? locName)} is not one of site ${site.slug}'s locations` };
    }
    const dealership = dealershipOf(location.dealership_id) ?? site.dealerships[0]!;
    return { dealership, location };
  }
  if (dealerId || dealerSlug || dealerName) {
    const dealership =
      (dealerId && dealershipOf(dealerId)) ||
      (dealerSlug && site.dealerships.find((d) => d.slug === dealerSlug)) ||
      (dealerName && site.dealerships.find((d) => d.name.toLowerCase() === dealerName.toLowerCase())) ||
      undefined;
    if (!dealership) {
      return {
        code: 'unknown_location',
        message: `dealership ${JSON.stringify(dealerId ?? dealerSlug ?? dealerName)} is not one of site ${site.slug}'s dealerships`,
      };
    }
    return { dealership, location: defaultLocation(site, dealership.dealership_id) };
  }
  const dealership = site.dealerships[0]!;
  return { dealership, location: defaultLocation(site, dealership.dealership_id) };
}

const isReason = (x: unknown): x is Reason => !!x && typeof x === 'object' && 'code' in x && 'message' in x;

/** Weekly repayment for the weekly-price facet: the vehicle page's default estimate (10% deposit, 5 years, default rate). */
function weeklyEstimate(price: number): number {
  return amortisedRepayment({
    principal: price * (1 - VEHICLE_ESTIMATE.depositRatio),
    annualRate: DEFAULT_CALCULATOR_SETTINGS.defaultInterestRate,
    years: VEHICLE_ESTIMATE.termYears,
    paymentsPerYear: PAYMENTS_PER_YEAR.weekly,
  });
}

/** `validated` false: assembled but not yet checked with the Vehicle model (`vehicle` is then only Vehicle-shaped). */
export type BuildResult = { ok: true; vehicle: Vehicle; validated: boolean } | { ok: false; reasons: Reason[] };

/** The field each pre-check is about (a row whose column for that field failed to parse skips the check). */
export const CHECKED_FIELD: Partial<Record<RejectCode, string>> = {
  missing_make: 'make',
  missing_model: 'model',
  bad_year: 'year',
  negative_price: 'price',
  negative_km: 'km',
  missing_car_type: 'car_type',
};

interface MakeModel {
  make: string | undefined;
  model: string | undefined;
  /** The make came split across the make and model columns ('Land' / 'Rover') and was joined again. */
  mended?: { spelled: string };
}

/**
 * The row's make and model as the feed means them: a multi-word make that a listing export split
 * across its make and model columns ('Land' / 'Rover', model only in the title) is joined again by
 * the domain's list of multi-word makes; every other row keeps its columns.
 */
export function makeAndModel(values: Values): MakeModel {
  const make = text(values.make);
  const model = text(values.model);
  if (!make || !model) return { make, model };
  const mended = mendSplitMake(make, model, text(values.name));
  return mended ? { make: mended.make, model: mended.model, mended: { spelled: `${make} ${model}` } } : { make, model };
}

/** The checks before validation: make, model, year, price, kilometres, car type, dealership/location. */
export function precheck(values: Values, ctx: BuildContext): Reason[] {
  return checked(values, ctx).reasons;
}

/** `precheck`, with the make/model and placement it worked out (so assembling does not work them out again). */
function checked(values: Values, ctx: BuildContext): { reasons: Reason[]; names: MakeModel; place: Placement | Reason } {
  const reasons: Reason[] = [];
  const maxYear = ctx.now.getUTCFullYear() + 1;
  const names = makeAndModel(values);
  if (!names.make) reasons.push({ code: 'missing_make', message: 'missing make' });
  if (!names.model) {
    reasons.push({
      code: 'missing_model',
      message: names.mended
        ? `missing model (make ${JSON.stringify(names.make)} came split across the make and model columns, and the title names no model after it)`
        : 'missing model',
    });
  }
  const year = values.year;
  if (year === undefined) reasons.push({ code: 'bad_year', message: 'missing year' });
  else if (typeof year !== 'number' || !Number.isInteger(year)) reasons.push({ code: 'bad_year', message: `bad year ${JSON.stringify(year)} (not a whole number)` });
  else if (year < 1900 || year > maxYear) reasons.push({ code: 'bad_year', message: `bad year ${year} (must be 1900–${maxYear})` });
  const price = values.price;
  if (typeof price === 'number' && price < 0) reasons.push({ code: 'negative_price', message: `negative price ${price}` });
  const km = values.km;
  if (typeof km === 'number' && km < 0) reasons.push({ code: 'negative_km', message: `negative kilometres ${km}` });
  if (values.car_type === undefined) reasons.push({ code: 'missing_car_type', message: 'missing car type (new, used or demo)' });
  const place = placement(values, ctx.site);
  if (isReason(place)) reasons.push(place);
  return { reasons, names, place };
}

/**
 * Assembles the vehicle (not yet validated). `values` are the mapped field values (constants already
 * applied); `identity` comes from `identityOf`. `sold_date_timestamp` is left unset for a sold vehicle
 * the feed gives no date for: the merge fills it (kept from the stored copy, else now).
 */
export function assembleVehicle(rawValues: Values, identity: Identity, ctx: BuildContext): BuildResult {
  // Only the candidate needs 'variant.x' folded: the checks and the fields read below are top-level.
  const values = rawValues;
  const { reasons, names, place } = checked(values, ctx);
  if (reasons.length > 0 || isReason(place)) return { ok: false, reasons };
  const nowIso = ctx.now.toISOString();
  const rawMake = names.make!;
  const rawModel = names.model!;
  const make = normaliseMake(rawMake);
  const model = normaliseModel(make, rawModel);
  const y = values.year as number;
  const price = values.price ?? 0;
  // No reading ('-' or an empty cell) stays unknown: a used car is never claimed to have 0 km.
  const km = values.km;
  const p = typeof price === 'number' ? price : Number.NaN;
  const badge = text(values.badge) ?? (text(values.name) ? badgeFromName(text(values.name)!, y, names.mended ? [rawMake, make, names.mended.spelled] : [rawMake, make], [rawModel, model]) : undefined);
  const name = text(values.name) ?? [String(y), make, model, badge].filter(Boolean).join(' ');
  const status = (values.status ?? (values.sold === true ? 'sold' : 'in_stock')) as VehicleStatus;
  const sold = status === 'sold';
  const images = Array.isArray(values.images) ? (values.images as { url: string }[]) : values.images === undefined ? [] : values.images;
  const createdAt = typeof values.created_at === 'string' && Number.isFinite(Date.parse(values.created_at)) ? new Date(values.created_at).toISOString() : nowIso;
  const nvic = text(values.nvic);
  const youx = values.youxQuote as { weeklyRepaymentAmount?: unknown } | undefined;
  const weekly = typeof youx?.weeklyRepaymentAmount === 'number' ? youx.weeklyRepaymentAmount : p > 0 ? weeklyEstimate(p) : undefined;
  const { dealership, location } = place;
  const nestedLocation = values.location && typeof values.location === 'object' ? (values.location as Values) : {};

  const candidate: Values = Object.assign(foldNested(values), {
    id: identity.id,
    slug: vehicleSlug({ year: y, make, model, badge, stocknum: identity.slugKey }),
    name,
    make,
    model,
    make_model: `${make} ${model}`,
    badge,
    year: y,
    item_type: values.item_type ?? 'car',
    categories: values.categories ?? [],
    status,
    sold,
    sold_date_timestamp: sold ? values.sold_date_timestamp : undefined,
    reserved: values.reserved ?? false,
    certified: values.certified ?? false,
    created_at: createdAt,
    created_at_timestamp: Math.floor(Date.parse(createdAt) / 1000),
    updated_at: nowIso,
    show_on_dealer_website: values.show_on_dealer_website ?? true,
    custom_rank: values.custom_rank ?? 0,
    price: p,
    preorder: values.preorder ?? false,
    price_range: priceRange(p),
    weekly_price_range: values.weekly_price_range ?? (weekly !== undefined && p > 0 ? weeklyPriceRange(weekly) : undefined),
    km,
    views: values.views ?? 0,
    stocknum: identity.stocknum,
    nvic,
    has_nvic: nvic !== undefined,
    simple_fuel: values.simple_fuel ?? values.fuel ?? 'Other',
    simple_body: values.simple_body ?? values.body ?? 'Other',
    simple_transmission: values.simple_transmission ?? values.trans ?? 'Other',
    images,
    primary_image_url: values.primary_image_url ?? (Array.isArray(images) ? (images[0] as { url?: string } | undefined)?.url : undefined),
    photos_count: Array.isArray(images) ? images.length : 0,
    dealership_id: dealership.dealership_id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    location_id: location?.location_id ?? dealership.dealership_id,
    location_name: location?.name ?? dealership.name,
    city: values.city ?? location?.city ?? '',
    state: values.state ?? location?.state,
    location: {
      name: location?.name ?? dealership.name,
      slug: location?.slug ?? dealership.slug,
      ...(location?.phone ? { phone: location.phone } : {}),
      ...(Array.isArray(nestedLocation.distribution_locations) ? { distribution_locations: nestedLocation.distribution_locations } : {}),
    },
  });
  // Absent, not undefined: the validated vehicle then needs no cleaning copy before it is stored
  // (the candidate has too many keys to be a fast V8 object anyway, so these deletes cost nothing).
  for (const key in candidate) if (candidate[key] === undefined) delete candidate[key];
  return { ok: true, vehicle: candidate as Vehicle, validated: false };
}

/** Validates an assembled vehicle with the zod Vehicle model (unknown keys are dropped). */
export function validateVehicle(candidate: Vehicle): BuildResult {
  const parsed = parseVehicle(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      reasons: parsed.error.issues.slice(0, 5).map((issue) => ({
        code: 'invalid_value' as const,
        message: `${issue.path.join('.') || 'vehicle'}: ${issue.message}`,
      })),
    };
  }
  return { ok: true, vehicle: parsed.data, validated: true };
}

/** assembleVehicle + validateVehicle. */
export function buildVehicle(values: Values, identity: Identity, ctx: BuildContext): BuildResult {
  const assembled = assembleVehicle(values, identity, ctx);
  return assembled.ok ? validateVehicle(assembled.vehicle) : assembled;
}
