import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { FIND_SIMILAR_BUTTON } from '@/domain/display-state';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Location, Site } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { absoluteUrl, locationLink, whatsappHref } from './links';
import { galleryImages, vehiclePageModel } from './page-model';
import { similarQueries } from './similar';
import { vehicleDescription, vehicleMetadata } from './metadata';

const NOW = new Date('2025-07-10T02:00:00Z'); // Thursday 12:00 in Sydney
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const gateway = (await repo.site('gateway-car-superstore'))!;
const locations = await repo.locations(harbour);
const monaVale = locations.find((l) => l.location_id === 'hbt-monavale-sales')!;
const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 5 })[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  id: 'car-1',
  slug: '2022-toyota-hilux-sr5-htu1',
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
  file: undefined,
  created_at: '2025-01-01T00:00:00.000Z',
  finance: undefined,
  location_name: 'Harbour Toyota Mona Vale Sales',
  location_id: 'hbt-monavale-sales',
  images: [{ url: '/a/1.svg' }, { url: '/a/2.svg' }],
  ...over,
});
const site = (s: Site, features: Partial<Site['features']> = {}): Site => ({
  ...s,
  features: { ...s.features, ...features },
});

describe('vehiclePageModel', () => {
  it('shows the title, price and was-price, and links every button to its page', () => {
    const model = vehiclePageModel(car({ before_price: 49990 }), harbour, monaVale, NOW);
    expect(model.title).toBe('2022 Toyota HiLux SR5');
    expect(model.price).toMatchObject({ kind: 'price', text: '$45,990', wasPrice: '$49,990' });
    expect(model.links).toEqual({
      enquire: '#enquire',
      testDrive: '/book-test-drive?car_id=2022-toyota-hilux-sr5-htu1',
      finance: '/finance-enquiry?car_id=2022-toyota-hilux-sr5-htu1#finance-form',
      tradeIn: '/cars/trade-in?car_id=car-1',
      makeAnOffer: '/enquiries/make-an-offer?car_id=2022-toyota-hilux-sr5-htu1',
    });
    expect(model.location).toEqual({ href: `/our-location/${monaVale.slug}`, label: monaVale.name });
    expect(model.actions.checkoutPath).toBe('/cars/2022-toyota-hilux-sr5-htu1/checkout');
  });

  it('uses the call phone number rule and the site phone-reveal mode', () => {
    const phone = vehiclePageModel(car(), harbour, monaVale, NOW).phone;
    expect(phone).toMatchObject({ number: harbour.phones.used, mode: 'direct' });
    expect(phone?.tel).toMatch(/^tel:\d+$/);
    expect(vehiclePageModel(car(), gateway, undefined, NOW).phone).toMatchObject({
      number: gateway.phones.override,
      mode: 'masked',
    });
  });

  it('offers WhatsApp only with the flag and a number', () => {
    expect(vehiclePageModel(car(), harbour, monaVale, NOW).whatsapp).toBeUndefined();
    expect(vehiclePageModel(car(), gateway, undefined, NOW).whatsapp).toMatch(
      /^https:\/\/wa\.me\/61423868900\?text=/,
    );
  });

  it('shows the weekly finance strip only when an estimate is eligible', () => {
    expect(vehiclePageModel(car(), harbour, monaVale, NOW).finance).toBeUndefined();
    const financed = car({
      finance: {
        Manual: {
          interestRate: 6.78,
          comparisonRate: 7.82,
          paymentWeek: 143,
          deposit: 3499,
          financeProvider: 'Manual',
        },
      },
    });
    const strip = vehiclePageModel(financed, harbour, monaVale, NOW).finance!;
    expect(strip.weekly).toBe('From $143/week');
    expect(strip.comparisonRate).toBe('7.82%');
    expect(strip.note).toContain('Indicative estimate only');
    expect(strip.quotePath).toBe('/finance-enquiry?car_id=2022-toyota-hilux-sr5-htu1#finance-form');
    expect(vehiclePageModel({ ...financed, make: 'Suzuki' }, harbour, monaVale, NOW).finance).toBeUndefined();
  });

  it('shows the SOLD view for a car not in stock: no price, no finance, only Find Me Something Similar', () => {
    const model = vehiclePageModel(car({ status: 'sold', sold: true }), harbour, monaVale, NOW);
    expect(model.inStock).toBe(false);
    expect(model.display).toMatchObject({ kind: 'sold', heading: 'SOLD' });
    expect(model.price.kind).toBe('none');
    expect(model.finance).toBeUndefined();
    expect(model.actions.buttons).toEqual(['find_similar']);
    expect(FIND_SIMILAR_BUTTON).toBe('Find Me Something Similar');
  });

  it('reads the open status in the location time zone', () => {
    const model = vehiclePageModel(car(), harbour, monaVale, NOW);
    expect(model.open?.timeZone).toBe('Australia/Sydney');
    expect(typeof model.open?.isOpen).toBe('boolean');
    expect(vehiclePageModel(car(), harbour, undefined, NOW).open).toBeUndefined();
  });

  it('warns when there is no phone number at all', () => {
    const noPhones = {
      ...harbour,
      phones: {
        ...harbour.phones,
        override: undefined,
        main: undefined,
        used: undefined,
        new: undefined,
        demo: undefined,
      },
    };
    const model = vehiclePageModel(car({ location: { name: 'X', slug: 'x' } }), noPhones, undefined, NOW);
    expect(model.phone).toBeUndefined();
    expect(model.phoneWarning).toMatch(/No phone number/);
  });
});

