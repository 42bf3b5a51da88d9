/**
 * Stored copies share equal nested values between vehicles, change nothing a caller can see by value,
 * and never touch the caller's objects.
 */
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { contractVehicles } from '../contract';
import { VehicleCompactor } from './compact';

describe('VehicleCompactor', () => {
  const vehicles = contractVehicles();

  it('keeps every field and its order, with equal values', () => {
    const compactor = new VehicleCompactor();
    for (const v of vehicles) {
      const stored = compactor.compact(v);
      expect(stored).not.toBe(v);
      expect(JSON.stringify(stored)).toBe(JSON.stringify(v));
      expect(Object.keys(stored)).toEqual(Object.keys(v));
    }
  });

  it('shares equal nested values between vehicles, and leaves the caller’s objects as they were', () => {
    const compactor = new VehicleCompactor();
    const a = vehicles[0]!;
    const b: Vehicle = JSON.parse(JSON.stringify({ ...vehicles[1]!, images: a.images, location: a.location })) as Vehicle;
    const before = JSON.stringify(b);
    const imagesOfB = b.images;
    const first = compactor.compact(a);
    const second = compactor.compact(b);
    expect(second.images).toBe(first.images);
    expect(second.location).toBe(first.location);
    expect(b.images).toBe(imagesOfB);
    expect(JSON.stringify(b)).toBe(before);
  });

  it('stores a field whose values are mostly distinct (sharing stops after a sample) with every value intact', () => {
    const compactor = new VehicleCompactor();
    const stored = Array.from({ length: 3_000 }, (_, i) => compactor.compact({ ...vehicles[i % vehicles.length]!, finance: undefined, variant: { torque: i } }));
    expect(stored.map((v) => v.variant?.torque)).toEqual(Array.from({ length: 3_000 }, (_, i) => i));
  });
});
