/**
 * When a location is open, as UTC instants, so the browser can re-check 'open now' (the mobile
 * footer's Call Now) without shipping the opening-hours rules: the server samples the domain's
 * isOpenNow (opening-hours.ts, in the location's own time zone, special hours and all) over the
 * coming days and pins each change to the minute.
 */
import { isOpenNow, type HoursLocation } from '@/domain/opening-hours';
import type { OpenSchedule } from './open-now';

// Browser code imports these from open-now.ts, which does not bring the opening-hours rules along.
export { isOpenIn, type OpenSchedule } from './open-now';

const MINUTE = 60_000;

export function openSchedule(location: HoursLocation, from: Date, days = 7, stepMinutes = 15): OpenSchedule {
  const start = Math.floor(from.getTime() / MINUTE) * MINUTE;
  const until = start + days * 24 * 60 * MINUTE;
  const step = stepMinutes * MINUTE;
  const openAt = (t: number) => isOpenNow(location, new Date(t));
  const intervals: [number, number][] = [];
  let state = openAt(start);
  let opened: number | undefined = state ? start : undefined;
  for (let t = start; t < until; t += step) {
    const next = Math.min(t + step, until);
    const nextState = openAt(next);
    if (nextState === state) continue;
    // The first minute in (t, next] with the new state.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (openAt(mid) === nextState) hi = mid;
      else lo = mid;
    }
    if (nextState) opened = hi;
    else if (opened !== undefined) {
      intervals.push([opened, hi]);
      opened = undefined;
    }
    state = nextState;
  }
  if (opened !== undefined) intervals.push([opened, until]);
  return { intervals, until };
}
