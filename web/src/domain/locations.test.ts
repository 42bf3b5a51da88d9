import { describe, expect, it } from 'vitest';
import {
  addressLine,
  autoSelectedLocation,
  effectiveLocationType,
  filterLocations,
  groupLocations,
  isLocationOfType,
  locationBlockLayout,
  locationGridColumns,
  locationGroupName,
  locationGroupSlug,
  showSwipeHint,
} from './locations';

const loc = (name: string, location_type?: string, visible = true) => ({ name, location_type, visible });

describe('location grouping', () => {
  it.each([
    ['Harbour Toyota Sales', 'Harbour Toyota'],
    ['Harbour Toyota Service', 'Harbour Toyota'],
    ['Harbour Toyota Parts', 'Harbour Toyota'],
    ['Harbour Toyota', 'Harbour Toyota'],
    ['Salesforce Motors', 'Salesforce Motors'],
    ['Service Centre Sales', 'Service Centre'],
  ])('%s -> %s', (name, group) => {
    expect(locationGroupName(name)).toBe(group);
  });

  it('makes contact-us slugs', () => {
    expect(locationGroupSlug('Harbour Toyota Mona Vale Service')).toBe('harbour-toyota-mona-vale');
  });

  it('treats an empty type as sales', () => {
    expect(effectiveLocationType({ location_type: '' })).toBe('sales');
    expect(effectiveLocationType({})).toBe('sales');
    expect(effectiveLocationType({ location_type: 'parts' })).toBe('parts');
  });

  it('groups, hides invisible, and leads with sales then service then parts', () => {
    const groups = groupLocations([
      loc('Harbour Toyota Parts', 'parts'),
      loc('Harbour Toyota Service', 'service'),
      loc('Harbour Toyota Sales', 'sales'),
      loc('Mona Vale Service', 'service'),
      loc('Mona Vale Parts', 'parts'),
      loc('Hidden Yard Sales', 'sales', false),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Harbour Toyota', 'Mona Vale']);
    expect(groups[0]!.lead.name).toBe('Harbour Toyota Sales');
    expect(groups[0]!.members).toHaveLength(3);
    expect(groups[1]!.lead.name).toBe('Mona Vale Service');
  });
});

const place = (
  location_id: string,
  location_type: string | undefined,
  extra: { primary?: boolean; visible?: boolean; location_subtype?: string[]; _id?: string } = {},
) => ({
  location_id,
  name: `Harbour ${location_id}`,
  location_type,
  primary: extra.primary ?? false,
  visible: extra.visible ?? true,
  location_subtype: extra.location_subtype ?? [],
  _id: extra._id ?? `doc-${location_id}`,
});

describe('location block filter (spec §2)', () => {
  const all = [
    place('L1', 'sales', { primary: true }),
    place('L2', 'service'),
    place('L3', 'parts'),
    place('L4', ''),
    place('L5', 'car-buying', { location_subtype: ['buying', 'service'] }),
    place('L6', 'service', { visible: false, primary: true }),
    place('L7', 'other'),
  ];
  const ids = (filter: string) => filterLocations(all, filter).map((l) => l.location_id);

  it('all keeps every visible location, in order', () => {
    expect(ids('all')).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L7']);
  });
  it('primary keeps visible primary locations', () => {
    expect(ids('primary')).toEqual(['L1']);
  });
  it('sales includes an empty type', () => {
    expect(ids('sales')).toEqual(['L1', 'L4']);
  });
  it('service and parts match the type or a subtype', () => {
    expect(ids('service')).toEqual(['L2', 'L5']);
    expect(ids('parts')).toEqual(['L3']);
    expect(ids('service-and-parts')).toEqual(['L2', 'L3', 'L5']);
  });
  it('any other value is a location id (location_id or _id); invisible ones stay hidden', () => {
    expect(ids('L3')).toEqual(['L3']);
    expect(ids('doc-L7')).toEqual(['L7']);
    expect(ids('L6')).toEqual([]);
    expect(ids('nope')).toEqual([]);
  });
  it('type matching is case-insensitive', () => {
    expect(isLocationOfType({ location_type: 'Service' }, 'service')).toBe(true);
    expect(isLocationOfType({ location_type: undefined, location_subtype: ['Parts'] }, 'parts')).toBe(true);
    expect(isLocationOfType({ location_type: 'parts' }, 'sales')).toBe(false);
  });
});

describe('location grid columns (spec §9)', () => {
  it.each([
    [1, { lg: 2 }],
    [2, { lg: 2 }],
    [3, { lg: 3 }],
    [4, { lg: 3, xl: 4 }],
    [9, { lg: 3, xl: 4 }],
  ])('%i locations -> %o', (count, columns) => {
    expect(locationGridColumns(count)).toEqual(columns);
  });

  it('one location is a single card, several a grid', () => {
    expect(locationBlockLayout(0)).toBe('none');
    expect(locationBlockLayout(1)).toBe('single');
    expect(locationBlockLayout(2)).toBe('grid');
  });

  it('shows the Swipe hint only for more than 3', () => {
    expect(showSwipeHint(3)).toBe(false);
    expect(showSwipeHint(4)).toBe(true);
  });

  it('auto-selects a single location only', () => {
    expect(autoSelectedLocation([])).toBeUndefined();
    expect(autoSelectedLocation(['a'])).toBe('a');
    expect(autoSelectedLocation(['a', 'b'])).toBeUndefined();
  });
});

describe('addressLine', () => {
  it('puts the street, then the city, state and postcode, on one line', () => {
    expect(addressLine({ street: '1714 Pittwater Road', city: 'Mona Vale', state: 'NSW', postcode: '2103' })).toBe('1714 Pittwater Road, Mona Vale NSW 2103');
  });
});
