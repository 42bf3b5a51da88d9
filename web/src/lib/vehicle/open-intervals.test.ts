import { describe, expect, it } from 'vitest';
import { isOpenNow, type HoursLocation } from '@/domain/opening-hours';
import { isOpenIn, openSchedule } from './open-intervals';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '08:30',
  close: '17:30',
}));
const sydney: HoursLocation = {
  timezone: 'Australia/Sydney',
  opening_hours: [
    ...weekdays,
    { weekday: 6, status: 'Open', open: '09:00', close: '12:15' },
    { weekday: 0, status: 'Closed' },
  ],
  special_hours: [{ date: '2025-07-11', status: 'Closed', name: 'Holiday' }],
};

describe('openSchedule', () => {
  const from = new Date('2025-07-09T20:00:00Z'); // Thu 10 Jul 06:00 in Sydney
  const schedule = openSchedule(sydney, from, 7);

  it('pins opening and closing to the minute in the location time zone', () => {
    // Thu 08:30–17:30 AEST = 22:30–07:30 UTC.
    expect(schedule.intervals[0]).toEqual([
      Date.parse('2025-07-09T22:30:00Z'),
      Date.parse('2025-07-10T07:30:00Z'),
    ]);
    // Fri is a holiday: the next opening is Saturday 09:00–12:15.
    expect(schedule.intervals[1]).toEqual([
      Date.parse('2025-07-11T23:00:00Z'),
      Date.parse('2025-07-12T02:15:00Z'),
    ]);
  });

  it('agrees with isOpenNow minute by minute around the changes and beyond the horizon is closed', () => {
    for (let t = from.getTime(); t < schedule.until; t += 7 * 60_000) {
      expect(isOpenIn(schedule, t)).toBe(isOpenNow(sydney, new Date(t)));
    }
    expect(isOpenIn(schedule, schedule.until + 1)).toBe(false);
  });

  it('keeps an interval open at the horizon', () => {
    const open = openSchedule(sydney, new Date('2025-07-10T00:00:00Z'), 0.1);
    expect(open.intervals).toEqual([[Date.parse('2025-07-10T00:00:00Z'), open.until]]);
  });
});
