import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import type { Location, Site } from '@/lib/content/models';
import {
  FINANCE_DISCLAIMER_LIMIT,
  financeCard,
  financeOfferEnds,
  keyInformation,
  preApprovedHref,
  reserveOnline,
  serviceAdvantageBlock,
  showUsedCarBanner,
  tradeInFaq,
  vehicleDetails,
  vehicleFeatures,
  whatsIncluded,
  whyBuyFromUs,
} from './model';

const NOW = new Date('2025-07-10T02:00:00.000Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const gateway = (await repo.site('gateway-car-superstore'))!;
const base: Vehicle = stockFor('harbour-toyota', { now: NOW, count: 40 })[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'new',
  status: 'in_stock',
  reserved: false,
  sold: false,
  price: 45990,
  finance: undefined,
  ...over,
});
const withFeatures = (site: Site, features: Partial<Site['features']>): Site => ({ ...site, features: { ...site.features, ...features } });

const entry = (over: Partial<NonNullable<Vehicle['finance']>[string]> = {}) => ({
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 150,
  paymentMonth: 650,
  deposit: 4599,
  balloon: 0,
  financeProvider: 'Car Clarity' as const,
  ...over,
});

describe('vehicleFeatures', () => {
  it('trims, drops empty and null entries and repeats', () => {
    expect(vehicleFeatures({ standardEquipment: [' ABS ', '', 'null', 'abs', 'Cruise control'] })).toEqual(['ABS', 'Cruise control']);
    expect(vehicleFeatures({ standardEquipment: undefined })).toEqual([]);
  });
});

describe('vehicleDetails', () => {
  it('omits empty, null and "null" values', () => {
    const rows = vehicleDetails(car({ badge: 'null', series: '  ', drive: 'AWD', doors: 0 }));
    const keys = rows.map((r) => r.key);
    expect(keys).not.toContain('badge');
    expect(keys).not.toContain('series');
    expect(keys).not.toContain('doors');
    expect(rows.find((r) => r.key === 'drive')?.value).toBe('AWD');
    expect(rows[0]).toEqual({ key: 'condition', label: 'Condition', value: 'New' });
  });
});

describe('keyInformation', () => {
  it("reads the rego expiry in the location's time zone and the site's Unregistered switch", () => {
    // 2025-07-10T02:00Z is 10 July in Sydney and Perth; a rego expiring 9 July is past.
    const expired = car({ rego_expiry: '2025-07-09' });
    const perth = { timezone: 'Australia/Perth' } as Location;
    expect(keyInformation(expired, harbour, NOW, perth).find((e) => e.key === 'rego_expiry')).toBeUndefined();
    expect(keyInformation(expired, withFeatures(harbour, { show_unregistered: true }), NOW, perth).find((e) => e.key === 'rego_expiry')?.value).toBe(
      'Unregistered',
    );
    expect(keyInformation(car({ rego_expiry: '2025-07-10' }), harbour, NOW).find((e) => e.key === 'rego_expiry')?.value).toBe(
      'Expires on 10 July 2025',
    );
  });
});

describe('financeCard', () => {
  it('is absent for a car that is not in stock', () => {
    expect(financeCard(car({ status: 'sold' }), harbour, NOW)).toBeUndefined();
  });

  it('links to the pre-approval form and has no estimate without an eligible lender', () => {
    expect(financeCard(car(), harbour, NOW)).toEqual({ href: '/apply-for-finance?car_id=' + encodeURIComponent(base.slug) + '#finance-form' });
    expect(preApprovedHref({ slug: 'a b' })).toBe('/apply-for-finance?car_id=a%20b#finance-form');
    // Suzuki is never eligible
    expect(financeCard(car({ make: 'Suzuki', finance: { 'Car Clarity': entry() } }), harbour, NOW)?.estimate).toBeUndefined();
  });

  it('shows the 5-year estimate with a $0 final payment and the disclaimer collapsed at 197 characters', () => {
    const card = financeCard(car({ finance: { 'Car Clarity': entry({ disclaimer: 'x '.repeat(150).trim() }) } }), harbour, NOW)!;
    expect(card.estimate).toMatchObject({ termYears: 5, weekly: 150, finalPayment: '$0', comparisonRate: '8.19%', deposit: 4599 });
    expect(card.estimate?.offerEnds).toBeUndefined();
    expect(card.estimate!.disclaimer.cut!.length).toBeLessThanOrEqual(FINANCE_DISCLAIMER_LIMIT + 1);
    expect(card.estimate!.disclaimer.cut).toMatch(/…$/);
  });

  it('uses the indicative-only disclaimer when the lender gives none, and shows a balloon as the final payment', () => {
    const card = financeCard(car({ finance: { 'Car Clarity': entry({ balloon: 13797 }) } }), harbour, NOW)!;
    expect(card.estimate?.finalPayment).toBe('$13,797');
    expect(card.estimate?.disclaimer.full).toMatch(/indicative only/);
    expect(card.estimate?.disclaimer.full).toMatch(/approved applicants only/);
    // Longer than the limit: cut, with the whole text beside it.
    expect(card.estimate?.disclaimer.cut).toMatch(/…$/);
  });

  it('sends a disclaimer short enough to show whole without a cut version', () => {
    const card = financeCard(car({ finance: { 'Car Clarity': entry({ disclaimer: 'Approved applicants only.' }) } }), harbour, NOW)!;
    expect(card.estimate?.disclaimer).toEqual({ full: 'Approved applicants only.' });
  });

  it("reads an 'Offer ends' date when the entry carries one", () => {
    expect(financeOfferEnds({ offerEnds: '2026-09-30' })).toBe('Offer ends 30 September 2026');
    expect(financeOfferEnds({ offer_ends: '2026-09-30T23:59:59+10:00' })).toBe('Offer ends 30 September 2026');
    expect(financeOfferEnds({ offerEnds: 'null' })).toBeUndefined();
    expect(financeOfferEnds({})).toBeUndefined();
  });
});

