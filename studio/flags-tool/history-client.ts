import type { SanityClient } from 'sanity';
import { instantBefore, parseTransactionLog, type Baseline, type LoggedTransaction } from './history';

/** Enough for "recent changes": the replay compares a publish with what the log shows before it. */
export const HISTORY_LIMIT = 100;

/**
 * The site's recent transactions, newest first, from the History API (the same endpoint the Studio's
 * own history panel reads). Mutations are kept (they name the flags a patch sets); document snapshots
 * are not (excludeContent). Only the site's published and draft documents are asked for.
 */
export async function fetchSiteTransactions(
  client: SanityClient,
  siteId: string,
  signal?: AbortSignal,
): Promise<LoggedTransaction[]> {
  const { dataset } = client.config();
  const ids = [siteId, `drafts.${siteId}`].map(encodeURIComponent).join(',');
  const body: unknown = await client.request({
    uri: `/data/history/${dataset}/transactions/${ids}`,
    query: {
      excludeContent: 'true',
      includeIdentifiedDocumentsOnly: 'true',
      reverse: 'true',
      limit: String(HISTORY_LIMIT),
    },
    tag: 'forecourt.flags-tool.history',
    signal,
  });
  return parseTransactionLog(body);
}

/**
 * The site's published and draft documents as they were just before `timestamp` (History API,
 * `GET /data/history/:dataset/documents/:ids?time=`): the starting point of the replay, so a publish is
 * compared with every flag the published document held, not only those the log read happens to show.
 */
export async function fetchBaseline(
  client: SanityClient,
  siteId: string,
  timestamp: string,
  signal?: AbortSignal,
): Promise<Baseline> {
  const { dataset } = client.config();
  const ids = [siteId, `drafts.${siteId}`].map(encodeURIComponent).join(',');
  const { documents } = await client.request<{ documents?: { _id: string }[] }>({
    uri: `/data/history/${dataset}/documents/${ids}`,
    query: { time: instantBefore(timestamp) },
    tag: 'forecourt.flags-tool.history',
    signal,
  });
  const find = (id: string) => documents?.find((d) => d._id === id) ?? null;
  return { published: find(siteId), draft: find(`drafts.${siteId}`) };
}
