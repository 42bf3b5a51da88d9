'use client';

import * as Toast from '@radix-ui/react-toast';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

/**
 * Shows the watchlist's one toast (Radix Toast: announced politely, paused while hovered or focused,
 * F8 moves focus to it, Escape closes). Loaded by WatchlistToaster with the first toast.
 */
export default function WatchlistToastViewport() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <Toast.Provider duration={8000} swipeDirection="right" label="Notification">
      {toast ? (
        <Toast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss();
          }}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          data-toast={toast.tone}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 rounded-lg border-2 bg-white p-4 shadow-lg ${toast.tone === 'error' ? 'border-red-700' : 'border-green-700'}`}
        >
          <Toast.Title className="font-bold text-gray-900">{toast.title}</Toast.Title>
          <Toast.Close aria-label="Close" className="row-span-2 inline-flex size-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100">
            <span aria-hidden="true">×</span>
          </Toast.Close>
          <Toast.Description className="text-sm text-gray-800">{toast.description}</Toast.Description>
          {toast.action ? (
            <Toast.Action altText={toast.action.altText} asChild>
              <Link href={toast.action.href} className="col-span-2 mt-2 inline-flex min-h-11 items-center font-semibold text-brand-text underline">
                {toast.action.label}
              </Link>
            </Toast.Action>
          ) : null}
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-4 bottom-4 z-50 m-0 flex w-[min(24rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0 outline-none" />
    </Toast.Provider>
  );
}
