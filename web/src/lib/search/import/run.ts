/**
 * The stock import, as a function (the CLI in cli.ts is a thin shell around it):
 * read → decode → split into records (with line numbers) → map columns → identity and duplicates →
 * normalise, default and validate → merge with the site's stored stock → save → write rejects.
 *
 * Fatal problems (unreadable feed, bad header, unwritable rejects file, a broken store) throw
 * `ImportError`; a bad row never does — it is rejected with its line and reasons and the rest imported.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import {
  assembleVehicle,
  CHECKED_FIELD,
  identityOf,
  precheck,
  rowHashOf,
  validateVehicle,
  warningsOf,
  type BuildContext,
  type Reason,
  type RejectCode,
  type Warning,
  type WarningCode,
} from './build';
import { decodeFeed, type FeedEncoding } from './decode';
import { ColumnError, createColumnMapper, type Mapping } from './mapping';
import { mergeStock, mergeVehicle, sameContent } from './merge';
import type { Values } from './parsers';
import { isJsonArray, parseCsv, parseJsonArray, parseJsonLines, type TextRecord } from './records';
import { defaultRejectsPath, openRejects, type FeedFormat, type RejectsWriter } from './rejects';
import type { StockSink } from './sink';
import type { ImportSite } from './site';

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportOptions {
  site: ImportSite;
  file: string;
  sink: StockSink;
  now: Date;
  format?: FeedFormat;
  mapping?: Mapping;
  encoding?: FeedEncoding;
  /** Don't mark vehicles missing from the feed as sold. */
  partial?: boolean;
  /** Do everything but save (the rejects file is still written). */
  dryRun?: boolean;
  /** Rejects file path (default: next to the feed, see rejects.ts). */
  rejects?: string;
  /** Progress in physical lines of the feed, called every 0.5% or so and at the end. */
  onProgress?: (doneLines: number, totalLines: number) => void;
}

export interface ImportSummary {
  site: string;
  file: string;
  format: FeedFormat;
  encoding: string;
  /** Records read (header and blank lines not counted). */
  read: number;
  accepted: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  markedSold: number;
  /** Slugs of the vehicles created, updated or marked sold (their pages need revalidating). */
  changedSlugs: string[];
  /** Rejected rows per reason code (a row with two reasons counts under both). */
  reasons: Partial<Record<RejectCode, number>>;
  /** A few example messages per reason code. */
  examples: Partial<Record<RejectCode, string[]>>;
  /** Imported rows with at least one warning (also listed in the rejects file). */
  warned: number;
  /** Warned rows per warning code, and a few examples of each. */
  warnings: Partial<Record<WarningCode, number>>;
  warningExamples: Partial<Record<WarningCode, string[]>>;
  rejectsFile: string;
  /** Feed columns that map to no vehicle field. */
  ignoredColumns: string[];
  sink: string;
  dryRun: boolean;
  partial: boolean;
  ms: number;
  /** CPU time of the process during the import (user + system): on a busy machine the wall time says little. */
  cpuMs: number;
  rowsPerSecond: number;
}

interface Row extends TextRecord {
  /** Malformed-record error from the reader. */
  error?: string;
  /** Column names and the row's values, index by index (a CSV row shares the header: no per-cell pairs to allocate). */
  columns: readonly string[];
  cells: readonly unknown[];
  /** Text the row hash is taken from (only computed for rows identified by their content). */
  hashText: () => string;
  /** What the rejects file shows. */
  record: unknown;
}

export function detectFormat(file: string, text: string, explicit?: FeedFormat): FeedFormat {
  if (explicit) return explicit;
  const ext = path.extname(file).toLowerCase();
  if (ext === '.csv' || ext === '.txt') return 'csv';
  if (ext === '.json') return 'json';
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  const first = /\S/.exec(text)?.[0];
  return first === '[' ? 'json' : first === '{' ? 'jsonl' : 'csv';
}

