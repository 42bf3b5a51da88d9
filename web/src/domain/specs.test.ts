import { describe, expect, it } from 'vitest';
import {
  caravanSpecs,
  featuredSpecs,
  feetToMetres,
  formatEngine,
  formatFeetInches,
  formatKm,
  UNKNOWN_KM_TEXT,
  formatRegoExpiry,
  isPresentSpec,
  isTowed,
  odometerKm,
  odometerText,
  metresToFeet,
  specText,
  type FeaturedSpecVehicle,
} from './specs';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
// 2026-11-20 00:30 in Sydney (AEDT, +11) is still 2026-11-19 in Perth (+8) and UTC.
const NOW = new Date('2026-11-19T13:30:00.000Z');
const opts = { now: NOW, timeZone: SYDNEY };

describe('isPresentSpec / specText', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['null', false],
    ['NULL', false],
    [' Null ', false],
    [NaN, false],
    [0, true],
    ['0', true],
    ['nullarbor', true],
    ['Petrol', true],
    [5, true],
  ])('%j → %s', (value, present) => {
    expect(isPresentSpec(value)).toBe(present);
  });

  it('trims text', () => {
    expect(specText('  Red ')).toBe('Red');
    expect(specText('null')).toBeUndefined();
    expect(specText(7)).toBe('7');
  });
});

describe('formatRegoExpiry', () => {
  it.each([
    // [rego_expiry, now, timeZone, expected]
    ['2027-03-12', NOW, SYDNEY, 'Expires on 12 March 2027'],
    ['12/03/2027', NOW, SYDNEY, 'Expires on 12 March 2027'],
    ['2027-03-12T00:00:00+11:00', NOW, SYDNEY, 'Expires on 12 March 2027'],
    ['2026-11-20', NOW, SYDNEY, 'Expires on 20 November 2026'], // expires today in Sydney: still current
    ['2026-11-19', NOW, SYDNEY, undefined], // yesterday in Sydney
    ['2026-11-19', NOW, PERTH, 'Expires on 19 November 2026'], // but today in Perth
    ['2026-11-18', NOW, PERTH, undefined],
    ['2020-01-01', NOW, SYDNEY, undefined],
  ])('%s at %s in %s → %s', (rego, now, timeZone, expected) => {
    expect(formatRegoExpiry(rego, { now, timeZone })).toBe(expected);
  });

  it('shows Unregistered for a past expiry where the site asks for it', () => {
    expect(formatRegoExpiry('2026-11-19', { ...opts, showUnregistered: true })).toBe('Unregistered');
    expect(formatRegoExpiry('2027-01-01', { ...opts, showUnregistered: true })).toBe('Expires on 1 January 2027');
  });

  it.each([undefined, null, '', 'null', 'NULL', 'soon', '2027-02-30'])('omits %j', (rego) => {
    expect(formatRegoExpiry(rego, { ...opts, showUnregistered: true })).toBeUndefined();
  });
});

describe('formatters', () => {
  it.each([
    [12345, '12,345 km'],
    [0, '0 km'],
    [999, '999 km'],
    [1234567.6, '1,234,568 km'],
  ])('formatKm(%d) → %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });

  it.each([
    [12345, '12,345 km'],
    [0, '0 km'],
    [undefined, 'Unknown'],
    [Number.NaN, 'Unknown'],
    [-1, 'Unknown'],
  ])('odometerText(%s) → %s (unknown kilometres are never shown as 0 km)', (km, text) => {
    expect(odometerText({ km, item_type: 'car' })).toBe(text);
    expect(UNKNOWN_KM_TEXT).toBe('Unknown');
  });

  it.each([
    [4, 2.5, '4 cyl, 2.5 L'],
    [4, 2, '4 cyl, 2.0 L'],
    [6, undefined, '6 cyl'],
    [undefined, 1.5, '1.5 L'],
    [0, 0, undefined],
    [undefined, undefined, undefined],
  ])('formatEngine(%s, %s) → %s', (cyl, litres, text) => {
    expect(formatEngine(cyl, litres)).toBe(text);
  });

  it('converts feet and metres with 0.3048', () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(10)).toBeCloseTo(3.048, 10);
    expect(metresToFeet(3.048)).toBeCloseTo(10, 10);
  });

  it.each([
    [7315, '24′ 0″'], // 23.999 ft
    [2490, '8′ 2″'],
    [304.8, '1′ 0″'],
    [6700, '22′ 0″'], // 21.98 ft: 263.78 in rounds to 264 = 22′ 0″, never 21′ 12″
    [5000, '16′ 5″'],
  ])('formatFeetInches(%d mm) → %s', (mm, text) => {
    expect(formatFeetInches(mm)).toBe(text);
  });
});

