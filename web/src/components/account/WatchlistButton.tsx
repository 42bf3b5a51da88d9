/**
 * Save to / remove from the watchlist (spec §4): a sold car shows only when already saved; a signed-out
 * shopper goes to /sign-in?type=watchlist and comes back here. Toasts: 'Car Saved In Watchlist' /
 * 'Car Removed' with 'View List', or the server's error.
 *
 * Runs on the server: the rule for when the button shows (watchlistControl) is applied here for both
 * answers the list may give, so the browser gets two words rather than the buttons' rules.
 */
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { watchlistControl } from '@/domain/buttons';
import { WatchlistToggle } from './WatchlistToggle';
import { BOOKMARK_BUTTON_CLASS, WATCHLIST_TITLE } from '@/components/search/results/save-buttons';
import { BookmarkIcon } from '@/components/search/results/save-icons';

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

export function WatchlistButton({ carId, name, status, tracking, variant = 'button', className = '' }: Props) {
  const site = { features: { watchlist: true } };
  const control = { saved: watchlistControl({ status }, site, true), unsaved: watchlistControl({ status }, site, false) };
  const common = { carId, name, control, ...(tracking ? { tracking } : {}) };
  if (variant === 'icon') {
    return (
      <WatchlistToggle
        {...common}
        title={WATCHLIST_TITLE}
        className={`${BOOKMARK_BUTTON_CLASS} ${className}`}
      >
        <BookmarkIcon />
        <span className="sr-only">Watchlist: {name}</span>
      </WatchlistToggle>
    );
  }
  return (
    <WatchlistToggle
      {...common}
      className={`pressed-fill inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-gray-900 disabled:opacity-60 ${className}`}
    >
      <BookmarkIcon />
      Watchlist<span className="sr-only">: {name}</span>
    </WatchlistToggle>
  );
}