/** Reads the header at once; the rows are read as they are consumed. */
function csvRows(text: string, delimiter: string, badLines: ReadonlySet<number>): { header: string[]; rows: Iterable<Row> } {
  const records = parseCsv(text, delimiter);
  const first = records.next();
  if (first.done) return { header: [], rows: [] };
  const headerRecord = first.value;
  if (badLines.has(headerRecord.line)) throw new ImportError(`the header (line ${headerRecord.line}) is not valid UTF-8 (try --encoding windows-1252)`);
  if (headerRecord.error) throw new ImportError(`the header (line ${headerRecord.line}) is malformed: ${headerRecord.error}`);
  const header = headerRecord.fields.map((h) => h.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === '') throw new ImportError(`the header (line ${headerRecord.line}) has an empty column name`);
    if (seen.has(name)) throw new ImportError(`the header (line ${headerRecord.line}) has column ${JSON.stringify(name)} twice`);
    seen.add(name);
  }
  function* rows(): Generator<Row> {
    for (const rec of { [Symbol.iterator]: () => records }) {
      let error = rec.error;
      if (!error && rec.fields.length !== header.length) error = `expected ${header.length} fields, found ${rec.fields.length}`;
      yield {
        line: rec.line,
        endLine: rec.endLine,
        error,
        columns: header,
        cells: error ? [] : rec.fields,
        hashText: () => rec.fields.join('\u001f'),
        record: rec.fields,
      };
    }
  }
  return { header, rows: rows() };
}

function* jsonRows(text: string): Generator<Row> {
  const records = isJsonArray(text) ? parseJsonArray(text) : parseJsonLines(text);
  for (const rec of records) {
    const value = rec.value;
    let error = rec.error;
    if (!error && (value === null || typeof value !== 'object' || Array.isArray(value))) error = 'not a JSON object';
    yield {
      line: rec.line,
      endLine: rec.endLine,
      error,
      columns: error ? [] : Object.keys(value as Record<string, unknown>),
      cells: error ? [] : Object.values(value as Record<string, unknown>),
      hashText: () => (error ? (rec.text ?? '') : JSON.stringify(value)),
      record: error ? (rec.text ?? value) : value,
    };
  }
}

