/**
 * A site's flag history from Sanity's transaction log (History API,
 * `GET /data/history/:dataset/transactions/:ids`, mutations included): who changed which flag, when.
 * Pure functions; `history-client.ts` fetches the log.
 */
import type { FlagColumn } from './columns';
import { valueAt } from './rows';

/** The parts of a transaction-log entry this reads (Sanity's TransactionLogEventWithMutations). */
export interface LoggedTransaction {
  id: string;
  timestamp: string;
  author: string;
  mutations?: readonly unknown[];
}

export interface FlagChange {
  key: string;
  title: string;
  /** The value the site now has (its default when the patch cleared it). */
  value: boolean;
  where: 'live' | 'draft';
}

export interface FlagEvent {
  transactionId: string;
  timestamp: string;
  author: string;
  changes: FlagChange[];
  /** The published document was replaced (a publish) and what it held before is older than the log read. */
  publishedUnknown?: boolean;
}

export interface HistoryLine {
  key: string;
  when: string;
  who: string;
  what: string;
}

/** The log answers NDJSON; the client hands it over as text (a Buffer in Node), or parsed when it is one line. */
export function parseTransactionLog(body: unknown): LoggedTransaction[] {
  const text =
    typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : undefined;
  const entries: unknown[] =
    text === undefined
      ? [body].flat()
      : text
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line) as unknown);
  return entries.filter(
    (e): e is LoggedTransaction =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as LoggedTransaction).id === 'string' &&
      typeof (e as LoggedTransaction).timestamp === 'string',
  );
}

