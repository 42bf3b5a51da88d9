/**
 * Names in alphabetical order as English reads them, ignoring case and accents — what an
 * `Intl.Collator('en', { sensitivity: 'base' })` does — without Intl for plain names.
 *
 * The search page sorts its makes while it hydrates. `localeCompare` with a locale loads ICU's
 * collation data the first time it runs, as a page's first Intl formatter does (lazy-intl.ts): in a
 * CPU profile of harbour-toyota's search page at Lighthouse's 4× slowdown, 34 ms of the hydration's
 * main thread went to the comparisons of one sort (2026-11-29).
 *
 * A name made only of ASCII letters, digits, spaces, hyphens and full stops compares by its lower
 * case exactly as the collator does: in the collator's order, as in ASCII, a space comes before a
 * hyphen, a hyphen before a full stop, these before digits and digits before letters (a property
 * test holds the two together). Every make in the sample stock and in the public Australian listings
 * is such a name. Any other name goes to the collator, made on first use.
 */
import { lazyIntl } from './lazy-intl';

const PLAIN = /^[A-Za-z0-9 .-]*$/;
const collator = lazyIntl(() => new Intl.Collator('en', { sensitivity: 'base' }));

/** Negative when `a` comes first, positive when `b` does, 0 when they differ only in case or accents. */
export function compareNames(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return collator().compare(a, b);
}
