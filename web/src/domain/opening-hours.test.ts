import { describe, expect, it } from 'vitest';
import type { Location } from '@/lib/content/models';
import {
  DEFAULT_TIME_ZONE,
  formatClock,
  hoursOn,
  isOpenNow,
  isSaturdayByAppointment,
  localDateTime,
  normaliseSpecialHours,
  openStatus,
  parseClock,
  specialHoursApplyTo,
  specialHoursOn,
  upcomingSpecialHours,
  weeklyHoursRows,
  type HoursLocation,
  type OpeningHoursEntry,
} from './opening-hours';

const day = (weekday: number, open?: string, close?: string, formated_hours?: string): OpeningHoursEntry =>
  open || formated_hours
    ? { weekday, status: 'Open', open, close, formated_hours }
    : { weekday, status: 'Closed', open: undefined, close: undefined, formated_hours: undefined };

/** Mon-Fri 08:30-17:00, Sat 08:00-12:00, Sun closed. */
const standardWeek: OpeningHoursEntry[] = [
  day(0),
  day(1, '08:30', '17:00'),
  day(2, '08:30', '17:00'),
  day(3, '08:30', '17:00'),
  day(4, '08:30', '17:00'),
  day(5, '08:30', '17:00'),
  day(6, '08:00', '12:00'),
];

const at = (iso: string) => new Date(iso);
const place = (timezone: string | undefined, extra: Partial<HoursLocation> = {}): HoursLocation => ({
  location_id: 'L1',
  slug: 'harbour-toyota-sales',
  name: 'Harbour Toyota Sales',
  timezone,
  opening_hours: standardWeek,
  special_hours: [],
  ...extra,
});

