import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { createEmbeddedEngine } from './embedded';
import { decodeQuery } from './query';
import { findVehicle, searchStock } from './service';
import { replacementFor, replacementFromEngine, siteStockMap } from './site-stock';

const site = (await createContentRepository(createEmbeddedSource(readDataset())).site('harbour-toyota'))!;
const everything = decodeQuery(new URLSearchParams());

const NOW = new Date('2026-11-01T00:00:00Z');
const sample = stockFor('harbour-toyota', { now: NOW.getTime(), count: 40 });
const car = sample.find((v) => v.show_on_dealer_website && v.status === 'in_stock')!;
/** The same cars as an import names them: other ids, same slugs; one car has a new price. */
const imported = sample.map((v) => ({ ...v, id: `imported-${v.stocknum}`, ...(v.id === car.id ? { price: 12_345 } : {}) }));

describe('replacing a site’s stock in the embedded engine', () => {
  it('hides every previous vehicle the new stock does not have, so each slug finds the new car', async () => {
    const engine = await createEmbeddedEngine(sample);
    const before = await searchStock(engine, site, everything, { now: NOW, facets: [] });
    await engine.upsert(replacementFor(siteStockMap(sample), imported));
    const after = await searchStock(engine, site, everything, { now: NOW, facets: [] });
    expect(before.found).toBeGreaterThan(0);
    expect(after.found).toBe(before.found);
    expect(after.hits.every((v) => v.id.startsWith('imported-'))).toBe(true);
    expect((await findVehicle(engine, site, car.slug))?.price).toBe(12_345);
  });

  it('is needed: a plain upsert leaves the old copies searchable beside the new', async () => {
    const engine = await createEmbeddedEngine(sample);
    const before = await searchStock(engine, site, everything, { now: NOW, facets: [] });
    await engine.upsert(imported);
    expect((await searchStock(engine, site, everything, { now: NOW, facets: [] })).found).toBe(2 * before.found);
  });

  it('writes no tombstone twice, and none for cars still there', () => {
    const once = replacementFor(siteStockMap(sample), imported);
    expect(once).toHaveLength(imported.length + sample.length);
    const tombstones = once.slice(imported.length);
    expect(tombstones.every((v) => v.status === 'deleted' && !v.show_on_dealer_website)).toBe(true);
    expect(replacementFor(siteStockMap(once), imported)).toHaveLength(imported.length);
    expect(replacementFor(siteStockMap(imported), imported)).toEqual(imported);
  });

  it('gives the same replacement from the previous ids and the engine as from the previous vehicles', async () => {
    const engine = await createEmbeddedEngine(sample);
    const fromIds = await replacementFromEngine(engine, sample.map((v) => v.id), imported);
    const byId = (list: readonly { id: string }[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(fromIds)).toEqual(byId(replacementFor(siteStockMap(sample), imported)));
    await engine.upsert(fromIds);
    // Once the dropped cars are tombstones, a second replacement writes none again.
    expect(await replacementFromEngine(engine, fromIds.map((v) => v.id), imported)).toHaveLength(imported.length);
    expect(await replacementFromEngine(engine, [], imported)).toEqual(imported);
  });
});
