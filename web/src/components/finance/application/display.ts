/**
 * An application's values as people read them (the review step, the dealer's view): amounts as
 * dollars, choices by their label, the date of birth as Australians write dates. Works on what the
 * inputs hold (text such as '6,543') and on validated values (numbers) alike.
 */
import { CHOICE_LABELS } from '@forecourt/schemas/finance/application-fields';
import { parseMoney } from '@forecourt/schemas/leads/normalise';
import { own } from '@forecourt/schemas/own';
import { formatPrice } from '@/domain/price';

export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'housing_cost',
  'net_income',
  'other_income',
  'living_expenses',
  'loan_repayments',
  'credit_card_limits',
  'purchase_price',
  'deposit',
]);

const CHOICE_FIELDS: ReadonlySet<string> = new Set([
  'relationship_status',
  'residential_status',
  'employment_status',
  'car_type',
]);

export function displayValue(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  if (MONEY_FIELDS.has(name)) {
    const amount = parseMoney(value);
    return amount.ok ? formatPrice(amount.value) : text;
  }
  if (name === 'date_of_birth') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
  }
  if (name === 'term_years') return `${text} ${text === '1' ? 'year' : 'years'}`;
  if (CHOICE_FIELDS.has(name)) return own(CHOICE_LABELS, text) ?? text;
  return text;
}
