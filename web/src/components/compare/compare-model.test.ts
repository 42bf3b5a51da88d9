import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { weeklyEstimate } from '@/components/search/results/card-model';
import { priceDisplay } from '@/domain/price';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { ancapText, compareColumn, compareColumns, COMPARE_ROWS, fuelEconomyText, MISSING, visibleRows } from './compare-model';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const site = (await repo.site('southern-cross-motors'))!;
const subscriptionSite = (await repo.site('gateway-car-superstore'))!;
const stock = stockFor('southern-cross-motors', { now: NOW });
const base = stock.find((v) => v.status === 'in_stock' && v.variant && v.offer_price === undefined && v.before_price === undefined)!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({ ...base, finance: undefined, ...over });
const cells = (v: Vehicle, s = site) => compareColumn(v, s, NOW, [v.id]).cells;

describe('compareColumn', () => {
  it('names the car, links to its page and shows its photo', () => {
    const column = compareColumn(car({ year: 2022, make: 'Kia', model: 'Sportage', badge: 'GT-Line', slug: 'kia-1', name: 'Kia Sportage GT-Line' }), site, NOW, ['x', base.id]);
    expect(column.title).toBe('2022 Kia Sportage GT-Line');
    expect(column.href).toBe('/cars/kia-1');
    expect(column.image?.alt).toBe('Kia Sportage GT-Line');
    expect(column.removeHref).toBe('/compare?ids=x');
  });

  it('shows the price by the price rule, with the was-price', () => {
    expect(cells(car({ price: 45990 })).price).toEqual({ text: '$45,990' });
    expect(cells(car({ price: 45990, before_price: 49990 })).price).toEqual({ text: '$45,990', wasPrice: '$49,990' });
    expect(cells(car({ price: 0, preorder: false })).price.text).toBe(site.no_price_text);
  });

  it('shows a subscription where the site offers them', () => {
    const v = car({ subscription_price: 199 });
    expect(cells(v, subscriptionSite).price.text).toBe(priceDisplay(v, subscriptionSite).text);
    expect(cells(v, subscriptionSite).price.text).toMatch(/ \/ week$/);
  });

  it('marks a car no longer in stock as sold, with no estimate', () => {
    const sold = car({ status: 'sold', sold: true });
    expect(cells(sold).price).toEqual({ text: 'SOLD' });
    expect(cells(sold).weekly.text).toBe(MISSING);
  });

  it('shows the weekly estimate exactly where the finance rule gives one', () => {
    const financed = stock.filter((v) => v.status === 'in_stock' && v.finance);
    const withEstimate = financed.find((v) => weeklyEstimate(v, site, NOW, priceDisplay(v, site)));
    expect(withEstimate).toBeDefined();
    const expected = weeklyEstimate(withEstimate!, site, NOW, priceDisplay(withEstimate!, site))!;
    expect(cells(withEstimate!).weekly).toEqual({ text: expected.text, estimate: true });
    expect(expected.text).toMatch(/^From \$[\d,]+\/week$/);
    expect(cells(car({ finance: undefined })).weekly).toEqual({ text: MISSING });
  });

  it('shows the specifications', () => {
    const c = cells(
      car({
        year: 2021,
        km: 54782,
        item_type: 'car',
        body: 'Wagon',
        trans: 'Automatic',
        fuel: 'Petrol',
        drive: 'AWD',
        seats: 7,
        cylinders: 4,
        engine_size_litres: 2.5,
        variant: { fuelconsumptioncombined: 7.63, towingcapacitybraked: 2000, ancaprating: 5 },
      }),
    );
    expect(Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.text]))).toMatchObject({
      year: '2021',
      kilometres: '54,782 km',
      body: 'Wagon',
      transmission: 'Automatic',
      fuel: 'Petrol',
      drive: 'AWD',
      seats: '7',
      engine: '4 cyl, 2.5 L',
      fuel_economy: '7.6 L/100 km',
      towing: '2,000 kg',
      ancap: '5 stars',
    });
  });

  it("shows '-' for what the car does not have", () => {
    const c = cells(
      car({
        body: undefined,
        simple_body: 'peopleMover',
        drive: '  ',
        seats: undefined,
        cylinders: undefined,
        engine_size_litres: undefined,
        trans: 'null',
        simple_transmission: '',
        variant: { fuelconsumptioncombined: 0, towingcapacitybraked: 0, ancaprating: 0 },
      }),
    );
    expect(c.body.text).toBe('People Mover');
    for (const key of ['drive', 'seats', 'engine', 'transmission', 'fuel_economy', 'towing', 'ancap'] as const) expect(c[key].text, key).toBe(MISSING);
    expect(cells(car({ variant: undefined, cylinders: undefined, engine_size_litres: undefined })).engine.text).toBe(MISSING);
  });

  it('has no odometer for a towed caravan', () => {
    expect(cells(car({ item_type: 'caravan', km: 0 })).kilometres.text).toBe(MISSING);
  });
});

describe('compareColumns', () => {
  it('keeps the order, each Remove link keeping the others', () => {
    const [a, b, c] = stock.filter((v) => v.status === 'in_stock').slice(0, 3) as [Vehicle, Vehicle, Vehicle];
    const columns = compareColumns([a, b, c], site, NOW);
    expect(columns.map((col) => col.id)).toEqual([a.id, b.id, c.id]);
    expect(columns[1]!.removeHref).toBe(`/compare?ids=${a.id},${c.id}`);
  });
});

describe('visibleRows', () => {
  it('drops optional rows no car has a value for, keeps the core rows', () => {
    const bare = compareColumn(car({ variant: undefined, drive: undefined }), site, NOW, []);
    const keys = visibleRows([bare]).map((r) => r.key);
    expect(keys).toEqual(['price', 'year', 'kilometres', 'body', 'transmission', 'fuel', 'drive', 'seats', 'engine']);
    const full = compareColumn(car({ variant: { ancaprating: 4 } }), site, NOW, []);
    expect(visibleRows([bare, full]).map((r) => r.key)).toContain('ancap');
    expect(visibleRows([bare, full]).map((r) => r.key)).not.toContain('towing');
    expect(COMPARE_ROWS.map((r) => r.key)).toHaveLength(13);
  });
});

describe('formatters', () => {
  it('ancapText shows whole ratings 1 to 5 only', () => {
    expect(ancapText(1)).toBe('1 star');
    expect(ancapText(5)).toBe('5 stars');
    for (const r of [undefined, 0, 6, 3.5, Number.NaN]) expect(ancapText(r)).toBeUndefined();
  });

  it('fuelEconomyText shows a positive figure to one decimal', () => {
    expect(fuelEconomyText(4.41)).toBe('4.4 L/100 km');
    expect(fuelEconomyText(10)).toBe('10 L/100 km');
    expect(fuelEconomyText(0)).toBeUndefined();
    expect(fuelEconomyText(undefined)).toBeUndefined();
  });
});
