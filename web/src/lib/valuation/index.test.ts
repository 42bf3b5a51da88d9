/** Which engine the module serves, by environment, and valueTradeIn's default engine. */
import type { TradeInAnswers } from '@forecourt/schemas/trade-in';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';

const env = vi.hoisted(() => ({
  VALUATION_API_URL: undefined as string | undefined,
  VALUATION_API_KEY: undefined as string | undefined,
  VALUATION_TIMEOUT_MS: 8000,
  VALUATION_RECONDITIONING: 1500,
  VALUATION_MARGIN: 0.12,
}));
vi.mock('@/env', () => ({ env }));
vi.mock('@/lib/content', () => ({ content: { siteHosts: () => Promise.resolve([]), site: () => Promise.resolve(undefined) } }));
vi.mock('@/lib/search', () => ({ searchEngine: () => Promise.resolve({ list: () => Promise.resolve([]) }) }));

const GOOD: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};

async function freshModule() {
  vi.resetModules();
  delete (globalThis as { forecourtValuation?: unknown }).forecourtValuation;
  return import('./index');
}

beforeEach(() => {
  env.VALUATION_API_URL = undefined;
  env.VALUATION_API_KEY = undefined;
});

describe('valuationEngine', () => {
  it('is the embedded engine unless both the provider URL and key are set, and one per process', async () => {
    let valuation = await freshModule();
    expect(valuation.valuationEngine().name).toBe('embedded');
    expect(valuation.valuationEngine()).toBe(valuation.valuationEngine());

    env.VALUATION_API_URL = 'https://api.autograb.example';
    valuation = await freshModule();
    expect(valuation.valuationEngine().name).toBe('embedded');

    env.VALUATION_API_KEY = 'key';
    valuation = await freshModule();
    expect(valuation.valuationEngine().name).toBe('provider');
  });

  it('exports only the engine, valueTradeIn and types', async () => {
    expect(Object.keys(await freshModule()).sort()).toEqual(['valuationEngine', 'valueTradeIn']);
  });

  it('values with the configured engine by default, eligibility first', async () => {
    const { valueTradeIn } = await freshModule();
    const site = { slug: 'x', dealerships: [], search_settings: { search_filters: {} } } as unknown as Site;
    const now = new Date('2026-06-01T00:00:00Z');
    const car = { year: 2024, make: 'Toyota', model: 'Yaris', source: 'manual' } as const;
    expect(await valueTradeIn({ site, vehicle: car, kms: 10_000, answers: GOOD, now })).toEqual({
      kind: 'declined',
      reason: 'too_few_comparables',
    });
    expect(await valueTradeIn({ site, vehicle: { ...car, year: 2015 }, kms: 10_000, answers: GOOD, now })).toEqual({
      kind: 'appraisal',
      reasons: ['too_old'],
    });
  });
});
