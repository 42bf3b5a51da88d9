'use client';

/**
 * Where the watchlist's toast shows. Rendered by the pages that have watchlist buttons, not the
 * shared layout; and the toast itself (Radix Toast, WatchlistToastViewport) is fetched only when the
 * first toast is queued, so a page that never shows one carries none of its script. Radix announces
 * each toast through a live region it adds empty and fills two frames later, which works the same
 * whether the toaster mounted with the page or with the toast; F8 reaches the toasts once there are
 * any. Should the toaster fail to load, the toast's words still show and are announced.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastStore } from './toast-store';

export function WatchlistToaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = toast !== undefined;
  useEffect(() => {
    if (!wanted || Viewport || failed) return;
    let live = true;
    import('./WatchlistToastViewport').then(
      (module) => live && setViewport(() => module.default),
      (error: unknown) => {
        console.warn('[toast] could not load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Viewport, failed]);
  if (Viewport) return <Viewport />;
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 max-w-sm">
      {failed && toast ? <p className="rounded-lg bg-white p-4 shadow-lg">{`${toast.title}. ${toast.description}`}</p> : null}
    </div>
  );
}
