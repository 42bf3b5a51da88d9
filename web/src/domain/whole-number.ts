/**
 * Whole numbers as en-AU writes them ('1,234,567'), without Intl for the numbers a page shows.
 *
 * Intl.NumberFormat would do, but the first Intl formatter a page makes loads ICU's locale data: 15–18
 * ms of main thread in Chromium on this machine, 35 ms at Lighthouse's 4× CPU slowdown. The search
 * filters format their ranges while the page hydrates, and the vehicle page its finance quote: both
 * paid it at startup for grouping digits in threes. Prices, counts and kilometres are all this needs;
 * fractions, currencies with cents and dates still go through Intl, made on first use (lazy-intl.ts).
 */
import { lazyIntl } from './lazy-intl';

const intl = lazyIntl(() => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }));

/**
 * `value` rounded half away from zero and grouped in threes with commas: 1234.5 → '1,235', -1234 →
 * '-1,234'. A value that rounds to zero is '0' (Intl writes '-0' for -0.4). Values Intl writes in
 * other ways (infinities, NaN, beyond 2^53) go to Intl.
 */
export function wholeNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return intl().format(value);
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}
