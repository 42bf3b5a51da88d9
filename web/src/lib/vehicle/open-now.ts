/**
 * 'Open now' from a schedule of open intervals (open-intervals.ts makes them on the server from the
 * opening-hours rules). Apart from the maker so the browser's check carries none of those rules.
 */
export interface OpenSchedule {
  /** [from, to) in epoch milliseconds. */
  intervals: [number, number][];
  /** The schedule is known up to here; after it the browser no longer claims the location is open. */
  until: number;
}

export function isOpenIn(schedule: OpenSchedule, now: number): boolean {
  return now < schedule.until && schedule.intervals.some(([a, b]) => now >= a && now < b);
}
