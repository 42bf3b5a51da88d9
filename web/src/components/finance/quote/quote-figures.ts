/**
 * The quote panel's texts (spec §5 "loading shows ellipses"; §8 "Finance quote failure silently
 * ignored: dashes"; §9 weekly in whole dollars, rates to two decimals). Pure, for the panel and tests.
 */
import type { QuoteAnswer } from '@forecourt/schemas/finance/quote';
import { formatRate, formatWholeDollars } from '@/domain/finance-calculator';
import { placeholderFigures, type QuoteFigures, type QuoteState } from './quote-marks';

export { QUOTE_FAILED, QUOTE_LOADING, QUOTE_LOADING_STATUS, placeholderFigures, type QuoteFigures, type QuoteState } from './quote-marks';

/** All three figures are numbers that can be shown. */
export function isUsableQuote(answer: QuoteAnswer | undefined): answer is QuoteAnswer {
  return (
    answer !== undefined &&
    [answer.weeklyRepaymentAmount, answer.advertisedRate, answer.comparisonRate].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
  );
}

/**
 * The panel's state: 'ready' with a usable answer (the stock quote or the fetched one); 'loading'
 * while a request is out; 'failed' when it failed, or when there was nothing to ask (no price).
 */
export function quoteState({ answer, requested, failed }: { answer: QuoteAnswer | undefined; requested: boolean; failed: boolean }): QuoteState {
  if (isUsableQuote(answer)) return 'ready';
  return requested && !failed && answer === undefined ? 'loading' : 'failed';
}

/** The texts for a state; 'ready' without a usable answer shows dashes. */
export function quoteFigures(answer: QuoteAnswer | undefined, state: QuoteState): QuoteFigures {
  if (state === 'ready' && isUsableQuote(answer)) {
    return {
      weekly: `From ${formatWholeDollars(answer.weeklyRepaymentAmount)} per week`,
      advertisedRate: `${formatRate(answer.advertisedRate)} p.a.`,
      comparisonRate: `${formatRate(answer.comparisonRate)} p.a.`,
      placeholder: false,
      status: '',
    };
  }
  return placeholderFigures(state);
}
