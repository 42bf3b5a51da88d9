import { describe, expect, it } from 'vitest';
import { jsonLdText } from '@/lib/vehicle/structured-data';
import { parseVehicleLeadData, readVehicleLeadData } from './read-vehicle-lead-data';
import { VEHICLE_LEAD_DATA_ID, type VehicleLeadData } from './vehicle-lead-data';

const data: VehicleLeadData = {
  siteName: 'Smith & Sons </script><script>alert(1)</script>',
  car: { id: 'c1', slug: 'a-car', title: '2022 Toyota HiLux', car_type: 'used', tag: null, make: 'Toyota', model: 'HiLux', year: 2022, km: 100, badge: null },
  options: {
    termsRequired: true,
    commentsRequired: false,
    locations: [{ id: 'a', name: 'A' }],
    dealerships: [],
    testDriveLocations: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    timeZone: 'Australia/Perth',
  },
  locationId: 'a',
  offerPlaceholder: '34,990',
};

describe('the lead data island', () => {
  it('reads back what the server wrote, however the text is escaped', () => {
    const text = jsonLdText(data);
    expect(text).not.toContain('</script>');
    expect(parseVehicleLeadData(text)).toEqual(data);
  });

  it('reads the island by its id', () => {
    const doc = { getElementById: (id: string) => (id === VEHICLE_LEAD_DATA_ID ? ({ textContent: jsonLdText(data) } as HTMLElement) : null) };
    expect(readVehicleLeadData(doc)?.car.slug).toBe('a-car');
    expect(readVehicleLeadData({ getElementById: () => null })).toBeUndefined();
  });

  it.each([
    ['nothing', ''],
    ['not JSON', '{'],
    ['another shape', '{"siteName":"x"}'],
    ['an unknown car type', jsonLdText({ ...data, car: { ...data.car, car_type: 'stolen' } })],
  ])('gives undefined for %s', (_label, text) => {
    expect(parseVehicleLeadData(text)).toBeUndefined();
  });
});
