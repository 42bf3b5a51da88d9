import { describe, expect, it } from 'vitest';
import { badged, endsSoonWarning, momentSchedule, offerSchedule } from './schedule';

const NOW = new Date('2026-11-25T03:00:00Z');

describe('offerSchedule (days, the last one included)', () => {
  it.each([
    [undefined, undefined, 'Live'],
    ['2026-11-25', '2026-11-25', 'Live'],
    ['2026-11-26', undefined, 'Scheduled'],
    [undefined, '2026-11-24', 'Expired'],
    ['2026-11-01', '2026-12-31', 'Live'],
  ] as const)('%s to %s is %s', (start, end, state) => {
    expect(offerSchedule(start, end, NOW)).toBe(state);
  });
});

describe('momentSchedule (date-times)', () => {
  it.each([
    [undefined, '2026-11-25T03:00:01Z', 'Live'],
    [undefined, '2026-11-25T03:00:00Z', 'Expired'],
    ['2026-11-25T04:00:00Z', '2026-12-01T00:00:00Z', 'Scheduled'],
    ['2026-11-20T00:00:00Z', undefined, 'Live'],
  ] as const)('%s to %s is %s', (start, expiry, state) => {
    expect(momentSchedule(start, expiry, NOW)).toBe(state);
  });
});

describe('endsSoonWarning', () => {
  it('warns from today up to 7 days ahead, not before or after', () => {
    expect(endsSoonWarning('2026-11-25', NOW)).toMatch(/^This offer ends on 2026-11-25, within 7 days/);
    expect(endsSoonWarning('2026-12-02', NOW)).toBeDefined();
    expect(endsSoonWarning('2026-12-03', NOW)).toBeUndefined();
    expect(endsSoonWarning('2026-11-24', NOW)).toBeUndefined();
    expect(endsSoonWarning(undefined, NOW)).toBeUndefined();
  });

  it('puts the badge first in the list subtitle', () => {
    expect(badged('Scheduled', ['finance', undefined, 'ends 2026-12-31'])).toBe('Scheduled · finance · ends 2026-12-31');
  });
});
