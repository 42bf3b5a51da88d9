/**
 * The deal's figures (spec §2 online purchase: "the car and the price breakdown"): the advertised
 * price, the deposit paid today, the accepted trade-in offer, the balance, and — financing with the
 * dealer — the repayment on that balance by the site's own calculator rules. Pure, so the browser
 * shows what the server will send; the server always recomputes them from the car and the stored
 * choices, never from figures a browser sent.
 *
 * Honesty over completeness: the price is the price as advertised. No on-road costs are invented; a
 * drive-away price says government charges are included, any other says they are not.
 */
import type { FinanceStepData, PriceBreakdown } from '@forecourt/schemas/checkout';
import { calculateFinance, formatRate, formatWholeDollars, type CalculatorSettings } from '@/domain/finance-calculator';
import { formatPrice } from '@/domain/price';

export interface BreakdownCar {
  /** The price shown for the car in dollars, when it has one (priceDisplay's amount). */
  price?: number;
  /** The price as shown ('$34,990', 'Enquire for price.'). */
  price_text: string;
  /** The feed's price type ('Drive Away', 'Excl. Gov. Charges'). */
  price_type?: string;
}

export const DRIVE_AWAY_NOTE = 'Drive away: registration, stamp duty and CTP insurance are included.';
export const EXCLUDING_CHARGES_NOTE = 'Excludes government charges (registration, stamp duty, CTP insurance): the dealer confirms them with you.';

/** What the advertised price includes, when the feed says. */
export function priceNote(priceType: string | undefined): string | undefined {
  const type = priceType?.trim().toLowerCase().replace(/[\s-]+/g, ' ');
  if (!type) return undefined;
  if (type.includes('drive away') || type === 'dap') return DRIVE_AWAY_NOTE;
  if (type.includes('excl') || type.includes('plus on road') || type.includes('+orc')) return EXCLUDING_CHARGES_NOTE;
  return undefined;
}

const FREQUENCY_WORD = { weekly: 'a week', fortnightly: 'a fortnight', monthly: 'a month' } as const;

export function priceBreakdown(
  car: BreakdownCar,
  deposit: number,
  tradeInOffer: number | undefined,
  finance: FinanceStepData | undefined,
  settings: CalculatorSettings,
): PriceBreakdown {
  const price = car.price !== undefined && car.price > 0 ? car.price : undefined;
  const tradeIn = tradeInOffer !== undefined && tradeInOffer > 0 ? tradeInOffer : undefined;
  const balance = price === undefined ? undefined : Math.max(0, Math.round((price - deposit - (tradeIn ?? 0)) * 100) / 100);
  const note = priceNote(car.price_type);
  const breakdown: PriceBreakdown = {
    ...(price !== undefined ? { price } : {}),
    price_text: price !== undefined ? formatPrice(price) : car.price_text,
    ...(note ? { price_note: note } : {}),
    deposit,
    deposit_text: formatPrice(deposit),
    ...(tradeIn !== undefined ? { trade_in: tradeIn, trade_in_text: formatPrice(tradeIn) } : {}),
    ...(balance !== undefined ? { balance } : {}),
    balance_text: balance !== undefined ? formatPrice(balance) : 'To be confirmed by the dealer',
  };
  if (finance?.method === 'dealer' && price !== undefined && balance !== undefined && balance > 0) {
    const result = calculateFinance(
      { purchasePrice: price, depositTradeIn: price - balance, residual: 0, termYears: finance.term_years, interestRate: finance.interest_rate, frequency: finance.frequency },
      settings,
    );
    breakdown.finance = {
      amount: result.amountFinanced,
      amount_text: formatWholeDollars(result.amountFinanced),
      repayment: Math.round(result.repayment * 100) / 100,
      repayment_text: `${formatWholeDollars(result.repayment)} ${FREQUENCY_WORD[result.inputs.frequency]}`,
      frequency: result.inputs.frequency,
      term_years: result.inputs.termYears,
      interest_rate: result.inputs.interestRate,
    };
  }
  return breakdown;
}

/** '5 years at 8.50% p.a.' */
export function financeTermsText(finance: NonNullable<PriceBreakdown['finance']>): string {
  return `${finance.term_years} ${finance.term_years === 1 ? 'year' : 'years'} at ${formatRate(finance.interest_rate)} p.a.`;
}
