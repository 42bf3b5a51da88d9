/**
 * The brand-logo menu's content read over the sample content: a multi-franchise site gets the
 * manufacturers its dealerships sell, each with its logo; a site that lists no makes reads nothing.
 * (Beside repository.test.ts, which others are editing, to keep the change small.)
 */
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from './embedded';
import { createContentRepository } from './repository';

const repo = createContentRepository(createEmbeddedSource(readDataset()));

describe('content.brands', () => {
  it('reads the manufacturers of a multi-franchise site’s makes, with logos', async () => {
    const site = (await repo.site('southern-cross-motors'))!;
    const brands = await repo.brands(site);
    expect(brands.map((b) => b.name).sort()).toEqual(['Hyundai', 'Kia', 'MG', 'Mazda']);
    for (const brand of brands) expect(brand.logo).toMatch(/^\/media\/content\/brand-[a-z]+\.svg$/);
  });

  it('reads nothing for a site whose dealerships list no makes', async () => {
    const site = (await repo.site('southern-cross-motors'))!;
    await expect(repo.brands({ ...site, dealerships: site.dealerships.map((d) => ({ ...d, makes: [] })) })).resolves.toEqual([]);
  });
});
