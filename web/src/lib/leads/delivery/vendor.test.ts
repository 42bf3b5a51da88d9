import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { deliveryLead } from './lead';
import { CAR, leadRow } from './test-fixtures';
import { createVendorLookup, publicOrigin } from './vendor';

// The sample dealers' content, through the same repository the app uses.
const content = createContentRepository(createEmbeddedSource(readDataset()));
const lookup = createVendorLookup(content);

describe('vendor lookup', () => {
  it('uses the location the shopper chose', async () => {
    const vendor = await lookup(deliveryLead(leadRow({ locationId: 'hbt-monavale-sales' })));
    expect(vendor).toEqual({
      siteName: 'Harbour Toyota',
      name: 'Harbour Toyota',
      locationName: 'Harbour Toyota Mona Vale Sales',
      phone: '02 9979 2200',
      email: 'monavale@harbourtoyota.com.au',
      address: { street: '1714 Pittwater Road', city: 'Mona Vale', state: 'NSW', postcode: '2103' },
      timeZone: 'Australia/Sydney',
      origin: 'https://www.harbourtoyota.com.au',
    });
  });

  it('gives the site’s public address: its url, else https on its first domain, else none', () => {
    expect(publicOrigin({ url: 'https://www.harbourtoyota.com.au/home', domains: ['x.example'] })).toBe('https://www.harbourtoyota.com.au');
    expect(publicOrigin({ url: 'not a url', domains: ['www.dealer.com.au'] })).toBe('https://www.dealer.com.au');
    expect(publicOrigin({ url: undefined, domains: [] })).toBeUndefined();
  });

  it('else the car’s location, else the primary sales location', async () => {
    const byCar = await lookup(deliveryLead(leadRow({ locationId: null, car: { ...CAR, location_id: 'hbt-monavale-sales' } })));
    expect(byCar.locationName).toBe('Harbour Toyota Mona Vale Sales');
    const primary = await lookup(deliveryLead(leadRow({ locationId: null, car: null })));
    expect(primary.locationName).toBe('Harbour Toyota Sales');
    const unknown = await lookup(deliveryLead(leadRow({ locationId: 'no-such-place', car: null })));
    expect(unknown.locationName).toBe('Harbour Toyota Sales');
  });

  it('names the dealership of the location on a multi-dealership site, in its time zone', async () => {
    const vendor = await lookup(deliveryLead(leadRow({ site: 'southern-cross-motors', locationId: 'scm-kia-sales', car: null })));
    expect(vendor).toMatchObject({ siteName: 'Southern Cross Motor Group', name: 'Southern Cross Kia', locationName: 'Southern Cross Kia Sales', timeZone: 'Australia/Melbourne' });
    const adelaide = await lookup(deliveryLead(leadRow({ site: 'coorong-caravans', locationId: null, car: null })));
    expect(adelaide).toMatchObject({ locationName: 'Coorong Caravans Adelaide Sales', timeZone: 'Australia/Adelaide' });
  });

  it('falls back to the site slug for an unknown site or a failing content source', async () => {
    expect(await lookup(deliveryLead(leadRow({ site: 'gone-motors' })))).toEqual({ siteName: 'gone-motors', name: 'gone-motors' });
    const errors: unknown[] = [];
    const failing = createVendorLookup({ site: () => Promise.reject(new Error('Content Lake unreachable')), locations: () => Promise.resolve([]) }, (e) => errors.push(e));
    expect(await failing(deliveryLead(leadRow()))).toEqual({ siteName: 'harbour-toyota', name: 'harbour-toyota' });
    expect(errors).toHaveLength(1);
  });
});
