/**
 * The delivery worker: claims due outbox rows (with a lease), sends each through its transport,
 * and marks it delivered or failed with a backoff. `deliverDue` is one pass (tests, a nudge);
 * `startDeliveryWorker` polls in the background of the Node.js server (instrumentation.ts).
 *
 * Guarantee: at least once. A row is marked delivered only after its transport accepted it; a
 * worker that dies between the two leaves a row whose lease expires, and the next pass sends it
 * again — with the same Message-ID / idempotency-key, so the receiver can recognise the repeat.
 *
 * Each background pass also runs the watch alerts (lib/watch-alerts): it sends due SMS alerts and,
 * every 10 minutes, checks every site's watched cars against its stock. That periodic check is what
 * alerts on a Typesense deployment, where the stock import writes to Typesense itself and may not call
 * /api/revalidate/stock (the route that otherwise checks a site right after its import). The alerts
 * part runs after the lead part and is failure-isolated from it both ways.
 *
 * This file imports nothing server-only at load time, so scripts and child processes in tests can
 * run `deliverDue` with their own database and transports.
 */
import { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery } from '@/lib/db/outbox';
import type { Database } from '@/lib/db/open';
import type { SmsMessage } from '@/lib/sms/types';
import { ALERT_BATCH, deliverDueAlerts } from '@/lib/watch-alerts/deliver';
import { nextAttempt } from './backoff';
import { composeConfirmationEmail } from './confirmation';
import { composeReceiptEmail } from './receipt';
import { composeLeadEmail, DEFAULT_LEAD_MAIL_FROM } from './email';
import { describeError } from './errors';
import { deliveryLead } from './lead';
import type { Transports } from './transports/types';
import { fallbackVendor, type VendorLookup } from './vendor';
import { webhookBody } from './webhook-body';

/** Sends in flight at once within a pass. */
const CONCURRENCY = 4;
/** Rows per claim: two rounds of sends, so the last row of a batch starts well inside the lease. */
export const DEFAULT_BATCH = 2 * CONCURRENCY;
/**
 * How long a claim is exclusive. Every send is bounded (SMTP 60 s in all, webhook 10 s), so a batch
 * takes at most ~2 minutes; 5 minutes leaves room for a slow database. Shorter would risk a second
 * worker re-sending a row the first is still sending; longer delays the retry after a crash.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const consoleLogger: Logger = {
  info: (m) => console.info(`[lead-delivery] ${m}`),
  warn: (m) => console.warn(`[lead-delivery] ${m}`),
  error: (m) => console.error(`[lead-delivery] ${m}`),
};

export interface DeliverDueOptions {
  db: Database;
  transports: Transports;
  lookupVendor: VendorLookup;
  /** The clock for claims, marks and backoff (tests move it); default the real time at each step. */
  now?: Date;
  limit?: number;
  leaseMs?: number;
  mailFrom?: string;
  /** Signs the unsubscribe link of shopper confirmations; without it they wait and retry. */
  unsubscribeSecret?: () => string;
  log?: Logger;
}

export interface PassResult {
  claimed: number;
  delivered: number;
  failed: number;
}

type Outcome = 'delivered' | 'failed';

async function deliverOne(row: ClaimedDelivery, options: DeliverDueOptions, clock: () => Date, log: Logger): Promise<Outcome> {
  const what = `${row.channel} delivery ${row.id} of lead ${row.leadId} (attempt ${row.attempts})`;
  try {
    const lead = deliveryLead(row.lead);
    const vendor = await options.lookupVendor(lead).catch(() => fallbackVendor(lead));
    if (row.channel === 'email') {
      await options.transports.email.send(
        composeLeadEmail({ lead, vendor, outboxId: row.id, to: row.destination, from: options.mailFrom ?? DEFAULT_LEAD_MAIL_FROM }),
      );
    } else if (row.channel === 'receipt') {
      await options.transports.email.send(
        composeReceiptEmail({ lead, vendor, outboxId: row.id, to: row.destination, from: options.mailFrom ?? DEFAULT_LEAD_MAIL_FROM }),
      );
    } else if (row.channel === 'confirmation') {
      if (!options.unsubscribeSecret) throw new Error('no unsubscribe secret to sign the confirmation with');
      await options.transports.email.send(
        composeConfirmationEmail({
          lead,
          vendor,
          outboxId: row.id,
          to: row.destination,
          from: options.mailFrom ?? DEFAULT_LEAD_MAIL_FROM,
          secret: options.unsubscribeSecret(),
        }),
      );
    } else {
      await options.transports.webhook.send({
        site: lead.site,
        leadId: lead.id,
        outboxId: row.id,
        url: row.destination,
        body: webhookBody(lead, vendor),
      });
    }
  } catch (error) {
    const reason = describeError(error);
    const now = clock();
    const next = nextAttempt(row.attempts, now);
    try {
      await markFailed(options.db, row.id, reason, now, next, { attempts: row.attempts });
    } catch (markError) {
      // The lease runs out and the row is retried anyway: nothing is lost, only the backoff.
      log.error(`${what} failed (${reason}) and could not be recorded: ${describeError(markError)}`);
      return 'failed';
    }
    if (next === 'dead') log.error(`${what} failed for 24 hours; giving up (lead marked failed): ${reason}`);
    else log.warn(`${what} failed, next attempt at ${next.toISOString()}: ${reason}`);
    return 'failed';
  }
  try {
    await markDelivered(options.db, row.id, clock());
    return 'delivered';
  } catch (error) {
    log.error(`${what} was accepted but could not be recorded; it will be sent again after its lease: ${describeError(error)}`);
    return 'failed';
  }
}

