'use client';

/**
 * The fetched quote's code (LiveQuote: the request, its state, the panel) loads once the page is
 * up; until then, and should it fail to load, the panel shows its placeholders: '…' meanwhile,
 * dashes after a failure (spec §8: silently ignored). Drawn here from the panel's parts rather than
 * handed over drawn by the server: the two placeholder panels were 2.7 KB of the vehicle page's
 * RSC payload, the panel's code is a few hundred bytes.
 */
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import type { LiveQuoteProps } from './LiveQuote';
import { placeholderFigures } from './quote-marks';
import { QuotePanel } from './QuotePanel';

const liveQuote = lazyModule(() => import('./LiveQuote'));

export function LiveQuoteLoader(props: LiveQuoteProps) {
  const { module, failed } = useLazyModule(liveQuote);
  if (module) return <module.LiveQuote {...props} />;
  const state = failed ? 'failed' : 'loading';
  return <QuotePanel parts={props.parts} carId={props.carId} state={state} figures={placeholderFigures(state)} />;
}
