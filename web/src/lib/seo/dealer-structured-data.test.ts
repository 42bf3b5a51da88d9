import { readDataset } from '@forecourt/tenants';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import type { Location } from '@/lib/content/models';
import { createContentRepository } from '@/lib/content/repository';
import { schemaOrgErrors } from '../../../test/support/schema-org-check';
import { autoDealerStructuredData, siteStructuredData, specialOpeningHours, weeklyOpeningHours } from './dealer-structured-data';

const NOW = new Date('2026-12-20T00:00:00Z');
const repo = createContentRepository(createEmbeddedSource(readDataset()));
const SITES = ['harbour-toyota', 'southern-cross-motors', 'coorong-caravans', 'gateway-car-superstore'];
const harbour = (await repo.site('harbour-toyota'))!;
const harbourLocations = await repo.locations(harbour);
const sales = harbourLocations.find((l) => l.location_id === 'hbt-sales')!;

const open = (weekday: number, o: string, c: string) => ({ weekday, status: 'Open' as const, open: o, close: c, formated_hours: undefined });
const closed = (weekday: number) => ({ weekday, status: 'Closed' as const, open: undefined, close: undefined, formated_hours: undefined });
const loc = (over: Partial<Location> = {}): Location => ({ ...sales, ...over });

describe('weeklyOpeningHours', () => {
  it('groups weekdays that share their hours and leaves closed days out', () => {
    const week = [1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30'));
    expect(weeklyOpeningHours([...week, open(6, '8:30am', '12pm'), closed(0)])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'],
        opens: '08:30',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '08:30', closes: '12:00' },
    ]);
  });

  it('writes a midnight close as 23:59 and skips open days without readable times', () => {
    expect(weeklyOpeningHours([open(0, '00:00', '24:00'), open(1, 'soon', 'later')])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '23:59' },
    ]);
    expect(weeklyOpeningHours([])).toEqual([]);
  });
});

describe('specialOpeningHours', () => {
  it('gives upcoming holidays their own dates; a closed day is 00:00-00:00; past ones are left out', () => {
    const location = loc({
      special_hours: [
        { date: '2026-12-01', name: 'Past', status: 'Closed', start_hour: undefined, end_hour: undefined },
        { date: '2026-12-25', name: 'Christmas Day', status: 'Closed', start_hour: undefined, end_hour: undefined },
        { date: '2026-12-26', name: 'Boxing Day', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
      ],
    });
    expect(specialOpeningHours(location, NOW)).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', name: 'Christmas Day', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-26', validThrough: '2026-12-26', name: 'Boxing Day', opens: '10:00', closes: '14:00' },
    ]);
  });
});

describe('autoDealerStructuredData', () => {
  it('describes a location: name, address, geo, telephone, hours', () => {
    expect(autoDealerStructuredData(harbour, sales, NOW)).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour Toyota Sales',
      url: 'https://www.harbourtoyota.com.au',
      telephone: '02 9938 4100',
      address: { '@type': 'PostalAddress', streetAddress: '650 Pittwater Road', addressLocality: 'Brookvale', addressRegion: 'NSW', postalCode: '2100', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -33.7627, longitude: 151.2712 },
    });
    expect((autoDealerStructuredData(harbour, sales, NOW) as unknown as { openingHoursSpecification: unknown[] }).openingHoursSpecification).toContainEqual(
      expect.objectContaining({ opens: '08:30', closes: '17:30' }),
    );
  });

  it('leaves out geo without coordinates and falls back to the site phone', () => {
    const data = autoDealerStructuredData(
      harbour,
      loc({ address: { ...sales.address, lat: null, long: undefined }, contact_detail: undefined }),
      NOW,
    );
    expect(data).not.toHaveProperty('geo');
    expect((data as { telephone?: string }).telephone).toBe(harbour.phones.main);
  });
});

describe('siteStructuredData against the schema.org vocabulary (schema-dts, offline)', () => {
  it('has one AutoDealer per visible location of every sample site, and conforms', async () => {
    const graphs = [];
    for (const slug of SITES) {
      const site = (await repo.site(slug))!;
      const locations = await repo.locations(site);
      const data = siteStructuredData(site, locations, NOW)!;
      expect(data['@graph'].map((d) => (d as { name: string }).name)).toEqual(locations.filter((l) => l.visible).map((l) => l.name));
      graphs.push(data);
    }
    expect(schemaOrgErrors(graphs)).toEqual([]);
    expect(siteStructuredData(harbour, [], NOW)).toBeUndefined();
  });
});
