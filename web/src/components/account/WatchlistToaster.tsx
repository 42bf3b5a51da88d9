'use client';

/**
 * Where the watchlist's toast shows. Rendered by the pages that have watchlist buttons, not the
 * shared layout; and the toast itself (Radix Toast, WatchlistToastViewport) is fetched only when the
 * first toast is queued, so a page that never shows one carries none of its script. Radix announces
 * each toast through a live region it adds empty and fills two frames later, which works the same
 * whether the toaster mounted with the page or with the toast; F8 reaches the toasts once there are
 * any. Should the toaster fail to load, the toast's words still show and are announced.
 */
import { useSyncExternalStore } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import { toastStore } from './toast-store';

const viewport = lazyModule(() => import('./WatchlistToastViewport'));

export function WatchlistToaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  // Once wanted, the toaster stays: it shows every later toast (and F8 reaches them).
  const { module, failed } = useLazyModule(viewport, toast !== undefined);
  if (module) return <module.default />;
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 max-w-sm">
      {failed && toast ? <p className="rounded-lg bg-white p-4 shadow-lg">{`${toast.title}. ${toast.description}`}</p> : null}
    </div>
  );
}
