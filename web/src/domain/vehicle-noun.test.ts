import { describe, expect, it } from 'vitest';
import { readDataset } from '@forecourt/tenants';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { CAR_NOUN, CARAVAN_NOUN, countText, siteVehicleNoun, VEHICLE_NOUN } from './vehicle-noun';

const site = (template: string, item_types?: string[] | null) => ({ template, search_settings: { search_filters: { item_types } } });

describe('siteVehicleNoun', () => {
  it('car templates without item types sell cars; the caravan template caravans', () => {
    for (const t of ['toyota', 'group', 'used']) expect(siteVehicleNoun(site(t))).toBe(CAR_NOUN);
    expect(siteVehicleNoun(site('caravan'))).toBe(CARAVAN_NOUN);
    expect(siteVehicleNoun({ template: 'used' })).toBe(CAR_NOUN);
    expect(siteVehicleNoun(site('used', null))).toBe(CAR_NOUN);
  });

  it('follows the item types the stock filter allows, whatever the template', () => {
    expect(siteVehicleNoun(site('used', ['caravan', 'Motorhome ', 'pop-top']))).toBe(CARAVAN_NOUN);
    expect(siteVehicleNoun(site('caravan', ['car']))).toBe(CAR_NOUN);
    expect(siteVehicleNoun(site('group', ['car', 'caravan']))).toBe(VEHICLE_NOUN);
    expect(siteVehicleNoun(site('used', ['motorcycle']))).toBe(VEHICLE_NOUN);
    expect(siteVehicleNoun(site('caravan', ['', '  ']))).toBe(CARAVAN_NOUN);
  });

  it('the four sample sites', async () => {
    const repo = createContentRepository(createEmbeddedSource(readDataset()));
    const nouns: Record<string, string> = {};
    for (const slug of ['harbour-toyota', 'southern-cross-motors', 'gateway-car-superstore', 'coorong-caravans']) nouns[slug] = siteVehicleNoun((await repo.site(slug))!).many;
    expect(nouns).toEqual({ 'harbour-toyota': 'cars', 'southern-cross-motors': 'cars', 'gateway-car-superstore': 'cars', 'coorong-caravans': 'caravans' });
  });
});

describe('countText', () => {
  it('singular for one, plural otherwise, with thousands separators', () => {
    expect(countText(1, CAR_NOUN)).toBe('1 car');
    expect(countText(0, CARAVAN_NOUN)).toBe('0 caravans');
    expect(countText(1234, VEHICLE_NOUN)).toBe('1,234 vehicles');
  });

  it('reads a count that is not a whole number >= 0 as 0 (never NaN)', () => {
    for (const n of [Number.NaN, -3, Number.NEGATIVE_INFINITY]) expect(countText(n, CAR_NOUN)).toBe('0 cars');
    expect(countText(2.9, CAR_NOUN)).toBe('2 cars');
  });
});
