import { useEffect, useState } from 'react';
import { useUserStore, type SanityClient } from 'sanity';
import type { FlagColumn } from './columns';
import type { HistoryState } from './FlagHistory';
import { flagEvents, historyLines } from './history';
import { fetchBaseline, fetchSiteTransactions } from './history-client';

/** The selected site's flag changes with the authors' names, re-read when `version` moves on. */
export function useFlagHistory(
  client: SanityClient,
  siteId: string | undefined,
  columns: readonly FlagColumn[],
  version: number,
): HistoryState {
  // The Studio's user store batches and caches /users look-ups, and knows the signed-in user already.
  const userStore = useUserStore();
  const [state, setState] = useState<HistoryState>({ status: 'idle' });

  useEffect(() => {
    if (!siteId) return setState({ status: 'idle' });
    const abort = new AbortController();
    // A refresh of the same site keeps its lines on screen; another site's would mislead.
    setState((s) => (s.status === 'ready' && s.siteId === siteId ? s : { status: 'loading' }));
    (async () => {
      const transactions = await fetchSiteTransactions(client, siteId, abort.signal);
      const oldest = transactions.reduce<(typeof transactions)[number] | undefined>(
        (a, t) => (a && a.timestamp <= t.timestamp ? a : t),
        undefined,
      );
      // Without the baseline the lines are still right; only a publish's may be less complete.
      const baseline =
        oldest &&
        (await fetchBaseline(client, siteId, oldest.timestamp, abort.signal).catch(() => undefined));
      const events = flagEvents(transactions, columns, siteId, baseline);
      const users = await userStore.getUsers([...new Set(events.map((e) => e.author))]);
      const names = new Map(users.map((u) => [u.id, u.displayName ?? u.email ?? u.id]));
      if (!abort.signal.aborted) setState({ status: 'ready', lines: historyLines(events, names), siteId });
    })().catch((error: unknown) => {
      if (!abort.signal.aborted)
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => abort.abort();
  }, [client, siteId, columns, version, userStore]);

  return state;
}
