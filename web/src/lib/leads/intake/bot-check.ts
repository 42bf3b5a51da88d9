/**
 * Cheap bot filters (no CAPTCHA): a honeypot input people never see, and a minimum time between the
 * form appearing and its submission. A trapped submission is answered like a success so the bot
 * learns nothing, and nothing is stored.
 *
 * Every form sends a start time: the browser's clock when the form was first shown (JSON posts), or
 * the server's clock when the page was rendered (a hidden input, for posts without JavaScript). So a
 * missing or unreadable start time (the envelope reads anything that is not epoch milliseconds as
 * none) is a script that left it out, and counts as too fast — leaving it out must not skip the check.
 *
 * A shopper whose clock runs a little fast sends a start time slightly in the future; that is
 * accepted (up to CLOCK_SKEW_MS) rather than silently dropping a real lead. Only 0 to 3 s after the
 * start counts as too fast. Further in the future than the skew, or older than a day, is a stale or
 * forged form: refused openly (400, "please reload"), so a person can reload. A day is far longer
 * than a cached page lives (pages revalidate hourly, vehicle pages every 5 minutes), so a no-JS
 * shopper's cached page passes. A page held open for over a day, or the one stale copy Next serves of
 * a page nobody opened for over a day (while it renders a fresh one), gets the reload answer, and the
 * reloaded page is fresh.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

export type BotCheck =
  | { verdict: 'person' }
  | { verdict: 'bot'; reason: 'honeypot' | 'too-fast' | 'no-start-time' }
  | { verdict: 'expired' };

export function botCheck(
  submission: { company_website?: string | undefined; started_at?: number | undefined },
  now: Date,
): BotCheck {
  if ((submission.company_website ?? '').trim() !== '') return { verdict: 'bot', reason: 'honeypot' };
  const started = submission.started_at;
  if (started === undefined || !Number.isSafeInteger(started) || started <= 0)
    return { verdict: 'bot', reason: 'no-start-time' };
  const elapsed = now.getTime() - started;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > MAX_FORM_AGE_MS) return { verdict: 'expired' };
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return { verdict: 'bot', reason: 'too-fast' };
  return { verdict: 'person' };
}
