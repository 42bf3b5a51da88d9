/**
 * Shared pieces of the pages' schema.org JSON-LD: the script text, a location's PostalAddress, and
 * the last step of every builder (values that are absent are left out, never written as null or '').
 */
import type { PostalAddress } from 'schema-dts';
import type { Location } from '@/lib/content/models';

/**
 * The data without undefined values, empty strings or empty arrays, at any depth; the builders write
 * each property unconditionally and let this drop what a car or location lacks.
 */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined).filter((v) => v !== undefined) as T;
  if (value && typeof value === 'object') {
    const kept = Object.entries(value)
      .map(([k, v]) => [k, stripUndefined(v)] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
    return Object.fromEntries(kept) as T;
  }
  return value;
}

/** A location's street address; Australian, since every site is. */
export function postalAddress(address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'>): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street || undefined,
    addressLocality: address.city || undefined,
    addressRegion: address.state || undefined,
    postalCode: address.postcode || undefined,
    addressCountry: 'AU',
  };
}

/** JSON for an inline script: `<` is escaped so no '</script>' or '<!--' can end or break it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
