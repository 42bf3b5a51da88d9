import { describe, expect, it } from 'vitest';
import { groupModels, modelHref } from './model-menu';

const model = (name: string, category: string, extra: Partial<{ status: string; override_url: string }> = {}) => ({
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
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Hatch & sedans', 'SUVs & 4WDs', 'Utes & Vans', 'Space']);
    expect(groups[0]!.models.map((m) => m.name)).toEqual(['Corolla', 'Yaris']);
  });

  it('lists coming_soon models under Upcoming, others as All-New', () => {
    const groups = groupModels([model('Tundra', 'Utes & Vans', { status: 'coming_soon' }), model('HiLux', 'Utes & Vans')]);
    expect(groups.map((g) => g.category)).toEqual(['Utes & Vans', 'Upcoming']);
    expect(groups[1]!.models[0]).toMatchObject({ name: 'Tundra', upcoming: true, statusLabel: 'Upcoming' });
    expect(groups[0]!.models[0]).toMatchObject({ statusLabel: 'All-New' });
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