describe('Toyota blocks', () => {
  it('used-car banner: Toyota template, used cars only', () => {
    expect(showUsedCarBanner({ car_type: 'used' }, harbour)).toBe(true);
    expect(showUsedCarBanner({ car_type: 'demo' }, harbour)).toBe(false);
    expect(showUsedCarBanner({ car_type: 'used' }, gateway)).toBe(false);
  });

  it('Service Advantage: new and demo Toyotas, by model', () => {
    expect(serviceAdvantageBlock(car({ model: 'Prado' }))).toMatchObject({ pricePerService: 390, services: 10, years: 5, maxKm: 100_000 });
    expect(serviceAdvantageBlock(car({ car_type: 'demo', model: 'Corolla' }))?.pricePerService).toBe(245);
    expect(serviceAdvantageBlock(car({ car_type: 'used' }))).toBeUndefined();
    expect(serviceAdvantageBlock(car({ make: 'Mazda' }))).toBeUndefined();
  });

  it("What's Included carries the block that applies", () => {
    expect(whatsIncluded(car(), harbour).map((i) => i.kind)).toEqual(['service_advantage', 'warranty']);
    expect(whatsIncluded(car({ car_type: 'used', file: '' }), harbour).map((i) => i.kind)).toEqual(['used_car_benefits']);
    expect(whatsIncluded(car({ car_type: 'used', file: 'https://example.com/r.pdf' }), harbour).map((i) => i.kind)).toEqual([
      'used_car_benefits',
      'history_report',
    ]);
  });
});

describe('whyBuyFromUs', () => {
  it('shows the guarantees on sites with the guarantees banner, else the template benefits', () => {
    const g = whyBuyFromUs(car(), gateway);
    expect(g.kind).toBe('guarantees');
    expect(g.items).toContain('48hr money back');
    const t = whyBuyFromUs(car(), withFeatures(harbour, { guarantees_banner: false }));
    expect(t.kind).toBe('benefits');
    expect(t.items).toContain('Genuine Toyota dealer');
  });
});

describe('reserveOnline', () => {
  it("holds the car 48 hours for the site's deposit, 100% refundable", () => {
    const r = reserveOnline(car(), withFeatures(harbour, { reserve: true, reserve_deposit: 500 }))!;
    expect(r.deposit).toBe('$500');
    expect(r.copy).toMatch(/\$500 deposit/);
    expect(r.copy).toMatch(/48 hours/);
    expect(r.copy).toMatch(/100% refundable/);
    expect(r.href).toBe(`/cars/${encodeURIComponent(base.slug)}/checkout`);
    expect(reserveOnline(car({ reserved: true }), harbour)).toBeUndefined();
  });

  it("uses the dealer's refund terms, with {deposit} filled in, and the spec's default without them", () => {
    const own = withFeatures(harbour, { reserve: true, reserve_deposit: 250, reserve_terms: 'Pay {deposit} now; {deposit} back if you change your mind.' });
    expect(reserveOnline(car(), own)!.copy).toBe('Pay $250 now; $250 back if you change your mind.');
    const none = withFeatures(harbour, { reserve: true, reserve_deposit: 250, reserve_terms: undefined });
    expect(reserveOnline(car(), none)!.copy).toBe(
      "Reserve this car online with a $250 deposit and we'll hold it for you for 48 hours. Your deposit is 100% refundable if you change your mind.",
    );
    // The sample dealer's own copy reaches the tab.
    expect(reserveOnline(car(), harbour)!.copy).toBe(harbour.features.reserve_terms);
    expect(harbour.features.reserve_terms).toMatch(/^Your \$500 deposit holds this Toyota/);
  });
});

describe('tradeInFaq', () => {
  it('explains the 7-year / 100,000 km limit from the trade-in rule', () => {
    const q = tradeInFaq().find((f) => f.id === 'why-in-person')!;
    expect(q.question).toBe('Why do cars over 7 years old or 100,000 km need an in-person appraisal?');
  });
});
