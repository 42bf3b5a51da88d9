import { describe, expect, it } from 'vitest';
import {
  SERVICE_ADVANTAGE_DEFAULT,
  SERVICE_ADVANTAGE_TABLE,
  serviceAdvantageFor,
  serviceAdvantageForVehicle,
  serviceAdvantageModel,
} from './service-advantage';

const plan = (model: string) => {
  const { derived: _derived, model: _model, ...rest } = serviceAdvantageFor(model);
  return rest;
};

describe('Toyota Service Advantage table (spec §9)', () => {
  it('default: $250, 5 services, 12 months or 15,000 km, 75,000 km (5 years)', () => {
    expect(SERVICE_ADVANTAGE_DEFAULT).toEqual({ pricePerService: 250, services: 5, years: 5, intervalMonths: 12, intervalKm: 15_000, maxKm: 75_000 });
    expect(serviceAdvantageFor('Supra')).toEqual({ ...SERVICE_ADVANTAGE_DEFAULT, derived: [] });
    expect(serviceAdvantageFor(undefined)).toEqual({ ...SERVICE_ADVANTAGE_DEFAULT, derived: [] });
  });

  it('Coaster: 485 / 3 yrs / 6 services / 6 months or 10,000 km (60,000 km derived)', () => {
    expect(plan('Coaster')).toEqual({ pricePerService: 485, years: 3, services: 6, intervalMonths: 6, intervalKm: 10_000, maxKm: 60_000 });
    expect(serviceAdvantageFor('Coaster').derived).toEqual(['maxKm']);
  });

  it.each(['HiAce', 'Granvia', 'HiLux', 'Fortuner'])('%s: 290 / 3 / 6, every 6 months or 10,000 km derived', (model) => {
    expect(plan(model)).toEqual({ pricePerService: 290, years: 3, services: 6, intervalMonths: 6, intervalKm: 10_000, maxKm: 60_000 });
    expect(serviceAdvantageFor(model).derived).toEqual(['intervalMonths', 'intervalKm', 'maxKm']);
  });

  it('Prado: 390 / 5 / 10 / 100,000 km; the derived interval agrees with the stated km', () => {
    expect(plan('Prado')).toEqual({ pricePerService: 390, years: 5, services: 10, intervalMonths: 6, intervalKm: 10_000, maxKm: 100_000 });
    expect(serviceAdvantageFor('Prado').derived).toEqual(['intervalMonths', 'intervalKm']);
  });

  it.each([
    ['LandCruiser 70', 525],
    ['LandCruiser 300', 400],
    ['Tundra', 400],
    ['bZ4X', 180],
    ['Corolla', 245],
    ['Yaris', 245],
    ['Camry', 255],
    ['RAV4', 260],
    ['Kluger', 265],
    ['Yaris Cross', 250],
    ['C-HR', 250],
    ['Corolla Cross', 250],
  ])('%s: $%i, other columns from the default', (model, price) => {
    expect(plan(model)).toEqual({ ...SERVICE_ADVANTAGE_DEFAULT, pricePerService: price });
    expect(serviceAdvantageFor(model)).toMatchObject({ model, derived: ['services', 'intervalMonths', 'intervalKm', 'years', 'maxKm'] });
  });

  it('every table model resolves to its own row', () => {
    for (const row of SERVICE_ADVANTAGE_TABLE) for (const model of row.models) expect(serviceAdvantageModel(model)).toBe(model);
  });
});

describe('model name matching', () => {
  it.each([
    ['Yaris Cross', 'Yaris Cross'],
    ['Yaris', 'Yaris'],
    ['YARIS CROSS GXL', 'Yaris Cross'],
    ['Yaris Ascent Sport', 'Yaris'],
    ['yariscross', 'Yaris Cross'],
    ['Corolla Cross Hybrid', 'Corolla Cross'],
    ['Corolla Hatch', 'Corolla'],
    ['LandCruiser 70', 'LandCruiser 70'],
    ['Landcruiser 70 Series', 'LandCruiser 70'],
    ['LandCruiser 79', 'LandCruiser 70'],
    ['Land Cruiser 76', 'LandCruiser 70'],
    ['LandCruiser 300', 'LandCruiser 300'],
    ['Landcruiser 300', 'LandCruiser 300'],
    ['landcruiser  300 series sahara', 'LandCruiser 300'],
    ['LandCruiser Prado', 'Prado'],
    ['Prado', 'Prado'],
    ['Hilux', 'HiLux'],
    ['HILUX SR5', 'HiLux'],
    ['Hi-Lux', 'HiLux'],
    ['Hiace', 'HiAce'],
    ['HiAce Commuter', 'HiAce'],
    ['CHR', 'C-HR'],
    ['c-hr koba', 'C-HR'],
    ['BZ4X', 'bZ4X'],
    ['RAV4 Hybrid', 'RAV4'],
    [' Camry ', 'Camry'],
  ])('%s -> %s', (name, model) => {
    expect(serviceAdvantageModel(name)).toBe(model);
  });

  it.each([['LandCruiser'], ['LandCruiser 200'], ['LandCruiser 700'], ['GR Yaris'], ['GR Corolla'], ['86'], [''], [null]])(
    '%s has no row (default)',
    (name) => {
      expect(serviceAdvantageModel(name)).toBeUndefined();
    },
  );

  it('applies to Toyotas only', () => {
    expect(serviceAdvantageForVehicle({ make: 'Toyota', model: 'Hilux' })?.pricePerService).toBe(290);
    expect(serviceAdvantageForVehicle({ make: ' TOYOTA ', model: 'Unknown' })?.pricePerService).toBe(250);
    expect(serviceAdvantageForVehicle({ make: 'Mazda', model: 'CX-5' })).toBeUndefined();
  });
});
