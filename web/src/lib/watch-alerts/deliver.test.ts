/**
 * deliverDueAlerts on an in-memory PGlite with an SMS stub: each alert is sent once and marked sent;
 * a failed send backs off on the lead outbox's schedule and ends dead; a refused number is dead at
 * once; consent withdrawn (or the car unwatched) before sending means nothing is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { watchAlerts, watchedCarPrices } from '@/lib/db/schema';
import { setPriceAlerts, upsertUser } from '@/lib/db/users';
import { recordSighting, watchAlertsOf } from '@/lib/db/watch-alerts';
import { removeFromWatchlist, saveToWatchlist } from '@/lib/db/watchlist';
import { GIVE_UP_AFTER_MS, retryDelay } from '@/lib/leads/delivery/backoff';
import { SmsSendError, type SmsMessage } from '@/lib/sms/types';
import { DEAD_REASONS, deliverDueAlerts, type AlertLogger } from './deliver';

const SITE = 'harbour-deliver';
const T0 = new Date('2026-03-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
}, 60_000);
afterAll(async () => {
  await handle.close();
});

let ann: string;
let sent: SmsMessage[];
let logs: string[];
const log: AlertLogger = { warn: (m) => logs.push(m), error: (m) => logs.push(m) };
const recorder = (message: SmsMessage) => {
  sent.push(message);
  return Promise.resolve();
};

beforeEach(async () => {
  const db = handle.db;
  await db.delete(watchAlerts);
  await db.delete(watchedCarPrices);
  sent = [];
  logs = [];
  ann = (await upsertUser(db, SITE, '+61411111111')).id;
  await setPriceAlerts(db, SITE, ann, true);
  await saveToWatchlist(db, { site: SITE, userId: ann, carId: 'car-1', priceAtSave: 30000 });
  // One queued alert, as the check writes it.
  await recordSighting(db, { site: SITE, carId: 'car-1', price: 30000, status: 'in_stock' }, T0, () => []);
  await recordSighting(db, { site: SITE, carId: 'car-1', price: 28000, status: 'in_stock' }, T0, (_p, watchers) =>
    watchers.map((w) => ({ userId: w.userId, kind: 'price-drop', priceKey: '28000', text: 'Harbour Toyota: down $2,000.' })),
  );
});

const pass = (now: Date, send: (m: SmsMessage) => Promise<void> = recorder) => deliverDueAlerts({ db: handle.db, send, now, log });
const alert = async () => (await watchAlertsOf(handle.db, SITE, ann))[0]!;

describe('deliverDueAlerts', () => {
  it('sends a due alert once, as an SMS alert to the account number, and marks it sent', async () => {
    expect(await pass(T0)).toEqual({ claimed: 1, sent: 1, failed: 0, dropped: 0 });
    expect(sent).toEqual([{ site: SITE, to: '+61411111111', text: 'Harbour Toyota: down $2,000.', kind: 'alert', id: `watch-alert-${(await alert()).id}` }]);
    expect(await alert()).toMatchObject({ status: 'sent', sentAt: T0, attempts: 1 });
    expect(await pass(at(3_600_000))).toEqual({ claimed: 0, sent: 0, failed: 0, dropped: 0 });
    expect(sent).toHaveLength(1);
  });

  it('backs off after a failed send, retries when due, and gives up after the backoff does', async () => {
    const down = () => Promise.reject(new SmsSendError('gateway 503', { reason: 'unavailable' }));
    expect(await pass(T0, down)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await alert()).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(retryDelay(1)) });
    expect((await alert()).lastError).toContain('gateway 503');
    expect((await pass(at(retryDelay(1) - 1), down)).claimed).toBe(0);
    // Keep failing along the schedule until it is dead.
    let now = T0;
    for (let i = 0; i < 100 && (await alert()).status === 'pending'; i++) {
      now = (await alert()).nextAttemptAt;
      await pass(now, down);
    }
    expect(await alert()).toMatchObject({ status: 'dead' });
    expect(now.getTime() - T0.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS - 2 * 3_600_000);
    expect(sent).toEqual([]);
  });

  it('sends on the retry after a failure', async () => {
    await pass(T0, () => Promise.reject(new Error('socket hang up')));
    expect(await pass(at(retryDelay(1)))).toMatchObject({ sent: 1 });
    expect(await alert()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up at once on a number the gateway refuses', async () => {
    await pass(T0, () => Promise.reject(new SmsSendError('bad number', { reason: 'invalid-recipient' })));
    expect(await alert()).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('sends nothing when the shopper turned alerts off before sending', async () => {
    await setPriceAlerts(handle.db, SITE, ann, false);
    expect(await pass(T0)).toEqual({ claimed: 1, sent: 0, failed: 0, dropped: 1 });
    expect(sent).toEqual([]);
    expect(await alert()).toMatchObject({ status: 'dead' });
    expect((await alert()).lastError).toContain(DEAD_REASONS.noConsent);
    // Turning them on again does not revive it.
    await setPriceAlerts(handle.db, SITE, ann, true);
    expect((await pass(at(60_000))).claimed).toBe(0);
  });

  it('sends nothing when the car left the watchlist before sending', async () => {
    await removeFromWatchlist(handle.db, SITE, ann, 'car-1');
    expect(await pass(T0)).toMatchObject({ dropped: 1 });
    expect(sent).toEqual([]);
    expect((await alert()).lastError).toContain(DEAD_REASONS.notWatching);
  });

  it('never sends one alert twice when passes run at the same time', async () => {
    const slow = async (m: SmsMessage) => {
      await new Promise((r) => setTimeout(r, 20));
      sent.push(m);
    };
    await Promise.all([pass(T0, slow), pass(T0, slow), pass(T0, slow)]);
    expect(sent).toHaveLength(1);
  });
});
