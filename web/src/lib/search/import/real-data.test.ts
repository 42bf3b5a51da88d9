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
import { rowHashOf } from './build';
import { loadMapping } from './mapping';
import { parseCsv } from './records';
import { importFeed } from './run';
import { storeSink } from './sink';
import { loadImportSite } from './site';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
// REAL_DATA_DIR lets a checkout elsewhere (e.g. a git worktree) point at the same folder.
const FEED = path.resolve(process.env.REAL_DATA_DIR ?? path.resolve(REPO, '../shared/data/real'), 'Australian_Vehicle_Prices.csv');
const MAPPING = path.join(import.meta.dirname, 'mappings', 'australian-vehicle-prices.json');
const present = existsSync(FEED);
if (!present) console.log(`real data (shared/data/real): skipped — ${FEED} is not there (it lives in the team checkout, not in the repo)`);

describe('real data (shared/data/real)', () => {
  it.skipIf(!present)('imports Australian_Vehicle_Prices.csv with the shipped mapping: whole multi-word makes, unknown km, the $88 price warned', { timeout: 120_000 }, async () => {
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
    expect(summary.accepted).toBe(16_733); // line 2402 is a row of empty cells and 'nan'
    expect(summary.accepted + summary.rejected).toBe(summary.read);

    const stored = readStoredStock(path.join(dir, 'data'), site.slug)?.vehicles ?? [];
    expect(stored).toHaveLength(summary.accepted);
    for (const v of stored) expect(Vehicle.safeParse(v).success).toBe(true);
    expect(new Set(stored.map((v) => v.id)).size).toBe(stored.length);
    expect(new Set(stored.map((v) => v.car_type))).toEqual(new Set(['new', 'used', 'demo']));

    // Multi-word makes (split 'Land' / 'Rover' in the feed, model only in the title) land whole.
    const makes = new Map<string, number>();
    for (const v of stored) makes.set(v.make, (makes.get(v.make) ?? 0) + 1);
    expect(makes.get('Land Rover')).toBe(237);
    expect(makes.get('Alfa Romeo')).toBe(14);
    expect(makes.get('Great Wall')).toBe(16);
    expect(makes.get('Aston Martin')).toBe(5);
    for (const half of ['Land', 'Alfa', 'Great', 'Aston', 'Mercedes', 'Rolls']) expect(makes.has(half), half).toBe(false);
    expect(makes.get('Rover')).toBe(3); // Rover alone is a make of its own: not on the list, unchanged
    const evoque = stored.find((v) => v.name === '2017 Land Rover Range Rover Evoque TD4 180 HSE Dynamic');
    expect(evoque).toMatchObject({ make: 'Land Rover', model: 'Range Rover Evoque', make_model: 'Land Rover Range Rover Evoque', badge: 'TD4 180 HSE Dynamic' });
    expect(stored.filter((v) => v.make === 'Land Rover').every((v) => v.model !== 'Rover')).toBe(true);

    // Unknown kilometres ('-') stay unknown: no used car with '-' km is stored with 0 km.
    const feedRows = [...parseCsv(readFileSync(FEED, 'utf8'))].slice(1);
    const dashKmUsed = feedRows.filter((r) => r.fields[5] === 'USED' && r.fields[11]?.trim() === '-');
    expect(dashKmUsed.length).toBe(12);
    const byId = new Map(stored.map((v) => [v.id, v]));
    for (const r of dashKmUsed) {
      // The mapping identifies rows by content: the id is the site and the row's hash (build.ts).
      const v = byId.get(`${site.slug}-r${rowHashOf(r.fields.join('\u001f'))}`);
      expect(v, r.fields[4]).toBeDefined();
      expect(v!.km, r.fields[4]).toBeUndefined();
    }
    expect(stored.some((v) => v.car_type === 'used' && v.km === 0)).toBe(false);

    // The $88 Alfa Romeo is imported, and warned about in the summary and the rejects file.
    expect(summary.warned).toBe(1);
    expect(summary.warnings).toEqual({ implausible_price: 1 });
    expect(summary.warningExamples.implausible_price?.[0]).toMatch(/^line 15903: implausible price \$88 \(below \$500\)/);
    expect(stored.find((v) => v.price === 88)).toMatchObject({ make: 'Alfa Romeo', model: '156' });

    // Every reject has a line and a reason, and the line is the row's physical line in the file.
    const physical = readFileSync(FEED, 'utf8').split('\n');
    const rejects = [...parseCsv(readFileSync(path.join(dir, 'rejects.csv'), 'utf8'))].slice(1);
    expect(rejects).toHaveLength(summary.rejected + summary.warned);
    expect(rejects.filter((r) => r.fields[1]?.startsWith('warning: implausible price $88')).map((r) => r.fields[0])).toEqual(['15903']);
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
