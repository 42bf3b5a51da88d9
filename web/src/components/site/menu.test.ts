import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/lib/content';
import { toMenu } from './menu';

const item = (label: string, extra: Partial<NavItem> = {}): NavItem => ({
  _key: label,
  label,
  path: undefined,
  url: undefined,
  mandatory: false,
  hidden: false,
  dynamic: undefined,
  right_aligned: false,
  children: [],
  ...extra,
});

const model = { _id: 'm1', name: 'RAV4', slug: 'rav4', category: 'SUVs & 4WDs', status: 'available', body: undefined, override_url: undefined, image: '/rav4.svg', cloudfront_new_image_url: undefined };

describe('toMenu', () => {
  it('leaves out a hidden entry even when it is mandatory (the Toyota Home)', () => {
    const menu = toMenu({ manufacturer: undefined, dealerships: [] }, [item('Home', { path: '/', hidden: true, mandatory: true }), item('Service', { path: '/service' })], { models: [], brands: [] });
    expect(menu.map((e) => e.label)).toEqual(['Service']);
  });

  it('fills the models dropdown with the franchise’s models and their Our Stock paths', () => {
    const site = { manufacturer: { _id: 'manufacturer-toyota', name: 'Toyota', slug: 'toyota', logo: undefined }, dealerships: [] };
    const [entry] = toMenu(site, [item('New Vehicles', { dynamic: 'models' })], { models: [model], brands: [] });
    expect(entry!.modelGroups).toEqual([
      { category: 'SUVs & 4WDs', models: [expect.objectContaining({ name: 'RAV4', href: '/rav4', stockHref: '/search/toyota/rav4', image: '/rav4.svg' })] },
    ]);
    expect(entry!.brands).toBeUndefined();
  });

  it('fills the brands dropdown with the dealerships’ makes', () => {
    const site = { manufacturer: undefined, dealerships: [{ makes: ['Mazda'] }, { makes: ['Kia'] }] } as Parameters<typeof toMenu>[0];
    const [entry] = toMenu(site, [item('Our Brands', { dynamic: 'brands' })], {
      models: [],
      brands: [{ _id: 'manufacturer-kia', name: 'Kia', slug: 'kia', logo: '/kia.svg' }],
    });
    expect(entry!.brands).toEqual([
      { key: 'mazda', name: 'Mazda', href: '/search/mazda', logo: undefined },
      { key: 'kia', name: 'Kia', href: '/search/kia', logo: '/kia.svg' },
    ]);
  });
});
