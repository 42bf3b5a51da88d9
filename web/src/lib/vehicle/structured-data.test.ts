import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { availability, jsonLdText, vehicleStructuredData } from './structured-data';

const NOW = new Date('2025-07-10T02:00:00Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const locations = await repo.locations(harbour);
const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 5 })[0]!;
const location = locations.find((l) => l.location_id === 'hbt-monavale-sales') ?? locations[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  slug: '2022-toyota-hilux-sr5-htu1',
  status: 'in_stock',
  sold: false,
  preorder: false,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  year: 2022,
  car_type: 'used',
  price: 45990,
  offer_price: undefined,
  subscription_price: undefined,
  km: 35120,
  fuel: 'Diesel',
  simple_transmission: 'Automatic',
  vin: 'MR0FA3CD100123456',
  colour: 'Glacier White',
  images: [
    { url: '/media/vehicles/ute/glacier-white/1.svg' },
    { url: '/media/vehicles/ute/glacier-white/2.svg' },
  ],
  ...over,
});
const site = (over: Partial<Site> = {}): Site => ({ ...harbour, ...over });

describe('vehicleStructuredData', () => {
  it('describes the car as a schema.org Car with absolute URLs from the site address', () => {
    const data = vehicleStructuredData(car(), site({ url: 'https://www.harbourtoyota.com.au' }), location);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'HiLux',
      vehicleModelDate: '2022',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 35120, unitCode: 'KMT' },
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      vehicleIdentificationNumber: 'MR0FA3CD100123456',
      color: 'Glacier White',
      url: 'https://www.harbourtoyota.com.au/cars/2022-toyota-hilux-sr5-htu1',
      image: [
        'https://www.harbourtoyota.com.au/media/vehicles/ute/glacier-white/1.svg',
        'https://www.harbourtoyota.com.au/media/vehicles/ute/glacier-white/2.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: 45990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.harbourtoyota.com.au/cars/2022-toyota-hilux-sr5-htu1',
        seller: {
          '@type': 'AutoDealer',
          name: harbour.name,
          telephone: harbour.phones.used,
          address: {
            '@type': 'PostalAddress',
            streetAddress: location.address.street,
            addressLocality: location.address.city,
            addressRegion: location.address.state,
            postalCode: location.address.postcode,
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it('keeps relative URLs when the site has no address, and leaves out what the car lacks', () => {
    const data = vehicleStructuredData(
      car({ vin: undefined, colour: undefined }),
      site({ url: undefined }),
      undefined,
    );
    expect(data.url).toBe('/cars/2022-toyota-hilux-sr5-htu1');
    expect(data).not.toHaveProperty('vehicleIdentificationNumber');
    expect(data).not.toHaveProperty('color');
    expect((data.offers as Record<string, unknown>).seller).not.toHaveProperty('address');
  });

  it('leaves mileageFromOdometer out when the kilometres are unknown (never 0)', () => {
    expect(vehicleStructuredData(car({ km: undefined }), site(), location)).not.toHaveProperty('mileageFromOdometer');
    expect(vehicleStructuredData(car({ km: 0 }), site(), location).mileageFromOdometer).toMatchObject({ value: 0 });
  });

  it('shows the reduced price the page shows', () => {
    const data = vehicleStructuredData(car({ offer_price: 43990 }), site(), location);
    expect(data.offers).toMatchObject({ price: 43990, priceCurrency: 'AUD' });
  });

  it('omits the offer price when the page shows none (no price, sold, subscription)', () => {
    for (const v of [car({ price: 0 }), car({ status: 'sold', sold: true })]) {
      const offers = vehicleStructuredData(v, site(), location).offers as Record<string, unknown>;
      expect(offers).not.toHaveProperty('price');
      expect(offers).not.toHaveProperty('priceCurrency');
    }
    const subscribed = vehicleStructuredData(
      car({ subscription_price: 199 }),
      site({ features: { ...harbour.features, subscriptions: true } }),
      location,
    );
    expect(subscribed.offers).not.toHaveProperty('price');
  });

  it('maps availability from the stock status', () => {
    expect(availability({ status: 'in_stock', preorder: false })).toBe('https://schema.org/InStock');
    expect(availability({ status: 'in_stock', preorder: true })).toBe('https://schema.org/PreOrder');
    expect(availability({ status: 'coming_soon', preorder: false })).toBe('https://schema.org/PreOrder');
    expect(availability({ status: 'sold', preorder: false })).toBe('https://schema.org/SoldOut');
    expect(availability({ status: 'on_hold', preorder: false })).toBe('https://schema.org/SoldOut');
    expect(vehicleStructuredData(car({ status: 'sold' }), site(), location).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });
});

describe('jsonLdText', () => {
  it('escapes < so the JSON cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
  });

  it('escapes a car name with < in the structured data', () => {
    const text = jsonLdText(vehicleStructuredData(car({ badge: '<b>SR5</b>' }), site(), location));
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { name: string }).name).toBe('2022 Toyota HiLux <b>SR5</b>');
  });
});
