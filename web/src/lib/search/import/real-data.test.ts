/**
 * The import against real Australian listing data, when the team checkout has it next to the repo
 * (`../shared/data/real` from the repo root). The file is test input only (licence unclear): it is
 * read in place and never copied into the repo; rejects and stock go to a temporary directory.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { readStoredStock } from '../store';
import { loadMapping } from './mapping';
import { parseCsv } from './records';
import { importFeed } from './run';
import { storeSink } from './sink';
import { loadImportSite } from './site';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const FEED = path.resolve(REPO, '../shared/data/real/Australian_Vehicle_Prices.csv');
const MAPPING = path.join(import.meta.dirname, 'mappings', 'australian-vehicle-prices.json');
const present = existsSync(FEED);
if (!present) console.log(`real data (shared/data/real): skipped — ${FEED} is not there (it lives in the team checkout, not in the repo)`);

describe('real data (shared/data/real)', () => {
  it.skipIf(!present)('imports Australian_Vehicle_Prices.csv with the shipped mapping', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-real-'));
    const now = new Date('2025-07-01T00:00:00Z');
    const site = loadImportSite(readDataset(), 'gateway-car-superstore');
    const summary = await importFeed({
      site,
      file: FEED,
      now,
      mapping: loadMapping(MAPPING),
      sink: storeSink(path.join(dir, 'data'), now),
      rejects: path.join(dir, 'rejects.csv'),
    });
    console.log(
      `real data: read ${summary.read}, accepted ${summary.accepted}, rejected ${summary.rejected} ${JSON.stringify(summary.reasons)} in ${Math.round(summary.ms)} ms`,
    );
    for (const list of Object.values(summary.examples)) for (const example of list ?? []) console.log(`  ${example}`);

    expect(summary.read).toBe(16_734); // SOURCES.md: rows by an RFC-4180 parser
    expect(summary.accepted / summary.read).toBeGreaterThan(0.9);
    expect(summary.accepted + summary.rejected).toBe(summary.read);

    const stored = readStoredStock(path.join(dir, 'data'), site.slug)?.vehicles ?? [];
    expect(stored).toHaveLength(summary.accepted);
    for (const v of stored) expect(Vehicle.safeParse(v).success).toBe(true);
    expect(new Set(stored.map((v) => v.id)).size).toBe(stored.length);
    expect(new Set(stored.map((v) => v.car_type))).toEqual(new Set(['new', 'used', 'demo']));

    // Every reject has a line and a reason, and the line is the row's physical line in the file.
    const physical = readFileSync(FEED, 'utf8').split('\n');
    const rejects = [...parseCsv(readFileSync(path.join(dir, 'rejects.csv'), 'utf8'))].slice(1);
    expect(rejects).toHaveLength(summary.rejected);
    for (const r of rejects) {
      const [line, reasons, ...fields] = r.fields;
      expect(Number(line)).toBeGreaterThan(1);
      expect(reasons?.length).toBeGreaterThan(0);
      expect(physical[Number(line) - 1]?.startsWith(fields[0] ?? '')).toBe(true);
    }

    // A second import of the same file changes nothing.
    const again = await importFeed({
      site,
      file: FEED,
      now: new Date('2025-07-02T00:00:00Z'),
      mapping: loadMapping(MAPPING),
      sink: storeSink(path.join(dir, 'data'), now),
      rejects: path.join(dir, 'rejects-2.csv'),
    });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: summary.accepted, markedSold: 0 });
  });
});
