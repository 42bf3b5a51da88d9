/**
 * Opening hours (spec §3 Location / opening-hour and special-hours entries, §2 opening-hours list
 * with holiday-hours dialog, §4 Saturday rule, §5 "Weekday hours: if all 5 weekdays share hours,
 * show Mon-Fri", §9 "Open-hours check timezone Australia/Perth", §2 vehicle page "Call Now shows
 * only when the dealer is open in its timezone").
 *
 * Dates are local calendar dates 'YYYY-MM-DD' in the location's time zone; times are minutes after
 * local midnight. The local date and time of an instant come from Intl.DateTimeFormat, so daylight
 * saving (Sydney, Adelaide...) and zones without it (Perth, Brisbane) need no table here.
 */
import type { Location } from '@/lib/content/models';

/** Spec §9: the open-hours check's time zone when a location has none (or an invalid one). */
export const DEFAULT_TIME_ZONE = 'Australia/Perth';

export type HoursStatus = 'Open' | 'Closed';

/** An opening-hour entry (spec §3): weekday 0 Sunday .. 6 Saturday. */
export interface OpeningHoursEntry {
  weekday: number;
  status: HoursStatus | (string & {});
  open?: string | null;
  close?: string | null;
  formated_hours?: string | null;
}

/** A location reference on a special-hours entry: an id/slug/name string or a small object. */
export type SpecialHoursLocationRef = string | { id?: string | null; location_id?: string | null; slug?: string | null; name?: string | null };

/**
 * A special (holiday) hours entry in either shape of spec §3: start_hour/end_hour, or
 * hours {begin, end}; scoped to a location by location_id or location (neither: every location).
 */
export interface SpecialHoursEntry {
  date: string;
  name?: string | null;
  status?: HoursStatus | (string & {}) | null;
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin?: string | null; end?: string | null } | null;
  location_id?: string | null;
  location?: SpecialHoursLocationRef | null;
}

/** The location fields the hours rules read; the content `Location` fits it. */
export type HoursLocation = Partial<Pick<Location, '_id' | 'location_id' | 'slug' | 'name' | 'saturday_by_appointment_from'>> & {
    opening_hours: readonly OpeningHoursEntry[];
    timezone?: string | null;
    special_hours?: readonly SpecialHoursEntry[] | null;
  };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Spec §5 label for the collapsed weekday row. */
export const MON_FRI_LABEL = 'Mon-Fri';
export const CLOSED_TEXT = 'Closed';
export const BY_APPOINTMENT_TEXT = 'By appointment only';

/* ------------------------------------------------------------------------------------------ */
/* Clock times                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/**
 * Minutes after midnight of a clock time, or undefined when unreadable. Accepts '8:30', '08:30',
 * '08:30:00', '8am', '5:30 pm', '5.30pm', '24:00', and a date-time such as
 * '2000-01-01T08:30:00.000+10:00' (its local clock part).
 */
