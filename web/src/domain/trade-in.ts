/**
 * Trade-in online-estimate eligibility (spec §5): a car over 7 years old or over 100,000 km gets no
 * online estimate. Exactly 7 years old or exactly 100,000 km is still eligible.
 *
 * "Age" is measured from the first date known for the car, in this order:
 *   1. compliance_date — when it was complied for Australian roads, the closest figure to first
 *      registration, which is what valuers age a car from;
 *   2. build_date;
 *   3. 1 January of `year` (the earliest the model year can mean, so a car is never made younger than
 *      it may be).
 * Feed dates are month-resolution ('02/2026'); they are read as the 1st of that month. Full dates
 * ('2026-02-14', '14/02/2026') are read to the day. All in UTC: at month resolution a time-zone offset
 * cannot change the answer by more than hours, and the rule is about years.
 * A car is over 7 years old when `now` is later than the same calendar date 7 years on
 * (a 29 February start rolls to 1 March).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';

export const TRADE_IN_MAX_AGE_YEARS = 7;
export const TRADE_IN_MAX_KM = 100_000;

export type TradeInVehicle = Pick<Vehicle, 'year' | 'build_date' | 'compliance_date' | 'km'>;
export type TradeInIneligibleReason = 'too_old' | 'too_many_km';
export type TradeInEligibility = { eligible: true } | { eligible: false; reasons: TradeInIneligibleReason[] };

function utcDate(year: number, month: number, day: number): Date | undefined {
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 1000)) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  // reject 31/02 and friends rather than rolling over
  return d.getUTCMonth() === month - 1 ? d : undefined;
}

/** Reads 'MM/YYYY', 'YYYY-MM', 'YYYY-MM-DD' (optionally with a time) and 'DD/MM/YYYY'; else undefined. */
export function parseVehicleDate(text: string | null | undefined): Date | undefined {
  const s = text?.trim();
  if (!s) return undefined;
  let m = /^(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return utcDate(Number(m[2]), Number(m[1]), 1);
  m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return utcDate(Number(m[1]), Number(m[2]), 1);
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) return utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return utcDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

/** The date the car's age counts from (see the file comment). */
export function vehicleAgeStart(vehicle: Pick<Vehicle, 'year' | 'build_date' | 'compliance_date'>): Date {
  return (
    parseVehicleDate(vehicle.compliance_date) ??
    parseVehicleDate(vehicle.build_date) ??
    new Date(Date.UTC(vehicle.year, 0, 1))
  );
}

/** True when `now` is later than `years` calendar years after `start`. */
export function isOlderThan(start: Date, years: number, now: Date): boolean {
  const limit = Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate());
  return now.getTime() > limit;
}

export function tradeInEligibility(vehicle: TradeInVehicle, now: Date): TradeInEligibility {
  const reasons: TradeInIneligibleReason[] = [];
  if (isOlderThan(vehicleAgeStart(vehicle), TRADE_IN_MAX_AGE_YEARS, now)) reasons.push('too_old');
  // Unknown kilometres are not known to exceed the limit: only the age can rule the car out.
  if (vehicle.km !== undefined && vehicle.km > TRADE_IN_MAX_KM) reasons.push('too_many_km');
  return reasons.length ? { eligible: false, reasons } : { eligible: true };
}

/** Whether the car can get an online trade-in estimate. */
export function isTradeInEligible(vehicle: TradeInVehicle, now: Date): boolean {
  return tradeInEligibility(vehicle, now).eligible;
}
