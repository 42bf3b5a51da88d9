import { describe, expect, it } from 'vitest';
import { effectiveLocationType, groupLocations, locationGroupName, locationGroupSlug } from './locations';

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
