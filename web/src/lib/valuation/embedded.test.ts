/**
 * The embedded valuation engine over the sample dealers' content and generated stock, searched by the
 * real embedded search engine (as the app runs with no services configured).
 */
import { RegoSchema, TradeInVehicleSchema, type TradeInAnswers, type TradeInVehicle } from '@forecourt/schemas/trade-in';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesFilter } from '@/domain/filter';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { sampleEngine } from '@/lib/search/sample-engine';
import { DEMO_REGISTER, lookupDemoRego, type DemoRegistration } from './demo-register';
import { createEmbeddedValuationEngine } from './embedded';
import { groupSites, type SiteDirectory } from './group-stock';
import { VALUATION_MESSAGES } from './messages';
import { MIN_COMPARABLES } from '@/domain/trade-in-valuation';
import type { ValuationEngine } from './types';
import { valueWith } from './value';

const SITES = ['harbour-toyota', 'gateway-car-superstore', 'southern-cross-motors', 'coorong-caravans'] as const;
const SETTINGS = { margin: 0.12, reconditioning: 1500 };
const GOOD: TradeInAnswers = {
  condition: 'good',
  service_history: 'full',
  accident_damage: 'no',
  tyres: 'good',
  finance_owing: 'no',
  keys: 'two',
};

const repo = createContentRepository(createEmbeddedSource(readDataset()));
const sites = new Map<string, Site>();
let engine: ValuationEngine;

beforeAll(async () => {
  for (const slug of SITES) sites.set(slug, (await repo.site(slug))!);
  engine = createEmbeddedValuationEngine({ sites: repo, stock: () => sampleEngine(...SITES), settings: SETTINGS });
}, 120_000);

const siteOf = (slug: string) => sites.get(slug)!;
const now = () => new Date();

function demoVehicle(entry: DemoRegistration): TradeInVehicle {
  const answer = lookupDemoRego({ rego: entry.rego, regoState: entry.regoState }, now());
  if (!answer.found) throw new Error(`demo rego ${entry.rego} ${entry.regoState} not found`);
  return answer.vehicle;
}

