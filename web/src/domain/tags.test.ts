import { describe, expect, it } from 'vitest';
import {
  fuelTag,
  isJustArrived,
  primaryTag,
  tagColour,
  vehicleTags,
  type TagSite,
  type TagVehicle,
  type VehicleTagKind,
} from './tags';

const NOW = new Date('2026-11-20T00:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const base: TagVehicle = {
  status: 'in_stock',
  reserved: false,
  sold: false,
  created_at: ago(30 * DAY),
  created_at_timestamp: Math.floor((NOW.getTime() - 30 * DAY) / 1000),
  simple_fuel: 'Petrol',
  make: 'Mazda',
  certified: false,
  car_type: 'used',
};
const site: TagSite = {
  specifications: { tag_colours: [{ tag: 'Runout Sale', colour: 'green' }] },
  features: { fuel_tags: true, toyota_certified: true },
};

/** What makes each tag apply, on top of `base` (which has none). */
const conditions: Record<VehicleTagKind, Partial<TagVehicle>> = {
  reserved: { reserved: true },
  manual: { tag: 'Test Drive Only' },
  coming_soon: { status: 'coming_soon' },
  just_arrived: { created_at: ago(DAY) },
  sold: { sold: true },
  fuel: { simple_fuel: 'Hybrid' },
  certified: { make: 'Toyota', certified: true, car_type: 'used' },
};
const ORDER: VehicleTagKind[] = ['reserved', 'manual', 'coming_soon', 'just_arrived', 'sold', 'fuel', 'certified'];

const kinds = (v: TagVehicle, s: TagSite = site) => vehicleTags(v, s, NOW).map((t) => t.kind);

describe('each tag on its own', () => {
  it('has no tag by default', () => {
    expect(vehicleTags(base, site, NOW)).toEqual([]);
    expect(primaryTag(base, site, NOW)).toBeUndefined();
  });

  it.each(ORDER)('%s', (kind) => {
    expect(kinds({ ...base, ...conditions[kind] })).toEqual([kind]);
  });

  it('labels', () => {
    const label = (kind: VehicleTagKind) => primaryTag({ ...base, ...conditions[kind] }, site, NOW)?.label;
    expect(label('reserved')).toBe('RESERVED');
    expect(label('manual')).toBe('Test Drive Only');
    expect(label('coming_soon')).toBe('COMING SOON');
    expect(label('just_arrived')).toBe('New');
    expect(label('sold')).toBe('JUST SOLD');
    expect(label('fuel')).toBe('Hybrid');
    expect(primaryTag({ ...base, ...conditions.certified }, site, NOW)).toMatchObject({ logo: true });
  });
});

describe('precedence: every pair', () => {
  const pairs = ORDER.flatMap((a, i) => ORDER.slice(i + 1).map((b) => [a, b] as const))
    // a certified car is by definition not sold, so these two never meet
    .filter(([a, b]) => !(a === 'sold' && b === 'certified'));

  it.each(pairs)('%s before %s', (a, b) => {
    const v = { ...base, ...conditions[a], ...conditions[b] };
    expect(kinds(v)).toEqual([a, b]);
    expect(primaryTag(v, site, NOW)?.kind).toBe(a);
  });

  it('lists all that apply in order', () => {
    const all = { ...base, ...conditions.reserved, ...conditions.manual, ...conditions.just_arrived, ...conditions.fuel, ...conditions.certified };
    expect(kinds(all)).toEqual(['reserved', 'manual', 'just_arrived', 'fuel', 'certified']);
  });
});

describe('sold cars', () => {
  it('drop the in-stock tags and lead with the sold tag', () => {
    const v = { ...base, status: 'sold' as const, sold: true, reserved: true, tag: 'Runout Sale', created_at: ago(DAY), simple_fuel: 'Electric' };
    expect(kinds(v)).toEqual(['sold', 'fuel']);
  });

  it('counts status sold without the flag', () => {
    expect(kinds({ ...base, status: 'sold' })).toEqual(['sold']);
  });

  it('shows no sold tag for other not-in-stock statuses', () => {
    expect(kinds({ ...base, status: 'on_hold', reserved: true })).toEqual([]);
  });

  it('uses the configured sold tag name', () => {
    const s = { ...site, specifications: { sold_tag_name: 'SOLD!' } };
    expect(primaryTag({ ...base, sold: true }, s, NOW)?.label).toBe('SOLD!');
  });
});

