'use client';

/**
 * The fetched quote's code (LiveQuote: the request, its state, the panel) loads once the page is
 * up; until then, and should it fail to load, the server's panel shows: '…' meanwhile, dashes after
 * a failure (spec §8: silently ignored).
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { LiveQuoteProps } from './LiveQuote';

export function LiveQuoteLoader({ loading, unavailable, ...props }: LiveQuoteProps & { loading: ReactNode; unavailable: ReactNode }) {
  const [Live, setLive] = useState<ComponentType<LiveQuoteProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./LiveQuote').then(
      (module) => live && setLive(() => module.LiveQuote),
      (error: unknown) => {
        console.warn('[quote] could not load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (Live) return <Live {...props} />;
  return failed ? unavailable : loading;
}
