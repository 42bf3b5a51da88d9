'use client';

/**
 * The partner's quote for a car the server could not quote (spec §5, §8, §9): POST /api/youx/quote once
 * per car and body for the life of the page through SWR immutable (no retries, no revalidation; a
 * failure is not kept as data, so a later mount asks again), '…' meanwhile and '–' if anything fails;
 * the failure itself is not shown (spec: silently ignored). This module is its own chunk
 * (LiveQuoteLoader), so SWR and the figures' formatting load after the page, not with it.
 */
import useSWRImmutable from 'swr/immutable';
import { fetchQuote, YOUX_QUOTE_PATH, type QuoteKey } from './fetch-quote';
import { placeholderFigures, type QuoteFigures, type QuoteState } from './quote-marks';
import { QuotePanel, type QuoteParts } from './QuotePanel';

type Shown = { state: QuoteState; figures: QuoteFigures };

async function fetchShown(key: QuoteKey): Promise<Shown> {
  const [answer, rules] = await Promise.all([fetchQuote(key), import('./quote-figures')]);
  const state = rules.quoteState({ answer, requested: true, failed: false });
  return { state, figures: rules.quoteFigures(answer, state) };
}

export interface LiveQuoteProps {
  carId: string;
  /** The request's JSON (domain/vehicle-quote.ts, made on the server). */
  body: string;
  parts: QuoteParts;
}

const LOADING: Shown = { state: 'loading', figures: placeholderFigures('loading') };
const FAILED: Shown = { state: 'failed', figures: placeholderFigures('failed') };

export function LiveQuote({ carId, body, parts }: LiveQuoteProps) {
  const { data, error } = useSWRImmutable<Shown, Error, QuoteKey>(
    [YOUX_QUOTE_PATH, carId, body],
    fetchShown,
    { shouldRetryOnError: false },
  );
  const { state, figures } = data ?? (error ? FAILED : LOADING);
  return <QuotePanel parts={parts} carId={carId} state={state} figures={figures} />;
}
