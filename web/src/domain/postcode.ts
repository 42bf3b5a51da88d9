/**
 * Postcode field (spec §5 "Postcode: required, exactly 4 digits, max length 4, 'Invalid postcode.
 * Please enter a 4-digit number.' Geocoding with no result gives 'Invalid postcode' (Australia only)").
 */

export const POSTCODE_MAX_LENGTH = 4;
export const POSTCODE_INVALID_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/**
 * The spec shows no required-field message ("Other required-field messages: not shown"); this one
 * follows the field's own wording.
 */
export const POSTCODE_REQUIRED_MESSAGE = 'Postcode is required.';
/** When geocoding the postcode (country AU) finds nothing. */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode';

const FOUR_DIGITS = /^\d{4}$/;

/**
 * The error for a postcode, or null when valid. Surrounding whitespace is ignored; blank (or
 * missing) is the required message; anything but exactly four ASCII digits is the invalid message
 * ('200', '20000', '2OOO', '20 00', '-200').
 */
export function postcodeError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.length === 0) return POSTCODE_REQUIRED_MESSAGE;
  return FOUR_DIGITS.test(text) ? null : POSTCODE_INVALID_MESSAGE;
}

/** Input attributes for the field (max length 4, numeric keypad, pattern, required). */
export const POSTCODE_INPUT_PROPS = {
  required: true,
  maxLength: POSTCODE_MAX_LENGTH,
  inputMode: 'numeric',
  pattern: '[0-9]{4}',
  autoComplete: 'postal-code',
} as const;
