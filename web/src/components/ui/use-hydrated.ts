'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server HTML and while hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
