/** features.reserve_terms (issue 16): the dealer's refund terms, trimmed, absent when empty, too long or not text. */
import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from './embedded';
import { Site } from './models';
import { createContentRepository } from './repository';

const features = Site.shape.features;
const parsed = (reserve_terms: unknown) => features.parse({ reserve_terms }).reserve_terms;

describe('features.reserve_terms', () => {
  it("keeps the dealer's words, trimmed", async () => {
    expect(parsed('  Fully refundable within 48 hours.  ')).toBe('Fully refundable within 48 hours.');
    const gateway = await createContentRepository(createEmbeddedSource(readDataset())).site('gateway-car-superstore');
    // The sample dealer's copy reaches the Site (spec §9: Gateway's 48-hour money-back guarantee).
    expect(gateway?.features.reserve_terms).toMatch(/48-hour money-back guarantee/);
  });
  it('is absent (the default copy) for blank, missing, over-long or non-text values, never failing the site', () => {
    expect(parsed('   ')).toBeUndefined();
    expect(parsed(null)).toBeUndefined();
    expect(parsed(undefined)).toBeUndefined();
    expect(parsed('x'.repeat(601))).toBeUndefined();
    expect(parsed(42)).toBeUndefined();
    expect(parsed('x'.repeat(600))).toHaveLength(600);
  });
});