describe('the demo register', () => {
  it('holds valid, distinct registrations, recent ones at most 4 years old and old ones at least 10', () => {
    const keys = new Set<string>();
    for (const entry of DEMO_REGISTER) {
      expect(RegoSchema.parse(entry.rego)).toBe(entry.rego);
      keys.add(`${entry.rego}|${entry.regoState}`);
      const answer = lookupDemoRego({ rego: entry.rego, regoState: entry.regoState }, now());
      expect(answer).toMatchObject({ found: true, register: 'demo' });
      if (!answer.found) continue;
      expect(TradeInVehicleSchema.parse(answer.vehicle)).toEqual(answer.vehicle);
      expect(answer.vehicle).toMatchObject({ source: 'rego', rego: entry.rego, regoState: entry.regoState });
      const age = now().getUTCFullYear() - answer.vehicle.year;
      if (entry.path === 'estimate') expect(age).toBeLessThanOrEqual(4);
      else expect(age).toBeGreaterThanOrEqual(10);
    }
    expect(keys.size).toBe(DEMO_REGISTER.length);
  });

  it('has an estimate and an appraisal car for every sample dealer', () => {
    for (const slug of SITES) {
      expect(DEMO_REGISTER.filter((e) => e.site === slug).map((e) => e.path).sort()).toEqual(['appraisal', 'estimate']);
    }
  });

  it('answers not found for an unknown registration, or a known one in another state', async () => {
    const notFound = { found: false, message: VALUATION_MESSAGES.regoNotFound };
    expect(await engine.regoLookup(siteOf('harbour-toyota'), { rego: 'ZZZ999', regoState: 'NSW' })).toEqual(notFound);
    expect(await engine.regoLookup(siteOf('harbour-toyota'), { rego: 'DEMO01', regoState: 'VIC' })).toEqual(notFound);
  });

  it('is what the embedded engine looks registrations up in', async () => {
    expect(await engine.regoLookup(siteOf('harbour-toyota'), { rego: 'DEMO01', regoState: 'NSW' })).toMatchObject({
      found: true,
      register: 'demo',
      vehicle: { make: 'Toyota', model: 'Corolla', year: now().getUTCFullYear() - 3 },
    });
  });

  describe.each(DEMO_REGISTER.filter((e) => e.path === 'estimate'))('$rego $regoState on $site', (entry) => {
    it(`reaches an estimate from at least ${MIN_COMPARABLES} comparables in the sample stock`, async () => {
      const vehicle = demoVehicle(entry);
      const outcome = await valueWith(
        engine,
        { site: siteOf(entry.site), vehicle, kms: vehicle.body === 'Caravan' ? 0 : 45_000, answers: GOOD, now: now() },
        { timeoutMs: 30_000 },
      );
      expect(outcome).toMatchObject({ kind: 'estimate', provider: 'embedded' });
      if (outcome.kind !== 'estimate') return;
      expect(outcome.comparables).toBeGreaterThanOrEqual(MIN_COMPARABLES);
      expect(outcome.offer).toBeGreaterThan(1000);
      expect(outcome.low).toBeLessThanOrEqual(outcome.high);
    });
  });

  describe.each(DEMO_REGISTER.filter((e) => e.path === 'appraisal'))('$rego $regoState on $site', (entry) => {
    it('is offered an in-person appraisal (too old)', async () => {
      const vehicle = demoVehicle(entry);
      const outcome = await valueWith(
        engine,
        { site: siteOf(entry.site), vehicle, kms: 150_000, answers: GOOD, now: now() },
        { timeoutMs: 30_000 },
      );
      expect(outcome).toEqual({ kind: 'appraisal', reasons: ['too_old', 'too_many_km'] });
    });
  });
});

describe('embedded valuation', () => {
  it('declines a car the group has too few of', async () => {
    const car: TradeInVehicle = { year: now().getUTCFullYear() - 2, make: 'Jayco', model: 'Journey', source: 'manual' };
    expect(await engine.value({ site: siteOf('harbour-toyota'), vehicle: car, kms: 20_000, answers: GOOD, now: now() })).toEqual({
      kind: 'declined',
      reason: 'too_few_comparables',
    });
  });

  it('values a manually chosen car too, with names in any case', async () => {
    const car: TradeInVehicle = { year: now().getUTCFullYear() - 3, make: 'FORD', model: 'ranger', source: 'manual' };
    expect(
      await engine.value({ site: siteOf('gateway-car-superstore'), vehicle: car, kms: 60_000, answers: GOOD, now: now() }),
    ).toMatchObject({ kind: 'estimate', provider: 'embedded' });
  });
});

describe('the dealer group', () => {
  /** The sample content with gateway's group renamed to harbour-toyota's, spelt differently. */
  const joined: SiteDirectory = {
    siteHosts: () => repo.siteHosts(),
    site: async (slug) => {
      const site = await repo.site(slug);
      return site && slug === 'gateway-car-superstore'
        ? { ...site, dealership_group: `  ${siteOf('harbour-toyota').dealership_group!.toUpperCase()} ` }
        : site;
    },
  };

  it('is the sites with the same dealership_group, trimmed and in any case', async () => {
    expect((await groupSites(repo, siteOf('harbour-toyota'))).map((s) => s.slug)).toEqual(['harbour-toyota']);
    expect((await groupSites(joined, siteOf('harbour-toyota'))).map((s) => s.slug)).toEqual([
      'harbour-toyota',
      'gateway-car-superstore',
    ]);
    expect((await groupSites(repo, { ...siteOf('harbour-toyota'), dealership_group: undefined })).map((s) => s.slug)).toEqual([
      'harbour-toyota',
    ]);
  });

  it('pools the group\u2019s stock for manual selection', async () => {
    const year = String(now().getUTCFullYear() - 3);
    const alone = await engine.vehicleOptions({ site: siteOf('harbour-toyota'), year: Number(year) });
    const pooled = createEmbeddedValuationEngine({ sites: joined, stock: () => sampleEngine(...SITES), settings: SETTINGS });
    const together = await pooled.vehicleOptions({ site: siteOf('harbour-toyota'), year: Number(year) });
    expect(together.options.length).toBeGreaterThan(alone.options.length);
    expect(together.options).toEqual(expect.arrayContaining(alone.options));
    expect(alone.options).not.toContain('Jayco');
  });
});

