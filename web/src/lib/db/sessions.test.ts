import { expect, it } from 'vitest';
import {
  insertSession,
  liveSessionByTokenHash,
  pruneSessions,
  revokeSessionByTokenHash,
  revokeUserSessions,
  touchSession,
} from './sessions';
import { describeEachDatabase, unique } from './test-databases';
import { upsertUser } from './users';

const T0 = new Date('2026-03-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describeEachDatabase('sessions', (handle) => {
  it('finds a live session by token hash on its own site only, and not once revoked or expired', async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const user = await upsertUser(handle.db, site, '+61412345678');
    const hash = unique('hash-a');
    await insertSession(handle.db, {
      site,
      userId: user.id,
      tokenHash: hash,
      createdAt: T0,
      expiresAt: at(30 * DAY),
    });
    const live = await liveSessionByTokenHash(handle.db, site, hash, at(DAY));
    expect(live).toMatchObject({ userId: user.id, phone: '+61412345678' });
    expect(await liveSessionByTokenHash(handle.db, other, hash, at(DAY))).toBeUndefined();
    expect(await liveSessionByTokenHash(handle.db, site, hash, at(30 * DAY))).toBeUndefined(); // expired
    await touchSession(handle.db, site, live!.sessionId, at(2 * DAY));
    expect((await liveSessionByTokenHash(handle.db, site, hash, at(2 * DAY)))?.lastSeenAt.toISOString()).toBe(
      at(2 * DAY).toISOString(),
    );
    expect(await revokeSessionByTokenHash(handle.db, other, hash)).toBe(false);
    expect(await revokeSessionByTokenHash(handle.db, site, hash)).toBe(true);
    expect(await revokeSessionByTokenHash(handle.db, site, hash)).toBe(false);
    expect(await liveSessionByTokenHash(handle.db, site, hash, at(DAY))).toBeUndefined();
  });

  it("refuses a session whose account is another site's", async () => {
    const site = unique('harbour-toyota');
    const other = unique('coorong-caravans');
    const user = await upsertUser(handle.db, other, '+61412345678');
    const hash = unique('hash-cross');
    // Such a row can only come from a bug; the join on site keeps it harmless.
    await insertSession(handle.db, {
      site,
      userId: user.id,
      tokenHash: hash,
      createdAt: T0,
      expiresAt: at(DAY),
    });
    expect(await liveSessionByTokenHash(handle.db, site, hash, T0)).toBeUndefined();
  });

  it('revokes all of an account’s sessions, and prunes old ones', async () => {
    const site = unique('harbour-toyota');
    const user = await upsertUser(handle.db, site, '+61400000001');
    const hashes = [unique('h1'), unique('h2')];
    for (const tokenHash of hashes)
      await insertSession(handle.db, { site, userId: user.id, tokenHash, createdAt: T0, expiresAt: at(DAY) });
    expect(await revokeUserSessions(handle.db, site, user.id)).toBe(2);
    for (const h of hashes) expect(await liveSessionByTokenHash(handle.db, site, h, T0)).toBeUndefined();
    expect(await pruneSessions(handle.db, new Date(Date.now() + DAY))).toBeGreaterThanOrEqual(2);
  });
});
