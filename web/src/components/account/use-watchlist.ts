/**
 * The shopper's watchlist in the browser (spec §4 Watchlist, §7): read through SWR from
 * GET /api/watchlist, changed at once on save or remove, then posted to
 * /api/watchlist/save-car or remove-car ({phone_number, car_id} → {success}). A failure puts the list
 * back as the server has it and answers the server's message; no session answers 'sign-in'.
 */
import { LEAD_MESSAGES } from '@forecourt/schemas/leads/messages';
import useSWR from 'swr';
import { postJson } from './post-json';

export const WATCHLIST_KEY = '/api/watchlist';

export type WatchlistState = { signedIn: false } | { signedIn: true; phone: string; carIds: readonly string[] };

async function fetchWatchlist(url: string): Promise<WatchlistState> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 401) return { signedIn: false };
  if (!response.ok) throw new Error(`watchlist ${response.status}`);
  const body = (await response.json()) as { phone_number?: unknown; car_ids?: unknown };
  const carIds = Array.isArray(body.car_ids) ? body.car_ids.filter((id): id is string => typeof id === 'string') : [];
  return { signedIn: true, phone: typeof body.phone_number === 'string' ? body.phone_number : '', carIds };
}

export type WatchlistChange = { ok: true } | { ok: false; signIn: true } | { ok: false; signIn: false; error: string };

export function useWatchlist() {
  const { data, mutate } = useSWR(WATCHLIST_KEY, fetchWatchlist, { revalidateOnFocus: true, dedupingInterval: 2000 });

  async function change(carId: string, save: boolean): Promise<WatchlistChange> {
    if (!data?.signedIn) return { ok: false, signIn: true };
    const optimistic: WatchlistState = { ...data, carIds: save ? [carId, ...data.carIds.filter((id) => id !== carId)] : data.carIds.filter((id) => id !== carId) };
    // The list changes at once (spec §4); the server's answer decides what it finally holds.
    await mutate(optimistic, { revalidate: false });
    const answer = await postJson(save ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', { phone_number: data.phone, car_id: carId });
    if (answer.ok && answer.body.success === true) return { ok: true };
    await mutate();
    if (answer.status === 401) return { ok: false, signIn: true };
    return { ok: false, signIn: false, error: answer.ok ? LEAD_MESSAGES.unexpected : answer.error };
  }

  return {
    /** Undefined until the first answer (the button waits rather than guess). */
    state: data,
    isSaved: (carId: string) => Boolean(data?.signedIn && data.carIds.includes(carId)),
    save: (carId: string) => change(carId, true),
    remove: (carId: string) => change(carId, false),
  };
}
