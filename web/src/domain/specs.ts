/**
 * Vehicle specification values (spec §3 "Detail spec groups", §5 specs rules, §9 feet-to-metre).
 *
 * - A spec whose value is undefined, null, empty/blank or a placeholder text for "no value" — 'null',
 *   'undefined', 'NaN', 'Not Applicable', 'N/A' (any case) — is omitted: feeds write 'Not Applicable'
 *   as a caravan's transmission and fuel, which a shopper should not read as a specification.
 * - Odometer: shown only for item types that have one (a towed caravan, pop-top or camper trailer
 *   has none, and feeds give it 0 km) and only when the kilometres are known (a finite number >= 0).
 * - Rego expiry: a date before today shows nothing (or 'Unregistered' where the site asks for it);
 *   today or later shows 'Expires on {date}', the date in en-AU ('12 March 2027'). "Today" is the
 *   calendar date at `now` in the given time zone (the car's location's), and a registration that
 *   expires today is still current for the whole of that day. rego_expiry is a calendar date
 *   ('YYYY-MM-DD'; 'DD/MM/YYYY' and ISO date-times are read too), so it is formatted as written, never
 *   shifted by a time zone. An unreadable rego_expiry is omitted.
 * - Featured group, in the spec's order: kilometres, compliance date (or year), build date (or year),
 *   engine, fuel type, transmission, induction, seats, registration, rego expiry, stock no, VIN,
 *   exterior colour. Compliance/build dates are shown as the feed gives them ('02/2026'); when missing
 *   the year stands in. Engine: '4 cyl, 2.5 L' from cylinders and engine_size_litres (falling back to
 *   the variant's figures); zero parts are left out, so an EV has no engine row. Fuel and transmission
 *   prefer the detailed `fuel`/`trans` over simple_fuel/simple_transmission. Induction is the variant's.
 * - Caravan group (item_type 'caravan', any case; omitted otherwise): body width and length
 *   (mm → metres with feet and inches: '7.32 m (24′ 0″)'), tare weight and ATM in kg, axle type, sleeps.
 *   Non-positive measurements are omitted.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { lazyIntl } from './lazy-intl';
import { wholeNumber } from './whole-number';

export const FEET_TO_METRES = 0.3048;
export const UNREGISTERED = 'Unregistered';

export interface SpecEntry {
  key: string;
  label: string;
  value: string;
}

/** Texts feeds use for "no value" (compared trimmed, lower-case). */
export const NO_VALUE_TEXTS: readonly string[] = ['null', 'undefined', 'nan', 'not applicable', 'n/a'];

/** False for undefined, null, NaN, blank strings and the no-value texts ('null', 'Not Applicable'...). */
export function isPresentSpec(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') {
    const s = value.trim();
    return s.length > 0 && !NO_VALUE_TEXTS.includes(s.toLowerCase());
  }
  return true;
}

/**
 * Item types that are towed and so have no odometer. 'camper' is how dealers' feeds list a camper
 * trailer (a motorised campervan is a 'campervan' or 'motorhome', and keeps its odometer).
 */
export const TOWED_ITEM_TYPES: readonly string[] = ['caravan', 'pop-top', 'camper trailer', 'camper', 'trailer'];

export function isTowed(vehicle: { item_type?: string | null }): boolean {
  return TOWED_ITEM_TYPES.includes((vehicle.item_type ?? '').trim().toLowerCase());
}

/** The kilometres to show, or undefined: none for a towed item type, none when unknown. */
export function odometerKm(vehicle: { km?: number | null; item_type?: string | null }): number | undefined {
  if (isTowed(vehicle)) return undefined;
  const km = vehicle.km;
  return typeof km === 'number' && Number.isFinite(km) && km >= 0 ? km : undefined;
}

/**
 * The odometer as shown on cards, the vehicle page and the PDF: '54,782 km'; 'Unknown' when the feed
 * gave no reading (the Vehicle model's `km` is optional: a feed's '-' stays unknown, never '0 km');
 * undefined (no row at all) for a towed item type, which has no odometer.
 */
