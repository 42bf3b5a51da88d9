import { describe, expect, it } from 'vitest';
import { CARAVAN_NOUN } from '@/domain/vehicle-noun';
import { isTypePath, resolveSearchPath, searchPathFor, type SearchRouteContext } from './routes';

const ctx: SearchRouteContext = {
  makes: ['Toyota', 'Mercedes-Benz', 'Land Rover'],
  makeModels: ['Toyota RAV4', 'Toyota Corolla Cross', 'Toyota Corolla', 'Land Rover Range Rover Evoque'],
  bodies: ['suv', 'peopleMover', 'ute'],
  dealerships: [{ slug: 'scm-mazda', name: 'Southern Cross Mazda' }],
  locations: ['Harbour Toyota Sales', 'Harbour Toyota Mona Vale Sales'],
};

describe('resolveSearchPath', () => {
  it.each([
    [[], { car_type: undefined }, 'New, used and demo cars'],
    [['used-cars'], { car_type: ['used'] }, 'Used cars'],
    [['new-cars'], { car_type: ['new'] }, 'New cars'],
    [['demo-cars'], { car_type: ['demo'] }, 'Demo cars'],
    [['new-and-demo-cars'], { car_type: ['demo', 'new'] }, 'New and demo cars'],
    [['toyota'], { make: ['Toyota'] }, 'Toyota cars'],
    [['MERCEDES-BENZ'], { make: ['Mercedes-Benz'] }, 'Mercedes-Benz cars'],
    [['land-rover', 'range-rover-evoque'], { make: ['Land Rover'], make_model: ['Land Rover Range Rover Evoque'] }, 'Land Rover Range Rover Evoque'],
    [['toyota', 'corolla'], { make_model: ['Toyota Corolla'] }, 'Toyota Corolla'],
    [['toyota', 'corolla-cross'], { make_model: ['Toyota Corolla Cross'] }, 'Toyota Corolla Cross'],
    [['suv'], { body: ['suv'] }, 'SUV'],
    [['people-mover'], { body: ['peopleMover'] }, 'People Mover'],
    [['scm-mazda'], { dealership_name: ['Southern Cross Mazda'] }, 'Southern Cross Mazda'],
    [['harbour-toyota'], { location_name: ['Harbour Toyota Sales'] }, 'Harbour Toyota'],
    [['harbour-toyota-mona-vale'], { location_name: ['Harbour Toyota Mona Vale Sales'] }, 'Harbour Toyota Mona Vale'],
  ])('%j', (segments, base, label) => {
    const route = resolveSearchPath(segments, ctx);
    expect(route.kind).toBe('search');
    if (route.kind !== 'search') return;
    expect(route.base).toMatchObject(Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)));
    expect(route.label).toBe(label);
  });

  it.each([[['lamborghini']], [['toyota', 'spaceship']], [['suv', 'extra']], [['toyota', 'rav4', 'x']], [['..']]])('unknown: %j', (segments) => {
    expect(resolveSearchPath(segments, ctx).kind).toBe('unknown');
  });

  it('builds tile paths that resolve back', () => {
    expect(searchPathFor('body', 'peopleMover')).toBe('/search/people-mover');
    expect(searchPathFor('make', 'Mercedes-Benz')).toBe('/search/mercedes-benz');
    const segment = searchPathFor('body', 'peopleMover').split('/')[2]!;
    expect(resolveSearchPath([segment], ctx)).toMatchObject({ kind: 'search', base: { body: ['peopleMover'] } });
  });
});

describe('isTypePath', () => {
  it.each([
    ['used-cars', true],
    ['NEW-AND-DEMO-CARS', true],
    ['toyota', false],
    ['constructor', false],
    [undefined, false],
  ])('%s -> %s', (segment, expected) => {
    expect(isTypePath(segment)).toBe(expected);
  });
});

describe('labels in the site’s noun', () => {
  it('a caravan site’s type and make paths say caravans (the paths themselves keep their addresses)', () => {
    const caravans = { ...ctx, makes: ['Jayco'], noun: CARAVAN_NOUN };
    const label = (segments: string[]) => {
      const route = resolveSearchPath(segments, caravans);
      return route.kind === 'search' ? route.label : route.kind;
    };
    expect(label([])).toBe('New, used and demo caravans');
    expect(label(['used-cars'])).toBe('Used caravans');
    expect(label(['jayco'])).toBe('Jayco caravans');
  });
});
