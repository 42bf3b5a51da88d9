/**
 * The rejects file: every rejected row with its physical line number and reasons.
 *
 * - CSV feeds → CSV: `line,reasons,<the feed's own columns…>` — the original values follow, so the
 *   file can be fixed and re-imported (drop the first two columns).
 * - JSON / JSON Lines feeds → JSON Lines: `{"line":12,"reasons":[{"code":…,"message":…}],"record":{…}}`
 *   (`record` is the original text when the element was not valid JSON).
 * - Rows imported with warnings (e.g. an implausible price) are listed too, so every line to check is
 *   in one place: in CSV their reasons read `warning: …`; in JSON Lines they carry
 *   `"warnings":[…],"imported":true` and empty `reasons`. They are already imported: re-importing
 *   them unchanged changes nothing.
 *
 * Default path: the feed's path with its extension replaced — `stock.csv` → `stock.rejects.csv`,
 * `stock.json` / `stock.jsonl` → `stock.rejects.jsonl`. The file is always written (just the header
 * when nothing was rejected), so a stale one never survives a clean import.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Reason, Warning } from './build';

export type FeedFormat = 'csv' | 'json' | 'jsonl';

export function defaultRejectsPath(feed: string, format: FeedFormat): string {
  const ext = path.extname(feed);
  const base = ext ? feed.slice(0, -ext.length) : feed;
  return `${base}.rejects.${format === 'csv' ? 'csv' : 'jsonl'}`;
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface RejectRow {
  line: number;
  /** Why the row was rejected; empty for a row that was imported with warnings. */
  reasons: readonly Reason[];
  warnings?: readonly Warning[];
  /** CSV: the row's fields; JSON: the parsed value or the element's text. */
  record: unknown;
}

export interface RejectsWriter {
  readonly path: string;
  write(row: RejectRow): void;
  close(): void;
}

/** Opens (creates or truncates) the rejects file at once, so an unwritable path fails before anything is imported. */
export function openRejects(file: string, format: FeedFormat, header?: readonly string[]): RejectsWriter {
  const fd = openSync(file, 'w');
  let buffer = '';
  const flush = () => {
    if (buffer.length > 0) writeSync(fd, buffer);
    buffer = '';
  };
  if (format === 'csv') buffer += `${['line', 'reasons', ...(header ?? [])].map(csvField).join(',')}\r\n`;
  return {
    path: file,
    write(row) {
      if (format === 'csv') {
        const fields = Array.isArray(row.record) ? (row.record as unknown[]).map(String) : [];
        const messages = [...row.reasons.map((r) => r.message), ...(row.warnings ?? []).map((w) => `warning: ${w.message}`)];
        buffer += `${[String(row.line), messages.join('; '), ...fields].map(csvField).join(',')}\r\n`;
      } else {
        const warnings = row.warnings?.length ? { warnings: row.warnings, imported: row.reasons.length === 0 } : {};
        buffer += `${JSON.stringify({ line: row.line, reasons: row.reasons, ...warnings, record: row.record })}\n`;
      }
      if (buffer.length > 1 << 16) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
}
