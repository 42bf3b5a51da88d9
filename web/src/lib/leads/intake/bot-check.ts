/**
 * Cheap bot filters (no CAPTCHA): a honeypot input people never see, and a minimum time between the
 * form appearing and its submission. A trapped submission is answered like a success so the bot
 * learns nothing, and nothing is stored.
 *
 * `started_at` is the BROWSER's clock, the check runs on the server's. A shopper whose clock runs a
 * little fast sends a start time slightly in the future; that is accepted (up to CLOCK_SKEW_MS)
 * rather than silently dropping a real lead. Only 0 to 3 s after the start — what a script sending
 * `Date.now()` on submit produces — counts as too fast. Further in the future than the skew, or
 * older than a day, is a stale or forged form: refused openly (400), so a person can reload.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

export type BotCheck =
  { verdict: 'person' } | { verdict: 'bot'; reason: 'honeypot' | 'too-fast' } | { verdict: 'expired' };

export function botCheck(
  submission: { company_website?: string | undefined; started_at?: number | undefined },
  now: Date,
): BotCheck {
  if ((submission.company_website ?? '').trim() !== '') return { verdict: 'bot', reason: 'honeypot' };
  // No start time (a form rendered without script, or an older page): nothing to measure.
  if (submission.started_at === undefined) return { verdict: 'person' };
  const elapsed = now.getTime() - submission.started_at;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > MAX_FORM_AGE_MS) return { verdict: 'expired' };
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return { verdict: 'bot', reason: 'too-fast' };
  return { verdict: 'person' };
}
