'use client';

/**
 * The partner's quote for a car without a stock quote (spec §5, §8, §9): POST /api/youx/quote once
 * per car and body for the life of the page (Strict Mode's second mount and a remount included; no
 * retries, no revalidation — as SWR immutable did, and a failure is not kept, so a later mount asks
 * again), '…' meanwhile and '–' if anything fails; the failure itself is not shown (spec: silently
 * ignored). The figures' formatting loads with the answer.
 */
import { useEffect, useState } from 'react';
import { fetchQuote, YOUX_QUOTE_PATH } from './fetch-quote';
import { placeholderFigures, type QuoteFigures, type QuoteState } from './quote-marks';
import { QuotePanel, type QuoteParts } from './QuotePanel';

type Shown = { state: QuoteState; figures: QuoteFigures };

const asked = new Map<string, Promise<Shown>>();

function quoteOnce(carId: string, body: string): Promise<Shown> {
  const key = JSON.stringify([carId, body]);
  let shown = asked.get(key);
  if (!shown) {
    shown = Promise.all([fetchQuote([YOUX_QUOTE_PATH, carId, body]), import('./quote-figures')]).then(([answer, rules]) => {
      const state = rules.quoteState({ answer, requested: true, failed: false });
      return { state, figures: rules.quoteFigures(answer, state) };
    });
    shown.catch(() => asked.delete(key));
    asked.set(key, shown);
  }
  return shown;
}

/** For tests. */
export function forgetQuotesForTests(): void {
  asked.clear();
}

export interface LiveQuoteProps {
  carId: string;
  /** The request's JSON (vehicleQuoteRequest, made on the server). */
  body: string;
  parts: QuoteParts;
}

const LOADING: Shown = { state: 'loading', figures: placeholderFigures('loading') };
const FAILED: Shown = { state: 'failed', figures: placeholderFigures('failed') };

export function LiveQuote({ carId, body, parts }: LiveQuoteProps) {
  const key = `${carId}\n${body}`;
  const [result, setResult] = useState<{ key: string; shown: Shown }>();
  useEffect(() => {
    let live = true;
    quoteOnce(carId, body).then(
      (shown) => live && setResult({ key, shown }),
      () => live && setResult({ key, shown: FAILED }),
    );
    return () => {
      live = false;
    };
  }, [carId, body, key]);
  const { state, figures } = result?.key === key ? result.shown : LOADING;
  return <QuotePanel parts={parts} carId={carId} state={state} figures={figures} />;
}