describe('links', () => {
  it('links the location page, else the group contact page', () => {
    expect(
      locationLink(
        { location_name: 'Harbour Toyota Brookvale Sales', location: { name: '', slug: '' } },
        undefined,
      ),
    ).toEqual({
      href: '/contact-us/harbour-toyota-brookvale',
      label: 'Harbour Toyota Brookvale Sales',
    });
    expect(locationLink({ location_name: '', location: { name: '', slug: '' } }, undefined)).toBeUndefined();
    const mona: Pick<Location, 'slug' | 'name'> = { slug: 'mona-vale', name: 'Mona Vale' };
    expect(locationLink(car(), mona)).toEqual({ href: '/our-location/mona-vale', label: 'Mona Vale' });
  });

  it('builds WhatsApp and absolute links', () => {
    expect(whatsappHref('0423 868 900')).toBe('https://wa.me/61423868900');
    expect(whatsappHref('+61 423 868 900', 'Hi & hello')).toBe(
      'https://wa.me/61423868900?text=Hi%20%26%20hello',
    );
    expect(whatsappHref(undefined)).toBeUndefined();
    expect(absoluteUrl('/cars/x', 'https://www.example.com.au')).toBe('https://www.example.com.au/cars/x');
    expect(absoluteUrl('/cars/x', undefined)).toBe('/cars/x');
    expect(absoluteUrl('https://cdn.example/x.jpg', 'https://a.b')).toBe('https://cdn.example/x.jpg');
  });

  it('lists gallery images once each, falling back to the primary image', () => {
    expect(
      galleryImages(
        {
          images: [{ url: '/1' }, { url: '/1' }, { url: '/2' }],
          primary_image_url: undefined,
          thumbnails: [],
        },
        'Car',
      ),
    ).toEqual([
      { url: '/1', alt: 'Car, photo 1 of 2' },
      { url: '/2', alt: 'Car, photo 2 of 2' },
    ]);
    expect(galleryImages({ images: [], primary_image_url: '/p', thumbnails: [] }, 'Car')).toEqual([
      { url: '/p', alt: 'Car, photo 1 of 1' },
    ]);
  });
});

describe('similar and metadata', () => {
  it('asks for in-stock cars of the same make, then the same body', () => {
    const [byMake, byBody] = similarQueries({ make: 'Toyota', simple_body: 'ute' });
    expect(byMake?.refinements).toEqual({ make: ['Toyota'], status: ['in_stock', 'coming_soon'] });
    expect(byBody?.refinements).toEqual({ body: ['ute'], status: ['in_stock', 'coming_soon'] });
  });

  it('titles the page year make model badge with a canonical address and an absolute OG image', () => {
    const meta = vehicleMetadata(car(), site(harbour));
    expect(meta.title).toBe('2022 Toyota HiLux SR5');
    expect(meta.alternates?.canonical).toBe('/cars/2022-toyota-hilux-sr5-htu1');
    expect(meta.openGraph).toMatchObject({
      title: '2022 Toyota HiLux SR5',
      images: [{ url: new URL('/a/1.svg', harbour.url ?? '').toString() }],
    });
    expect(meta.description).toContain('$45,990');
    expect(vehicleDescription(car({ status: 'sold' }), harbour)).toMatch(/^SOLD: 2022 Toyota HiLux SR5/);
  });
});
