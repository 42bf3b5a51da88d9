/**
 * Make and model normalisation and vehicle slugs (spec §5 "Model names normalised").
 *
 * Feeds spell makes in several ways ('Suzuki Australia', 'Mercedes Benz'); shoppers, facets and URLs
 * should see one spelling. Mazda and MG sell models whose bare names are digits ('3', '4'): they are
 * shown with the brand prefix ('Mazda3', 'MG4').
 */

/** Feed spellings (lower-case, single-spaced) → the make shown everywhere. */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  'suzuki australia': 'Suzuki',
  'mercedes benz': 'Mercedes-Benz',
  'isuzu ute': 'Isuzu',
  'viscount caravans': 'Viscount',
};
import { own } from '@forecourt/schemas/own';

/** Brands whose numeric model names get the brand prefix, and which numbers (spec §5). */
export const PREFIXED_NUMERIC_MODELS: Readonly<Record<string, { prefix: string; numbers: readonly string[] }>> = {
  mazda: { prefix: 'Mazda', numbers: ['2', '3', '6'] },
  mg: { prefix: 'MG', numbers: ['3', '4', '5'] },
};

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/** 'Suzuki Australia' → 'Suzuki' (case-insensitive, trimmed); any other make is returned trimmed. */
export function normaliseMake(make: string): string {
  const clean = tidy(make);
  return own(MAKE_ALIASES, clean.toLowerCase()) ?? clean;
}

/**
 * Mazda '2'/'3'/'6' → 'Mazda2'/'Mazda3'/'Mazda6'; MG '3'/'4'/'5' → 'MG3'/'MG4'/'MG5'. Only a model
 * name that is exactly one of those digits is prefixed, so 'Mazda3', 'CX-5' or MG 'ZS' are unchanged
 * (no double prefix). The make is matched after normalisation, case-insensitively.
 */
export function normaliseModel(make: string, model: string): string {
  const clean = tidy(model);
  const rule = own(PREFIXED_NUMERIC_MODELS, normaliseMake(make).toLowerCase());
  return rule?.numbers.includes(clean) ? `${rule.prefix}${clean}` : clean;
}

/**
 * Lower-case, hyphenated ASCII: accents are stripped ('Citroën' → 'citroen'), apostrophes dropped
 * ("Driver's" → 'drivers', as the stock feed does), every other run of non-alphanumerics becomes one
 * hyphen, and leading/trailing hyphens are removed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SlugParts {
  year: number | string;
  make: string;
  model: string;
  badge?: string | undefined;
  stocknum: string;
}

/**
 * The vehicle page slug: year, normalised make, normalised model, badge and stock number, slugified —
 * '2023-toyota-rav4-gxl-hbt123'. The stock number makes it unique within a dealer's stock; the make and
 * model are normalised first so 'Mercedes Benz' and 'Mercedes-Benz' give the same address (and a Mazda
 * '3' reads '…-mazda-mazda3-…', matching the name shown on the page).
 */
export function vehicleSlug({ year, make, model, badge, stocknum }: SlugParts): string {
  return slugify([String(year), normaliseMake(make), normaliseModel(make, model), badge ?? '', stocknum].join(' '));
}
