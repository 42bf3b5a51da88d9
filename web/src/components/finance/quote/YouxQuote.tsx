/**
 * The finance partner's quote on the vehicle page (spec §5, §8, §9). With a quote in hand (`initial`:
 * the feed's youxQuote, or the one the server asked the partner for while drawing the page,
 * lib/finance/page-quote.ts) the server shows it and the browser has nothing to do. Without one (the
 * partner failed or was slow then), for a positive price, LiveQuote (loaded once the page is up) asks
 * POST /api/youx/quote once, showing '…' meanwhile and '–' if anything fails. With no price there is
 * nothing to ask: dashes. `data-state` on the section says which.
 */
import type { QuoteAnswer } from '@forecourt/schemas/finance/quote';
import { useId } from 'react';
import { COMPARISON_RATE_EXAMPLE, COMPARISON_RATE_WARNING } from '@/domain/comparison-rate';
import { vehicleQuoteRequest } from '@/domain/vehicle-quote';
import { LiveQuoteLoader } from './LiveQuoteLoader';
import { quoteFigures, quoteState } from './quote-figures';
import { QuotePanel, type QuoteParts } from './QuotePanel';

export interface YouxQuoteProps {
  carId: string;
  purchasePrice: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  /** The car's quote as the server has it (the feed's, or the partner's answer to the server): shown as is, nothing fetched. */
  initial?: QuoteAnswer;
  heading: string;
  headingLevel?: 2 | 3;
}

const labelClass = 'text-xs font-medium uppercase tracking-wide text-gray-600';

export function YouxQuote({ carId, purchasePrice, year, vin, nvic, initial, heading, headingLevel = 2 }: YouxQuoteProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const parts: QuoteParts = {
    headingId,
    heading: (
      <Heading id={headingId} className="text-lg font-semibold">
        {heading}
      </Heading>
    ),
    labels: [
      <dt key="weekly" className={labelClass}>
        Weekly repayment
      </dt>,
      <dt key="advertised" className={labelClass}>
        Advertised rate
      </dt>,
      <dt key="comparison" className={labelClass}>
        Comparison rate<span aria-hidden="true">*</span>
      </dt>,
    ],
    footnote: (
      <p className="mt-3 text-xs text-gray-600">
        <span aria-hidden="true">*</span>
        {COMPARISON_RATE_EXAMPLE} {COMPARISON_RATE_WARNING}
      </p>
    ),
  };
  const request = initial ? undefined : vehicleQuoteRequest({ purchasePrice, year, vin, nvic });
  if (request) {
    return (
      <LiveQuoteLoader carId={carId} body={JSON.stringify(request)} parts={parts} />
    );
  }
  const state = quoteState({ answer: initial, requested: false, failed: false });
  return <QuotePanel parts={parts} carId={carId} state={state} figures={quoteFigures(initial, state)} />;
}