export function odometerText(vehicle: { km?: number | null; item_type?: string | null }): string | undefined {
  if (isTowed(vehicle)) return undefined;
  const km = odometerKm(vehicle);
  return km === undefined ? UNKNOWN_KM_TEXT : formatKm(km);
}

/** The value as display text, or undefined when it should be omitted. */
export function specText(value: unknown): string | undefined {
  if (!isPresentSpec(value)) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function feetToMetres(feet: number): number {
  return feet * FEET_TO_METRES;
}

export function metresToFeet(metres: number): number {
  return metres / FEET_TO_METRES;
}

/** 7315 mm → "24′ 0″" (rounded to the nearest inch; never "23′ 12″"). */
export function formatFeetInches(millimetres: number): string {
  const totalInches = Math.round((metresToFeet(millimetres / 1000) * 12));
  return `${Math.floor(totalInches / 12)}′ ${totalInches % 12}″`;
}

const twoDecimals = lazyIntl(() => new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 12345 → '12,345 km'. */
export function formatKm(km: number): string {
  return `${wholeNumber(Math.round(km))} km`;
}

/** What a shopper reads when the feed gave no odometer reading ('-'): never '0 km', which would be a claim. */
export const UNKNOWN_KM_TEXT = 'Unknown';


export function formatKg(kg: number): string {
  return `${wholeNumber(Math.round(kg))} kg`;
}

/** 7315 → '7.32 m (24′ 0″)'. */
export function formatLength(millimetres: number): string {
  return `${twoDecimals().format(millimetres / 1000)} m (${formatFeetInches(millimetres)})`;
}

/** '4 cyl, 2.5 L'; either part alone; undefined when neither is above 0. */
export function formatEngine(cylinders: number | undefined, litres: number | undefined): string | undefined {
  const parts: string[] = [];
  if (cylinders !== undefined && cylinders > 0) parts.push(`${cylinders} cyl`);
  if (litres !== undefined && litres > 0) parts.push(`${litres.toFixed(1)} L`);
  return parts.length ? parts.join(', ') : undefined;
}

/** Reads a calendar date: 'YYYY-MM-DD' (optionally followed by a time) or 'DD/MM/YYYY'. */
function calendarDate(text: string): { y: number; m: number; d: number } | undefined {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  let parts: [number, number, number] | undefined;
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s))) parts = [Number(m[3]), Number(m[2]), Number(m[1])];
  if (!parts) return undefined;
  const [y, mo, d] = parts;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m: mo, d };
}

const key = (c: { y: number; m: number; d: number }) => c.y * 10_000 + c.m * 100 + c.d;

