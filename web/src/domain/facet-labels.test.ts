import { describe, expect, it } from 'vitest';
import { bodyLabel, facetLabel } from './facet-labels';

describe('facet labels', () => {
  it.each([
    ['body', 'suv', 'SUV'],
    ['body', 'peopleMover', 'People Mover'],
    ['body', 'cabChassis', 'Cab Chassis'],
    ['body', 'somethingNew', 'Something New'],
    ['car_type', 'demo', 'Demo'],
    ['status', 'coming_soon', 'Coming soon'],
    ['certified', 'true', 'Certified'],
    ['certified', 'false', 'Not certified'],
    ['seats', '7', '7 seats'],
    ['make', 'Mercedes-Benz', 'Mercedes-Benz'],
  ])('%s %s -> %s', (param, value, label) => {
    expect(facetLabel(param, value)).toBe(label);
  });

  it('labels every spec body type without falling back to raw camelCase', () => {
    for (const body of ['4x4', 'stationWagon', 'lightTruck', 'hatchback']) expect(bodyLabel(body)).not.toMatch(/[a-z][A-Z]/);
  });
});
