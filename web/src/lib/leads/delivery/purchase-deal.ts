/**
 * An online purchase deal's own parts of its lead (form 'online_purchase', lib/purchase/lead.ts), for
 * the ADF and the e-mail: ADF 1.0's <finance> for the car of interest (how the buyer pays, the price,
 * the money down and the balance) and the labelled lines for the customer's comments (the price
 * breakdown, the finance choice, delivery or pick-up and its date, the driver licence — only ever its
 * state and last three characters: the number stays in the deal).
 *
 * Read leniently like every lead field (lead.ts): a part of an unexpected shape is left out, never a
 * reason to hold the deal back. The deposit and its payment reference are not repeated here: the
 * lead's answers (leadAnswers) already list 'Deposit paid' and 'Payment reference' from the payload.
 */
import { z } from 'zod';
import { own } from '@forecourt/schemas/own';
import { formatPrice } from '@/domain/price';
import { el, textEl, type XmlNode } from '@/lib/xml';
import type { DeliveryLead } from './lead';
import { num, text } from './lenient';

export const PURCHASE_FORM = 'online_purchase';

const Breakdown = z
  .object({
    price: num,
    price_text: text,
    price_note: text,
    deposit: num,
    trade_in: num,
    trade_in_text: text,
    balance: num,
    balance_text: text,
  })
  .catch({});

const Finance = z
  .object({
    method: z.enum(['outright', 'dealer', 'pre_approval']).optional().catch(undefined),
    amount: num,
    repayment_text: text,
    terms: text,
    application_id: text,
    note: text,
  })
  .catch({});

const Delivery = z
  .object({
    method: z.enum(['pickup', 'delivery']).optional().catch(undefined),
    location_name: text,
    location_id: text,
    street: text,
    suburb: text,
    state: text,
    postcode: text,
    preferred_date: text,
  })
  .catch({});

const TradeIn = z.object({ vehicle: text, offer: num }).catch({});

const isDeal = (lead: Pick<DeliveryLead, 'form'>) => lead.form === PURCHASE_FORM;
const part = <T>(lead: DeliveryLead, name: string, schema: z.ZodType<T>): T => schema.parse(own(lead.fields, name) ?? {});
const money = (value: number | undefined) => (value === undefined ? undefined : formatPrice(value));

/** ADF's words for how the buyer pays: a pre-approval is finance arranged elsewhere. */
const ADF_METHOD = { outright: 'cash', dealer: 'finance', pre_approval: 'finance' } as const;

/**
 * The <finance> element of the deal's car of interest (ADF 1.0: method, amount+, balance?): the total
 * price, the money down (deposit and trade-in offer), and the balance still to pay. Undefined for
 * every other lead, and for a deal without a finance choice.
 */
export function purchaseDealFinance(lead: DeliveryLead): XmlNode | undefined {
  if (!isDeal(lead)) return undefined;
  const finance = part(lead, 'finance', Finance);
  if (!finance.method) return undefined;
  const b = part(lead, 'price_breakdown', Breakdown);
  const down = (b.deposit ?? 0) + (b.trade_in ?? 0);
  const amounts = [
    textEl('amount', b.price, { type: 'total', limit: 'exact', currency: 'AUD' }),
    down > 0 ? textEl('amount', down, { type: 'downpayment', limit: 'exact', currency: 'AUD' }) : undefined,
  ].filter((a): a is XmlNode => a !== undefined);
  // The DTD asks for at least one amount: a car without a price still has its deposit down.
  if (amounts.length === 0) return undefined;
  return el('finance', {}, [
    textEl('method', ADF_METHOD[finance.method]),
    ...amounts,
    textEl('balance', b.balance, { type: 'finance', currency: 'AUD' }),
  ]);
}

/** 'Friday, 27 March 2026' from '2026-03-27' (a calendar date: no time zone moves it). */
function dateText(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

function paymentText(finance: z.infer<typeof Finance>): string | undefined {
  switch (finance.method) {
    case 'outright':
      return 'Paying outright';
    case 'dealer':
      return ['Finance with the dealer', finance.amount !== undefined ? `${money(finance.amount)} financed` : undefined, finance.repayment_text ? `about ${finance.repayment_text}` : undefined, finance.terms ? `over ${finance.terms}` : undefined]
        .filter(Boolean)
        .join(', ');
    case 'pre_approval':
      return ['Has a finance pre-approval', finance.application_id ? `application ${finance.application_id}` : undefined, finance.note].filter(Boolean).join(', ');
    default:
      return undefined;
  }
}

/** The deal's lines for the customer's comments and the e-mail, in the order a salesperson reads them. */
export function purchaseDealLines(lead: DeliveryLead): { label: string; value: string }[] {
  if (!isDeal(lead)) return [];
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') lines.push({ label, value });
  };
  const b = part(lead, 'price_breakdown', Breakdown);
  const finance = part(lead, 'finance', Finance);
  const delivery = part(lead, 'delivery', Delivery);
  const tradeIn = part(lead, 'trade_in', TradeIn);
  add('Online purchase deal', text.parse(own(lead.fields, 'deal_id')));
  add('Price', [b.price_text ?? money(b.price), b.price_note].filter(Boolean).join(' — ') || undefined);
  add('Trade-in', tradeIn.vehicle ? [tradeIn.vehicle, tradeIn.offer !== undefined ? `offer ${money(tradeIn.offer)} accepted online` : 'to be appraised at the dealership'].join(', ') : undefined);
  add('Trade-in deducted', b.trade_in_text ?? money(b.trade_in));
  add('Balance to pay', b.balance_text ?? money(b.balance));
  add('Payment', paymentText(finance));
  if (delivery.method === 'pickup') add('Pick-up', delivery.location_name ?? delivery.location_id);
  if (delivery.method === 'delivery') add('Home delivery', [delivery.street, delivery.suburb, [delivery.state, delivery.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '));
  add(delivery.method === 'delivery' ? 'Preferred delivery date' : 'Preferred pick-up date', dateText(delivery.preferred_date));
  // Masked when the deal was submitted (domain/driver-licence.ts): state and last three characters only.
  add('Driver licence', text.parse(own(lead.fields, 'licence')));
  return lines;
}
