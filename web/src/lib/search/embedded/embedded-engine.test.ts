import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { eq, MATCH_ALL } from '@/domain/filter';
import { checkQuery, contractVehicles, queryArbitrary, runEngineContract } from '../contract';
import { SearchEngineError, type EngineQuery } from '../engine';
import { createEmbeddedEngine } from './embedded-engine';

runEngineContract('embedded', (vehicles) => createEmbeddedEngine(vehicles));
// The relaxed checks an engine with other tie-breaks or fuzzy text (Typesense) runs, kept working.
runEngineContract('embedded, relaxed checks', (vehicles) => createEmbeddedEngine(vehicles), {
  numRuns: 50,
  exactOrder: false,
  exactText: false,
});

const query: EngineQuery = {
  filter: MATCH_ALL,
  sort: { field: 'price', direction: 'asc' },
  offset: 0,
  limit: 10,
  facets: [],
  stats: [],
};

describe('embedded engine', () => {
  const vehicles = contractVehicles().slice(0, 50);

  it('starts empty without vehicles', async () => {
    const engine = await createEmbeddedEngine();
    expect(engine.size).toBe(0);
    const [result] = await engine.search([{ ...query, facets: [{ field: 'make' }], stats: ['price'] }]);
    expect(result).toEqual({ hits: [], found: 0, facets: { make: [] }, stats: {} });
    await engine.upsert(vehicles);
    expect(engine.size).toBe(50);
  });

  it('rejects a batch with an unindexable vehicle and changes nothing', async () => {
    const engine = await createEmbeddedEngine(vehicles);
    const good = { ...vehicles[0]!, make: 'Changed' };
    const bad = { ...vehicles[1]!, year: 'recent' } as unknown as Vehicle;
    await expect(engine.upsert([good, bad])).rejects.toBeInstanceOf(SearchEngineError);
    await expect(engine.upsert([{ ...vehicles[2]!, id: '' }])).rejects.toBeInstanceOf(SearchEngineError);
    const [changed] = await engine.search([{ ...query, filter: eq('make', 'Changed') }]);
    expect(changed!.found).toBe(0);
    expect(engine.size).toBe(50);
  });

  it('names the field that does not fit, the first in the index schema when several do not', async () => {
    const engine = await createEmbeddedEngine();
    const named = (v: Record<string, unknown>) => engine.upsert([{ ...vehicles[0]!, ...v }]).then(() => '', (e: Error) => e.message);
    expect(await named({ year: 'recent' })).toMatch(/field year does not fit/);
    expect(await named({ categories: ['a', {}] })).toMatch(/field categories\.1 does not fit/);
    expect(await named({ price: Infinity, make: true })).toMatch(/field make does not fit/);
    expect(await named({ km: null, badge: undefined })).toBe('');
  });

  it('rejects invalid paging and sorts on non-numeric fields', async () => {
    const engine = await createEmbeddedEngine(vehicles);
    await expect(engine.search([{ ...query, offset: -1 }])).rejects.toBeInstanceOf(SearchEngineError);
    await expect(engine.search([{ ...query, limit: 1.5 }])).rejects.toBeInstanceOf(SearchEngineError);
    await expect(
      engine.search([{ ...query, sort: { field: 'make', direction: 'asc' } }]),
    ).rejects.toBeInstanceOf(SearchEngineError);
  });

  it('drives a selective filter by its column and scans for a broad one, with the same answers', async () => {
    const engine = await createEmbeddedEngine(contractVehicles());
    const target = contractVehicles()[99]!;
    const [selective, broad] = await engine.search([
      { ...query, filter: { and: [eq('id', target.id), eq('make', target.make)] } },
      {
        ...query,
        filter: { and: [eq('show_on_dealer_website', target.show_on_dealer_website), eq('id', target.id)] },
      },
    ]);
    expect(selective!.hits).toEqual([target]);
    expect(broad!.hits).toEqual([target]);
  });

  it('answers as the reference after random sequences of upserts of every size (columns, text and sort orders kept current)', async () => {
    const pool = contractVehicles();
    const start = pool.slice(0, 300);
    // One change: a stored vehicle takes another's contents under its own id, or a new vehicle comes in.
    const change = fc.tuple(fc.boolean(), fc.nat(start.length - 1), fc.nat(pool.length - 1));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(change, { minLength: 1, maxLength: 80, size: 'max' }), { minLength: 1, maxLength: 4 }), fc.nat(), async (batches, seed) => {
        const engine = await createEmbeddedEngine(start);
        const current = new Map(start.map((v) => [v.id, v]));
        for (const changes of batches) {
          const batch = changes.map(([replace, target, donor]): Vehicle => {
            const into = start[target]!;
            return replace ? { ...pool[donor]!, id: into.id, slug: into.slug } : pool[donor]!;
          });
          await engine.upsert(batch);
          for (const v of batch) current.set(v.id, v);
        }
        const vehicles = [...current.values()];
        for (const q of fc.sample(queryArbitrary(vehicles), { numRuns: 4, seed })) await checkQuery(engine, vehicles, q);
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
