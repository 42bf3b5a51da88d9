'use client';

/**
 * The watchlist's toaster (Radix Toast, ≈ 10 KB gzipped) fetched when the first toast is raised
 * rather than with the search page: it then shows that toast, and every later one, as before.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastStore } from '@/components/account/toast-store';
import { lazyModule } from '@/components/ui/lazy';

const toasterModule = lazyModule<ComponentType>(() => import('@/components/account/WatchlistToaster').then((m) => m.WatchlistToaster));

export function LazyWatchlistToaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  const [Toaster, setToaster] = useState(() => toasterModule.loaded());
  useEffect(() => {
    if (!toast || Toaster) return;
    toasterModule().then(
      (component) => setToaster(() => component),
      (error: unknown) => console.warn('[watchlist] could not load the toaster', error),
    );
  }, [toast, Toaster]);
  return Toaster ? <Toaster /> : null;
}