function countLines(text: string): number {
  let n = text.length > 0 && !text.endsWith('\n') ? 1 : 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export async function importFeed(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const { site, file, now } = options;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(`cannot read feed ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? (error as Error).message)}`);
  }
  let decoded;
  try {
    decoded = decodeFeed(bytes, options.encoding);
  } catch {
    throw new ImportError(`cannot decode feed ${file} (a UTF-16 byte-order mark with invalid UTF-16 text)`);
  }
  const { text, badLines } = decoded;
  const format = detectFormat(file, text, options.format ?? options.mapping?.format);
  const { header, rows } = format === 'csv' ? csvRows(text, options.mapping?.delimiter ?? ',', badLines) : { header: undefined, rows: jsonRows(text) };

  const rejectsPath = path.resolve(options.rejects ?? defaultRejectsPath(file, format));
  let rejects: RejectsWriter;
  try {
    rejects = openRejects(rejectsPath, format, header);
  } catch (error) {
    throw new ImportError(`cannot write the rejects file ${rejectsPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (use --rejects <file>)`);
  }

  let existing: Vehicle[];
  try {
    existing = await options.sink.load(site);
  } catch (error) {
    throw new ImportError(`cannot load the site's current stock from the ${options.sink.description}: ${(error as Error).message}`);
  }
  const existingById = new Map(existing.map((v) => [v.id, v]));

  const mapper = createColumnMapper(options.mapping);
  const ctx: BuildContext = { site, now, identity: mapper.identity };
  const accepted: Vehicle[] = [];
  const firstLine = new Map<string, number>();
  const reasonCounts: Partial<Record<RejectCode, number>> = {};
  const examples: Partial<Record<RejectCode, string[]>> = {};
  let rejected = 0;
  let warned = 0;
  const warningCounts: Partial<Record<WarningCode, number>> = {};
  const warningExamples: Partial<Record<WarningCode, string[]>> = {};
  let read = 0;
  const totalLines = countLines(text);
  const progressEvery = Math.max(250, Math.floor(totalLines / 200));
  let nextProgress = progressEvery;

  try {
    for (const row of rows) {
      read++;
      const reasons: Reason[] = [];
      let warnings: Warning[] = [];
      for (let line = row.line; line <= row.endLine; line++) {
        if (badLines.has(line)) {
          reasons.push({ code: 'invalid_encoding', message: `invalid UTF-8 on line ${line} (try --encoding windows-1252 if the whole feed is in that encoding)` });
          break;
        }
      }
      if (reasons.length === 0 && row.error) reasons.push({ code: 'malformed_row', message: row.error });
      if (reasons.length === 0) {
        // Copied key by key into a fresh {}: a `{ ...constants }` copy gets no spare property slots, and
        // the ~25 fields a row then adds made every row's object ~8x slower to fill (measured on the
        // real listings feed).
        const values: Values = {};
        for (const key in mapper.constants) values[key] = mapper.constants[key];
        const failed = new Set<string>();
        const { columns, cells } = row;
        for (let i = 0; i < cells.length; i++) {
          const column = columns[i]!;
          try {
            mapper.apply(column, cells[i], values);
          } catch (error) {
            if (!(error instanceof ColumnError)) throw error;
            reasons.push({ code: 'unparseable_value', message: error.message });
            for (const f of error.fields) failed.add(f);
          }
        }
        const identity = identityOf(values, () => rowHashOf(row.hashText()), ctx);
        if ('code' in identity) {
          reasons.push(identity);
        } else {
          const first = firstLine.get(identity.id);
          if (first !== undefined) reasons.push({ code: 'duplicate', message: `duplicate ${identity.label} (first on line ${first})` });
          else firstLine.set(identity.id, row.line);
        }
        if (reasons.length > 0) {
          for (const r of precheck(values, ctx)) {
            const field = CHECKED_FIELD[r.code];
            if (!field || !failed.has(field)) reasons.push(r);
          }
        } else if (!('code' in identity)) {
          const assembled = assembleVehicle(values, identity, ctx);
          if (!assembled.ok) {
            reasons.push(...assembled.reasons);
          } else {
            // A row identical to its stored (already validated) vehicle needs no second validation.
            const prev = existingById.get(identity.id);
            if (prev && sameContent(mergeVehicle(assembled.vehicle, prev, now), prev)) {
              accepted.push(prev);
              warnings = warningsOf(prev);
            } else {
              const built = validateVehicle(assembled.vehicle);
              if (built.ok) {
                accepted.push(built.vehicle);
                warnings = warningsOf(built.vehicle);
              } else reasons.push(...built.reasons);
            }
          }
        }
      }
      if (reasons.length > 0) {
        rejected++;
        for (const code of new Set(reasons.map((r) => r.code))) {
          reasonCounts[code] = (reasonCounts[code] ?? 0) + 1;
          const list = (examples[code] ??= []);
          if (list.length < 3) list.push(`line ${row.line}: ${reasons.find((r) => r.code === code)!.message}`);
        }
        rejects.write({ line: row.line, reasons, record: row.record });
      } else if (warnings.length > 0) {
        warned++;
        for (const w of warnings) {
          warningCounts[w.code] = (warningCounts[w.code] ?? 0) + 1;
          const list = (warningExamples[w.code] ??= []);
          if (list.length < 3) list.push(`line ${row.line}: ${w.message}`);
        }
        rejects.write({ line: row.line, reasons: [], warnings, record: row.record });
      }
      if (row.endLine >= nextProgress) {
        options.onProgress?.(row.endLine, totalLines);
        nextProgress = row.endLine + progressEvery;
      }
    }
  } finally {
    rejects.close();
  }
  options.onProgress?.(totalLines, totalLines);

  const merged = mergeStock(existing, accepted, { now, partial: options.partial ?? false });
  if (!options.dryRun) {
    try {
      await options.sink.save(site, merged);
    } catch (error) {
      throw new ImportError(`cannot save the stock to the ${options.sink.description}: ${(error as Error).message}`);
    }
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  return {
    site: site.slug,
    file,
    format,
    encoding: decoded.encoding,
    read,
    accepted: accepted.length,
    created: merged.created,
    updated: merged.updated,
    unchanged: merged.unchanged,
    rejected,
    markedSold: merged.markedSold,
    changedSlugs: options.dryRun ? [] : merged.changed.map((v) => v.slug),
    reasons: reasonCounts,
    examples,
    warned,
    warnings: warningCounts,
    warningExamples,
    rejectsFile: rejectsPath,
    ignoredColumns: [...mapper.ignored],
    sink: options.sink.description,
    dryRun: options.dryRun ?? false,
    partial: options.partial ?? false,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rowsPerSecond: ms > 0 ? Math.round((read / ms) * 1000) : read,
  };
}
