import { describe, expect, it } from 'vitest';
import { calculateFinance, DEFAULT_CALCULATOR_SETTINGS } from './finance-calculator';
import { DRIVE_AWAY_NOTE, EXCLUDING_CHARGES_NOTE, financeTermsText, priceBreakdown, priceNote } from './purchase-breakdown';

const S = DEFAULT_CALCULATOR_SETTINGS;
const car = { price: 34_990, price_text: '$34,990', price_type: 'Drive Away' };

describe('priceBreakdown', () => {
  it('takes the deposit and the accepted trade-in offer off the advertised price', () => {
    const b = priceBreakdown(car, 500, 9_500, { method: 'outright' }, S);
    expect(b).toMatchObject({ price: 34_990, price_text: '$34,990', deposit: 500, deposit_text: '$500', trade_in: 9_500, trade_in_text: '$9,500', balance: 24_990, balance_text: '$24,990', price_note: DRIVE_AWAY_NOTE });
    expect(b.finance).toBeUndefined();
  });

  it('finances the balance with the calculator’s own figures when the buyer finances with the dealer', () => {
    const b = priceBreakdown(car, 500, 9_500, { method: 'dealer', term_years: 5, interest_rate: 9, frequency: 'weekly' }, S);
    const expected = calculateFinance({ purchasePrice: 34_990, depositTradeIn: 10_000, residual: 0, termYears: 5, interestRate: 9, frequency: 'weekly' }, S);
    expect(b.finance).toMatchObject({ amount: expected.amountFinanced, term_years: 5, interest_rate: 9, frequency: 'weekly' });
    expect(b.finance!.amount).toBe(24_990);
    expect(b.finance!.repayment_text).toMatch(/^\$[\d,]+ a week$/);
    expect(financeTermsText(b.finance!)).toBe('5 years at 9.00% p.a.');
  });

  it('never goes below nothing to pay, and says so when the price is unknown', () => {
    expect(priceBreakdown(car, 500, 40_000, undefined, S)).toMatchObject({ balance: 0, balance_text: '$0' });
    const noPrice = priceBreakdown({ price: 0, price_text: 'Enquire for price' }, 200, undefined, { method: 'dealer', term_years: 5, interest_rate: 9, frequency: 'monthly' }, S);
    expect(noPrice).toMatchObject({ price_text: 'Enquire for price', balance_text: 'To be confirmed by the dealer' });
    expect(noPrice.price).toBeUndefined();
    expect(noPrice.finance).toBeUndefined();
  });
});

describe('priceNote', () => {
  it.each([
    ['Drive Away', DRIVE_AWAY_NOTE],
    ['drive-away', DRIVE_AWAY_NOTE],
    ['DAP', DRIVE_AWAY_NOTE],
    ['Excl. Gov. Charges', EXCLUDING_CHARGES_NOTE],
    ['Plus On Road Costs', EXCLUDING_CHARGES_NOTE],
    ['', undefined],
    [undefined, undefined],
    ['Special', undefined],
  ])('%s', (type, note) => {
    expect(priceNote(type)).toBe(note);
  });
});
