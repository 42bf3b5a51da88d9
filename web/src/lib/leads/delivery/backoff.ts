/**
 * When to try a failed delivery again: 30 s, 2 min, 10 min, 30 min, 1 h, then every 2 h. After 24 h
 * of failures the row is dead (the lead shows as failed, for a person to follow up).
 *
 * "24 h of failures" is measured along this schedule (the sum of the waits so far), not from the
 * lead's creation: a lead that waited a day because the server itself was down still gets its full
 * day of attempts against the dealer's mail server.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR] as const;
export const STEADY_RETRY_MS = 2 * HOUR;
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/** The wait after failed attempt number `attempt` (1 = the first). */
export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[attempt - 1] ?? STEADY_RETRY_MS;
}

/** How long a row has been failing when attempt number `attempts` fails: the waits before it. */
export function failingFor(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt < attempts; attempt++) total += retryDelay(attempt);
  return total;
}

/** The next attempt's time after failed attempt number `attempts`, or 'dead'. */
export function nextAttempt(attempts: number, now: Date): Date | 'dead' {
  if (failingFor(attempts) >= GIVE_UP_AFTER_MS) return 'dead';
  return new Date(now.getTime() + retryDelay(Math.max(1, attempts)));
}
