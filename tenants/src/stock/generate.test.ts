import { describe, expect, it } from 'vitest';
import { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '../content';
import { parseVehicleImagePath } from '../images/vehicle-image';
import { dealerFromDataset, type DealerInput } from './dealer';
import { generateStock, generateStockIter, priceRange } from './generate';
import { stockFor } from './index';

const NOW = Date.UTC(2025, 6, 15); // 15 July 2025
const DAY_S = 86_400;
const nowS = NOW / 1000;
const CY = 2025;
const docs = readDataset();
const SLUGS = ['harbour-toyota', 'southern-cross-motors', 'gateway-car-superstore', 'coorong-caravans'] as const;
const stock = Object.fromEntries(SLUGS.map((slug) => [slug, generateStock(dealerFromDataset(docs, slug), { now: NOW, seed: 42 })])) as Record<
  (typeof SLUGS)[number],
  Vehicle[]
>;
const all = SLUGS.flatMap((s) => stock[s]);

const fixture: DealerInput = {
  site: { slug: 'fixture-motors', template: 'group', dealerships: [
    { dealership_id: 'fx-kia', slug: 'fixture-kia', name: 'Fixture Kia' },
    { dealership_id: 'fx-used', slug: 'fixture-used', name: 'Fixture Used Cars' },
  ] },
  locations: [
    { location_id: 'l1', name: 'Fixture Kia Sales', slug: 'fixture-kia-sales', location_type: 'sales', visible: true, dealership_id: 'fx-kia', dealership_slug: 'fixture-kia', city: 'Hobart', state: 'TAS', phone: '03 6000 0000' },
    { location_id: 'l2', name: 'Fixture Used', slug: 'fixture-used', location_type: '', visible: true, dealership_id: 'fx-used', dealership_slug: 'fixture-used', city: 'Launceston', state: 'TAS' },
    { location_id: 'l3', name: 'Fixture Service', slug: 'fixture-service', location_type: 'service', visible: true, dealership_id: 'fx-kia', dealership_slug: 'fixture-kia', city: 'Hobart', state: 'TAS' },
    { location_id: 'l4', name: 'Hidden Sales', slug: 'hidden', location_type: 'sales', visible: false, dealership_id: 'fx-kia', dealership_slug: 'fixture-kia', city: 'Hobart', state: 'TAS' },
  ],
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

describe('generated stock', () => {
  it('every vehicle parses with the Vehicle model', () => {
    for (const v of all) expect(() => Vehicle.parse(v)).not.toThrow();
  });

  it('has the intended size per dealer', () => {
    expect(stock['harbour-toyota'].length).toBe(350);
    expect(stock['southern-cross-motors'].length).toBe(550);
    expect(stock['gateway-car-superstore'].length).toBe(600);
    expect(stock['coorong-caravans'].length).toBe(160);
    for (const s of SLUGS) {
      expect(stock[s].length).toBeGreaterThanOrEqual(150);
      expect(stock[s].length).toBeLessThanOrEqual(600);
    }
  });

  it('ids are unique across dealers, slugs and stock numbers within a site', () => {
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    for (const s of SLUGS) {
      expect(new Set(stock[s].map((v) => v.slug)).size).toBe(stock[s].length);
      expect(new Set(stock[s].map((v) => v.stocknum)).size).toBe(stock[s].length);
      for (const v of stock[s]) expect(v.slug).toMatch(new RegExp(`^${v.year}-[a-z0-9-]+-${v.stocknum.toLowerCase()}$`));
    }
  });

  it('is deterministic for a seed and day, and changes with the seed', () => {
    const dealer = dealerFromDataset(docs, 'harbour-toyota');
    const a = JSON.stringify(generateStock(dealer, { now: NOW, seed: 42 }));
    expect(JSON.stringify(generateStock(dealer, { now: new Date(NOW), seed: 42 }))).toBe(a);
    expect(JSON.stringify(stock['harbour-toyota'])).toBe(a);
    expect(JSON.stringify(generateStock(dealer, { now: NOW, seed: 43 }))).not.toBe(a);
    expect(JSON.stringify(stockFor('harbour-toyota', { now: NOW, seed: 42, docs }))).toBe(a);
  });

  it('keeps new, demo and used cars within realistic ranges', () => {
    for (const v of all) {
      if (v.car_type === 'new') {
        expect(v.km).toBeLessThan(100);
        expect([CY - 1, CY, CY + 1]).toContain(v.year);
        if (v.year === CY - 1) expect(v.tag).toBe('runout sale');
      } else if (v.car_type === 'demo' && v.item_type !== 'caravan' && v.item_type !== 'camper trailer') {
        expect(v.km).toBeGreaterThanOrEqual(500);
        expect(v.km).toBeLessThanOrEqual(15_000);
        expect([CY - 1, CY]).toContain(v.year);
      } else if (v.car_type === 'used') {
        expect(v.year).toBeLessThan(CY);
        if (v.item_type === 'car') expect(v.km).toBeGreaterThan(1000);
      }
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(v.make_model).toBe(`${v.make} ${v.model}`);
      expect(v.price_range).toBe(priceRange(v.price));
      expect(['2WD', '4WD', 'AWD', 'FWD', 'RWD', undefined]).toContain(v.drive);
      expect(v.created_at_timestamp).toBe(Math.floor(Date.parse(v.created_at) / 1000));
      expect(v.created_at_timestamp).toBeLessThanOrEqual(nowS);
      if (v.regplate) expect(v.rego_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const used = all.filter((v) => v.car_type === 'used' && v.item_type === 'car');
    const young = used.filter((v) => CY - v.year <= 3);
    const old = used.filter((v) => CY - v.year >= 8);
    // The generator always writes km (only imports may leave it unknown).
    expect(mean(old.map((v) => v.km ?? 0))).toBeGreaterThan(mean(young.map((v) => v.km ?? 0)) * 2);
    expect(mean(old.filter((v) => v.price > 0).map((v) => v.price))).toBeLessThan(mean(young.filter((v) => v.price > 0).map((v) => v.price)));
    const regos = used.filter((v) => v.rego_expiry).map((v) => Date.parse(v.rego_expiry!));
    expect(regos.some((t) => t < NOW)).toBe(true);
    expect(regos.some((t) => t > NOW)).toBe(true);
  });

  it('has a realistic fuel and body mix', () => {
    const ht = stock['harbour-toyota'];
    for (const v of ht.filter((x) => x.model === 'HiLux')) expect(v.simple_fuel).toBe('Diesel');
    const rav4 = ht.filter((x) => x.model === 'RAV4');
    expect(rav4.filter((x) => x.simple_fuel === 'Hybrid').length).toBeGreaterThan(rav4.length / 2);
    for (const v of all.filter((x) => ['bZ4X', 'Ioniq 5', 'EV6', 'MG4', 'Model 3', 'Model Y'].includes(x.model))) expect(v.simple_fuel).toBe('Electric');
    const fuels = new Set(all.map((v) => v.simple_fuel));
    for (const f of ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'PHEV']) expect(fuels).toContain(f);
    const bodies = new Set(all.map((v) => v.simple_body));
    for (const b of ['suv', 'ute', 'sedan', 'hatch', 'wagon', 'van', 'coupe', 'convertible', 'peopleMover', 'cabChassis', 'caravan', 'motorhome']) expect(bodies).toContain(b);
    expect(new Set(all.map((v) => v.simple_transmission))).toEqual(new Set(['Automatic', 'Manual', 'Not Applicable']));
  });

  it('has the status mix the stock filter and badges need', () => {
    for (const s of SLUGS) {
      const vs = stock[s];
      const count = (p: (v: Vehicle) => boolean) => vs.filter(p).length;
      expect(count((v) => v.status === 'in_stock')).toBeGreaterThan(vs.length * 0.8);
      expect(count((v) => v.status === 'coming_soon') / vs.length).toBeCloseTo(0.05, 1);
      const sold = vs.filter((v) => v.status === 'sold');
      expect(sold.length / vs.length).toBeCloseTo(0.06, 1);
      for (const v of sold) {
        expect(v.sold).toBe(true);
        expect(v.sold_date_timestamp).toBeGreaterThan(nowS - 10 * DAY_S);
        expect(v.sold_date_timestamp).toBeLessThanOrEqual(nowS);
        expect(v.created_at_timestamp).toBeLessThan(v.sold_date_timestamp!);
      }
      expect(sold.some((v) => v.sold_date_timestamp! > nowS - 3 * DAY_S)).toBe(true);
      expect(sold.some((v) => v.sold_date_timestamp! < nowS - 3 * DAY_S)).toBe(true);
      for (const v of vs.filter((x) => x.status !== 'sold')) expect(v.sold).toBe(false);
      expect(count((v) => v.reserved && v.status === 'in_stock')).toBeGreaterThan(0);
      const justArrived = count((v) => v.created_at_timestamp > nowS - 8 * DAY_S) / vs.length;
      expect(justArrived).toBeGreaterThan(0.12);
      expect(justArrived).toBeLessThan(0.3);
      expect(count((v) => !v.show_on_dealer_website)).toBeLessThan(vs.length * 0.06);
      expect(count((v) => v.price === 0)).toBeGreaterThan(0);
      expect(count((v) => (v.before_price ?? 0) > v.price && v.price > 0)).toBeGreaterThan(0);
      expect(count((v) => !!v.finance && Object.keys(v.finance).length > 0)).toBeGreaterThan(0);
      expect(count((v) => v.dealercomments !== undefined && v.dealercomments.replace(/\|/g, '').trim() === '')).toBeGreaterThan(0);
      expect(count((v) => (v.dealercomments ?? '').split('|').length > 1 && (v.dealercomments ?? '').replace(/\|/g, '').trim() !== '')).toBeGreaterThan(0);
    }
    expect(all.some((v) => v.tag === 'Test Drive Only' && v.car_type === 'demo')).toBe(true);
    expect(all.some((v) => v.tag === 'runout sale' && v.car_type === 'new')).toBe(true);
    expect(all.some((v) => v.tag === 'Clearance')).toBe(true);
    expect(all.some((v) => v.preorder && v.price === 0 && v.status === 'coming_soon')).toBe(true);
    expect(all.some((v) => v.youxQuote)).toBe(true);
    expect(all.some((v) => v.file?.startsWith('/history-reports/'))).toBe(true);
    expect(all.some((v) => v.finance && Object.values(v.finance).some((e) => e.interestRate === null))).toBe(true);
    const belowMarket = all.filter(
      (v) => v.price > 0 && v.state_average_market_price !== undefined && v.average_market_price !== undefined &&
        v.state_average_market_price - v.price > 499 && v.average_market_price - v.price > 499,
    );
    expect(belowMarket.length).toBeGreaterThan(10);
    expect(stock['gateway-car-superstore'].some((v) => (v.subscription_price ?? 0) > 0)).toBe(true);
  });

  it('harbour-toyota sells only Toyota new and demo, and certifies used Toyotas', () => {
    const vs = stock['harbour-toyota'];
    const newDemo = vs.filter((v) => v.car_type !== 'used');
    expect(newDemo.length).toBeGreaterThan(100);
    for (const v of newDemo) expect(v.make).toBe('Toyota');
    const used = vs.filter((v) => v.car_type === 'used');
    expect(used.some((v) => v.make !== 'Toyota')).toBe(true);
    expect(used.filter((v) => v.certified).length).toBeGreaterThan(20);
    for (const v of vs.filter((x) => x.certified)) expect(v.make).toBe('Toyota');
    for (const v of vs) expect(v.state).toBe('NSW');
  });

  it("southern-cross-motors sells each dealership's make only, new and demo", () => {
    const makeOf: Record<string, string> = { 'scm-mazda': 'Mazda', 'scm-hyundai': 'Hyundai', 'scm-kia': 'Kia', 'scm-mg': 'MG' };
    const vs = stock['southern-cross-motors'];
    for (const v of vs.filter((x) => x.car_type !== 'used')) expect(v.make).toBe(makeOf[v.dealership_id]);
    for (const make of Object.values(makeOf)) expect(vs.some((v) => v.car_type === 'new' && v.make === make)).toBe(true);
    expect(vs.some((v) => v.make === 'Mazda' && v.model === 'Mazda3')).toBe(true);
    expect(vs.some((v) => v.model === '3' || v.model === '2')).toBe(false);
  });

  it('gateway-car-superstore is all used, 1 to 15 years old, many makes', () => {
    const vs = stock['gateway-car-superstore'];
    for (const v of vs) {
      expect(v.car_type).toBe('used');
      expect(CY - v.year).toBeGreaterThanOrEqual(1);
      expect(CY - v.year).toBeLessThanOrEqual(15);
    }
    expect(new Set(vs.map((v) => v.make)).size).toBeGreaterThanOrEqual(15);
  });

  it('coorong-caravans has caravans with specifications, some campers and motorhomes', () => {
    const vs = stock['coorong-caravans'];
    const types = vs.map((v) => v.item_type);
    expect(types.filter((t) => t === 'caravan').length).toBeGreaterThan(vs.length * 0.6);
    expect(types).toContain('camper trailer');
    expect(types).toContain('motorhome');
    for (const v of vs) {
      expect(['Jayco', 'Viscount', 'Windsor', 'Avan', 'Coromal']).toContain(v.make);
      const s = v.specifications;
      expect(s).toBeDefined();
      expect(s!.sleeps).toBeGreaterThanOrEqual(2);
      if (v.item_type === 'caravan') {
        expect(s!.body_length).toBeGreaterThan(4500);
        expect(s!.body_length).toBeLessThan(8000);
        expect(s!.body_width).toBeGreaterThan(2000);
        expect(s!.tare_weight).toBeGreaterThan(1200);
        expect(s!.aggregate_trailer_mass).toBeGreaterThan(s!.tare_weight!);
        expect(['Single', 'Tandem']).toContain(s!.axle_type);
      }
      if (v.item_type !== 'motorhome') {
        expect(v.km).toBe(0);
        expect(v.seats).toBeUndefined();
        expect(v.doors).toBeUndefined();
      }
    }
    expect(new Set(vs.map((v) => v.state))).toEqual(new Set(['SA', 'NT']));
  });

  it('gives every vehicle a consistent gallery of local images', () => {
    for (const v of all) {
      expect(v.photos_count).toBe(v.images.length);
      expect(v.images.length).toBeLessThanOrEqual(12);
      expect(v.primary_image_url).toBe(v.images[0]?.url);
      expect(v.thumbnails).toHaveLength(v.images.length);
      for (const img of v.images) {
        const parts = img.url.split('/').filter(Boolean);
        expect(parseVehicleImagePath(parts)).not.toBeNull();
      }
    }
    expect(all.filter((v) => v.images.length === 0).length).toBeGreaterThan(0);
    expect(all.filter((v) => v.images.length >= 4).length).toBeGreaterThan(all.length * 0.8);
  });

  it('takes the dealer as input (no files) and uses visible sales locations only', () => {
    const vs = generateStock(fixture, { now: NOW, seed: 7, count: 300 });
    expect(vs).toHaveLength(300);
    for (const v of vs) {
      expect(() => Vehicle.parse(v)).not.toThrow();
      expect(['l1', 'l2']).toContain(v.location_id);
      if (v.car_type !== 'used') {
        expect(v.make).toBe('Kia');
        expect(v.location_id).toBe('l1');
      }
    }
    expect(vs.some((v) => v.location_id === 'l2')).toBe(true);
  });

  it('streams large inventories lazily with unique ids', () => {
    const seen = new Set<string>();
    let n = 0;
    for (const v of generateStockIter(fixture, { now: NOW, seed: 1, count: 20_000 })) {
      seen.add(v.id);
      n++;
    }
    expect(n).toBe(20_000);
    expect(seen.size).toBe(20_000);
  });
});
