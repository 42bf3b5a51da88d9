/** The deal's answers in words, for the review step (pure: the same words the shopper chose from). */
import type { PurchaseDealView } from '@forecourt/schemas/checkout';
import { own } from '@forecourt/schemas/own';
import { formatPrice } from '@/domain/price';
import type { JourneyLocation } from './types';

const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeZone: 'UTC' });
export const dateText = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? DATE.format(new Date(`${value}T00:00:00Z`)) : (value ?? ''));

type Data = Record<string, string | number | boolean | undefined>;
const part = (view: PurchaseDealView, step: string): Data => {
  const value = own(view.data, step);
  return value && typeof value === 'object' ? (value as Data) : {};
};

export function tradeInText(view: PurchaseDealView): string {
  const t = part(view, 'trade_in');
  if (t.choice !== 'valued') return 'No trade-in';
  const summary = view.trade_in;
  if (!summary) return 'Your car (valuation to be confirmed)';
  return summary.offer !== undefined ? `${summary.vehicle}: offer of ${formatPrice(summary.offer)} accepted` : `${summary.vehicle}: valued at the dealership`;
}

export function financeText(view: PurchaseDealView): string {
  const f = part(view, 'finance');
  if (f.method === 'outright') return 'Paying outright';
  if (f.method === 'pre_approval') return ['Pre-approved finance', f.application_id ? `reference ${String(f.application_id)}` : undefined].filter(Boolean).join(', ');
  const figures = view.breakdown.finance;
  return figures ? `Finance with the dealer: about ${figures.repayment_text} on ${figures.amount_text}` : 'Finance with the dealer';
}

export function deliveryText(view: PurchaseDealView, locations: readonly JourneyLocation[]): string {
  const d = part(view, 'delivery');
  const when = dateText(typeof d.preferred_date === 'string' ? d.preferred_date : undefined);
  if (d.method === 'pickup') return `Pick up from ${locations.find((l) => l.id === d.location_id)?.name ?? 'the dealership'} on ${when}`;
  return `Delivered to ${[d.street, d.suburb, [d.state, d.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')} on ${when}`;
}

export function buyerLines(view: PurchaseDealView): string[] {
  const b = part(view, 'buyer');
  return [
    `${String(b.name ?? '')} ${String(b.last_name ?? '')}`.trim(),
    String(b.email ?? ''),
    String(b.phone ?? ''),
    b.licence_number ? `Licence ${String(b.licence_number)} (${String(b.licence_state ?? '')}), expires ${dateText(String(b.licence_expiry ?? ''))}` : '',
  ].filter(Boolean);
}
