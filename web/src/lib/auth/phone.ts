/**
 * Australian mobile numbers for sign-in: what the shopper typed -> E.164 (+614xxxxxxxx), and back
 * for display. Pure. The 'max' metadata tells a mobile from a landline, so a landline gets a message
 * that says why it cannot be used (a text to it would never arrive).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const PHONE_MESSAGES = {
  landline: 'Please enter an Australian mobile number (04…); we cannot text a landline.',
  invalid: 'Please enter a valid Australian mobile number.',
} as const;

export type NormalisedMobile = { ok: true; e164: string } | { ok: false; error: string };

/** Digits with the separators people type: spaces, dashes, dots, brackets, one leading +. */
const TYPED = /^\+?[\d\s().-]{8,24}$/;
const AU_MOBILE_E164 = /^\+614\d{8}$/;

/**
 * '0412 345 678', '+61 412 345 678', '61412345678', '(04) 1234-5678' -> { ok, e164: '+61412345678' }.
 * Anything else (letters, extensions, other countries, short or long numbers, non-mobile services)
 * -> { ok: false, error } with a message for the shopper.
 */
export function normaliseMobile(input: unknown): NormalisedMobile {
  if (typeof input !== 'string') return { ok: false, error: PHONE_MESSAGES.invalid };
  const typed = input.trim();
  if (!TYPED.test(typed)) return { ok: false, error: PHONE_MESSAGES.invalid };
  const parsed = parsePhoneNumberFromString(typed, 'AU');
  if (!parsed || parsed.ext || parsed.country !== 'AU' || !parsed.isValid()) {
    return { ok: false, error: PHONE_MESSAGES.invalid };
  }
  const type = parsed.getType();
  if (type === 'FIXED_LINE') return { ok: false, error: PHONE_MESSAGES.landline };
  if (type !== 'MOBILE' || !AU_MOBILE_E164.test(parsed.number))
    return { ok: false, error: PHONE_MESSAGES.invalid };
  return { ok: true, e164: parsed.number };
}

/** The ten national digits of an Australian E.164 number ('+61412345678' -> '0412345678'). */
function national(e164: string): string {
  return e164.startsWith('+61') ? `0${e164.slice(3)}` : e164;
}

/** '+61412345678' -> '0412 345 678'. */
export function displayMobile(e164: string): string {
  const digits = national(e164);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : e164;
}

/** '+61412345678' -> '04•• ••• 678': enough for the shopper to recognise, too little to use. */
export function maskedMobile(e164: string): string {
  const digits = national(e164);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 2)}•• ••• ${digits.slice(7)}` : '•••';
}
