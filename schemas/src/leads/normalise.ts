/**
 * Pure normalisers for what people type into lead forms. Kept apart from the zod schemas so the
 * browser can reuse them for input masks and the tests can pin each rule directly.
 */

/**
 * An Australian phone number in national form (`0412345678`, `0298765432`), or null.
 * Accepts spaces, dashes, dots and brackets, and the international prefix as `+61`, `61` or
 * `0061`, with or without the trunk `0` people often keep after it (`+61 (0)412...`).
 * Mobiles are 04xxxxxxxx; landlines 02, 03, 07 and 08. 13/1300/1800 numbers are businesses, not
 * customers, so they are refused.
 */
export function normaliseAuPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  let digits: string;
  if (/^\+?(?:00)?61\d+$/.test(compact)) {
    digits = compact.replace(/^\+?(?:00)?61/, '');
    if (!digits.startsWith('0')) digits = `0${digits}`;
  } else {
    digits = compact;
  }
  return /^0[23478]\d{8}$/.test(digits) ? digits : null;
}

export type MoneyParse = { ok: true; value: number } | { ok: false };

/**
 * A dollar amount typed as a number or as text such as "$25,000", "25000.00" or "-5". Only the
 * dollar sign, thousands commas and spaces are removed; anything else ("abc", "25k", "1e6") is not
 * an amount. Range and whole-dollar rules are the schema's job, so "-5" parses to -5 and is then
 * refused with a clearer message than "not a number".
 */
export function parseMoney(input: unknown): MoneyParse {
  if (typeof input === 'number') return Number.isFinite(input) ? { ok: true, value: input } : { ok: false };
  if (typeof input !== 'string') return { ok: false };
  const text = input.trim().replace(/[\s,]/g, '').replace(/^(-?)\$/, '$1');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return { ok: false };
  return { ok: true, value: Number(text) };
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True when `value` is a real local date-time `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` sends). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving gaps).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `now` as a local date-time string in `timeZone`, comparable with form values by plain string
 * order (same fixed-width format). The form's date has no zone: it means the dealer's wall clock.
 */
export function localDateTimeIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
