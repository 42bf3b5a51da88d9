import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { titleBadge, vehicleTitle } from './vehicle-title';

describe('vehicleTitle', () => {
  it('joins year, normalised make, normalised model and badge', () => {
    expect(vehicleTitle({ year: 2022, make: 'Toyota', model: 'HiLux', badge: 'SR5' })).toBe('2022 Toyota HiLux SR5');
    expect(vehicleTitle({ year: 2021, make: 'Mercedes Benz', model: 'GLC', badge: '300' })).toBe('2021 Mercedes-Benz GLC 300');
    expect(vehicleTitle({ year: 2020, make: 'Mazda', model: '3', badge: undefined })).toBe('2020 Mazda Mazda3');
  });

  it('leaves out a missing year or badge', () => {
    expect(vehicleTitle({ year: 0, make: 'MG', model: '4', badge: null })).toBe('MG MG4');
    expect(vehicleTitle({ year: Number.NaN, make: 'Kia', model: 'Seltos', badge: '  ' })).toBe('Kia Seltos');
  });

  it('does not repeat the model when the badge is the model (the Southern Cross Kona)', () => {
    expect(vehicleTitle({ year: 2026, make: 'Hyundai', model: 'Kona', badge: 'Kona' })).toBe('2026 Hyundai Kona');
    expect(vehicleTitle({ year: 2026, make: 'Hyundai', model: 'i30', badge: 'I30' })).toBe('2026 Hyundai i30');
  });

  it('drops a leading repetition of the model or the make from the badge, keeping the rest', () => {
    expect(vehicleTitle({ year: 2023, make: 'Mercedes-Benz', model: 'GLC', badge: 'GLC 300 4MATIC' })).toBe('2023 Mercedes-Benz GLC 300 4MATIC');
    expect(vehicleTitle({ year: 2024, make: 'Hyundai', model: 'Kona', badge: 'Hyundai Kona Premium Hybrid' })).toBe('2024 Hyundai Kona Premium Hybrid');
    expect(vehicleTitle({ year: 2022, make: 'Mazda', model: '3', badge: 'Mazda3 G20 Pure' })).toBe('2022 Mazda Mazda3 G20 Pure');
    expect(vehicleTitle({ year: 2022, make: 'Toyota', model: 'RAV4', badge: 'RAV4-GXL' })).toBe('2022 Toyota RAV4 GXL');
  });

  it('keeps a badge that only contains the model inside a word or later on', () => {
    expect(titleBadge({ make: 'Mercedes-Benz', model: 'GLC', badge: 'GLC300' })).toBe('GLC300');
    expect(titleBadge({ make: 'Hyundai', model: 'Kona', badge: 'Konaa' })).toBe('Konaa');
    expect(titleBadge({ make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport Corolla' })).toBe('Ascent Sport Corolla');
  });

  it('treats regular-expression characters in names literally', () => {
    expect(titleBadge({ make: 'A.B', model: 'C+ (x)', badge: 'C+ (x) Sport' })).toBe('Sport');
    expect(titleBadge({ make: 'A.B', model: 'C+', badge: 'AxB Sport' })).toBe('AxB Sport');
  });
});

describe('vehicleTitle over all sample stock', () => {
  const sites = ['harbour-toyota', 'southern-cross-motors', 'gateway-car-superstore', 'coorong-caravans'];
  it('no title repeats the model (or any word) back to back', () => {
    const repeats: string[] = [];
    for (const site of sites) {
      for (const v of stockFor(site)) {
        const words = vehicleTitle(v).toLowerCase().split(' ');
        if (words.some((w, i) => i > 0 && w === words[i - 1])) repeats.push(vehicleTitle(v));
        const model = v.model.trim().toLowerCase();
        if (model && words.filter((w) => w === model).length > 1) repeats.push(vehicleTitle(v));
      }
    }
    expect(repeats).toEqual([]);
  });
});