/** One pass: claim due rows and deliver them (a few at a time). Never throws for a failed send. */
export async function deliverDue(options: DeliverDueOptions): Promise<PassResult> {
  const clock = () => options.now ?? new Date();
  const log = options.log ?? consoleLogger;
  const rows = await claimDueDeliveries(options.db, {
    now: clock(),
    limit: options.limit ?? DEFAULT_BATCH,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  });
  const result: PassResult = { claimed: rows.length, delivered: 0, failed: 0 };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      result[await deliverOne(row, options, clock, log)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
  return result;
}

/** Everything a background pass needs; built once per process by runtime.ts. */
export interface DeliveryRuntime {
  db: Database;
  transports: Transports;
  lookupVendor: VendorLookup;
  mailFrom: string;
  unsubscribeSecret?: () => string;
  pollMs: number;
}

/** What the watch alerts part of a pass needs; built once per process by lib/watch-alerts/runtime.ts. */
export interface AlertsRuntime {
  db: Database;
  send: (message: SmsMessage) => Promise<void>;
  /** Checks every site's watched cars (logs and skips a site that fails). */
  checkAllSites: (now: Date) => Promise<void>;
  /** Between periodic checks (default 10 minutes). */
  checkEveryMs?: number;
  /** Before the first periodic check (default 1 minute: not competing with the server's start). */
  firstCheckAfterMs?: number;
}

export const ALERTS_CHECK_EVERY_MS = 10 * 60_000;
const ALERTS_FIRST_CHECK_MS = 60_000;

export interface DeliveryWorker {
  /** Run a pass soon (a new lead was stored). */
  nudge(): void;
  /** No new passes; resolves when the one in flight (if any) has finished. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Wait before the first pass, so the server's start and first request are not competing with it. */
  startDelayMs?: number;
  /** Builds the runtime (default: runtime.ts from the environment); retried on the next poll if it fails. */
  runtime?: () => Promise<DeliveryRuntime>;
  /**
   * Builds the watch alerts' runtime (retried on the next poll if it fails), or false for none.
   * Default: lib/watch-alerts/runtime.ts when `runtime` is the default too, none when a caller
   * (a test) gives its own `runtime` — so a test never reaches the process's database by accident.
   */
  alerts?: (() => Promise<AlertsRuntime>) | false;
  /**
   * Builds the payments' pass (the local processor's webhook events, reservation maintenance:
   * lib/reservations/runtime.ts), or false for none; defaults like `alerts`.
   */
  payments?: (() => Promise<() => Promise<void>>) | false;
  /** Stop on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
  log?: Logger;
}

// One worker per process, shared by every bundle Next builds (instrumentation, route handlers):
// module state is per bundle, globalThis is per process.
const globalForDelivery = globalThis as unknown as { forecourtLeadDelivery?: DeliveryWorker };

export function startDeliveryWorker(options: StartOptions = {}): DeliveryWorker {
  if (globalForDelivery.forecourtLeadDelivery) return globalForDelivery.forecourtLeadDelivery;
  const log = options.log ?? consoleLogger;
  const loadRuntime = options.runtime ?? (async () => (await import('./runtime')).loadDeliveryRuntime());
  const loadAlerts =
    options.alerts ?? (options.runtime ? false : async () => (await import('@/lib/watch-alerts/runtime')).loadAlertsRuntime());
  const loadPayments =
    options.payments ?? (options.runtime ? false : async () => (await import('@/lib/reservations/runtime')).loadPaymentsPass());
  let paymentsPass: Promise<() => Promise<void>> | undefined;
  let runtime: Promise<DeliveryRuntime> | undefined;
  let alertsRuntime: Promise<AlertsRuntime> | undefined;
  let nextCheckAt: number | undefined;
  let stopped = false;
  let pollMs = 2000;

  // Never throws: a failure is logged, and the lead part of the pass is unaffected.
  const alertsPass = async () => {
    if (!loadAlerts) return;
    let rt: AlertsRuntime;
    try {
      alertsRuntime ??= loadAlerts().catch((error: unknown) => {
        alertsRuntime = undefined;
        throw error;
      });
      rt = await alertsRuntime;
    } catch (error) {
      log.error(`watch alerts could not start: ${describeError(error)}`);
      return;
    }
    nextCheckAt ??= Date.now() + (rt.firstCheckAfterMs ?? ALERTS_FIRST_CHECK_MS);
    if (Date.now() >= nextCheckAt && !stopped) {
      nextCheckAt = Date.now() + (rt.checkEveryMs ?? ALERTS_CHECK_EVERY_MS);
      try {
        await rt.checkAllSites(new Date());
      } catch (error) {
        log.error(`checking watched cars failed: ${describeError(error)}`);
      }
    }
    try {
      for (;;) {
        const result = await deliverDueAlerts({ db: rt.db, send: rt.send, log });
        if (result.claimed < ALERT_BATCH || stopped) break;
      }
    } catch (error) {
      log.error(`watch alerts pass failed: ${describeError(error)}`);
    }
  };

  const leadPass = async () => {
    runtime ??= loadRuntime().catch((error: unknown) => {
      runtime = undefined; // e.g. the database could not open: try again next poll
      throw error;
    });
    const rt = await runtime;
    pollMs = rt.pollMs;
    // Keep going while passes come back full: a backlog (after an outage) drains without waiting a poll per batch.
    for (;;) {
      const result = await deliverDue({ db: rt.db, transports: rt.transports, lookupVendor: rt.lookupVendor, mailFrom: rt.mailFrom, ...(rt.unsubscribeSecret ? { unsubscribeSecret: rt.unsubscribeSecret } : {}), log });
      if (result.claimed < DEFAULT_BATCH || stopped) break;
    }
  };

  // Never throws, like the alerts' part.
  const paymentsPart = async () => {
    if (!loadPayments) return;
    try {
      paymentsPass ??= loadPayments().catch((error: unknown) => {
        paymentsPass = undefined;
        throw error;
      });
      await (await paymentsPass)();
    } catch (error) {
      log.error(`payments pass failed: ${describeError(error)}`);
    }
  };

  // Three lanes, each with its own timer: a slow part (an alerts check over every site, a payment
  // webhook waiting on its 10 s timeout) never holds up the leads, which must reach the dealer
  // within seconds. Within a lane passes never overlap.
  const lanes = [lane(leadPass), lane(alertsPass), lane(paymentsPart)];

  function lane(part: () => Promise<void>) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;
    const schedule = (ms: number) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(tick, ms);
      // Never what keeps the process alive.
      timer.unref();
    };
    function tick() {
      if (running) {
        again = true;
        return;
      }
      running = part()
        .catch((error: unknown) => log.error(`delivery pass failed: ${describeError(error)}`))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            schedule(0);
          } else {
            schedule(pollMs);
          }
        });
    }
    return {
      schedule,
      nudge() {
        if (running) again = true;
        else schedule(50);
      },
      async stop() {
        clearTimeout(timer);
        await running;
      },
    };
  }

  const worker: DeliveryWorker = {
    nudge() {
      if (stopped) return;
      for (const l of lanes) l.nudge();
    },
    async stop() {
      stopped = true;
      if (globalForDelivery.forecourtLeadDelivery === worker) globalForDelivery.forecourtLeadDelivery = undefined;
      await Promise.all(lanes.map((l) => l.stop()));
    },
  };
  globalForDelivery.forecourtLeadDelivery = worker;

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      void worker.stop();
      // Our listener must not swallow the signal: when nobody else (Next's server) handles it,
      // raise it again so the default — exit — happens. An in-flight send is abandoned; its lease
      // expires and another worker retries it.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  for (const l of lanes) l.schedule(options.startDelayMs ?? 1000);
  return worker;
}

/** Asks the process's worker for a pass soon; does nothing where no worker runs (tests, build). */
export function nudgeDelivery(): void {
  globalForDelivery.forecourtLeadDelivery?.nudge();
}
