/**
 * Sends due watch alerts (schema.ts `watch_alerts`): claims them with a lease (a crashed worker's
 * claim runs out and another retries), sends each through the SMS module once per claim, and marks it
 * sent, or failed with the lead outbox's backoff (leads/delivery/backoff.ts) — 'dead' once that
 * gives up, or at once when the number itself is refused. Consent is checked again at sending: a
 * shopper who turned alerts off (or stopped watching the car) after the alert was queued gets
 * nothing; the alert is marked dead with the reason.
 *
 * At least once, like lead delivery: a send the gateway accepted but whose mark failed is sent again
 * after the lease. Imports nothing server-only, so the worker loads it at start-up and tests run it.
 */
import { nextAttempt } from '@/lib/leads/delivery/backoff';
import { describeError } from '@/lib/leads/delivery/errors';
import type { Database } from '@/lib/db/open';
import { claimDueAlerts, markAlertFailed, markAlertSent, type ClaimedAlert } from '@/lib/db/watch-alerts';
import { SmsSendError, type SmsMessage } from '@/lib/sms/types';

/** Alerts per claim. Sends are one at a time: a gateway's rate limit is per account, not per worker. */
export const ALERT_BATCH = 20;
/** Each send is bounded by the SMS transport's own timeout; 20 of them fit well inside 5 minutes. */
export const ALERT_LEASE_MS = 5 * 60_000;

export const DEAD_REASONS = {
  noConsent: 'not sent: the shopper turned alerts off',
  notWatching: 'not sent: the car is no longer on the shopper’s watchlist',
} as const;

export interface AlertLogger {
  warn(message: string): void;
  error(message: string): void;
}

const consoleLog: AlertLogger = {
  warn: (m) => console.warn(`[watch-alerts] ${m}`),
  error: (m) => console.error(`[watch-alerts] ${m}`),
};

export interface DeliverAlertsOptions {
  db: Database;
  /** sendSms from '@/lib/sms' (tests pass their own). */
  send: (message: SmsMessage) => Promise<void>;
  /** The clock for claims, marks and backoff; default the real time at each step. */
  now?: Date;
  limit?: number;
  leaseMs?: number;
  log?: AlertLogger;
}

export interface AlertsPassResult {
  claimed: number;
  sent: number;
  failed: number;
  /** Not sent because consent was withdrawn or the car is no longer watched. */
  dropped: number;
}

async function deliverOne(alert: ClaimedAlert, options: DeliverAlertsOptions, clock: () => Date, log: AlertLogger): Promise<keyof Omit<AlertsPassResult, 'claimed'>> {
  const what = `watch alert ${alert.id} (${alert.kind}, attempt ${alert.attempts})`;
  if (!alert.consent || !alert.watching) {
    const reason = alert.consent ? DEAD_REASONS.notWatching : DEAD_REASONS.noConsent;
    try {
      await markAlertFailed(options.db, alert.id, reason, clock(), 'dead', alert.attempts);
    } catch (error) {
      // Nothing was sent; the next claim after the lease decides again.
      log.error(`${what} ${reason}, and that could not be recorded: ${describeError(error)}`);
    }
    return 'dropped';
  }
  try {
    await options.send({ site: alert.site, to: alert.phone, text: alert.text, kind: 'alert', id: `watch-alert-${alert.id}` });
  } catch (error) {
    const reason = describeError(error);
    const now = clock();
    const refused = error instanceof SmsSendError && !error.retryable;
    const next = refused ? 'dead' : nextAttempt(alert.attempts, now);
    try {
      await markAlertFailed(options.db, alert.id, reason, now, next, alert.attempts);
    } catch (markError) {
      log.error(`${what} failed (${reason}) and could not be recorded: ${describeError(markError)}`);
      return 'failed';
    }
    if (next === 'dead') log.error(`${what} failed; giving up: ${reason}`);
    else log.warn(`${what} failed, next attempt at ${next.toISOString()}: ${reason}`);
    return 'failed';
  }
  try {
    await markAlertSent(options.db, alert.id, clock());
  } catch (error) {
    log.error(`${what} was sent but could not be recorded; it will be sent again after its lease: ${describeError(error)}`);
  }
  return 'sent';
}

/** One pass: claim due alerts and send them. Never throws for a failed send (a database failure does throw). */
export async function deliverDueAlerts(options: DeliverAlertsOptions): Promise<AlertsPassResult> {
  const clock = () => options.now ?? new Date();
  const log = options.log ?? consoleLog;
  const alerts = await claimDueAlerts(options.db, {
    now: clock(),
    limit: options.limit ?? ALERT_BATCH,
    leaseMs: options.leaseMs ?? ALERT_LEASE_MS,
  });
  const result: AlertsPassResult = { claimed: alerts.length, sent: 0, failed: 0, dropped: 0 };
  for (const alert of alerts) result[await deliverOne(alert, options, clock, log)] += 1;
  return result;
}
