/**
 * Phone numbers (spec §4 phone reveal, §5 call phone number, §8 "No phone number: console warning").
 *
 * Call phone number order (§5: "override, then per car type (new, used, demo falling back to new),
 * then new or used default, then location phone"):
 *   1. site.phones.override
 *   2. the number for the car's type: phones.new / phones.used / phones.demo (demo falls back to phones.new)
 *   3. the "new or used default": read as the site's main number, phones.main — the one default that
 *      serves new and used cars alike (the per-type numbers were already tried in step 2)
 *   4. the car's location phone, vehicle.location.phone
 * With none, the result is `null` plus a warning string; the caller decides whether to log it
 * (this module does no I/O).
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Site } from '@/lib/content/models';

export type PhoneSource = 'override' | 'car-type' | 'demo-as-new' | 'main' | 'location';

export interface CallPhoneNumber {
  phone: string | null;
  /** Which rule supplied the number; undefined when there is none. */
  source?: PhoneSource;
  /** Set only when no number was found (spec §8: a warning, never an error). */
  warning?: string;
}

type PhoneSite = Pick<Site, 'phones'>;
type PhoneVehicle = Pick<Vehicle, 'car_type'> & Partial<Pick<Vehicle, 'location' | 'slug'>>;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim().length > 0;

export function callPhoneNumber(site: PhoneSite, vehicle: PhoneVehicle): CallPhoneNumber {
  const phones = site.phones;
  if (present(phones.override)) return { phone: phones.override.trim(), source: 'override' };
  const byType = phones[vehicle.car_type];
  if (present(byType)) return { phone: byType.trim(), source: 'car-type' };
  if (vehicle.car_type === 'demo' && present(phones.new)) return { phone: phones.new.trim(), source: 'demo-as-new' };
  if (present(phones.main)) return { phone: phones.main.trim(), source: 'main' };
  const locationPhone = vehicle.location?.phone;
  if (present(locationPhone)) return { phone: locationPhone.trim(), source: 'location' };
  const car = vehicle.slug ? ` for car ${vehicle.slug}` : '';
  return { phone: null, warning: `No phone number${car} (car type ${vehicle.car_type}): no override, ${vehicle.car_type}, main or location phone is set.` };
}

/** How many leading characters stay visible while the number is masked (spec §4). */
export const PHONE_REVEAL_VISIBLE_CHARACTERS = 5;

/**
 * '0299 1234' -> '0299 ****'. Spec §4: "everything after the first 5 characters becomes stars" —
 * read literally, so spaces and punctuation after the fifth character are starred too
 * ('0412 345 678' -> '0412 *******'); this also hides the number's grouping. Leading/trailing
 * whitespace is trimmed first so the five visible characters are real ones.
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const visible = [...trimmed].slice(0, PHONE_REVEAL_VISIBLE_CHARACTERS).join('');
  const hidden = [...trimmed].length - [...visible].length;
  return visible + '*'.repeat(Math.max(0, hidden));
}

/**
 * The number as shown on the phone-reveal button: masked until revealed on sites whose
 * features.phone_reveal is 'masked'; shown directly on 'direct' sites (spec §4 "Some dealers show
 * the number directly").
 */
export function displayedPhone(phone: string, mode: Site['features']['phone_reveal'], revealed: boolean): string {
  return mode === 'masked' && !revealed ? maskPhone(phone) : phone.trim();
}

/** 'tel:' link keeping only digits and a leading '+': '+61 (02) 9999-1234' -> 'tel:+610299991234'. Null when there are no digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
