/**
 * The quote panel's markup for a state and its figures: no hooks and no client code, so the server
 * draws a stock quote (YouxQuote) and the browser a fetched one (LiveQuote) the same way.
 * `data-state` on the section says which state it shows.
 */
import type { ReactNode } from 'react';
import type { QuoteFigures, QuoteState } from './quote-marks';

export interface QuotePanelProps {
  headingId: string;
  heading: string;
  headingLevel?: 2 | 3;
  carId: string;
  state: QuoteState;
  figures: QuoteFigures;
  /** The comparison rate's example and warning (drawn by the server). */
  footnote: ReactNode;
}

export function QuotePanel({ headingId, heading, headingLevel = 2, carId, state, figures, footnote }: QuotePanelProps) {
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
      {footnote}
    </section>
  );
}
