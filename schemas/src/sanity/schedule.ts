/**
 * Where a dated piece of marketing stands today — Live, Scheduled or Expired — for the badges in the
 * Studio's document lists, and the 'ends soon' warning on offers. Dates are compared as the Studio
 * stores them: an offer's `YYYY-MM-DD` days (the last day included), a promo's ISO date-times.
 */
export type ScheduleState = 'Live' | 'Scheduled' | 'Expired';

/** Days before an offer's end when the Studio warns that it is about to end. */
export const ENDS_SOON_DAYS = 7;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** An offer's days: shown from `start` (empty: at once) up to and including `end` (empty: open-ended). */
export function offerSchedule(start: string | undefined, end: string | undefined, now: Date): ScheduleState {
  const today = dayOf(now);
  if (end && end < today) return 'Expired';
  if (start && start > today) return 'Scheduled';
  return 'Live';
}

/** A promo's or popup's moments: from `start` (empty: at once) until `expiry`. */
export function momentSchedule(start: string | undefined, expiry: string | undefined, now: Date): ScheduleState {
  const at = now.getTime();
  if (expiry && Date.parse(expiry) <= at) return 'Expired';
  if (start && Date.parse(start) > at) return 'Scheduled';
  return 'Live';
}

/** The warning for an offer that is live and ends within ENDS_SOON_DAYS, or undefined. */
export function endsSoonWarning(end: string | undefined, now: Date): string | undefined {
  if (!end) return undefined;
  const today = dayOf(now);
  const soon = dayOf(new Date(now.getTime() + ENDS_SOON_DAYS * 86_400_000));
  return end >= today && end <= soon ? `This offer ends on ${end}, within ${ENDS_SOON_DAYS} days: extend it or plan its replacement.` : undefined;
}

/** The list subtitle: the badge first, then what the editor set it beside. */
export const badged = (state: ScheduleState, rest: (string | undefined)[]) => [state, ...rest].filter(Boolean).join(' · ');
