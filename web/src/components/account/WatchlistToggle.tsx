'use client';

/**
 * The watchlist button in the browser (WatchlistButton decides on the server whether it shows): its
 * state comes from the page's one watchlist request (WatchlistData, SWR, loaded once the button is
 * mounted: the button waits for the list's answer anyway); what a press does is in
 * watchlist-actions.ts, fetched when the button is pointed at, focused or first pressed.
 */
import { useRef, useState, type ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import type { WatchlistControl } from '@/domain/buttons';
import type { WatchlistState } from './use-watchlist';

export interface WatchlistToggleProps {
  carId: string;
  /** The car's name, for the toasts and the button's accessible name. */
  name: string;
  /** watchlistControl for the car when it is saved and when it is not (domain/buttons.ts, on the server). */
  control: { saved: WatchlistControl; unsaved: WatchlistControl };
  tracking?: Record<string, string | number | undefined>;
  /** The icon-only variant's tooltip, saved and not (the other variant has none). */
  title?: { saved: string; unsaved: string };
  className: string;
  /** The icon and words (drawn by the server): the icon fills through group-aria-pressed. */
  children: ReactNode;
}

const actions = () => import('./watchlist-actions');
// SWR and the list's request, once the page is up: the button waits for the answer anyway.
const watchlistData = lazyModule(() => import('./WatchlistData'));

export function WatchlistToggle({
  carId,
  name,
  control,
  tracking,
  title,
  className,
  children,
}: WatchlistToggleProps) {
  const [state, setState] = useState<WatchlistState>();
  const { module: data } = useLazyModule(watchlistData);
  const [busy, setBusy] = useState(false);
  // Set at once on a press (the state only on the next render), so a second press meanwhile does nothing.
  const pressing = useRef(false);
  const saved = Boolean(state?.signedIn && state.carIds.includes(carId));
  const Data = data?.default;
  const follow = Data ? <Data onState={setState} /> : null;
  if ((saved ? control.saved : control.unsaved) === 'hidden') return follow;

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
      await pressWatchlist({ state, carId, name, saved, ...(tracking ? { tracking } : {}) });
      setBusy(false);
    } catch (error) {
      console.warn('[watchlist] could not load', error);
    } finally {
      pressing.current = false;
    }
  }

  return (
    <>
      {follow}
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={busy || undefined}
        disabled={!state}
        onClick={() => void onClick()}
        // Fetch what a press does before the press.
        onPointerEnter={() => void actions().catch(() => undefined)}
        onFocus={() => void actions().catch(() => undefined)}
        data-watchlist-button=""
        {...(title ? { title: saved ? title.saved : title.unsaved } : {})}
        className={className}
      >
        {children}
      </button>
    </>
  );
}