describe('manual tag colour', () => {
  it.each([
    ['Runout Sale', 'green'],
    ['runout sale', 'green'],
    ['  RUNOUT SALE ', 'green'],
    ['Test Drive Only', 'red'],
  ])('%j → %s', (tag, colour) => {
    expect(primaryTag({ ...base, tag }, site, NOW)?.colour).toBe(colour);
  });

  it('defaults to red with no colour list', () => {
    expect(tagColour('Runout Sale')).toBe('red');
  });

  it('trims the label and ignores a blank tag', () => {
    expect(primaryTag({ ...base, tag: '  Runout Sale ' }, site, NOW)?.label).toBe('Runout Sale');
    expect(kinds({ ...base, tag: '   ' })).toEqual([]);
  });
});

describe('just-arrived window', () => {
  const at = (ms: number) => ({ created_at: ago(ms), created_at_timestamp: 0 });

  it.each([
    [0, true],
    [DAY, true],
    [8 * DAY - 1, true],
    [8 * DAY, true],
    [8 * DAY + 1, false],
    [9 * DAY, false],
    [-60_000, true], // clock skew: created a minute "in the future"
  ])('created %d ms ago → %s (default 8 days)', (ms, expected) => {
    expect(isJustArrived(at(ms), NOW)).toBe(expected);
  });

  it('uses the configured window and name', () => {
    const s = { ...site, specifications: { just_arrived_days: 3, just_arrived_tag_name: 'Just Arrived' } };
    expect(primaryTag({ ...base, created_at: ago(3 * DAY) }, s, NOW)?.label).toBe('Just Arrived');
    expect(primaryTag({ ...base, created_at: ago(3 * DAY + 1) }, s, NOW)).toBeUndefined();
  });

  it('is off with a zero window', () => {
    expect(isJustArrived(at(0), NOW, 0)).toBe(false);
  });

  it('falls back to created_at_timestamp (seconds)', () => {
    const ts = (NOW.getTime() - 2 * DAY) / 1000;
    expect(isJustArrived({ created_at: 'not a date', created_at_timestamp: ts }, NOW)).toBe(true);
    expect(isJustArrived({ created_at: '', created_at_timestamp: ts - 7 * 86_400 }, NOW)).toBe(false);
  });
});

describe('fuel tag', () => {
  it.each([
    ['Electric', 'Electric'],
    ['hybrid', 'Hybrid'],
    ['PHEV', 'PHEV'],
    ['phev', 'PHEV'],
    ['Petrol', undefined],
    ['Diesel', undefined],
  ])('%s → %s', (simple_fuel, expected) => {
    expect(fuelTag({ simple_fuel })).toBe(expected);
  });

  it('only when the site turns fuel tags on', () => {
    const off = { ...site, features: { ...site.features, fuel_tags: false } };
    expect(kinds({ ...base, simple_fuel: 'Electric' }, off)).toEqual([]);
  });
});

describe('certified tag', () => {
  const cert = { ...base, ...conditions.certified };
  it.each<[string, Partial<TagVehicle>]>([
    ['new car', { car_type: 'new' }],
    ['demo car', { car_type: 'demo' }],
    ['not Toyota', { make: 'Lexus' }],
    ['not certified', { certified: false }],
  ])('not for a %s', (_, over) => {
    expect(kinds({ ...cert, ...over })).toEqual([]);
  });

  it('not when the site has the certified programme off', () => {
    expect(kinds(cert, { ...site, features: { ...site.features, toyota_certified: false } })).toEqual([]);
  });
});
