'use client';

/**
 * The disclaimer dialog's body: mounted when the dialog opens, it fetches the code that fetches the
 * text (FinanceDisclaimerText, with SWR) and shows the spinner until then — the spinner and the
 * failure words come drawn from the server, so they cost the page no script.
 */
import type { ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useLazyModule } from '@/components/ui/use-lazy-module';

const text = lazyModule(() => import('./FinanceDisclaimerText'));

export function LazyDisclaimerText({ carId, loading, failed }: { carId: string; loading: ReactNode; failed: ReactNode }) {
  const { module, failed: broken } = useLazyModule(text);
  if (module) return <module.default carId={carId} />;
  return broken ? failed : loading;
}
