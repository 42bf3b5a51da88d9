import { describe, expect, it } from 'vitest';
import { QUOTE_FAILED, QUOTE_LOADING, quoteFigures, quoteState } from './quote-figures';

const answer = { weeklyRepaymentAmount: 140.77, advertisedRate: 6.29, comparisonRate: 8.19 };

describe('quoteFigures', () => {
  it('ready: from whole dollars per week, rates to two decimals p.a.', () => {
    expect(quoteFigures(answer, 'ready')).toEqual({
      weekly: 'From $141 per week',
      advertisedRate: '6.29% p.a.',
      comparisonRate: '8.19% p.a.',
      placeholder: false,
      status: '',
    });
    expect(quoteFigures({ weeklyRepaymentAmount: 1234.49, advertisedRate: 7, comparisonRate: 10.1 }, 'ready')).toMatchObject({
      weekly: 'From $1,234 per week',
      advertisedRate: '7.00% p.a.',
      comparisonRate: '10.10% p.a.',
    });
  });

  it('loading: an ellipsis for each figure and a status for screen readers', () => {
    expect(QUOTE_LOADING).toBe('…');
    expect(quoteFigures(undefined, 'loading')).toEqual({ weekly: '…', advertisedRate: '…', comparisonRate: '…', placeholder: true, status: 'Loading your quote' });
  });

  it('failed: a dash for each figure and no words about the failure', () => {
    expect(QUOTE_FAILED).toBe('–');
    expect(quoteFigures(undefined, 'failed')).toEqual({ weekly: '–', advertisedRate: '–', comparisonRate: '–', placeholder: true, status: '' });
    expect(quoteFigures(answer, 'failed').weekly).toBe('–');
  });

  it('ready with no answer, or figures that are not numbers, shows dashes', () => {
    expect(quoteFigures(undefined, 'ready').weekly).toBe('–');
    expect(quoteFigures({ ...answer, comparisonRate: Number.NaN }, 'ready').comparisonRate).toBe('–');
    expect(quoteFigures({ ...answer, weeklyRepaymentAmount: -5 }, 'ready').placeholder).toBe(true);
  });
});

describe('quoteState', () => {
  it.each([
    [{ answer, requested: false, failed: false }, 'ready'],
    [{ answer, requested: true, failed: true }, 'ready'],
    [{ answer: undefined, requested: true, failed: false }, 'loading'],
    [{ answer: undefined, requested: true, failed: true }, 'failed'],
    [{ answer: undefined, requested: false, failed: false }, 'failed'],
    [{ answer: { ...answer, advertisedRate: Number.POSITIVE_INFINITY }, requested: false, failed: false }, 'failed'],
  ] as const)('%o → %s', (input, state) => {
    expect(quoteState(input)).toBe(state);
  });
});
