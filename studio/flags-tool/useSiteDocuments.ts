import { useEffect, useState } from 'react';
import type { SanityClient } from 'sanity';
import { rootFields, type FlagColumn } from './columns';
import type { SiteFlagsDocument } from './rows';

export interface SiteDocumentsState {
  documents?: SiteFlagsDocument[];
  error?: string;
  /** Bumped on every change to a site document, by anyone: the history refetches with it. */
  version: number;
}

/*
 * Published and draft site documents (the raw perspective returns both; release versions are left
 * out). Re-read whenever any site document changes, through a listener, so a toggle by another
 * administrator, or a publish in the desk, shows up without a reload.
 */
export function useSiteDocuments(client: SanityClient, columns: readonly FlagColumn[]): SiteDocumentsState {
  const [state, setState] = useState<SiteDocumentsState>({ version: 0 });
  const projection = ['_id', '_rev', 'name', 'template', ...rootFields(columns)].join(', ');

  useEffect(() => {
    const raw = client.withConfig({ perspective: 'raw' });
    const query = `*[_type == "site" && !(_id in path("versions.**"))]{${projection}}`;
    let cancelled = false;
    const load = () =>
      raw.fetch<SiteFlagsDocument[]>(query, {}, { tag: 'forecourt.flags-tool.sites' }).then(
        (documents) => !cancelled && setState((s) => ({ documents, version: s.version + 1 })),
        (error: unknown) =>
          !cancelled &&
          setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) })),
      );
    void load();
    const subscription = raw
      .listen('*[_type == "site"]', {}, { includeResult: false, visibility: 'query' })
      .subscribe({
        next: (event) => {
          if (event.type === 'mutation') void load();
        },
        error: (error: unknown) =>
          setState((s) => ({
            ...s,
            error: `live updates stopped (${error instanceof Error ? error.message : String(error)})`,
          })),
      });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
    };
  }, [client, projection]);

  return state;
}
