import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { cardLocation, cardSpecs, vehicleCardModel, vehicleTitle } from './card-model';

const NOW = new Date('2025-07-10T02:00:00Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const gateway = (await repo.site('gateway-car-superstore'))!;
const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 5 })[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  status: 'in_stock',
  sold: false,
  reserved: false,
  tag: undefined,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  year: 2022,
  car_type: 'used',
  certified: false,
  price: 45990,
  offer_price: undefined,
  before_price: undefined,
  subscription_price: undefined,
  preorder: false,
  km: 35120,
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  created_at: '2025-01-01T00:00:00.000Z',
  finance: undefined,
  state_average_market_price: undefined,
  average_market_price: undefined,
  ...over,
});
const site = (s: Site, features: Partial<Site['features']> = {}): Site => ({ ...s, features: { ...s.features, ...features } });

describe('vehicleCardModel', () => {
  it('titles the car year make model badge and links to its page', () => {
    const model = vehicleCardModel(car({ slug: 'a b' }), harbour, NOW);
    expect(model.title).toBe('2022 Toyota HiLux SR5');
    expect(model.href).toBe('/cars/a%20b');
    expect(vehicleTitle({ year: 2020, make: 'Mazda', model: '3', badge: undefined })).toBe('2020 Mazda Mazda3');
  });

  it('shows the price with a struck was-price, the specs and the location', () => {
    const model = vehicleCardModel(car({ before_price: 49990, location_name: 'Harbour Toyota Brookvale', city: 'Brookvale', state: 'NSW' }), harbour, NOW);
    expect(model.price).toMatchObject({ kind: 'price', text: '$45,990', wasPrice: '$49,990' });
    expect(model.specs).toEqual([
      { key: 'condition', label: 'Condition', value: 'Used' },
      { key: 'transmission', label: 'Transmission', value: 'Automatic' },
      { key: 'odometer', label: 'Odometer', value: '35,120 km' },
      { key: 'fuel', label: 'Fuel type', value: 'Diesel' },
    ]);
    expect(model.location).toBe('Harbour Toyota Brookvale, Brookvale NSW');
  });

  it('follows the price rules: subscription per week, preorder, no-price text, nothing when sold', () => {
    expect(vehicleCardModel(car({ subscription_price: 189 }), site(gateway), NOW).price.text).toBe('$189 / week');
    expect(vehicleCardModel(car({ price: 0, preorder: true }), harbour, NOW).price.text).toBe('PREORDER');
    expect(vehicleCardModel(car({ price: 0 }), gateway, NOW).price.text).toBe('Price on application');
    const sold = vehicleCardModel(car({ status: 'sold', sold: true }), harbour, NOW);
    expect(sold.price.kind).toBe('none');
    expect(sold.inStock).toBe(false);
    expect(sold.reservePath).toBeUndefined();
    expect(sold.primaryTag?.label).toBe('JUST SOLD');
  });

  it('puts the primary tag first and keeps fuel and certified chips', () => {
    const model = vehicleCardModel(car({ tag: 'Runout Sale', simple_fuel: 'Hybrid', certified: true }), harbour, NOW);
    expect(model.primaryTag).toMatchObject({ kind: 'manual', label: 'Runout Sale', colour: 'green' });
    expect(model.secondaryTags.map((t) => t.kind)).toEqual(['fuel', 'certified']);
    expect(model.certified).toBe(true);
  });

  it('shows Reserve Now with its checkout path and deposit only when the rules say so', () => {
    expect(vehicleCardModel(car(), harbour, NOW)).toMatchObject({ reservePath: `/cars/${encodeURIComponent(base.slug)}/checkout`, deposit: '$500' });
    expect(vehicleCardModel(car({ reserved: true }), harbour, NOW).reservePath).toBeUndefined();
    expect(vehicleCardModel(car(), site(harbour, { reserve: false }), NOW).reservePath).toBeUndefined();
  });

  it('offers the favourite toggle where favourites or compare are on', () => {
    expect(vehicleCardModel(car(), site(harbour, { favourites: true, compare: false }), NOW).favourite).toBe(true);
    expect(vehicleCardModel(car(), site(harbour, { favourites: false, compare: true }), NOW).favourite).toBe(true);
    expect(vehicleCardModel(car(), site(harbour, { favourites: false, compare: false }), NOW).favourite).toBe(false);
    expect(vehicleCardModel(car({ status: 'sold' }), harbour, NOW).favourite).toBe(false);
  });

  it('shows the below-market badge per the badge rule', () => {
    const cheap = car({ price: 40000, state_average_market_price: 41000 });
    expect(vehicleCardModel(cheap, site(harbour, { below_market_badge: true }), NOW).belowMarket).toBe(true);
    expect(vehicleCardModel(cheap, site(harbour, { below_market_badge: false }), NOW).belowMarket).toBe(false);
    expect(vehicleCardModel(car({ price: 40000, state_average_market_price: 40499 }), site(harbour, { below_market_badge: true }), NOW).belowMarket).toBe(false);
  });

  it('shows a weekly estimate only where a lender is eligible, with the indicative note', () => {
    const finance = {
      'Car Clarity': { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 187.4, financeProvider: 'Car Clarity' as const },
    };
    const model = vehicleCardModel(car({ finance }), harbour, NOW);
    expect(model.weekly?.text).toBe('From $187/week');
    expect(model.weekly?.note).toMatch(/5-year loan.*6\.29% p\.a\. interest rate, 8\.19% p\.a\. comparison rate.*not a quote/);
    expect(vehicleCardModel(car({ finance, make: 'Suzuki' }), harbour, NOW).weekly).toBeUndefined();
    expect(vehicleCardModel(car({ finance, status: 'coming_soon' }), harbour, NOW).weekly).toBeUndefined();
    expect(vehicleCardModel(car({ finance: { 'Car Clarity': { ...finance['Car Clarity'], paymentWeek: 20 } } }), harbour, NOW).weekly).toBeUndefined();
    expect(vehicleCardModel(car(), harbour, NOW).weekly).toBeUndefined();
  });

  it('uses the primary image, else the first image, with the car name as alt text', () => {
    expect(vehicleCardModel(car({ primary_image_url: '/p.svg', name: 'My car' }), harbour, NOW).image).toEqual({ url: '/p.svg', alt: 'My car' });
    expect(vehicleCardModel(car({ primary_image_url: undefined, images: [{ url: '/i.svg' }], thumbnails: [] }), harbour, NOW).image?.url).toBe('/i.svg');
    expect(vehicleCardModel(car({ primary_image_url: undefined, images: [], thumbnails: [], photos_count: 0 }), harbour, NOW)).toMatchObject({ image: undefined, photoCount: 0 });
  });
});

describe('card parts', () => {
  it('leaves out missing specs and repeated location parts', () => {
    expect(cardSpecs(car({ simple_transmission: '', trans: 'null', simple_fuel: 'Petrol' })).map((s) => s.key)).toEqual(['condition', 'odometer', 'fuel']);
    expect(cardLocation({ location_name: 'Brookvale NSW', city: 'Brookvale', state: 'NSW' })).toBe('Brookvale NSW');
    expect(cardSpecs(car({ km: undefined })).find((s) => s.key === 'odometer')?.value).toBe('Unknown');
    expect(cardSpecs(car({ km: 0 })).find((s) => s.key === 'odometer')?.value).toBe('0 km');
    expect(cardLocation({ location_name: '', city: 'Brookvale', state: 'NSW' })).toBe('Brookvale NSW');
  });
});
