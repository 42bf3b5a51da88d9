'use client';
/**
 * The finance partner's quote on the vehicle page (spec §5, §8, §9). With the car's stock quote
 * (`initial`, the feed's youxQuote) it shows that; otherwise, for a positive price, it asks
 * POST /api/youx/quote once (SWR immutable: one request per car per page, also under StrictMode's
 * double render; no retries, no revalidation), showing '…' meanwhile and '–' if anything fails —
 * the failure itself is not shown (spec: silently ignored). `data-state` on the section says which.
 */
import type { QuoteAnswer } from '@forecourt/schemas/finance/quote';
import { useId } from 'react';
import useSWRImmutable from 'swr/immutable';
import { COMPARISON_RATE_EXAMPLE, COMPARISON_RATE_WARNING } from '@/domain/comparison-rate';
import { fetchQuote, YOUX_QUOTE_PATH, type QuoteKey } from './fetch-quote';
import { quoteFigures, quoteState, vehicleQuoteRequest } from './quote-figures';

export interface YouxQuoteProps {
  carId: string;
  purchasePrice: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  /** The car's stock quote (vehicle.youxQuote): shown as is, nothing fetched. */
  initial?: QuoteAnswer;
  heading: string;
  headingLevel?: 2 | 3;
}

export function YouxQuote({ carId, purchasePrice, year, vin, nvic, initial, heading, headingLevel = 2 }: YouxQuoteProps) {
  const headingId = useId();
  const request = initial ? undefined : vehicleQuoteRequest({ purchasePrice, year, vin, nvic });
  const key: QuoteKey | null = request ? [YOUX_QUOTE_PATH, carId, JSON.stringify(request)] : null;
  const { data, error } = useSWRImmutable<QuoteAnswer, Error, QuoteKey | null>(key, fetchQuote, { shouldRetryOnError: false });

  const answer = initial ?? data;
  const state = quoteState({ answer, requested: key !== null, failed: error !== undefined });
  const figures = quoteFigures(answer, state);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const placeholderWords = state === 'loading' ? 'Loading' : 'Not available';

  const figure = (text: string) =>
    figures.placeholder ? (
      <>
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{placeholderWords}</span>
      </>
    ) : (
      text
    );

  return (
    <section aria-labelledby={headingId} aria-busy={state === 'loading'} data-state={state} data-car-id={carId} className="rounded-lg border border-gray-200 bg-white p-4 text-gray-900">
      <Heading id={headingId} className="text-lg font-semibold">
        {heading}
      </Heading>
      <p role="status" className="sr-only">
        {figures.status}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">Weekly repayment</dt>
          <dd className="mt-1 text-xl font-bold">{figure(figures.weekly)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">Advertised rate</dt>
          <dd className="mt-1 text-xl font-bold">{figure(figures.advertisedRate)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">
            Comparison rate<span aria-hidden="true">*</span>
          </dt>
          <dd className="mt-1 text-xl font-bold">{figure(figures.comparisonRate)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-gray-600">
        <span aria-hidden="true">*</span>
        {COMPARISON_RATE_EXAMPLE} {COMPARISON_RATE_WARNING}
      </p>
    </section>
  );
}
