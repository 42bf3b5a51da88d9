/** The comparison's cars over the sample stock and the embedded search engine. */
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { sampleEngine } from '@/lib/search/sample-engine';
import { compareVehicles } from './compare-cars';

const A = 'southern-cross-motors';
const B = 'gateway-car-superstore';
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const site = (await repo.site(A))!;
const engine = await sampleEngine(A, B);
const shown = stockFor(A).filter((v) => v.show_on_dealer_website);
const [a, b, c] = shown as [(typeof shown)[0], (typeof shown)[0], (typeof shown)[0]];

describe('compareVehicles', () => {
  it('finds the cars by id or slug, in the order given', async () => {
    const cars = await compareVehicles(engine, site, [b.id, a.slug, c.id]);
    expect(cars.map((v) => v.id)).toEqual([b.id, a.id, c.id]);
  });

  it("leaves out unknown ids, another dealer's cars and cars hidden from the website", async () => {
    const other = stockFor(B).find((v) => v.show_on_dealer_website)!;
    const hidden = stockFor(A).find((v) => !v.show_on_dealer_website)!;
    const cars = await compareVehicles(engine, site, ['no-such-car', other.id, other.slug, hidden.id, a.id]);
    expect(cars.map((v) => v.id)).toEqual([a.id]);
  });

  it('shows a car named twice once', async () => {
    const cars = await compareVehicles(engine, site, [a.id, a.slug]);
    expect(cars.map((v) => v.id)).toEqual([a.id]);
  });

  it('gives nothing for no ids', async () => {
    expect(await compareVehicles(engine, site, [])).toEqual([]);
  });
});
