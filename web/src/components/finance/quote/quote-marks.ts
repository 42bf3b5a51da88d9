/**
 * The quote panel's placeholders (spec §5 "loading shows ellipses"; §8 "Finance quote failure
 * silently ignored: dashes"), apart from the figures' formatting so the browser's panel can show them
 * before the formatting rules load (LiveQuote).
 */
export type QuoteState = 'loading' | 'ready' | 'failed';

export const QUOTE_LOADING = '…';
export const QUOTE_FAILED = '–';
export const QUOTE_LOADING_STATUS = 'Loading your quote';

export interface QuoteFigures {
  /** 'From $140 per week', or the placeholder. */
  weekly: string;
  /** '6.29% p.a.', or the placeholder. */
  advertisedRate: string;
  /** '8.19% p.a.', or the placeholder. */
  comparisonRate: string;
  /** True when the figures are '…' or '–' (the panel adds words for screen readers). */
  placeholder: boolean;
  /** For the live region: 'Loading your quote' while loading, else ''. */
  status: string;
}

/** '…' for each figure while loading, '–' otherwise. */
export function placeholderFigures(state: QuoteState): QuoteFigures {
  const mark = state === 'loading' ? QUOTE_LOADING : QUOTE_FAILED;
  return { weekly: mark, advertisedRate: mark, comparisonRate: mark, placeholder: true, status: state === 'loading' ? QUOTE_LOADING_STATUS : '' };
}
