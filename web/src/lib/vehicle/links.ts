/**
 * Where the vehicle page's buttons go. Paths follow the spec §2 route table; the forms behind them
 * arrive in later issues, so some are placeholders that already point at the real future address.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { locationGroupSlug } from '@/domain/locations';
import type { Location } from '@/lib/content/models';

const q = encodeURIComponent;

/** The in-page enquiry section (the enquiry form mounts there). */
export const ENQUIRE_ANCHOR = '#enquire';

export const testDrivePath = (v: Pick<Vehicle, 'slug'>) => `/book-test-drive?car_id=${q(v.slug)}`;
export const financeEnquiryPath = (v: Pick<Vehicle, 'slug'>) =>
  `/finance-enquiry?car_id=${q(v.slug)}#finance-form`;
/** Trade-in valuation takes the car's id, not its slug (spec §2). */
export const tradeInPath = (v: Pick<Vehicle, 'id'>) => `/cars/trade-in?car_id=${q(v.id)}`;
export const makeAnOfferPath = '/enquiries/make-an-offer';
export const makeAnOfferHref = (v: Pick<Vehicle, 'slug'>) => `${makeAnOfferPath}?car_id=${q(v.slug)}`;

export interface LocationLink {
  href: string;
  label: string;
}

/**
 * The car's location link: the location's own page when the site's content knows the location,
 * else the contact page of its group (spec §2: the slug is the name without a Sales/Service/Parts
 * suffix, lower-cased and hyphenated). Undefined when the car names no location.
 */
export function locationLink(
  vehicle: Pick<Vehicle, 'location_name' | 'location'>,
  location: Pick<Location, 'slug' | 'name'> | undefined,
): LocationLink | undefined {
  if (location?.slug) return { href: `/our-location/${q(location.slug)}`, label: location.name };
  const name = vehicle.location_name?.trim() || vehicle.location?.name?.trim();
  if (!name) return undefined;
  const slug = locationGroupSlug(name);
  return slug ? { href: `/contact-us/${q(slug)}`, label: name } : undefined;
}

/**
 * A WhatsApp chat link for an Australian number: '0423 868 900' -> 'https://wa.me/61423868900'
 * (a leading 0 becomes the country code 61; '+61…' keeps its digits). Undefined with no digits.
 */
export function whatsappHref(phone: string | undefined, text?: string): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return undefined;
  const international = digits.startsWith('0') ? `61${digits.slice(1)}` : digits;
  return `https://wa.me/${international}${text ? `?text=${q(text)}` : ''}`;
}

/** An absolute URL from the site's public address, or the path unchanged when the site has none. */
export function absoluteUrl(path: string, siteUrl: string | undefined): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!siteUrl) return path;
  try {
    return new URL(path, siteUrl).toString();
  } catch {
    return path;
  }
}
