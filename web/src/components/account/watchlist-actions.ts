/**
 * What pressing a watchlist button does (spec §4 Watchlist, §7 event 39, §8 errors), loaded with
 * the first press (or when a button is pointed at or focused) rather than with the page: a
 * signed-out shopper goes to /sign-in?type=watchlist and comes back; otherwise the list changes at
 * once, the change is posted to /api/watchlist/save-car or remove-car ({phone_number, car_id} →
 * {success}), and a toast says what happened. A failure puts the list back as the server has it and
 * shows the server's message; no session (401) goes to sign-in.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';
import { TRACKING_EVENTS } from '@/domain/tracking';
import { signInPath } from '@/lib/routes/gates';
import { track } from '@/lib/tracking/client';
import { postJson } from './post-json';
import { toastStore } from './toast-store';
import { mutate } from 'swr';
import { changedList, WATCHLIST_KEY, type WatchlistState } from './use-watchlist';

export const WATCHLIST_PATH = '/my-garage#watchlist';

export type WatchlistChange =
  { ok: true } | { ok: false; signIn: true } | { ok: false; signIn: false; error: string };

/** Saves or removes a car: at once on the page (SWR's cache), then on the server, whose answer decides. */
export async function changeWatchlist(
  data: WatchlistState | undefined,
  carId: string,
  save: boolean,
): Promise<WatchlistChange> {
  if (!data?.signedIn) return { ok: false, signIn: true };
  await mutate(WATCHLIST_KEY, changedList(data, carId, save), { revalidate: false });
  const answer = await postJson(save ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', {
    phone_number: data.phone,
    car_id: carId,
  });
  if (answer.ok && answer.body.success === true) return { ok: true };
  await mutate(WATCHLIST_KEY);
  if (answer.status === 401) return { ok: false, signIn: true };
  return { ok: false, signIn: false, error: answer.ok ? LEAD_MESSAGES.unexpected : answer.error };
}

export function goToSignIn(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(signInPath('watchlist', here, here));
}

export interface WatchlistPress {
  /** The list as the button showed it when pressed. */
  state: WatchlistState | undefined;
  carId: string;
  /** The car's name, for the toasts. */
  name: string;
  /** Whether the car was saved when pressed. */
  saved: boolean;
  tracking?: Record<string, string | number | undefined>;
}

/** A press of a signed-in shopper's button: the change, then its toast (and event 39 on a save). */
export async function pressWatchlist({ state, carId, name, saved, tracking }: WatchlistPress): Promise<void> {
  const result = await changeWatchlist(state, carId, !saved);
  if (!result.ok && result.signIn) {
    goToSignIn();
    return;
  }
  if (!result.ok) {
    toastStore.show({
      tone: 'error',
      title: saved ? 'Could not remove the car' : 'Could not save the car',
      description: result.error,
    });
    return;
  }
  if (!saved) track(TRACKING_EVENTS.saveToWatchlist, tracking);
  const action = { label: 'View List', href: WATCHLIST_PATH, altText: 'View your watchlist' };
  toastStore.show(
    saved
      ? {
          tone: 'success',
          title: 'Car Removed',
          description: `${name} is no longer in your watchlist`,
          action,
        }
      : {
          tone: 'success',
          title: 'Car Saved In Watchlist',
          description: `${name} is now available in your watchlist`,
          action,
        },
  );
}
