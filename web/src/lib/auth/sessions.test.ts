import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { sessions } from '@/lib/db/schema';
import { upsertUser } from '@/lib/db/users';
import { createSession, revokeSession, sessionUser, SESSION_LIFETIME_MS, tokenHash } from './sessions';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryDatabase();
}, 60_000);
afterAll(async () => handle.close());

const T0 = new Date('2026-05-01T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('sessions', () => {
  it('makes a random token, keeps only its hash, and answers its user on its site for 30 days', async () => {
    const user = await upsertUser(handle.db, 'site-a', '+61412345678');
    const { token, expiresAt } = await createSession(handle.db, 'site-a', user.id, T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - T0.getTime()).toBe(SESSION_LIFETIME_MS);
    const rows = await handle.db.select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).toContain(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await sessionUser(handle.db, 'site-a', token, later(1000))).toEqual({
      userId: user.id,
      phone: '+61412345678',
    });
    expect(await sessionUser(handle.db, 'site-b', token, later(1000))).toBeUndefined();
    expect(await sessionUser(handle.db, 'site-a', token, later(SESSION_LIFETIME_MS))).toBeUndefined();
    expect((await createSession(handle.db, 'site-a', user.id, T0)).token).not.toBe(token);
  });

  it('refuses malformed tokens without asking the database, and revoked ones', async () => {
    const user = await upsertUser(handle.db, 'site-a', '+61400000002');
    const { token } = await createSession(handle.db, 'site-a', user.id, T0);
    for (const bad of [undefined, null, '', 'short', `${token}x`, `${token.slice(0, -1)}!`]) {
      expect(await sessionUser(handle.db, 'site-a', bad, later(1))).toBeUndefined();
    }
    expect(await revokeSession(handle.db, 'site-b', token, later(1))).toBe(false);
    expect(await revokeSession(handle.db, 'site-a', token, later(1))).toBe(true);
    expect(await sessionUser(handle.db, 'site-a', token, later(2))).toBeUndefined();
    expect(await revokeSession(handle.db, 'site-a', 'not-a-token')).toBe(false);
  });

  it('notes last_seen_at at most hourly', async () => {
    const user = await upsertUser(handle.db, 'site-a', '+61400000003');
    const { token } = await createSession(handle.db, 'site-a', user.id, T0);
    const seen = async () =>
      (await handle.db.select().from(sessions))
        .find((r) => r.tokenHash === tokenHash(token))!
        .lastSeenAt.getTime();
    await sessionUser(handle.db, 'site-a', token, later(10 * 60_000));
    expect(await seen()).toBe(T0.getTime());
    await sessionUser(handle.db, 'site-a', token, later(61 * 60_000));
    expect(await seen()).toBe(later(61 * 60_000).getTime());
  });
});
