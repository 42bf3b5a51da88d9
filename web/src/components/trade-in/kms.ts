/**
 * The kilometres input: shoppers type '45000', '45,000' or '45 000'; the wizard sends a whole number
 * (KmsSchema checks its range) and shows it back with thousands separators.
 */
import { wholeNumber } from '@/domain/whole-number';

/** '45,000' → 45000; undefined for blank input, for anything but digits with separators, and for decimals. */
export function parseKms(text: string): number | undefined {
  const compact = text.trim().replace(/km$/i, '').trim();
  if (!/^\d{1,3}([,\s]?\d{3})*$/.test(compact) && !/^\d+$/.test(compact)) return undefined;
  const value = Number(compact.replace(/[,\s]/g, ''));
  return Number.isSafeInteger(value) ? value : undefined;
}

/** 45000 → '45,000'. */
export function formatKms(kms: number): string {
  return wholeNumber(kms);
}

/** The input's text after the shopper leaves it: separators added when it reads as a number, else left as typed. */
export function tidyKmsInput(text: string): string {
  const value = parseKms(text);
  return value === undefined ? text : formatKms(value);
}
