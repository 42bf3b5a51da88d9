import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { schemaOrgErrors } from '../../../test/support/schema-org-check';
import { applicable, availability, driveWheelConfiguration, jsonLdText, vehicleSchemaType, vehicleStructuredData } from './structured-data';

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
  item_type: 'car',
  drive: '4WD',
  doors: 4,
  seats: 5,
  cylinders: 4,
  engine_size: 2755,
  engine_size_litres: 2.8,
  interior_colour: 'Black Fabric',
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
      vehicleInteriorColor: 'Black Fabric',
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      numberOfDoors: 4,
      seatingCapacity: 5,
      vehicleEngine: {
        '@type': 'EngineSpecification',
        name: '4 cyl, 2.8 L',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2755, unitCode: 'CMQ' },
        fuelType: 'Diesel',
      },
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

  it('omits the offer price when the page shows none (no price, sold)', () => {
    for (const v of [car({ price: 0 }), car({ status: 'sold', sold: true })]) {
      const offers = (vehicleStructuredData(v, site(), location) as unknown as { offers: Record<string, unknown> }).offers;
      expect(offers).not.toHaveProperty('price');
      expect(offers).not.toHaveProperty('priceCurrency');
    }
  });

  it('gives a weekly subscription its weekly price, specified per week and offered for lease', () => {
    const subscribed = vehicleStructuredData(
      car({ subscription_price: 199.4 }),
      site({ features: { ...harbour.features, subscriptions: true } }),
      location,
    );
    expect(subscribed).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: 199,
        priceCurrency: 'AUD',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 199,
          priceCurrency: 'AUD',
          unitCode: 'WEE',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
        },
      },
    });
    // Without the site feature the page shows the dollar price, and so does the data.
    const plain = vehicleStructuredData(car({ subscription_price: 199 }), site(), location) as unknown as { offers: Record<string, unknown> };
    expect(plain.offers).toMatchObject({ price: 45990 });
    expect(plain.offers).not.toHaveProperty('priceSpecification');
  });

  it('types a caravan as a Vehicle and leaves out what does not apply to it', () => {
    const caravan = car({
      item_type: 'caravan',
      make: 'Jayco',
      model: 'Journey',
      badge: '216 Outback',
      fuel: undefined,
      simple_fuel: 'Not Applicable',
      simple_transmission: 'Not Applicable',
      trans: 'N/A',
      drive: undefined,
      km: 0,
      doors: undefined,
      seats: undefined,
      cylinders: undefined,
      engine_size: undefined,
      engine_size_litres: undefined,
      gearnum: undefined,
      variant: undefined,
      simple_body: 'caravan',
      body: undefined,
    });
    const data = vehicleStructuredData(caravan, site(), location);
    expect(data['@type']).toBe('Vehicle');
    for (const key of ['fuelType', 'vehicleTransmission', 'mileageFromOdometer', 'driveWheelConfiguration', 'vehicleEngine', 'numberOfDoors']) {
      expect(data, key).not.toHaveProperty(key);
    }
    expect(JSON.stringify(data)).not.toMatch(/not applicable|n\/a/i);
    expect(data).toMatchObject({ bodyType: 'caravan', brand: { name: 'Jayco' } });
  });

  it('keeps the engine and odometer of a motorhome (a Vehicle with fuel and a gearbox)', () => {
    const data = vehicleStructuredData(car({ item_type: 'motorhome', km: 82000 }), site(), location);
    expect(data['@type']).toBe('Vehicle');
    expect(data).toMatchObject({ fuelType: 'Diesel', mileageFromOdometer: { value: 82000 }, vehicleEngine: { '@type': 'EngineSpecification' } });
  });

  it('leaves the odometer out when the kilometres are unknown', () => {
    const unknownKm = { ...car() } as Partial<Vehicle>;
    delete unknownKm.km;
    expect(vehicleStructuredData(unknownKm as Vehicle, site(), location)).not.toHaveProperty('mileageFromOdometer');
    expect(vehicleStructuredData(car({ km: Number.NaN }), site(), location)).not.toHaveProperty('mileageFromOdometer');
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

describe('vocabulary helpers', () => {
  it.each([
    ['4WD', 'https://schema.org/FourWheelDriveConfiguration'],
    ['4x4', 'https://schema.org/FourWheelDriveConfiguration'],
    ['AWD', 'https://schema.org/AllWheelDriveConfiguration'],
    ['FWD', 'https://schema.org/FrontWheelDriveConfiguration'],
    ['rwd', 'https://schema.org/RearWheelDriveConfiguration'],
    ['Part-time 4WD', 'Part-time 4WD'],
    ['Not Applicable', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('driveWheelConfiguration(%j) = %j', (drive, out) => {
    expect(driveWheelConfiguration(drive)).toBe(out);
  });

  it.each([
    ['Not Applicable', undefined],
    ['not applicable', undefined],
    ['N/A', undefined],
    ['NA', undefined],
    ['-', undefined],
    ['null', undefined],
    ['  ', undefined],
    ['Diesel', 'Diesel'],
    ['Nappa leather', 'Nappa leather'],
  ])('applicable(%j) = %j', (value, out) => {
    expect(applicable(value)).toBe(out);
  });

  it.each([
    ['car', 'Car'],
    ['', 'Car'],
    ['Motorcycle', 'Motorcycle'],
    ['caravan', 'Vehicle'],
    ['camper trailer', 'Vehicle'],
    ['motorhome', 'Vehicle'],
    ['__proto__', 'Vehicle'],
  ])('item_type %j is a schema.org %s', (itemType, type) => {
    expect(vehicleSchemaType({ item_type: itemType })).toBe(type);
  });
});

const gateway = (await repo.site('gateway-car-superstore'))!;
const coorong = (await repo.site('coorong-caravans'))!;

describe('the vehicle JSON-LD against the schema.org vocabulary (schema-dts, offline)', () => {
  const subscribed = stockFor('gateway-car-superstore').find((v) => v.subscription_price && v.status === 'in_stock')!;
  const caravan = stockFor('coorong-caravans').find((v) => v.item_type === 'caravan' && v.status === 'in_stock')!;
  const sold = stockFor('harbour-toyota').find((v) => v.status === 'sold')!;
  const cases: [string, unknown][] = [
    ['car', vehicleStructuredData(car(), site({ url: 'https://www.harbourtoyota.com.au' }), location)],
    ['sample car', vehicleStructuredData(base, harbour, location)],
    ['subscription-priced car', vehicleStructuredData(subscribed, gateway, undefined)],
    ['caravan', vehicleStructuredData(caravan, coorong, undefined)],
    ['sold car', vehicleStructuredData(sold, harbour, location)],
  ];

  it('finds the cases in the sample stock', () => {
    expect(subscribed && caravan && sold).toBeTruthy();
    expect((cases[2]![1] as { offers: { price?: number } }).offers.price).toBe(Math.round(subscribed.subscription_price!));
    expect((cases[3]![1] as { '@type': string })['@type']).toBe('Vehicle');
    expect((cases[4]![1] as { offers: { availability: string } }).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('conforms: known types, known properties, values of the right types, no "Not Applicable"', () => {
    expect(schemaOrgErrors(cases.map(([, data]) => data))).toEqual([]);
  });

  it('and the check catches a property the type does not have, and a filler value', () => {
    const [, data] = cases[0]!;
    expect(schemaOrgErrors([{ ...(data as object), cylinders: 4 }]).join('\n')).toMatch(/cylinders/);
    expect(schemaOrgErrors([{ ...(data as object), fuelType: 'Not Applicable' }]).join('\n')).toMatch(/Not Applicable/);
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
