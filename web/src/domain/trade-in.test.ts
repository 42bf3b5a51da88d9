import { describe, expect, it } from 'vitest';
import {
  isOlderThan,
  isTradeInEligible,
  parseVehicleDate,
  tradeInEligibility,
  vehicleAgeStart,
  type TradeInVehicle,
} from './trade-in';

const DAY = 86_400_000;
const car = (over: Partial<TradeInVehicle> = {}): TradeInVehicle => ({ year: 2019, km: 50_000, ...over });

describe('parseVehicleDate', () => {
  it.each([
    ['03/2019', '2019-03-01'],
    ['3/2019', '2019-03-01'],
    ['2019-03', '2019-03-01'],
    ['2019-03-14', '2019-03-14'],
    ['2019-03-14T10:00:00Z', '2019-03-14'],
    ['14/03/2019', '2019-03-14'],
    [' 12/2025 ', '2025-12-01'],
  ])('%j → %s', (text, iso) => {
    expect(parseVehicleDate(text)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(['', 'null', '13/2019', '00/2019', '31/02/2019', 'March 2019', undefined, null])('%j → undefined', (text) => {
    expect(parseVehicleDate(text)).toBeUndefined();
  });
});

describe('vehicleAgeStart', () => {
  it('prefers compliance date, then build date, then 1 January of the year', () => {
    expect(vehicleAgeStart({ year: 2019, build_date: '11/2018', compliance_date: '02/2019' }).toISOString()).toBe('2019-02-01T00:00:00.000Z');
    expect(vehicleAgeStart({ year: 2019, build_date: '11/2018' }).toISOString()).toBe('2018-11-01T00:00:00.000Z');
    expect(vehicleAgeStart({ year: 2019, build_date: 'null', compliance_date: '' }).toISOString()).toBe('2019-01-01T00:00:00.000Z');
  });
});

describe('age limit: 7 years exactly vs 7 years and a day', () => {
  const compliance = '2019-03-14';
  const sevenYears = new Date('2026-03-14T00:00:00.000Z');

  it.each([
    ['a day before 7 years', sevenYears.getTime() - DAY, true],
    ['exactly 7 years', sevenYears.getTime(), true],
    ['7 years and 1 ms', sevenYears.getTime() + 1, false],
    ['7 years and a day', sevenYears.getTime() + DAY, false],
  ])('%s → eligible %s', (_, now, eligible) => {
    expect(isTradeInEligible(car({ compliance_date: compliance }), new Date(now))).toBe(eligible);
  });

  it('ages a month-only compliance date from the 1st', () => {
    const v = car({ compliance_date: '03/2019' });
    expect(isTradeInEligible(v, new Date('2026-03-01T00:00:00.000Z'))).toBe(true);
    expect(isTradeInEligible(v, new Date('2026-03-02T00:00:00.000Z'))).toBe(false);
  });

  it('ages a year-only car from 1 January', () => {
    expect(isTradeInEligible(car({ year: 2019 }), new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(isTradeInEligible(car({ year: 2019 }), new Date('2026-01-02T00:00:00.000Z'))).toBe(false);
  });

  it('rolls a 29 February start to 1 March', () => {
    const start = new Date('2020-02-29T00:00:00.000Z');
    expect(isOlderThan(start, 7, new Date('2027-03-01T00:00:00.000Z'))).toBe(false);
    expect(isOlderThan(start, 7, new Date('2027-03-02T00:00:00.000Z'))).toBe(true);
  });
});

describe('km limit', () => {
  const now = new Date('2024-01-01T00:00:00.000Z');
  it.each([
    [0, true],
    [99_999, true],
    [100_000, true],
    [100_001, false],
    [250_000, false],
  ])('%d km → eligible %s', (km, eligible) => {
    expect(isTradeInEligible(car({ km }), now)).toBe(eligible);
  });
});

describe('tradeInEligibility reasons', () => {
  const now = new Date('2030-06-01T00:00:00.000Z');
  it('names each failed limit', () => {
    expect(tradeInEligibility(car({ year: 2028, km: 10 }), now)).toEqual({ eligible: true });
    expect(tradeInEligibility(car({ year: 2020, km: 10 }), now)).toEqual({ eligible: false, reasons: ['too_old'] });
    expect(tradeInEligibility(car({ year: 2028, km: 100_001 }), now)).toEqual({ eligible: false, reasons: ['too_many_km'] });
    // Unknown kilometres are not known to exceed the limit.
    expect(tradeInEligibility(car({ year: 2028, km: undefined }), now)).toEqual({ eligible: true });
    expect(tradeInEligibility(car({ year: 2020, km: 100_001 }), now)).toEqual({
      eligible: false,
      reasons: ['too_old', 'too_many_km'],
    });
  });
});
