import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, readStoredStock, stockFile, storedStockVersion, writeStoredStock } from './store';

const now = new Date('2026-11-01T00:00:00Z');

describe('stock store', () => {
  it('round-trips a site’s vehicles and reports a version', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-store-'));
    expect(readStoredStock(dir, 'harbour-toyota')).toBeUndefined();
    expect(storedStockVersion(dir, 'harbour-toyota')).toBe(0);
    const vehicles = stockFor('harbour-toyota', { now: now.getTime(), count: 20 });
    writeStoredStock(dir, 'harbour-toyota', vehicles, now);
    const stored = readStoredStock(dir, 'harbour-toyota');
    expect(stored?.vehicles).toEqual(vehicles);
    expect(stored?.updated_at).toBe(now.toISOString());
    expect(storedStockVersion(dir, 'harbour-toyota')).toBeGreaterThan(0);
  });

  it('refuses hostile site names', () => {
    expect(() => stockFile('/tmp', '../etc/passwd')).toThrow();
    expect(() => stockFile('/tmp', 'A B')).toThrow();
  });

  it('treats a corrupt file as an error, not as empty stock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-store-'));
    mkdirSync(path.join(dir, 'stock'));
    writeFileSync(path.join(dir, 'stock', 'x.json'), JSON.stringify({ site: 'x', updated_at: 'now', vehicles: [{ id: 1 }] }));
    expect(() => readStoredStock(dir, 'x')).toThrow(/not valid stored stock/);
  });

  it('finds <repo>/.data from a workspace, or honours DATA_DIR', () => {
    expect(defaultDataDir(path.resolve(import.meta.dirname), {})).toMatch(/\/\.data$/);
    expect(defaultDataDir('/anywhere', { DATA_DIR: '/srv/forecourt' })).toBe('/srv/forecourt');
  });
});
