import { describe, expect, it } from 'vitest';
import { normaliseMake, normaliseModel, slugify, vehicleSlug } from './names';

describe('normaliseMake', () => {
  it.each([
    ['Suzuki Australia', 'Suzuki'],
    ['SUZUKI AUSTRALIA', 'Suzuki'],
    ['  suzuki   australia ', 'Suzuki'],
    ['Mercedes Benz', 'Mercedes-Benz'],
    ['mercedes benz', 'Mercedes-Benz'],
    ['Mercedes-Benz', 'Mercedes-Benz'],
    ['Isuzu UTE', 'Isuzu'],
    ['isuzu ute', 'Isuzu'],
    ['Viscount Caravans', 'Viscount'],
    ['VISCOUNT caravans', 'Viscount'],
    ['Toyota', 'Toyota'],
    [' Kia ', 'Kia'],
    ['Suzuki', 'Suzuki'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseMake(input)).toBe(expected);
  });
});

describe('normaliseModel', () => {
  it.each([
    ['Mazda', '2', 'Mazda2'],
    ['Mazda', '3', 'Mazda3'],
    ['Mazda', '6', 'Mazda6'],
    ['mazda', ' 3 ', 'Mazda3'],
    ['MAZDA', '6', 'Mazda6'],
    ['Mazda', '5', '5'],
    ['Mazda', 'Mazda3', 'Mazda3'],
    ['Mazda', 'CX-5', 'CX-5'],
    ['Mazda', '3 Astina', '3 Astina'],
    ['MG', '3', 'MG3'],
    ['MG', '4', 'MG4'],
    ['mg', '5', 'MG5'],
    ['MG', '6', '6'],
    ['MG', 'MG4', 'MG4'],
    ['MG', 'ZS EV', 'ZS EV'],
    ['Tesla', '3', '3'],
    ['Peugeot', '3008', '3008'],
  ])('%s %j → %j', (make, model, expected) => {
    expect(normaliseModel(make, model)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Citroën C3 Aircross', 'citroen-c3-aircross'],
    ['Škoda Octavia RS', 'skoda-octavia-rs'],
    ['2.5i-S AWD', '2-5i-s-awd'],
    ['  --Hello --  World-- ', 'hello-world'],
    ['Rugged X 4x4 Double Cab', 'rugged-x-4x4-double-cab'],
    ["Driver's Edition", 'drivers-edition'],
    ['A / B & C', 'a-b-c'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('vehicleSlug', () => {
  it('builds year-make-model-badge-stocknum', () => {
    expect(vehicleSlug({ year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GXL', stocknum: 'HBT123' })).toBe(
      '2023-toyota-rav4-gxl-hbt123',
    );
  });

  it('matches the stock feed slug for a real row', () => {
    expect(
      vehicleSlug({ year: 2022, make: 'Subaru', model: 'Forester', badge: '2.5i-S AWD', stocknum: 'HTU10013' }),
    ).toBe('2022-subaru-forester-2-5i-s-awd-htu10013');
  });

  it('normalises make and model first', () => {
    expect(vehicleSlug({ year: 2021, make: 'Mercedes Benz', model: 'C 300', stocknum: 'X1' })).toBe(
      '2021-mercedes-benz-c-300-x1',
    );
    expect(vehicleSlug({ year: 2020, make: 'Mazda', model: '3', badge: 'G20 Pure', stocknum: 'M9' })).toBe(
      '2020-mazda-mazda3-g20-pure-m9',
    );
  });

  it('skips a missing badge without a double hyphen', () => {
    expect(vehicleSlug({ year: '2024', make: 'Suzuki Australia', model: 'Swift', stocknum: 'S-01' })).toBe(
      '2024-suzuki-swift-s-01',
    );
  });

  it('differs only by stock number for otherwise identical cars', () => {
    const a = vehicleSlug({ year: 2024, make: 'Kia', model: 'Sportage', badge: 'S', stocknum: 'A1' });
    const b = vehicleSlug({ year: 2024, make: 'Kia', model: 'Sportage', badge: 'S', stocknum: 'A2' });
    expect(a).not.toBe(b);
  });
});
