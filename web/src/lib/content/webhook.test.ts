import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { decideWebhook, type WebhookDelivery } from './webhook';
import { createReplayGuard } from './webhook-replay';

const SECRET = 'webhook-decision-test-secret';
const NOW = Date.UTC(2026, 10, 23, 1, 0, 0);
const OFFER = JSON.stringify({ _type: 'offer', site: 'harbour-toyota' });

interface Options {
  t?: number;
  secret?: string;
  key?: string | null;
  now?: number;
}

async function delivery(body: string, { t = NOW, secret = SECRET, key = 'idem-1', now = NOW }: Options = {}): Promise<WebhookDelivery> {
  return { body, signature: await encodeSignatureHeader(body, t, secret), idempotencyKey: key, now };
}

describe('decideWebhook', () => {
  it('expires the changed document’s site, once', async () => {
    const replays = createReplayGuard();
    const first = decideWebhook(SECRET, await delivery(OFFER), replays);
    expect(first.kind === 'revalidate' && first.tags).toEqual(['site:harbour-toyota']);
    expect(first.kind === 'revalidate' && first.claimed[1]).toBe('idempotency-key:idem-1');
    expect(first.kind === 'revalidate' && first.claimed[0]).toMatch(/^signature:/);
    const again = decideWebhook(SECRET, await delivery(OFFER), replays);
    expect(again.kind === 'ignore' && again.reason).toMatch(/already handled/);
  });

  it('ignores Sanity’s retry of a handled delivery (same key, new signature)', async () => {
    const replays = createReplayGuard();
    decideWebhook(SECRET, await delivery(OFFER), replays);
    expect(decideWebhook(SECRET, await delivery(OFFER, { t: NOW + 1000, now: NOW + 1000 }), replays)).toMatchObject({ kind: 'ignore' });
    // Another delivery of the same change (a new key) is handled.
    expect(decideWebhook(SECRET, await delivery(OFFER, { t: NOW + 2000, now: NOW + 2000, key: 'idem-2' }), replays)).toMatchObject({ kind: 'revalidate' });
  });

  it('handles a delivery without an idempotency-key, by its signature', async () => {
    const replays = createReplayGuard();
    const d = await delivery(OFFER, { key: null });
    expect(decideWebhook(SECRET, d, replays)).toMatchObject({ kind: 'revalidate' });
    expect(decideWebhook(SECRET, d, replays)).toMatchObject({ kind: 'ignore' });
  });

  it.each<[string, () => Promise<WebhookDelivery>, { kind: string; status?: number }]>([
    ['no signature', async () => ({ ...(await delivery(OFFER)), signature: null }), { kind: 'refuse', status: 401 }],
    ['another secret', () => delivery(OFFER, { secret: 'not-the-secret' }), { kind: 'refuse', status: 401 }],
    ['a malformed signature header', async () => ({ ...(await delivery(OFFER)), signature: 't=1,v2=zz' }), { kind: 'refuse', status: 400 }],
    ['a stale timestamp', () => delivery(OFFER, { t: NOW - 5 * 60_000 - 1 }), { kind: 'refuse', status: 401 }],
    ['a future timestamp', () => delivery(OFFER, { t: NOW + 60_001 }), { kind: 'refuse', status: 401 }],
    ['a malformed idempotency-key', () => delivery(OFFER, { key: 'has space' }), { kind: 'refuse', status: 400 }],
    ['an overlong idempotency-key', () => delivery(OFFER, { key: 'k'.repeat(201) }), { kind: 'refuse', status: 400 }],
    ['a body that is not JSON', () => delivery('{"_type": "offer",'), { kind: 'refuse', status: 400 }],
    ['JSON that is not the projection', () => delivery('[1,2]'), { kind: 'refuse', status: 400 }],
    ['a hostile slug', () => delivery(JSON.stringify({ _type: 'offer', site: '../../etc' })), { kind: 'refuse', status: 400 }],
    ['a prototype key for a slug', () => delivery(JSON.stringify({ _type: 'offer', site: '__proto__' })), { kind: 'refuse', status: 400 }],
    ['an unknown document type', () => delivery(JSON.stringify({ _type: 'sanity.fileAsset' })), { kind: 'ignore' }],
    ['an unknown type naming a site', () => delivery(JSON.stringify({ _type: 'workflow.metadata', site: 'harbour-toyota' })), { kind: 'ignore' }],
  ])('%s: nothing revalidated', async (_name, make, expected) => {
    const decision = decideWebhook(SECRET, await make(), createReplayGuard());
    expect(decision).toMatchObject(expected);
    expect(decision.kind).not.toBe('revalidate');
  });

  it('records nothing for a refused or ignored delivery, so its corrected retry is handled', async () => {
    const replays = createReplayGuard();
    decideWebhook(SECRET, await delivery(JSON.stringify({ _type: 'sanity.fileAsset' })), replays);
    decideWebhook(SECRET, await delivery('not json'), replays);
    expect(decideWebhook(SECRET, await delivery(OFFER), replays)).toMatchObject({ kind: 'revalidate' });
  });
});
