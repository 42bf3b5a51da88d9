/**
 * The money input's mask (spec §5 "Money input: dollar prefix, thousands separators"): what the
 * shopper types is reduced to whole dollars and shown with commas as they type, keeping the caret
 * after the same digit it followed (so editing in the middle does not jump to the end).
 */

/** At most 9 digits (the schemas' ceiling is $10,000,000). */
export const MONEY_MAX_DIGITS = 9;

export function formatThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$25,000.50' → '25000' (cents are dropped: the forms take whole dollars). */
export function moneyDigits(raw: string): string {
  const whole = raw.split('.')[0] ?? '';
  return whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MONEY_MAX_DIGITS);
}

/**
 * A whole-dollar amount from a query parameter (a form page's prefill: offer_from_client,
 * vehiclePriceBudget), read as the money input reads typing; undefined when it is absent, repeated,
 * zero or has no digits. Digits only: whatever else the URL says is never shown back.
 */
export function amountParam(raw: string | string[] | undefined): string | undefined {
  const digits = typeof raw === 'string' ? moneyDigits(raw) : '';
  return digits && digits !== '0' ? digits : undefined;
}

export function formatMoneyInput(raw: string, caret: number = raw.length): { value: string; caret: number } {
  const digits = moneyDigits(raw);
  const value = formatThousands(digits);
  // Digits before the caret in what was typed (up to the decimal point), then the same count in the result.
  const beforeCaret = moneyDigits(raw.slice(0, Math.max(0, caret))).length;
  const wanted = Math.min(beforeCaret, digits.length);
  let seen = 0;
  let position = 0;
  while (position < value.length && seen < wanted) {
    if (/\d/.test(value[position] ?? '')) seen += 1;
    position += 1;
  }
  return { value, caret: wanted === 0 ? 0 : position };
}

/** 5000 → '$5,000' (quick-pick labels). */
export function dollars(amount: number): string {
  return `$${formatThousands(String(Math.round(amount)))}`;
}

/** Spec §5: quick picks 5,000 to 70,000. */
export const DEFAULT_QUICK_PICKS = [5_000, 10_000, 20_000, 30_000, 50_000, 70_000] as const;