describe('clock times', () => {
  it.each([
    ['08:30', 510],
    ['8:30', 510],
    ['08:30:00', 510],
    ['9am', 540],
    ['5:30 pm', 1050],
    ['5.30PM', 1050],
    ['12:00 am', 0],
    ['12pm', 720],
    ['24:00', 1440],
    ['2000-01-01T17:15:00.000+10:00', 1035],
  ])('%s -> %i minutes', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  it.each([[''], [null], ['9'], ['25:00'], ['13pm'], ['8:75'], ['noon']])('%s is unreadable', (text) => {
    expect(parseClock(text)).toBeUndefined();
  });

  it('formats for display', () => {
    expect(formatClock('08:30')).toBe('8:30am');
    expect(formatClock('12:00')).toBe('12:00pm');
    expect(formatClock('00:15')).toBe('12:15am');
    expect(formatClock('17:00')).toBe('5:00pm');
    expect(formatClock('late')).toBe('late');
  });
});

describe('weekly display rows (spec §5 Mon-Fri)', () => {
  it('collapses Mon-Fri when all five weekdays share hours, Monday first, Sunday last', () => {
    expect(weeklyHoursRows(standardWeek)).toEqual([
      { label: 'Mon-Fri', weekdays: [1, 2, 3, 4, 5], status: 'Open', open: '08:30', close: '17:00', text: '8:30am - 5:00pm' },
      { label: 'Saturday', weekdays: [6], status: 'Open', open: '08:00', close: '12:00', text: '8:00am - 12:00pm' },
      { label: 'Sunday', weekdays: [0], status: 'Closed', text: 'Closed' },
    ]);
  });

  it('lists each day when one weekday differs', () => {
    const week = standardWeek.map((entry) => (entry.weekday === 4 ? day(4, '08:30', '20:00') : entry));
    const rows = weeklyHoursRows(week);
    expect(rows.map((row) => row.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[3]!.text).toBe('8:30am - 8:00pm');
  });

  it('a differing formated_hours text also prevents the collapse', () => {
    const week = standardWeek.map((entry) => (entry.weekday === 5 ? day(5, '08:30', '17:00', '8:30am - 5pm (late night by appt)') : entry));
    expect(weeklyHoursRows(week)).toHaveLength(7);
  });

  it('formated_hours overrides the open/close text', () => {
    const rows = weeklyHoursRows([day(6, '08:00', '12:00', 'Sat mornings 8 till 12')]);
    expect(rows.find((row) => row.label === 'Saturday')).toMatchObject({ status: 'Open', open: '08:00', close: '12:00', text: 'Sat mornings 8 till 12' });
  });

  it('missing days are Closed (and five closed weekdays still collapse)', () => {
    const rows = weeklyHoursRows([day(6, '09:00', '13:00')]);
    expect(rows[0]).toEqual({ label: 'Mon-Fri', weekdays: [1, 2, 3, 4, 5], status: 'Closed', text: 'Closed' });
    expect(rows).toHaveLength(3);
  });
});

describe('special hours (both shapes of spec §3)', () => {
  it('reads start_hour/end_hour and hours {begin, end}', () => {
    expect(normaliseSpecialHours({ date: '2025-12-26', name: 'Boxing Day', status: 'Open', start_hour: '10:00', end_hour: '14:00' })).toEqual({
      date: '2025-12-26',
      name: 'Boxing Day',
      status: 'Open',
      open: '10:00',
      close: '14:00',
      text: '10:00am - 2:00pm',
    });
    expect(normaliseSpecialHours({ date: '2025-12-26T00:00:00+11:00', hours: { begin: '10am', end: '2pm' } })).toEqual({
      date: '2025-12-26',
      status: 'Open',
      open: '10:00',
      close: '14:00',
      text: '10:00am - 2:00pm',
    });
  });

  it('a missing status is Closed without times; Closed drops times; a bad date is ignored', () => {
    expect(normaliseSpecialHours({ date: '2025-12-25', name: 'Christmas Day' })).toEqual({ date: '2025-12-25', name: 'Christmas Day', status: 'Closed', text: 'Closed' });
    expect(normaliseSpecialHours({ date: '2025-12-25', status: 'Closed', start_hour: '09:00', end_hour: '12:00' })?.open).toBeUndefined();
    expect(normaliseSpecialHours({ date: 'Christmas' })).toBeUndefined();
  });

  it('applies by location_id or location (string or object), or to every location when unscoped', () => {
    const loc = place('Australia/Sydney');
    expect(specialHoursApplyTo({ date: '2025-12-25' }, loc)).toBe(true);
    expect(specialHoursApplyTo({ date: '2025-12-25', location_id: 'L1' }, loc)).toBe(true);
    expect(specialHoursApplyTo({ date: '2025-12-25', location_id: 'L2' }, loc)).toBe(false);
    expect(specialHoursApplyTo({ date: '2025-12-25', location: 'harbour-toyota-sales' }, loc)).toBe(true);
    expect(specialHoursApplyTo({ date: '2025-12-25', location: 'Harbour Toyota Sales' }, loc)).toBe(true);
    expect(specialHoursApplyTo({ date: '2025-12-25', location: { id: 'L1' } }, loc)).toBe(true);
    expect(specialHoursApplyTo({ date: '2025-12-25', location: { slug: 'elsewhere' } }, loc)).toBe(false);
  });

  it('finds the first applicable entry for a date', () => {
    const loc = place('Australia/Sydney', {
      special_hours: [
        { date: '2025-12-25', location_id: 'L2', status: 'Open', start_hour: '09:00', end_hour: '10:00' },
        { date: '2025-12-25', location: 'L1', status: 'Closed', name: 'Christmas Day' },
      ],
    });
    expect(specialHoursOn(loc, '2025-12-25')).toMatchObject({ status: 'Closed', name: 'Christmas Day' });
    expect(specialHoursOn(loc, '2025-12-24')).toBeUndefined();
  });

  it('lists upcoming special hours from the local today, sorted', () => {
    const loc = place('Australia/Sydney', {
      special_hours: [
        { date: '2026-01-26', name: 'Australia Day' },
        { date: '2025-12-24', name: 'Christmas Eve', start_hour: '09:00', end_hour: '12:00' },
        { date: '2025-12-25', name: 'Christmas Day' },
        { date: '2025-12-26', name: 'Other yard', location_id: 'L9' },
      ],
    });
    // 2025-12-24 13:30 UTC is already 25 December in Sydney (+11).
    expect(upcomingSpecialHours(loc, at('2025-12-24T13:30:00Z')).map((s) => s.name)).toEqual(['Christmas Day', 'Australia Day']);
    expect(upcomingSpecialHours(loc, at('2025-12-24T12:30:00Z')).map((s) => s.name)).toEqual(['Christmas Eve', 'Christmas Day', 'Australia Day']);
  });
});

describe('local time', () => {
  it('uses the zone, Australia/Perth by default or when the zone is invalid', () => {
    expect(localDateTime(at('2025-12-01T13:30:00Z'), 'Australia/Sydney')).toEqual({ date: '2025-12-02', weekday: 2, minutes: 30, timeZone: 'Australia/Sydney' });
    expect(localDateTime(at('2025-12-01T13:30:00Z'))).toEqual({ date: '2025-12-01', weekday: 1, minutes: 21 * 60 + 30, timeZone: DEFAULT_TIME_ZONE });
    expect(localDateTime(at('2025-12-01T13:30:00Z'), '').timeZone).toBe('Australia/Perth');
    expect(localDateTime(at('2025-12-01T13:30:00Z'), 'Mars/Olympus_Mons').timeZone).toBe('Australia/Perth');
  });

  it('reports local midnight as 00:00, not 24:00', () => {
    expect(localDateTime(at('2025-06-30T14:00:00Z'), 'Australia/Sydney')).toMatchObject({ date: '2025-07-01', minutes: 0 });
  });
});

describe('open now (spec §2 Call Now; §9 Australia/Perth)', () => {
  it('Sydney across the start of daylight saving (5 Oct 2025)', () => {
    const sydney = place('Australia/Sydney');
    // Monday 6 Oct 2025 08:30 AEDT (+11) = 21:30 UTC Sunday.
    expect(openStatus(sydney, at('2025-10-05T21:30:00Z'))).toMatchObject({ isOpen: true, date: '2025-10-06', time: '08:30' });
    expect(isOpenNow(sydney, at('2025-10-05T21:29:00Z'))).toBe(false);
    // The same UTC time of day in winter (+10) is 07:30: closed.
    expect(openStatus(sydney, at('2025-07-06T21:30:00Z'))).toMatchObject({ isOpen: false, date: '2025-07-07', time: '07:30' });
    expect(isOpenNow(sydney, at('2025-07-06T22:30:00Z'))).toBe(true);
  });

  it('Adelaide on +10:30 in summer and +9:30 in winter', () => {
    const adelaide = place('Australia/Adelaide');
    expect(openStatus(adelaide, at('2025-11-30T22:00:00Z'))).toMatchObject({ isOpen: true, date: '2025-12-01', time: '08:30' });
    expect(isOpenNow(adelaide, at('2025-11-30T21:59:00Z'))).toBe(false);
    expect(openStatus(adelaide, at('2025-07-06T23:00:00Z'))).toMatchObject({ isOpen: true, time: '08:30' });
    expect(isOpenNow(adelaide, at('2025-07-06T22:59:00Z'))).toBe(false);
  });

  it('Perth keeps +8 all year', () => {
    const perth = place('Australia/Perth');
    expect(openStatus(perth, at('2025-12-01T00:30:00Z'))).toMatchObject({ isOpen: true, time: '08:30' });
    expect(openStatus(perth, at('2025-07-07T00:30:00Z'))).toMatchObject({ isOpen: true, time: '08:30' });
    expect(isOpenNow(perth, at('2025-07-07T00:29:00Z'))).toBe(false);
  });

  it('closes at the close time (exclusive) and uses the local weekday', () => {
    const perth = place(undefined);
    expect(isOpenNow(perth, at('2025-12-01T08:59:00Z'))).toBe(true); // Mon 16:59 Perth
    expect(isOpenNow(perth, at('2025-12-01T09:00:00Z'))).toBe(false); // Mon 17:00
    expect(isOpenNow(perth, at('2025-12-07T02:00:00Z'))).toBe(false); // Sun 10:00: closed
    expect(isOpenNow(perth, at('2025-12-06T03:59:00Z'))).toBe(true); // Sat 11:59
    expect(isOpenNow(perth, at('2025-12-06T04:00:00Z'))).toBe(false); // Sat 12:00
  });

  it('across midnight the local date decides: Sydney is already on Tuesday while Perth is on Monday evening', () => {
    const week: OpeningHoursEntry[] = [day(1, '08:00', '22:00'), day(2)];
    const now = at('2025-12-01T13:30:00Z');
    expect(openStatus(place('Australia/Sydney', { opening_hours: week }), now)).toMatchObject({ isOpen: false, weekday: 2, time: '00:30' });
    expect(openStatus(place('Australia/Perth', { opening_hours: week }), now)).toMatchObject({ isOpen: true, weekday: 1, time: '21:30' });
  });

  it('treats a 00:00 or 24:00 close as midnight, and a close before the open as past midnight', () => {
    const perth = (open: string, close: string) => place('Australia/Perth', { opening_hours: [day(1, open, close)] });
    expect(isOpenNow(perth('18:00', '00:00'), at('2025-12-01T15:59:00Z'))).toBe(true); // Mon 23:59
    expect(isOpenNow(perth('18:00', '24:00'), at('2025-12-01T15:59:00Z'))).toBe(true);
    expect(isOpenNow(perth('18:00', '02:00'), at('2025-12-01T15:59:00Z'))).toBe(true);
    expect(isOpenNow(perth('18:00', '02:00'), at('2025-12-01T09:59:00Z'))).toBe(false); // Mon 17:59
  });

  it('reads formated_hours-only entries, and counts unreadable ones as closed', () => {
    const perth = (text: string) => place('Australia/Perth', { opening_hours: [{ weekday: 1, status: 'Open', formated_hours: text }] });
    const monday10am = at('2025-12-01T02:00:00Z');
    expect(isOpenNow(perth('8:30am - 5pm'), monday10am)).toBe(true);
    expect(isOpenNow(perth('9:00 am to 9:30 am'), monday10am)).toBe(false);
    expect(isOpenNow(perth('By appointment'), monday10am)).toBe(false);
  });

  it('special hours override the weekly hours on their date', () => {
    const sydney = place('Australia/Sydney', {
      special_hours: [
        { date: '2025-12-25', name: 'Christmas Day', status: 'Closed' },
        { date: '2025-12-26', name: 'Boxing Day', hours: { begin: '10:00', end: '14:00' } },
        { date: '2025-12-27', name: 'Sale day', status: 'Open', start_hour: '07:00', end_hour: '18:00' },
        { date: '2025-12-29', name: 'Named only', status: 'Open' },
      ],
    });
    // Thursday 25 Dec 11:00 AEDT (00:00 UTC): weekly hours say open, special hours say closed.
    expect(openStatus(sydney, at('2025-12-25T00:00:00Z'))).toMatchObject({ isOpen: false, source: 'special', name: 'Christmas Day', text: 'Closed' });
    // Friday 26 Dec: 09:00 would be open normally, closed by the special 10:00 start; 13:00 open.
    expect(isOpenNow(sydney, at('2025-12-25T22:00:00Z'))).toBe(false);
    expect(openStatus(sydney, at('2025-12-26T02:00:00Z'))).toMatchObject({ isOpen: true, source: 'special', open: '10:00', close: '14:00' });
    // Saturday 27 Dec 15:00: weekly closes at 12:00, special keeps it open until 18:00.
    expect(isOpenNow(sydney, at('2025-12-27T04:00:00Z'))).toBe(true);
    // An Open entry without times keeps the weekly hours (Monday 29 Dec 08:30-17:00).
    expect(openStatus(sydney, at('2025-12-28T23:00:00Z'))).toMatchObject({ isOpen: true, source: 'special', name: 'Named only', open: '08:30', close: '17:00' });
    // The day after: back to weekly.
    expect(hoursOn(sydney, '2025-12-30')).toMatchObject({ source: 'weekly', status: 'Open', open: '08:30' });
  });

  it('accepts a content Location as is', () => {
    const location: Location = {
      _id: 'doc-1',
      location_id: 'L1',
      name: 'Harbour Toyota Service',
      slug: 'harbour-toyota-service',
      location_type: 'service',
      location_subtype: [],
      primary: false,
      visible: true,
      dealership_id: 'D1',
      dealership_slug: 'harbour-toyota',
      dealer_license_number: undefined,
      motor_vehicle_repairer: undefined,
      image: undefined,
      address: { street: '1 Pier St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: null, long: null, place_url: undefined, map_key: undefined },
      contact_detail: { phone: undefined, landline_phone: undefined, email: undefined },
      timezone: 'Australia/Sydney',
      opening_hours: [{ weekday: 1, status: 'Open', open: '07:30', close: '17:30', formated_hours: undefined }],
      special_hours: [{ date: '2025-12-29', name: undefined, status: 'Closed', start_hour: undefined, end_hour: undefined }],
      saturday_by_appointment_from: '2025-06-14',
      reviews: null,
      distribution_locations: [],
    };
    expect(isOpenNow(location, at('2025-12-07T22:00:00Z'))).toBe(true); // Mon 8 Dec 09:00
    expect(isOpenNow(location, at('2025-12-28T22:00:00Z'))).toBe(false); // Mon 29 Dec, special closed
    expect(weeklyHoursRows(location.opening_hours)[0]!.label).toBe('Monday');
  });
});

describe('Saturday by appointment (spec §4)', () => {
  const service = { saturday_by_appointment_from: '2025-06-14' };

  it.each([
    ['2025-06-14', true], // the start date: 0 whole weeks
    ['2025-06-21', false], // 1 week
    ['2025-06-28', true], // 2 weeks
    ['2025-07-05', false],
    ['2025-07-12', true],
    ['2026-06-13', true], // 52 weeks
    ['2025-06-07', false], // before the start
    ['2025-06-15', false], // a Sunday of a matching week
    ['2025-06-13', false], // the Friday before
  ])('%s -> %s', (date, expected) => {
    expect(isSaturdayByAppointment(service, date)).toBe(expected);
  });

  it('never applies without the setting', () => {
    expect(isSaturdayByAppointment({}, '2025-06-14')).toBe(false);
    expect(isSaturdayByAppointment({ saturday_by_appointment_from: '' }, '2025-06-14')).toBe(false);
  });

  it('is reported on the day hours and the open status, in the local date', () => {
    const sydney = place('Australia/Sydney', service);
    expect(hoursOn(sydney, '2025-06-14')).toMatchObject({ byAppointment: true, status: 'Open', weekday: 6 });
    expect(hoursOn(sydney, '2025-06-21').byAppointment).toBe(false);
    // Friday 13 June 2025 23:30 UTC is Saturday 14 June 09:30 in Sydney (+10).
    expect(openStatus(sydney, at('2025-06-13T23:30:00Z'))).toMatchObject({ isOpen: true, byAppointment: true, date: '2025-06-14' });
    // ...but still Friday evening in Perth.
    expect(openStatus(place('Australia/Perth', service), at('2025-06-13T11:30:00Z'))).toMatchObject({ byAppointment: false, date: '2025-06-13' });
  });
});
