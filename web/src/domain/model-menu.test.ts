import { describe, expect, it } from 'vitest';
import { groupModels, modelHref, modelStockPath } from './model-menu';

const model = (name: string, category: string, extra: Partial<{ status: string; override_url: string; image: string; cloudfront_new_image_url: string }> = {}) => ({
  _id: name,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  category,
  ...extra,
});

describe('model menu', () => {
  it('groups by category in the spec’s order, unknown categories last', () => {
    const groups = groupModels([
      model('HiLux', 'Utes & Vans'),
      model('Mystery', 'Space'),
      model('Corolla', 'Hatch & sedans'),
      model('RAV4', 'SUVs & 4WDs'),
      model('Yaris', 'Hatch & sedans'),
    ], 'Toyota');
    expect(groups.map((g) => g.category)).toEqual(['Hatch & sedans', 'SUVs & 4WDs', 'Utes & Vans', 'Space']);
    expect(groups[0]!.models.map((m) => m.name)).toEqual(['Corolla', 'Yaris']);
  });

  it('lists coming_soon models under Upcoming, others as All-New', () => {
    const groups = groupModels([model('Tundra', 'Utes & Vans', { status: 'coming_soon' }), model('HiLux', 'Utes & Vans')], 'Toyota');
    expect(groups.map((g) => g.category)).toEqual(['Utes & Vans', 'Upcoming']);
    expect(groups[1]!.models[0]).toMatchObject({ name: 'Tundra', upcoming: true, statusLabel: 'Upcoming' });
    expect(groups[0]!.models[0]).toMatchObject({ statusLabel: 'All-New' });
  });

  it('gives each model an Explore link and an Our Stock link for its make and model', () => {
    const [group] = groupModels([model('LandCruiser 300', 'SUVs & 4WDs', { override_url: 'https://www.toyota.com.au/landcruiser-300' })], 'Toyota');
    expect(group!.models[0]).toMatchObject({
      href: 'https://www.toyota.com.au/landcruiser-300',
      stockHref: '/search/toyota/landcruiser-300',
    });
  });

  it('prefers the CDN image to the content image (spec §3 Model)', () => {
    const [withCdn] = groupModels([model('Camry', 'Cars', { image: '/a.svg', cloudfront_new_image_url: 'https://cdn.example/camry.png' })], 'Toyota');
    const [without] = groupModels([model('Camry', 'Cars', { image: '/a.svg' })], 'Toyota');
    expect(withCdn!.models[0]!.image).toBe('https://cdn.example/camry.png');
    expect(without!.models[0]!.image).toBe('/a.svg');
  });

  it('links to the override address, else /{slug}', () => {
    expect(modelHref({ slug: 'rav4', override_url: 'https://www.toyota.com.au/rav4' })).toBe('https://www.toyota.com.au/rav4');
    expect(modelHref({ slug: 'rav4', override_url: '' })).toBe('/rav4');
    expect(modelHref({ slug: 'rav4' })).toBe('/rav4');
  });
});

describe('modelStatusLabel', () => {
  it('shows coming_soon as Upcoming and every other status as All-New', async () => {
    const { modelStatusLabel } = await import('./model-menu');
    expect(modelStatusLabel({ status: 'coming_soon' })).toBe('Upcoming');
    expect(modelStatusLabel({ status: 'available' })).toBe('All-New');
    expect(modelStatusLabel({})).toBe('All-New');
  });
});

describe('modelStockPath', () => {
  it('is /search/{make}/{model} in slug form', () => {
    expect(modelStockPath('Toyota', 'RAV4')).toBe('/search/toyota/rav4');
    expect(modelStockPath('Mercedes-Benz', 'C 300')).toBe('/search/mercedes-benz/c-300');
  });
});
