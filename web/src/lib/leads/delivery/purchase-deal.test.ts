/**
 * The online purchase deal's ADF pieces: <finance> valid against the ADF 1.0 DTD inside the car of
 * interest of a real buildAdf document (after the price, before comments),
 * and the comment lines — with the licence only ever masked, and nothing for other leads.
 */
import { describe, expect, it } from 'vitest';
import { renderXml } from '@/lib/xml';
import { buildAdf } from './adf';
import { adfErrors } from './adf-dtd';
import { deliveryLead, leadAnswers } from './lead';
import { purchaseDealFinance, purchaseDealLines } from './purchase-deal';
import { leadRow, VENDOR } from './test-fixtures';

const PAYLOAD = {
  name: 'Zoë',
  last_name: 'Li',
  email: 'zoe@example.com',
  phone: '0412345678',
  deal_id: 'deal-1',
  reservation_id: 'res-1',
  payment_reference: 'pi_local_1',
  deposit: '$200',
  price_breakdown: { price: 25990, price_text: '$25,990', price_note: 'Drive away', deposit: 200, trade_in: 9500, trade_in_text: '$9,500', balance: 16290, balance_text: '$16,290' },
  finance: { method: 'dealer', amount: 16290, repayment_text: '$78 a week', terms: '5 years at 9.00% p.a.' },
  delivery: { method: 'delivery', street: '1 <Main> St', suburb: 'Carlton', state: 'VIC', postcode: '3053', preferred_date: '2026-03-20' },
  licence: 'VIC, ending 765',
  trade_in: { vehicle: '2019 Mazda CX-5', offer: 9500 },
};

const deal = (payload: Record<string, unknown> = PAYLOAD) => deliveryLead(leadRow({ form: 'online_purchase', category: 'Online Purchase', subcategory: 'Deal Submitted', payload }));

describe('purchaseDealFinance', () => {
  it('is ADF 1.0 finance: method, the total and the money down, the balance — valid in a whole document', () => {
    const lead = deal();
    const finance = purchaseDealFinance(lead)!;
    const xml = renderXml(finance);
    expect(xml).toContain('<method>finance</method>');
    expect(xml).toContain('<amount type="total" limit="exact" currency="AUD">25990</amount>');
    expect(xml).toContain('<amount type="downpayment" limit="exact" currency="AUD">9700</amount>');
    expect(xml).toContain('<balance type="finance" currency="AUD">16290</balance>');
    const adf = buildAdf(lead, VENDOR);
    // In the car of interest (the first vehicle), after its price, before its comments.
    const carOfInterest = adf.slice(0, adf.indexOf('</vehicle>'));
    expect(carOfInterest).toMatch(/<\/price>\s*<finance>\s*<method>finance<\/method>[\s\S]*<\/finance>\s*(<comments>[\s\S]*)?$/);
    expect(adfErrors(adf)).toEqual([]);
  });

  it('says cash for paying outright, and stays valid for a car without a price', () => {
    const outright = deal({ ...PAYLOAD, finance: { method: 'outright' }, price_breakdown: { deposit: 200, balance_text: 'To be confirmed' } });
    const xml = renderXml(purchaseDealFinance(outright)!);
    expect(xml).toContain('<method>cash</method>');
    expect(xml).not.toContain('type="total"');
    expect(buildAdf(outright, VENDOR)).toMatch(/<finance>\s*<method>cash<\/method>/);
    expect(adfErrors(buildAdf(outright, VENDOR))).toEqual([]);
  });

  it('is nothing for other leads, or a deal whose finance reads as nothing', () => {
    expect(purchaseDealFinance(deliveryLead(leadRow({ payload: PAYLOAD })))).toBeUndefined();
    expect(purchaseDealFinance(deal({ ...PAYLOAD, finance: 'cash' }))).toBeUndefined();
  });
});

describe('purchaseDealLines', () => {
  it('reads the deal in a salesperson’s order, the licence masked', () => {
    expect(purchaseDealLines(deal())).toEqual([
      { label: 'Online purchase deal', value: 'deal-1' },
      { label: 'Price', value: '$25,990 — Drive away' },
      { label: 'Trade-in', value: '2019 Mazda CX-5, offer $9,500 accepted online' },
      { label: 'Trade-in deducted', value: '$9,500' },
      { label: 'Balance to pay', value: '$16,290' },
      { label: 'Payment', value: 'Finance with the dealer, $16,290 financed, about $78 a week, over 5 years at 9.00% p.a.' },
      { label: 'Home delivery', value: '1 <Main> St, Carlton, VIC 3053' },
      { label: 'Preferred delivery date', value: 'Friday, 20 March 2026' },
      { label: 'Driver licence', value: 'VIC, ending 765' },
    ]);
  });

  it('says pick-up and a pre-approval, and drops parts of a shape it does not know', () => {
    const lines = purchaseDealLines(deal({ ...PAYLOAD, trade_in: 7, finance: { method: 'pre_approval', note: 'With my bank' }, delivery: { method: 'pickup', location_name: 'Eagle Farm', preferred_date: '2026-03-21' } }));
    expect(lines).toContainEqual({ label: 'Pick-up', value: 'Eagle Farm' });
    expect(lines).toContainEqual({ label: 'Preferred pick-up date', value: 'Saturday, 21 March 2026' });
    expect(lines).toContainEqual({ label: 'Payment', value: 'Has a finance pre-approval, With my bank' });
    expect(lines.find((l) => l.label === 'Trade-in')).toBeUndefined();
    expect(purchaseDealLines(deliveryLead(leadRow({ payload: PAYLOAD })))).toEqual([]);
  });
});

describe('the deal in the lead the dealer reads', () => {
  it('lists the deal lines in the ADF customer comments and the e-mail, the licence never in full', () => {
    const lead = deal();
    const adf = buildAdf(lead, VENDOR);
    const comments = adf.slice(adf.indexOf('<customer>'));
    expect(comments).toContain('Balance to pay: $16,290');
    expect(comments).toContain('Driver licence: VIC, ending 765');
    expect(leadAnswers(lead)).toContainEqual({ label: 'Preferred delivery date', value: 'Friday, 20 March 2026' });
    expect(adfErrors(adf)).toEqual([]);
  });
});
