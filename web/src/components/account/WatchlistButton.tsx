'use client';

import type { Vehicle } from '@forecourt/schemas/vehicle';
import { useState } from 'react';
import { watchlistControl } from '@/domain/buttons';
import { TRACKING_EVENTS } from '@/domain/tracking';
import { signInPath } from '@/lib/routes/gates';
import { track } from '@/lib/tracking/client';
import { toastStore } from './toast-store';
import { useWatchlist } from './use-watchlist';

export const WATCHLIST_PATH = '/my-garage#watchlist';

interface Props {
  carId: string;
  /** The car's name, for the toasts and the button's accessible name. */
  name: string;
  status: Vehicle['status'];
  /** Tracking parameters of the car (spec §7 event 39). */
  tracking?: Record<string, string | number | undefined>;
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * Save to / remove from the watchlist (spec §4): a sold car shows only when already saved; a signed-out
 * shopper goes to /sign-in?type=watchlist and comes back here. Toasts: 'Car Saved In Watchlist' /
 * 'Car Removed' with 'View List', or the server's error.
 */
export function WatchlistButton({ carId, name, status, tracking, variant = 'button', className = '' }: Props) {
  const { state, isSaved, save, remove } = useWatchlist();
  const [busy, setBusy] = useState(false);
  const saved = isSaved(carId);
  const control = watchlistControl({ status }, { features: { watchlist: true } }, saved);
  if (control === 'hidden') return null;

  async function onClick() {
    if (busy) return;
    const here = `${window.location.pathname}${window.location.search}`;
    if (state && !state.signedIn) {
      window.location.assign(signInPath('watchlist', here, here));
      return;
    }
    setBusy(true);
    const result = saved ? await remove(carId) : await save(carId);
    setBusy(false);
    if (!result.ok && result.signIn) {
      window.location.assign(signInPath('watchlist', here, here));
      return;
    }
    if (!result.ok) {
      toastStore.show({ tone: 'error', title: saved ? 'Could not remove the car' : 'Could not save the car', description: result.error });
      return;
    }
    if (!saved) track(TRACKING_EVENTS.saveToWatchlist, tracking);
    toastStore.show(
      saved
        ? { tone: 'success', title: 'Car Removed', description: `${name} is no longer in your watchlist`, action: { label: 'View List', href: WATCHLIST_PATH, altText: 'View your watchlist' } }
        : { tone: 'success', title: 'Car Saved In Watchlist', description: `${name} is now available in your watchlist`, action: { label: 'View List', href: WATCHLIST_PATH, altText: 'View your watchlist' } },
    );
  }

  const label = saved ? 'Saved to watchlist' : 'Save to watchlist';
  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={busy || undefined}
        disabled={!state}
        onClick={() => void onClick()}
        title={label}
        data-watchlist-button=""
        className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow ring-1 ring-gray-300 hover:ring-gray-900 disabled:opacity-60 ${className}`}
      >
        <BookmarkIcon filled={saved} />
        <span className="sr-only">Watchlist: {name}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={!state}
      onClick={() => void onClick()}
      data-watchlist-button=""
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-gray-900 disabled:opacity-60 ${className}`}
    >
      <BookmarkIcon filled={saved} />
      Watchlist<span className="sr-only">: {name}</span>
    </button>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4.5L6 21z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
