import { leadFormSchema } from '@forecourt/schemas/leads';
import { describe, expect, it } from 'vitest';
import { leadFormOptions, testDriveLocations } from './form-options';
import { A, B, carOf, siteAndLocations } from './test-fixture';

describe('leadFormOptions', () => {
  it('takes the flags, visible sales locations and dealerships from the site', async () => {
    const { site, locations } = await siteAndLocations(A);
    expect(leadFormOptions(site, locations)).toEqual({
      termsRequired: true,
      commentsRequired: true,
      locations: [
        { id: 'gcs-eagle-farm', name: 'Gateway Car Superstore Eagle Farm' },
        { id: 'gcs-gold-coast', name: 'Gateway Car Superstore Gold Coast' },
      ],
      dealerships: [{ slug: 'gateway-car-superstore', name: 'Gateway Car Superstore' }],
      timeZone: 'Australia/Brisbane',
    });
    const b = await siteAndLocations(B);
    const options = leadFormOptions(b.site, b.locations);
    expect(options.termsRequired).toBe(false);
    expect(options.commentsRequired).toBe(false);
    expect(options.locations.map((l) => l.id).sort()).toEqual([
      'scm-hyundai-sales',
      'scm-kia-sales',
      'scm-mazda-sales',
      'scm-mg-sales',
    ]);
    expect(options.dealerships).toHaveLength(4);
  });

  it("lists the site's parts counters for the parts request: parts locations and service centres with a parts subtype", async () => {
    const b = await siteAndLocations(B);
    expect(leadFormOptions(b.site, b.locations).partsLocations?.map((l) => l.id).sort()).toEqual([
      'scm-hyundai-service',
      'scm-kia-service',
      'scm-mazda-service',
      'scm-mg-service',
    ]);
    const hidden = b.locations.map((l) => (l.location_id === 'scm-kia-service' ? { ...l, visible: false } : l));
    expect(leadFormOptions(b.site, hidden).partsLocations?.map((l) => l.id)).not.toContain('scm-kia-service');
    // None (site A): no list, so the parts request chooses among the sales locations.
    const a = await siteAndLocations(A);
    expect(leadFormOptions(a.site, a.locations)).not.toHaveProperty('partsLocations');
  });

  it('leaves out hidden locations', async () => {
    const { site, locations } = await siteAndLocations(A);
    const hidden = locations.map((l) => (l.location_id === 'gcs-gold-coast' ? { ...l, visible: false } : l));
    expect(leadFormOptions(site, hidden).locations.map((l) => l.id)).toEqual(['gcs-eagle-farm']);
  });

  it('passes the request time on, so past test-drive dates are refused', async () => {
    const { site, locations } = await siteAndLocations(A);
    const now = new Date('2025-07-01T00:00:00Z');
    const options = leadFormOptions(site, locations, { now });
    expect(options.now).toBe(now);
    const schema = leadFormSchema('test_drive', options);
    const base = {
      name: 'Zoë',
      last_name: 'Li',
      email: 'z@example.com',
      phone: '0412345678',
      terms_agreed: true,
    };
    expect(schema.safeParse({ ...base, preferred_date: '2025-07-02T10:00' }).success).toBe(true);
    expect(schema.safeParse({ ...base, preferred_date: '2025-06-30T10:00' }).success).toBe(false);
  });

  it("carries the site's test drive disclaimer, which the test drive form then requires agreeing to", async () => {
    const b = await siteAndLocations(B); // terms not required on this site
    const base = { name: 'Zoë', last_name: 'Li', email: 'z@example.com', phone: '0412345678' };
    expect(leadFormOptions(b.site, b.locations).customDisclaimer).toBeUndefined();
    expect(leadFormSchema('test_drive', leadFormOptions(b.site, b.locations)).safeParse(base).success).toBe(true);

    const disclaimer = 'A licence must be shown before any test drive.';
    const options = leadFormOptions({ ...b.site, test_drive_disclaimer: disclaimer }, b.locations);
    expect(options.customDisclaimer).toBe(disclaimer);
    const schema = leadFormSchema('test_drive', options);
    expect(schema.safeParse(base).success).toBe(false);
    expect(schema.safeParse({ ...base, terms_agreed: true }).success).toBe(true);
  });
});

describe('testDriveLocations', () => {
  it("offers a car's own location then its distribution locations (from content when the feed has none)", async () => {
    const { locations } = await siteAndLocations(A);
    const goldCoast = carOf(A, 'gcs-gold-coast');
    expect(testDriveLocations(goldCoast, locations).map((l) => l.id)).toEqual([
      'gcs-gold-coast',
      'gcs-eagle-farm',
    ]);
    expect(testDriveLocations(carOf(A, 'gcs-eagle-farm'), locations)).toEqual([]);
  });

  it("prefers the car's own distribution list and drops ids that are not visible locations of the site", async () => {
    const { locations } = await siteAndLocations(A);
    const car = {
      location_id: 'gcs-eagle-farm',
      location: { distribution_locations: ['gcs-gold-coast', 'hbt-sales'] },
    };
    expect(testDriveLocations(car, locations).map((l) => l.id)).toEqual(['gcs-eagle-farm', 'gcs-gold-coast']);
  });

  it('puts the test-drive choice and the car location time zone into the options', async () => {
    const { site, locations } = await siteAndLocations(A);
    const options = leadFormOptions(site, locations, { car: carOf(A, 'gcs-gold-coast') });
    expect(options.testDriveLocations?.map((l) => l.id)).toEqual(['gcs-gold-coast', 'gcs-eagle-farm']);
    expect(
      leadFormOptions(site, locations, { car: carOf(A, 'gcs-eagle-farm') }).testDriveLocations,
    ).toBeUndefined();
  });
});