const vehicle: FeaturedSpecVehicle = {
  km: 12345,
  item_type: 'car',
  year: 2023,
  compliance_date: '02/2023',
  build_date: '12/2022',
  cylinders: 4,
  engine_size_litres: 2.5,
  fuel: 'Unleaded Petrol',
  simple_fuel: 'Petrol',
  trans: '8 Speed Automatic',
  simple_transmission: 'Automatic',
  seats: 5,
  regplate: 'ABC123',
  rego_expiry: '2027-03-12',
  stocknum: 'HBT123',
  vin: 'JTMABC12345678901',
  colour: 'Glacier White',
  variant: { induction: 'Turbo' },
};

describe('featuredSpecs', () => {
  it('lists the featured group in the spec order with formatted values', () => {
    expect(featuredSpecs(vehicle, opts)).toEqual([
      { key: 'kilometres', label: 'Kilometres', value: '12,345 km' },
      { key: 'compliance_date', label: 'Compliance Date', value: '02/2023' },
      { key: 'build_date', label: 'Build Date', value: '12/2022' },
      { key: 'engine', label: 'Engine', value: '4 cyl, 2.5 L' },
      { key: 'fuel_type', label: 'Fuel Type', value: 'Unleaded Petrol' },
      { key: 'transmission', label: 'Transmission', value: '8 Speed Automatic' },
      { key: 'induction', label: 'Induction', value: 'Turbo' },
      { key: 'seats', label: 'Seats', value: '5' },
      { key: 'registration', label: 'Registration', value: 'ABC123' },
      { key: 'rego_expiry', label: 'Rego Expiry', value: 'Expires on 12 March 2027' },
      { key: 'stock_no', label: 'Stock No.', value: 'HBT123' },
      { key: 'vin', label: 'VIN', value: 'JTMABC12345678901' },
      { key: 'exterior_colour', label: 'Exterior Colour', value: 'Glacier White' },
    ]);
  });

  it('shows unknown kilometres as Unknown, not 0 km', () => {
    const { km: _km, ...withoutKm } = vehicle;
    expect(featuredSpecs(withoutKm, opts)[0]).toEqual({ key: 'kilometres', label: 'Kilometres', value: 'Unknown' });
  });

  it('falls back to the year for missing compliance and build dates', () => {
    const specs = featuredSpecs({ ...vehicle, compliance_date: 'null', build_date: undefined }, opts);
    expect(specs.find((s) => s.key === 'compliance_date')?.value).toBe('2023');
    expect(specs.find((s) => s.key === 'build_date')?.value).toBe('2023');
  });

  it('falls back to simple fuel/transmission and variant engine figures', () => {
    const specs = featuredSpecs(
      { ...vehicle, fuel: '', trans: 'NULL', cylinders: undefined, engine_size_litres: undefined, variant: { cylinders: 6, enginesize_litres: 3.5 } },
      opts,
    );
    const value = (k: string) => specs.find((s) => s.key === k)?.value;
    expect(value('fuel_type')).toBe('Petrol');
    expect(value('transmission')).toBe('Automatic');
    expect(value('engine')).toBe('6 cyl, 3.5 L');
    expect(value('induction')).toBeUndefined();
  });

  it('omits empty, null and "null" values', () => {
    const sparse: FeaturedSpecVehicle = {
      ...vehicle,
      cylinders: 0,
      engine_size_litres: 0,
      variant: { induction: 'null' },
      seats: undefined,
      regplate: '',
      rego_expiry: undefined,
      vin: 'null',
      colour: '  ',
    };
    expect(featuredSpecs(sparse, opts).map((s) => s.key)).toEqual([
      'kilometres',
      'compliance_date',
      'build_date',
      'fuel_type',
      'transmission',
      'stock_no',
    ]);
  });

  it('omits an expired rego, or shows Unregistered where the site asks', () => {
    const expired = { ...vehicle, rego_expiry: '2026-01-01' };
    expect(featuredSpecs(expired, opts).some((s) => s.key === 'rego_expiry')).toBe(false);
    expect(featuredSpecs(expired, { ...opts, showUnregistered: true }).find((s) => s.key === 'rego_expiry')?.value).toBe(
      'Unregistered',
    );
  });
});