describe('vehicle options', () => {
  const site = () => siteOf('southern-cross-motors');

  it('lists years (newest first), then makes, models and badges of the group\u2019s used and demo cars', async () => {
    const years = await engine.vehicleOptions({ site: site() });
    expect(years.field).toBe('year');
    const numbers = years.options.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBeLessThanOrEqual(now().getUTCFullYear() + 1);

    const year = now().getUTCFullYear() - 2;
    const makes = await engine.vehicleOptions({ site: site(), year });
    expect(makes.field).toBe('make');
    expect(makes.options).toContain('Mazda');
    expect(makes.options).toEqual([...makes.options].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })));

    const models = await engine.vehicleOptions({ site: site(), year, make: 'mazda' });
    expect(models.field).toBe('model');
    expect(models.options.length).toBeGreaterThan(0);

    const model = models.options[0]!.toUpperCase();
    const badges = await engine.vehicleOptions({ site: site(), year, make: 'Mazda', model });
    expect(badges.field).toBe('badge');
    expect(badges.options.length).toBeGreaterThan(0);
    for (const badge of badges.options) expect(TradeInVehicleSchema.shape.badge.parse(badge)).toBe(badge);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await engine.vehicleOptions({ site: site(), year: 1985 })).toEqual({ field: 'make', options: [] });
    expect(await engine.vehicleOptions({ site: site(), year: 2024, make: 'Lada' })).toEqual({ field: 'model', options: [] });
    expect(await engine.vehicleOptions({ site: site(), make: 'Lada' })).toEqual({ field: 'year', options: [] });
  });
});

describe('group stock', () => {
  const car = (over: Partial<Vehicle>): Vehicle =>
    ({ id: over.id, dealership_id: 'hbt', status: 'in_stock', car_type: 'used', make: 'Toyota', model: 'Yaris', year: 2023, km: 30_000, price: 20_000, ...over }) as Vehicle;

  it('counts sold cars at their sold price, and never deleted or new cars, or other dealers\u2019', async () => {
    const stock = [
      car({ id: 'a', price: 20_000 }),
      car({ id: 'b', status: 'sold', price: 21_000 }),
      car({ id: 'c', status: 'sold', price: 22_000, car_type: 'demo' }),
      car({ id: 'd', status: 'deleted', price: 1_000 }),
      car({ id: 'e', car_type: 'new', price: 99_000 }),
      car({ id: 'f', dealership_id: 'gcs', price: 99_000 }),
    ];
    const lister = { list: (filter: Parameters<typeof matchesFilter>[1]) => Promise.resolve(stock.filter((v) => matchesFilter(v, filter))) };
    const fixture = createEmbeddedValuationEngine({ sites: repo, stock: () => Promise.resolve(lister), settings: SETTINGS });
    const vehicle: TradeInVehicle = { year: 2023, make: 'Toyota', model: 'Yaris', source: 'manual' };
    const outcome = await fixture.value({ site: siteOf('harbour-toyota'), vehicle, kms: 30_000, answers: GOOD, now: new Date('2026-06-01') });
    // Retail 20,000 / 21,000 / 22,000: median 21,000, range 19,950..22,050 → trade × 0.88 − 1,500.
    expect(outcome).toEqual({ kind: 'estimate', low: 16_056, high: 17_904, offer: 16_000, comparables: 3, provider: 'embedded' });
  });
});
