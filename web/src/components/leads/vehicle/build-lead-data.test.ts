import { leadFieldErrors, leadFormSchema } from '@forecourt/schemas/leads';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import { readDataset } from '@forecourt/tenants';
import { stockFor } from '@forecourt/tenants/stock';
import { describe, expect, it } from 'vitest';
import { findSimilarEnquiryMessage } from '@/domain/display-state';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { leadFormOptions } from '@/lib/leads/intake/form-options';
import { carLocation, vehicleLeadData } from './build-lead-data';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
const harbour = (await repo.site('harbour-toyota'))!;
const gateway = (await repo.site('gateway-car-superstore'))!;
const harbourLocations = await repo.locations(harbour);
const gatewayLocations = await repo.locations(gateway);
const base = stockFor('harbour-toyota', { count: 1 })[0]!;

const car = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...base,
  id: 'car-1',
  slug: '2022-toyota-hilux-sr5-htu1',
  status: 'in_stock',
  car_type: 'used',
  tag: undefined,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  year: 2022,
  km: 35120,
  price: 45990,
  offer_price: undefined,
  location_id: 'hbt-monavale-sales',
  location_name: 'Harbour Toyota Mona Vale Sales',
  location: { name: 'Harbour Toyota Mona Vale Sales', slug: 'harbour-toyota-mona-vale-sales' },
  ...over,
});

describe('vehicleLeadData', () => {
  it('carries the car as the forms send and track it, and presets its location', () => {
    const data = vehicleLeadData(harbour, harbourLocations, car(), '2022 Toyota HiLux SR5');
    expect(data.siteName).toBe(harbour.name);
    expect(data.car).toEqual({
      id: 'car-1', slug: '2022-toyota-hilux-sr5-htu1', title: '2022 Toyota HiLux SR5', car_type: 'used', tag: null,
      make: 'Toyota', model: 'HiLux', year: 2022, km: 35120, badge: 'SR5',
    });
    expect(data.locationId).toBe('hbt-monavale-sales');
    expect(data.offerPlaceholder).toBe('45,990');
    expect(data).not.toHaveProperty('findSimilarMessage');
  });

  it('has the options the lead route validates this car with', () => {
    const vehicle = car({ location_id: 'gcs-gold-coast' });
    const data = vehicleLeadData(gateway, gatewayLocations, vehicle, 't');
    expect(data.options).toEqual(leadFormOptions(gateway, gatewayLocations, { car: vehicle }));
    expect(data.options.testDriveLocations?.map((l) => l.id)).toEqual(['gcs-gold-coast', 'gcs-eagle-farm']);
    expect(data.options.timeZone).toBe('Australia/Brisbane');
  });

  it('lets the test-drive form take exactly the locations the car can be driven at', () => {
    const { options } = vehicleLeadData(harbour, harbourLocations, car(), 't');
    const person = { name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412 345 678', terms_agreed: true };
    const schema = leadFormSchema('test_drive', options);
    expect(schema.safeParse({ ...person, location_id: 'hbt-sales' }).success).toBe(true);
    const wrong = schema.safeParse({ ...person, location_id: 'hbt-service' });
    expect(wrong.success ? {} : leadFieldErrors(wrong.error)).toHaveProperty('location_id');
  });

  it('uses the reduced price for the offer placeholder and none when no price shows', () => {
    expect(vehicleLeadData(harbour, harbourLocations, car({ offer_price: 43990 }), 't').offerPlaceholder).toBe('43,990');
    expect(vehicleLeadData(harbour, harbourLocations, car({ price: 0 }), 't')).not.toHaveProperty('offerPlaceholder');
  });

  it('does not preset a location that is not one of the choices', () => {
    expect(carLocation(car({ location_id: 'hbt-service' }), harbourLocations)?.location_type).toBe('service');
    expect(vehicleLeadData(harbour, harbourLocations, car({ location_id: 'hbt-service' }), 't')).not.toHaveProperty('locationId');
  });

  it("carries the sold view's find-something-similar message for a sold car", () => {
    const sold = car({ status: 'sold', sold: true });
    expect(vehicleLeadData(harbour, harbourLocations, sold, 't').findSimilarMessage).toBe(findSimilarEnquiryMessage(sold));
  });
});
