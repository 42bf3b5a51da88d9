'use client';

/**
 * The fetched quote's code (LiveQuote: the request, its state, the panel) loads once the page is
 * up; until then, and should it fail to load, the server's panel shows: '…' meanwhile, dashes after
 * a failure (spec §8: silently ignored).
 */
import type { ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import type { LiveQuoteProps } from './LiveQuote';

const liveQuote = lazyModule(() => import('./LiveQuote'));

export function LiveQuoteLoader({ loading, unavailable, ...props }: LiveQuoteProps & { loading: ReactNode; unavailable: ReactNode }) {
  const { module, failed } = useLazyModule(liveQuote);
  if (module) return <module.LiveQuote {...props} />;
  return failed ? unavailable : loading;
}
