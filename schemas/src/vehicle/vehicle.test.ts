import { describe, expect, it } from 'vitest';
import { facetFields, oramaSchema, textOf, TEXT_FIELD, typesenseCollectionSchema, Vehicle, vehicleFields } from './index';

const valid = {
  id: 'v1', slug: '2024-toyota-rav4-gxl-abc1', name: '2024 Toyota RAV4 GXL', make: 'Toyota', model: 'RAV4',
  make_model: 'Toyota RAV4', year: 2024, car_type: 'used', item_type: 'car', categories: ['Family'],
  status: 'in_stock', sold: false, reserved: false, certified: true, created_at: '2026-11-01T00:00:00Z',
  created_at_timestamp: 1793491200, updated_at: '2026-11-02T00:00:00Z', show_on_dealer_website: true,
  custom_rank: 10, price: 45990, preorder: false, price_range: '$40,000 - $50,000', km: 12000, views: 0,
  stocknum: 'ABC1', has_nvic: false, simple_fuel: 'Hybrid', simple_body: 'suv', simple_transmission: 'Automatic',
  images: [{ url: '/media/vehicles/suv/glacier-white/1.svg' }], photos_count: 1, dealership_id: 'hbt',
  dealership_slug: 'harbour-toyota', dealership_name: 'Harbour Toyota', location_id: 'hbt-sales',
  location_name: 'Harbour Toyota Sales', city: 'Brookvale', state: 'NSW',
  location: { name: 'Harbour Toyota Sales', slug: 'harbour-toyota-sales' },
};

describe('Vehicle (zod, derived from the field list)', () => {
  it('accepts a complete vehicle', () => {
    expect(Vehicle.parse(valid).make).toBe('Toyota');
  });

  it.each([
    ['car_type', 'second-hand'],
    ['status', 'gone'],
    ['state', 'XX'],
    ['year', 2024.5],
    ['price', Number.POSITIVE_INFINITY],
    ['images', [{}]],
    ['certified', 'yes'],
  ])('rejects %s = %j', (field, value) => {
    expect(Vehicle.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('requires non-optional fields and allows optional ones to be absent', () => {
    const { make: _make, ...withoutMake } = valid;
    expect(Vehicle.safeParse(withoutMake).success).toBe(false);
    expect(Vehicle.safeParse({ ...valid, badge: undefined, file: undefined }).success).toBe(true);
  });
});

describe('engine schemas derived from the same list', () => {
  const typesense = typesenseCollectionSchema();
  const orama = oramaSchema();

  it('gives Typesense every field, with facet, sort and optional flags from the list', () => {
    expect(typesense.fields.map((f) => f.name)).toEqual(Object.keys(vehicleFields));
    const byName = Object.fromEntries(typesense.fields.map((f) => [f.name, f]));
    expect(byName.price).toMatchObject({ type: 'float', facet: true, sort: true });
    expect(byName.created_at_timestamp).toMatchObject({ type: 'int64', sort: true });
    expect(byName.categories).toMatchObject({ type: 'string[]', facet: true });
    expect(byName.images).toMatchObject({ type: 'object[]', index: false });
    expect(byName.badge?.optional).toBe(true);
    expect(typesense.default_sorting_field).toBe('custom_rank');
  });

  it('indexes every facet in the embedded engine as a filterable type', () => {
    for (const field of facetFields) {
      expect(orama[field], field).toBeDefined();
      expect(orama[field], field).not.toBe('string');
    }
    expect(orama[TEXT_FIELD]).toBe('string');
    expect(orama.images).toBeUndefined();
  });

  it('builds the free-text field from the searchable fields', () => {
    const text = textOf(valid);
    expect(text).toContain('Toyota');
    expect(text).toContain('RAV4');
    expect(text).toContain('ABC1');
    expect(text).not.toContain('Brookvale');
  });
});
