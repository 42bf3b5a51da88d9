/**
 * The quote panel for a state and its figures, around the parts that never change (its heading,
 * the figures' labels and the comparison rate's footnote, drawn by the server: YouxQuote). No hooks,
 * so the server draws a stock quote with it and the browser a fetched one (LiveQuote).
 * `data-state` on the section says which state it shows.
 */
import type { ReactNode } from 'react';
import type { QuoteFigures, QuoteState } from './quote-marks';

export interface QuoteParts {
  /** The heading element, with id `headingId`. */
  heading: ReactNode;
  headingId: string;
  /** The weekly repayment's, advertised rate's and comparison rate's <dt>. */
  labels: readonly [ReactNode, ReactNode, ReactNode];
  footnote: ReactNode;
}

export interface QuotePanelProps {
  parts: QuoteParts;
  carId: string;
  state: QuoteState;
  figures: QuoteFigures;
}

export function QuotePanel({ parts, carId, state, figures }: QuotePanelProps) {
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
  const values = [figures.weekly, figures.advertisedRate, figures.comparisonRate];
  return (
    <section aria-labelledby={parts.headingId} aria-busy={state === 'loading'} data-state={state} data-car-id={carId} className="rounded-lg border border-gray-200 bg-white p-4 text-gray-900">
      {parts.heading}
      <p role="status" className="sr-only">
        {figures.status}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {parts.labels.map((label, i) => (
          <div key={i}>
            {label}
            <dd className="mt-1 text-xl font-bold">{figure(values[i] ?? '')}</dd>
          </div>
        ))}
      </dl>
      {parts.footnote}
    </section>
  );
}