/** The calendar date at `now` in `timeZone`. */
export function todayIn(now: Date, timeZone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

const longDate = lazyIntl(() => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A calendar date in en-AU long form: '12 March 2027'. */
export function formatCalendarDate(c: { y: number; m: number; d: number }): string {
  return longDate().format(new Date(Date.UTC(c.y, c.m - 1, c.d)));
}

export interface RegoOptions {
  now: Date;
  /** IANA zone of the car's location, e.g. 'Australia/Perth'. */
  timeZone: string;
  /** Per-dealer: show 'Unregistered' instead of nothing for an expired rego. */
  showUnregistered?: boolean;
}

/** 'Expires on 12 March 2027', 'Unregistered', or undefined (omit). */
export function formatRegoExpiry(regoExpiry: string | null | undefined, options: RegoOptions): string | undefined {
  const text = specText(regoExpiry);
  if (text === undefined) return undefined;
  const expiry = calendarDate(text);
  if (!expiry) return undefined;
  if (key(expiry) < key(todayIn(options.now, options.timeZone))) {
    return options.showUnregistered ? UNREGISTERED : undefined;
  }
  return `Expires on ${formatCalendarDate(expiry)}`;
}

export type FeaturedSpecVehicle = Pick<
  Vehicle,
  | 'km'
  | 'item_type'
  | 'year'
  | 'compliance_date'
  | 'build_date'
  | 'cylinders'
  | 'engine_size_litres'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'simple_transmission'
  | 'seats'
  | 'regplate'
  | 'rego_expiry'
  | 'stocknum'
  | 'vin'
  | 'colour'
  | 'variant'
>;

const first = (...values: unknown[]): string | undefined => {
  for (const v of values) {
    const text = specText(v);
    if (text !== undefined) return text;
  }
  return undefined;
};

const positiveOrUndefined = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined);

/** The 'featured' spec group, in the spec's order, without empty values. */
export function featuredSpecs(vehicle: FeaturedSpecVehicle, options: RegoOptions): SpecEntry[] {
  const variant = vehicle.variant ?? {};
  const rows: [string, string, string | undefined][] = [
    ['kilometres', 'Kilometres', odometerText(vehicle)],
    ['compliance_date', 'Compliance Date', first(vehicle.compliance_date, vehicle.year)],
    ['build_date', 'Build Date', first(vehicle.build_date, vehicle.year)],
    [
      'engine',
      'Engine',
      formatEngine(
        positiveOrUndefined(vehicle.cylinders) ?? positiveOrUndefined(variant.cylinders),
        positiveOrUndefined(vehicle.engine_size_litres) ?? positiveOrUndefined(variant.enginesize_litres),
      ),
    ],
    ['fuel_type', 'Fuel Type', first(vehicle.fuel, vehicle.simple_fuel)],
    ['transmission', 'Transmission', first(vehicle.trans, vehicle.simple_transmission)],
    ['induction', 'Induction', first(variant.induction)],
    ['seats', 'Seats', vehicle.seats !== undefined && vehicle.seats > 0 ? String(vehicle.seats) : undefined],
    ['registration', 'Registration', first(vehicle.regplate)],
    ['rego_expiry', 'Rego Expiry', formatRegoExpiry(vehicle.rego_expiry, options)],
    ['stock_no', 'Stock No.', first(vehicle.stocknum)],
    ['vin', 'VIN', first(vehicle.vin)],
    ['exterior_colour', 'Exterior Colour', first(vehicle.colour)],
  ];
  return rows.flatMap(([k, label, value]) => (value === undefined ? [] : [{ key: k, label, value }]));
}

/** Item types that get the caravan specifications group. */
export const CARAVAN_ITEM_TYPES: readonly string[] = ['caravan'];

export function isCaravan(vehicle: Pick<Vehicle, 'item_type'>): boolean {
  return CARAVAN_ITEM_TYPES.includes(vehicle.item_type.trim().toLowerCase());
}

/** The caravan specifications group; [] for anything that is not a caravan. */
export function caravanSpecs(vehicle: Pick<Vehicle, 'item_type' | 'specifications'>): SpecEntry[] {
  if (!isCaravan(vehicle)) return [];
  const s = vehicle.specifications ?? {};
  const width = positiveOrUndefined(s.body_width);
  const length = positiveOrUndefined(s.body_length);
  const tare = positiveOrUndefined(s.tare_weight);
  const atm = positiveOrUndefined(s.aggregate_trailer_mass);
  const sleeps = positiveOrUndefined(s.sleeps);
  const rows: [string, string, string | undefined][] = [
    ['body_width', 'Body Width', width === undefined ? undefined : formatLength(width)],
    ['body_length', 'Body Length', length === undefined ? undefined : formatLength(length)],
    ['tare_weight', 'Tare Weight', tare === undefined ? undefined : formatKg(tare)],
    ['aggregate_trailer_mass', 'ATM', atm === undefined ? undefined : formatKg(atm)],
    ['axle_type', 'Axle Type', first(s.axle_type)],
    ['sleeps', 'Sleeps', sleeps === undefined ? undefined : String(sleeps)],
  ];
  return rows.flatMap(([k, label, value]) => (value === undefined ? [] : [{ key: k, label, value }]));
}