export function parseClock(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  let text = value.trim().toLowerCase();
  const t = text.indexOf('t');
  if (/^\d{4}-\d{2}-\d{2}t/.test(text) && t > 0) text = text.slice(t + 1);
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*(am|pm|a\.m\.|p\.m\.)?/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.[0];
  if (!match[2] && !meridiem) {
    // A bare number is only a time with am/pm ('9am'); '9' alone is ambiguous.
    return undefined;
  }
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** 'HH:MM' (24-hour) for minutes after midnight: 510 -> '08:30'. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Display form of a clock time: '08:30' -> '8:30am', '17:00' -> '5:00pm', '12:00' -> '12:00pm'. */
export function formatClock(value: string): string {
  const minutes = parseClock(value);
  if (minutes === undefined) return value.trim();
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')}${h24 < 12 ? 'am' : 'pm'}`;
}

/** 'open - close' for display, e.g. '8:30am - 5:00pm'. */
export function hoursRangeText(open: string, close: string): string {
  return `${formatClock(open)} - ${formatClock(close)}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Weekly display rows                                                                         */
/* ------------------------------------------------------------------------------------------ */

export interface DayHours {
  status: HoursStatus;
  /** 'HH:MM' when known. */
  open?: string;
  close?: string;
  /** What the list shows: formated_hours when given, else '8:30am - 5:00pm', or 'Closed'. */
  text: string;
}

function entryHours(entry: OpeningHoursEntry | undefined): DayHours {
  if (!entry || entry.status !== 'Open') return { status: 'Closed', text: entry?.formated_hours?.trim() || CLOSED_TEXT };
  const open = parseClock(entry.open);
  const close = parseClock(entry.close);
  const times = open !== undefined && close !== undefined ? { open: clockText(open), close: clockText(close) } : {};
  const override = entry.formated_hours?.trim();
  const text = override || (times.open && times.close ? hoursRangeText(times.open, times.close) : 'Open');
  return { status: 'Open', ...times, text };
}

/** The regular hours of one weekday (0 Sunday .. 6 Saturday); a missing entry is Closed. */
export function weekdayHours(entries: readonly OpeningHoursEntry[], weekday: number): DayHours {
  return entryHours(entries.find((entry) => entry.weekday === weekday));
}

export interface HoursRow extends DayHours {
  /** 'Mon-Fri' for the collapsed weekdays, otherwise the day's name ('Monday'). */
  label: string;
  /** The weekdays (0 Sunday .. 6 Saturday) the row covers. */
  weekdays: number[];
}

const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The week as display rows, Monday first and Sunday last (the Australian convention). When the
 * five weekdays share the same hours (status, times and text alike) they collapse into one
 * 'Mon-Fri' row (spec §5); otherwise each day has its own row.
 */
export function weeklyHoursRows(entries: readonly OpeningHoursEntry[]): HoursRow[] {
  const rows = DISPLAY_ORDER.map((weekday) => ({ label: WEEKDAY_NAMES[weekday]!, weekdays: [weekday], ...weekdayHours(entries, weekday) }));
  const weekdays = rows.slice(0, 5);
  const key = (row: DayHours) => `${row.status}|${row.open ?? ''}|${row.close ?? ''}|${row.text}`;
  const first = weekdays[0]!;
  if (weekdays.every((row) => key(row) === key(first))) {
    const { label: _label, weekdays: _days, ...hours } = first;
    return [{ label: MON_FRI_LABEL, weekdays: [1, 2, 3, 4, 5], ...hours }, ...rows.slice(5)];
  }
  return rows;
}

/* ------------------------------------------------------------------------------------------ */
/* Special (holiday) hours                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface SpecialHours extends DayHours {
  /** 'YYYY-MM-DD'. */
  date: string;
  name?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar date of a 'YYYY-MM-DD...' string (a date-time keeps its written date), or undefined. */
export function calendarDate(value: string | null | undefined): string | undefined {
  const match = value ? DATE.exec(value.trim()) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

function matchesRef(location: HoursLocation, ref: string | null | undefined): boolean {
  if (!ref) return false;
  const wanted = ref.trim().toLowerCase();
  return [location.location_id, location._id, location.slug, location.name].some((v) => v?.trim().toLowerCase() === wanted);
}

/** Whether a special-hours entry applies to the location: by location_id, by location, or (neither given) always. */
export function specialHoursApplyTo(entry: SpecialHoursEntry, location: HoursLocation): boolean {
  const ref = entry.location;
  if (!entry.location_id && !ref) return true;
  if (entry.location_id && matchesRef(location, entry.location_id)) return true;
  if (typeof ref === 'string') return matchesRef(location, ref);
  if (ref) return [ref.location_id, ref.id, ref.slug, ref.name].some((value) => matchesRef(location, value));
  return false;
}

/**
 * One special-hours entry in a single shape. Times come from start_hour/end_hour or hours
 * {begin, end}. A missing status is Open when both times are given, else Closed. Undefined when
 * the date is unreadable.
 */
export function normaliseSpecialHours(entry: SpecialHoursEntry): SpecialHours | undefined {
  const date = calendarDate(entry.date);
  if (!date) return undefined;
  const open = parseClock(entry.start_hour ?? entry.hours?.begin);
  const close = parseClock(entry.end_hour ?? entry.hours?.end);
  const hasTimes = open !== undefined && close !== undefined;
  const given = entry.status === 'Open' || entry.status === 'Closed' ? (entry.status as HoursStatus) : undefined;
  const status: HoursStatus = given ?? (hasTimes ? 'Open' : 'Closed');
  const name = entry.name?.trim() || undefined;
  if (status === 'Closed') return { date, ...(name ? { name } : {}), status, text: CLOSED_TEXT };
  const times = hasTimes ? { open: clockText(open), close: clockText(close) } : {};
  const text = times.open && times.close ? hoursRangeText(times.open, times.close) : 'Open';
  return { date, ...(name ? { name } : {}), status, ...times, text };
}

/** The location's special hours for a date (first applicable entry), if any. */
export function specialHoursOn(location: HoursLocation, date: string): SpecialHours | undefined {
  for (const entry of location.special_hours ?? []) {
    if (!specialHoursApplyTo(entry, location)) continue;
    const normalised = normaliseSpecialHours(entry);
    if (normalised?.date === date) return normalised;
  }
  return undefined;
}

/** Special hours from the location's local today onwards, by date: the holiday-hours dialog. */
export function upcomingSpecialHours(location: HoursLocation, now: Date): SpecialHours[] {
  const today = localDateTime(now, location.timezone).date;
  return (location.special_hours ?? [])
    .filter((entry) => specialHoursApplyTo(entry, location))
    .map(normaliseSpecialHours)
    .filter((entry): entry is SpecialHours => entry !== undefined && entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/* ------------------------------------------------------------------------------------------ */
/* Local time and the Saturday rule                                                            */
/* ------------------------------------------------------------------------------------------ */

export interface LocalDateTime {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
  /** The zone actually used (the default when none or an invalid one was given). */
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-AU', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      return undefined;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday (0 Sunday .. 6 Saturday) of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The local date, weekday and time of an instant in an IANA zone (default Australia/Perth). */
export function localDateTime(now: Date, timeZone?: string | null): LocalDateTime {
  const requested = timeZone?.trim() || DEFAULT_TIME_ZONE;
  let zone = requested;
  let formatter = formatterFor(zone);
  if (!formatter) {
    zone = DEFAULT_TIME_ZONE;
    formatter = formatterFor(zone)!;
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour) % 24;
  return { date, weekday: weekdayOf(date), minutes: hour * 60 + Number(parts.minute), timeZone: zone };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Spec §4 Saturday rule: from the location's saturday_by_appointment_from date (e.g. 2025-06-14)
 * every second week service is by appointment only. A Saturday on or after the start date matches
 * when the whole weeks since the start date are even (2025-06-14: 0 weeks, by appointment;
 * 2025-06-21: 1, normal; 2025-06-28: 2, by appointment). Other days, dates before the start, and
 * locations without the setting never match.
 */
export function isSaturdayByAppointment(location: Pick<HoursLocation, 'saturday_by_appointment_from'>, date: string): boolean {
  const from = calendarDate(location.saturday_by_appointment_from);
  const day = calendarDate(date);
  if (!from || !day || day < from || weekdayOf(day) !== 6) return false;
  return Math.floor(daysBetween(from, day) / 7) % 2 === 0;
}

/* ------------------------------------------------------------------------------------------ */
/* A date's hours, and open now                                                                */
/* ------------------------------------------------------------------------------------------ */

export interface DateHours extends DayHours {
  date: string;
  weekday: number;
  /** 'special' when a special-hours entry decided the day. */
  source: 'special' | 'weekly';
  /** The special-hours entry's name (e.g. 'Christmas Day'). */
  name?: string;
  /** The Saturday rule applies to this date. */
  byAppointment: boolean;
}

/**
 * The hours of a local date: a special-hours entry for the date overrides the weekly hours — a
 * Closed one closes the day, an Open one with times replaces them; an Open one without times keeps
 * the weekly hours (it only names the day).
 */
export function hoursOn(location: HoursLocation, date: string): DateHours {
  const weekday = weekdayOf(date);
  const byAppointment = isSaturdayByAppointment(location, date);
  const special = specialHoursOn(location, date);
  const name = special?.name ? { name: special.name } : {};
  if (special && (special.status === 'Closed' || special.open)) {
    const { date: _date, name: _name, ...hours } = special;
    return { date, weekday, source: 'special', ...name, byAppointment, ...hours };
  }
  return { date, weekday, source: special ? 'special' : 'weekly', ...name, byAppointment, ...weekdayHours(location.opening_hours, weekday) };
}

function rangeFromText(text: string | undefined): [number, number] | undefined {
  const pieces = text?.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (pieces?.length !== 2) return undefined;
  const open = parseClock(pieces[0]);
  const close = parseClock(pieces[1]);
  return open !== undefined && close !== undefined ? [open, close] : undefined;
}

function within(minutes: number, open: number, close: number): boolean {
  const end = close === 0 ? 24 * 60 : close;
  // A close at or before the open (past midnight) keeps the day open from the open time on.
  return end <= open ? minutes >= open : minutes >= open && minutes < end;
}

export interface OpenStatus extends DateHours {
  /** Open at that moment (the `open`/`close` fields are the day's times). */
  isOpen: boolean;
  /** Local 'HH:MM'. */
  time: string;
  timeZone: string;
}

/**
 * Whether the location is open at `now` in its own time zone (spec §2, Call Now sticky footer):
 * open from the open time up to (not including) the close time of the local date's hours, special
 * hours first. Hours given only as formated_hours are read when they look like '8:30am - 5pm';
 * otherwise the location counts as closed (so Call Now is not offered on a guess). A Saturday under
 * the appointment rule is open by its hours, with byAppointment set for the caller to say so.
 */
export function openStatus(location: HoursLocation, now: Date): OpenStatus {
  const local = localDateTime(now, location.timezone);
  const hours = hoursOn(location, local.date);
  let isOpen = false;
  if (hours.status === 'Open') {
    const range =
      hours.open && hours.close ? ([parseClock(hours.open)!, parseClock(hours.close)!] as const) : rangeFromText(hours.text);
    isOpen = range ? within(local.minutes, range[0], range[1]) : false;
  }
  return { ...hours, isOpen, time: clockText(local.minutes), timeZone: local.timeZone };
}

export function isOpenNow(location: HoursLocation, now: Date): boolean {
  return openStatus(location, now).isOpen;
}
