'use client';

/**
 * Holds the quick search's server HTML (children) until the shopper first comes to use it (a pointer
 * over it, a touch, focus, a key) and then swaps in the live QuickSearch, which renders the same view.
 * The choice of make, typed prices, focus and slider keys made before it arrived carry over (see
 * ui/handoff.ts). Its code (≈ 30 KB gzipped with SWR and Radix's slider) is therefore no part of the
 * home or content pages' first load. `data-live` shows the slider's thumbs once React runs, so
 * they cannot be focused before anything could answer their keys.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLazyHandoff } from '@/components/ui/use-lazy-handoff';
import type { QuickSearchProps } from './QuickSearch';
import { quickSearchModule } from './quick-search-module';

export function QuickSearchLoader({ live, children }: { live: QuickSearchProps; children: ReactNode }) {
  const hydrated = useHydrated();
  const { loaded: Live, container } = useLazyHandoff(quickSearchModule, { enabled: hydrated });
  return (
    <div ref={container} data-live={hydrated ? '' : undefined} className="group/live">
      {Live ? <Live {...live} /> : children}
    </div>
  );
}
