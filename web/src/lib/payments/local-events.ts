/**
 * Delivers the local processor's webhook events the way Stripe does: a signed POST of the event to
 * the app's webhook endpoint, retried with backoff until it answers 2xx (at least once; a retry after
 * a lost answer delivers twice, and a later event may overtake an earlier one being retried), and
 * given up after a day. Runs in the delivery worker's pass.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { dbCall } from '@/lib/db/errors';
import type { Database } from '@/lib/db/open';
import { localPaymentEvents } from '@/lib/db/schema';
import { signatureHeader } from './signature';
import { SIGNATURE_HEADER } from './types';

const BATCH = 20;
const TIMEOUT_MS = 10_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … capped at 10 minutes. */
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

export interface DeliverEventsOptions {
  db: Database;
  secret: string;
  now?: () => Date;
  fetch?: typeof fetch;
}

export async function deliverLocalPaymentEvents({ db, secret, now = () => new Date(), fetch: send = fetch }: DeliverEventsOptions): Promise<{ delivered: number; failed: number }> {
  const due = await dbCall('reading due payment events', () =>
    db
      .select()
      .from(localPaymentEvents)
      .where(and(eq(localPaymentEvents.status, 'pending'), lte(localPaymentEvents.nextAttemptAt, now())))
      .orderBy(asc(localPaymentEvents.nextAttemptAt))
      .limit(BATCH),
  );
  const result = { delivered: 0, failed: 0 };
  for (const event of due) {
    const body = JSON.stringify(event.body);
    let error: string | undefined;
    try {
      const answer = await send(event.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, body, now()), 'user-agent': 'Forecourt-LocalPayments/1.0' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      if (!answer.ok) error = `HTTP ${answer.status}`;
      await answer.body?.cancel().catch(() => undefined);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const attempts = event.attempts + 1;
    if (!error) {
      result.delivered++;
      await db.update(localPaymentEvents).set({ status: 'delivered', attempts, deliveredAt: now(), lastError: null }).where(eq(localPaymentEvents.id, event.id));
      continue;
    }
    result.failed++;
    const dead = now().getTime() - event.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await db
      .update(localPaymentEvents)
      .set({ status: dead ? 'dead' : 'pending', attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)) })
      .where(eq(localPaymentEvents.id, event.id));
  }
  return result;
}
