import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type { Site } from '@/lib/content/models';
import { TAB_LABELS, vehicleTabs } from './vehicle-tabs';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 40 }).find((v) => v.status === 'in_stock' && !v.reserved)!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  status: 'in_stock',
  reserved: false,
  sold: false,
  standardEquipment: ['Cruise control', 'Reversing camera'],
  ...over,
});
const site = (features: Partial<Site['features']> = {}): Site => ({ ...harbour, features: { ...harbour.features, reserve: true, reserve_deposit: 500, ...features } });
const ids = (v: Vehicle, s: Site = site()) => vehicleTabs(v, s, NOW).map((t) => t.id);

describe('vehicleTabs', () => {
  it('lists every tab, in the spec order, for an in-stock reservable car with features', () => {
    expect(vehicleTabs(car(), site(), NOW)).toEqual([
      { id: 'dealer-comments', label: 'Dealer Comments' },
      { id: 'whats-included', label: "What's Included" },
      { id: 'why-buy-from-us', label: 'Why Buy From Us?' },
      { id: 'reserve-online', label: 'Reserve Online' },
      { id: 'protect-your-car', label: 'Protect Your Car' },
      { id: 'features', label: 'Features' },
    ]);
  });

  it('shows Features only when the feature list is non-empty', () => {
    expect(ids(car({ standardEquipment: [] }))).not.toContain('features');
    expect(ids(car({ standardEquipment: undefined }))).not.toContain('features');
    expect(ids(car({ standardEquipment: ['  ', 'null', 'NULL'] }))).not.toContain('features');
    expect(ids(car({ standardEquipment: ['Sat nav'] }))).toContain('features');
  });

  it('shows Reserve Online only when the car can be reserved', () => {
    expect(ids(car(), site({ reserve: false }))).not.toContain('reserve-online');
    expect(ids(car({ reserved: true }))).not.toContain('reserve-online');
    expect(ids(car(), site({ reserve_deposit: 0 }))).not.toContain('reserve-online');
    expect(ids(car(), site({ reserve_deposit: 0.4 }))).not.toContain('reserve-online');
    expect(ids(car({ status: 'coming_soon' }))).toContain('reserve-online');
  });

  it('a sold car keeps the information tabs but has no Reserve Online', () => {
    for (const status of ['sold', 'on_hold', 'in_transit', 'deleted'] as const) {
      expect(ids(car({ status, sold: status === 'sold' }))).toEqual([
        'dealer-comments',
        'whats-included',
        'why-buy-from-us',
        'protect-your-car',
        'features',
      ]);
    }
  });

  it('labels every tab from TAB_LABELS', () => {
    for (const tab of vehicleTabs(car(), site(), NOW)) expect(tab.label).toBe(TAB_LABELS[tab.id]);
  });
});