/** `features.chat`, `features["chat"]` and `features['chat']` are one path; anything with an array selector is none. */
export function normalisePath(path: string): string | undefined {
  const dotted = path.replace(/\[(["'])([^"'\]]+)\1\]/g, '.$2');
  return dotted.includes('[') ? undefined : dotted;
}

/** What the log says of one document: unknown before the oldest entry read, absent after a delete. */
type DocState = 'unknown' | 'absent' | Map<string, boolean | undefined>;

const CREATES = ['create', 'createOrReplace', 'createIfNotExists'] as const;
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const maybeBoolean = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

function created(
  mutation: Record<string, unknown>,
): { document: Record<string, unknown>; ifNotExists: boolean } | undefined {
  for (const kind of CREATES) {
    const document = record(mutation[kind]);
    if (document) return { document, ifNotExists: kind === 'createIfNotExists' };
  }
  const squashed = record(record(mutation.createSquashed)?.document);
  return squashed && { document: squashed, ifNotExists: false };
}

/** A flag's value after a patch's set/unset, or `null` when the patch does not touch it. */
function patched(patch: Record<string, unknown>, column: FlagColumn): { value: boolean | undefined } | null {
  let result: { value: boolean | undefined } | null = null;
  for (const [rawKey, value] of Object.entries(record(patch.set) ?? {})) {
    const key = normalisePath(rawKey);
    if (key === column.key) result = { value: maybeBoolean(value) };
    else if (key && column.key.startsWith(`${key}.`))
      result = { value: maybeBoolean(valueAt(value, column.path.slice(key.split('.').length))) };
  }
  const unset = Array.isArray(patch.unset) ? (patch.unset as unknown[]) : [];
  for (const rawKey of unset) {
    const key = typeof rawKey === 'string' ? normalisePath(rawKey) : undefined;
    if (key && (key === column.key || column.key.startsWith(`${key}.`))) result = { value: undefined };
  }
  return result;
}

/** The site's documents just before the oldest transaction read (null: none), when the History API gave them. */
export interface Baseline {
  published: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
}

/** The instant before a transaction, for the History API's `time`: its documents as they were then. */
export const instantBefore = (timestamp: string) => new Date(new Date(timestamp).getTime() - 1).toISOString();

/**
 * Replays the transactions oldest first over the site's published and draft documents and keeps the
 * ones that changed a flag, newest first. A patch names its flag; a publish (the draft copied over the
 * published document) is compared with what the published document held before. Without a baseline,
 * only what the log read itself shows is compared.
 */
export function flagEvents(
  transactions: readonly LoggedTransaction[],
  columns: readonly FlagColumn[],
  siteId: string,
  baseline?: Baseline,
): FlagEvent[] {
  const draftId = `drafts.${siteId}`;
  const start = (document: Record<string, unknown> | null | undefined): DocState =>
    document === undefined
      ? 'unknown'
      : document === null
        ? 'absent'
        : new Map(columns.map((c) => [c.key, maybeBoolean(valueAt(document, c.path))]));
  const states = new Map<string, DocState>([
    [siteId, start(baseline?.published)],
    [draftId, start(baseline?.draft)],
  ]);
  const effective = (column: FlagColumn, value: boolean | undefined) => value ?? column.defaultValue;
  const events: FlagEvent[] = [];

  const chronological = [...transactions].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  for (const transaction of chronological) {
    const changes: FlagChange[] = [];
    let publishedUnknown = false;
    for (const mutation of (transaction.mutations ?? []).map(record)) {
      if (!mutation) continue;
      const creation = created(mutation);
      const id = creation
        ? creation.document._id
        : (record(mutation.patch)?.id ?? record(mutation.delete)?.id);
      if (typeof id !== 'string' || !states.has(id)) continue;
      const before = states.get(id)!;
      const where = id === siteId ? 'live' : 'draft';

      if (mutation.delete) {
        states.set(id, 'absent');
      } else if (creation) {
        if (creation.ifNotExists && before !== 'absent') continue; // a no-op unless the document was gone
        const after = new Map(columns.map((c) => [c.key, maybeBoolean(valueAt(creation.document, c.path))]));
        states.set(id, after);
        if (where === 'draft') continue; // a draft starts as a copy of the published document
        if (before instanceof Map) {
          for (const column of columns) {
            if (!before.has(column.key)) continue;
            const value = effective(column, after.get(column.key));
            if (value !== effective(column, before.get(column.key)))
              changes.push({ key: column.key, title: column.title, value, where });
          }
        } else {
          publishedUnknown = true;
        }
      } else {
        const patch = record(mutation.patch)!;
        const after = before instanceof Map ? new Map(before) : new Map<string, boolean | undefined>();
        for (const column of columns) {
          const touched = patched(patch, column);
          if (!touched) continue;
          const value = effective(column, touched.value);
          const known = before instanceof Map && before.has(column.key);
          if (!known || value !== effective(column, before.get(column.key)))
            changes.push({ key: column.key, title: column.title, value, where });
          after.set(column.key, touched.value);
        }
        // A patch on a document the log has not shown yet tells only the flags it sets.
        states.set(id, after);
      }
    }
    // The tool patches the published document and its draft together: say it once.
    const live = new Set(changes.filter((c) => c.where === 'live').map((c) => `${c.key}=${c.value}`));
    const shown = changes.filter((c) => c.where === 'live' || !live.has(`${c.key}=${c.value}`));
    if (shown.length || publishedUnknown) {
      events.push({
        transactionId: transaction.id,
        timestamp: transaction.timestamp,
        author: transaction.author,
        changes: shown,
        ...(publishedUnknown ? { publishedUnknown } : {}),
      });
    }
  }
  return events.reverse();
}

export interface LineOptions {
  locale?: string;
  timeZone?: string;
}

/** Display lines: when, who (by the names the Studio's user store gave), and which flags went on or off. */
export function historyLines(
  events: readonly FlagEvent[],
  names: ReadonlyMap<string, string>,
  options: LineOptions = {},
): HistoryLine[] {
  const format = new Intl.DateTimeFormat(options.locale ?? 'en-AU', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  });
  return events.map((event) => {
    const parts = event.changes.map(
      (c) =>
        `${c.title} ${c.value ? 'on' : 'off'}${c.where === 'draft' ? ' (in the draft, not yet published)' : ''}`,
    );
    if (event.publishedUnknown)
      parts.push('published the draft (earlier flag values are older than this history)');
    return {
      key: event.transactionId,
      when: format.format(new Date(event.timestamp)),
      who: names.get(event.author) ?? `user ${event.author}`,
      what: parts.join(', '),
    };
  });
}
