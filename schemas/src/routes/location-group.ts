/**
 * Location cards and contact pages group a dealership's locations by name: ' Sales', ' Service' and
 * ' Parts' come off ('Harbour Toyota Sales' and 'Harbour Toyota Service' are 'Harbour Toyota'), and
 * /contact-us/{slug} takes the grouped name lower-cased and hyphenated. Shared by the site and the
 * Studio's link validation.
 */
const SUFFIX = / (Sales|Service|Parts)$/i;

export function locationGroupName(name: string): string {
  return name.trim().replace(SUFFIX, '');
}

/** The contact-us slug: the grouped name, lower-cased and hyphenated. */
export function locationGroupSlug(name: string): string {
  return locationGroupName(name)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
