'use client';

/**
 * The watchlist button in the browser (WatchlistButton decides on the server whether it shows): its
 * state comes from the page's one watchlist request (use-watchlist.ts, loaded once the button is
 * mounted: the button waits for the list's answer anyway); what a press does is in
 * watchlist-actions.ts, fetched when the button is pointed at, focused or first pressed.
 */
import { useEffect, useRef, useState } from 'react';
import type { WatchlistControl } from '@/domain/buttons';
import type { WatchlistState } from './use-watchlist';

export interface WatchlistToggleProps {
  carId: string;
  /** The car's name, for the toasts and the button's accessible name. */
  name: string;
  /** watchlistControl for the car when it is saved and when it is not (domain/buttons.ts, on the server). */
  control: { saved: WatchlistControl; unsaved: WatchlistControl };
  tracking?: Record<string, string | number | undefined>;
  variant?: 'icon' | 'button';
  className?: string;
}

const actions = () => import('./watchlist-actions');

/** The page's watchlist, undefined until its first answer: the store is fetched after mounting, then followed. */
function useWatchlistState(): WatchlistState | undefined {
  const [state, setState] = useState<WatchlistState>();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    import('./use-watchlist').then(
      ({ watchlist }) => {
        if (!live) return;
        const update = () => setState(watchlist.get());
        stop = watchlist.subscribe(update);
        update();
      },
      (error: unknown) => console.warn('[watchlist] could not load', error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return state;
}

export function WatchlistToggle({ carId, name, control, tracking, variant = 'button', className = '' }: WatchlistToggleProps) {
  const state = useWatchlistState();
  const [busy, setBusy] = useState(false);
  // Set at once on a press (the state only on the next render), so a second press meanwhile does nothing.
  const pressing = useRef(false);
  const saved = Boolean(state?.signedIn && state.carIds.includes(carId));
  if ((saved ? control.saved : control.unsaved) === 'hidden') return null;

  async function onClick() {
    if (pressing.current) return;
    pressing.current = true;
    try {
      const { goToSignIn, pressWatchlist } = await actions();
      if (state && !state.signedIn) {
        goToSignIn();
        return;
      }
      setBusy(true);
      await pressWatchlist({ carId, name, saved, ...(tracking ? { tracking } : {}) });
      setBusy(false);
    } catch (error) {
      console.warn('[watchlist] could not load', error);
    } finally {
      pressing.current = false;
    }
  }

  const common = {
    type: 'button' as const,
    'aria-pressed': saved,
    'aria-busy': busy || undefined,
    disabled: !state,
    onClick: () => void onClick(),
    // Fetch what a press does before the press.
    onPointerEnter: () => void actions().catch(() => undefined),
    onFocus: () => void actions().catch(() => undefined),
    'data-watchlist-button': '',
  };
  const label = saved ? 'Saved to watchlist' : 'Save to watchlist';
  if (variant === 'icon') {
    return (
      <button
        {...common}
        title={label}
        className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow ring-1 ring-gray-300 hover:ring-gray-900 disabled:opacity-60 ${className}`}
      >
        <BookmarkIcon filled={saved} />
        <span className="sr-only">Watchlist: {name}</span>
      </button>
    );
  }
  return (
    <button
      {...common}
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