describe('caravanSpecs', () => {
  const caravan = {
    item_type: 'Caravan',
    specifications: {
      body_width: 2490,
      body_length: 7315,
      tare_weight: 2150,
      aggregate_trailer_mass: 2800,
      axle_type: 'Tandem',
      sleeps: 4,
    },
  };

  it('lists caravan specifications with units', () => {
    expect(caravanSpecs(caravan)).toEqual([
      { key: 'body_width', label: 'Body Width', value: '2.49 m (8′ 2″)' },
      { key: 'body_length', label: 'Body Length', value: '7.32 m (24′ 0″)' },
      { key: 'tare_weight', label: 'Tare Weight', value: '2,150 kg' },
      { key: 'aggregate_trailer_mass', label: 'ATM', value: '2,800 kg' },
      { key: 'axle_type', label: 'Axle Type', value: 'Tandem' },
      { key: 'sleeps', label: 'Sleeps', value: '4' },
    ]);
  });

  it('omits missing and non-positive values', () => {
    expect(
      caravanSpecs({ item_type: 'caravan', specifications: { body_width: 0, tare_weight: 1800, axle_type: 'null' } }),
    ).toEqual([{ key: 'tare_weight', label: 'Tare Weight', value: '1,800 kg' }]);
    expect(caravanSpecs({ item_type: 'caravan' })).toEqual([]);
  });

  it.each(['car', 'motorcycle', ''])('is empty for item type %j', (item_type) => {
    expect(caravanSpecs({ ...caravan, item_type })).toEqual([]);
  });
});

describe('no-value texts and the odometer (issue 12: caravans read "Transmission Not Applicable", "0 km")', () => {
  it('placeholder texts for "no value" are omitted, any case, trimmed', () => {
    for (const t of ['Not Applicable', ' not applicable ', 'N/A', 'n/a', 'null', 'NULL', 'undefined', 'NaN']) expect(specText(t), t).toBeUndefined();
    for (const t of ['Automatic', 'Nanango', 'Nullarbor', 'N/A Sport']) expect(specText(t), t).toBe(t);
  });

  it('a towed item type has no odometer, whatever the feed gives', () => {
    for (const item_type of ['caravan', 'Caravan', ' pop-top ', 'camper trailer', 'camper', 'trailer']) {
      expect(odometerKm({ km: 0, item_type }), item_type).toBeUndefined();
      expect(odometerText({ km: 1200, item_type }), item_type).toBeUndefined();
      expect(isTowed({ item_type }), item_type).toBe(true);
    }
  });

  it('a car or a motorhome shows known kilometres, 0 included', () => {
    expect(odometerText({ km: 54782, item_type: 'car' })).toBe('54,782 km');
    expect(odometerText({ km: 0, item_type: 'car' })).toBe('0 km');
    expect(odometerText({ km: 31000, item_type: 'motorhome' })).toBe('31,000 km');
    expect(odometerText({ km: 10, item_type: undefined })).toBe('10 km');
  });

  it('unknown kilometres show as unknown (an import without km), never as 0 km', () => {
    for (const km of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(odometerText({ km, item_type: 'car' }), String(km)).toBe('Unknown');
  });

  it('the featured group has no Kilometres row for a caravan', () => {
    const caravan = { km: 0, item_type: 'caravan', year: 2020 } as unknown as Parameters<typeof featuredSpecs>[0];
    const keys = featuredSpecs(caravan, { now: new Date('2026-01-01T00:00:00Z'), timeZone: 'Australia/Adelaide' }).map((s) => s.key);
    expect(keys).not.toContain('kilometres');
  });
});
