import { expect, it } from 'vitest';
import {
  consumeSignInCode,
  deleteSignInCode,
  insertSignInCode,
  invalidateOtherSignInCodes,
  latestSignInCode,
  lockSignInCode,
  pruneSignInCodes,
  signInCodeById,
  spendSignInAttempt,
} from './sign-in-codes';
import { describeEachDatabase, unique } from './test-databases';

const T0 = new Date('2026-03-01T00:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describeEachDatabase('sign-in codes', (handle) => {
  const code = (site: string, id: string, createdAt = T0, browserHash = 'browser-1') => ({
    id: unique(id),
    site,
    phone: '+61412345678',
    codeHash: 'hash',
    browserHash,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 10 * MIN),
  });

  it('finds the newest code of a site, number and browser, and retires the others', async () => {
    const site = unique('harbour-toyota');
    const older = code(site, 'old');
    const newer = code(site, 'new', at(MIN));
    const elsewhere = code(site, 'other-browser', at(2 * MIN), 'browser-2');
    for (const c of [older, newer, elsewhere]) await insertSignInCode(handle.db, c);
    expect((await latestSignInCode(handle.db, site, '+61412345678', 'browser-1'))?.id).toBe(newer.id);
    expect(await latestSignInCode(handle.db, unique('coorong'), '+61412345678', 'browser-1')).toBeUndefined();
    expect(
      await invalidateOtherSignInCodes(
        handle.db,
        { site, phone: '+61412345678', browserHash: 'browser-1', keepId: newer.id },
        at(MIN),
      ),
    ).toBe(1);
    expect((await signInCodeById(handle.db, site, older.id))?.usedAt).not.toBeNull();
    expect((await signInCodeById(handle.db, site, newer.id))?.usedAt).toBeNull();
    expect((await signInCodeById(handle.db, site, elsewhere.id))?.usedAt).toBeNull();
    await deleteSignInCode(handle.db, site, elsewhere.id);
    expect(await signInCodeById(handle.db, site, elsewhere.id)).toBeUndefined();
  });

  it('spends tries atomically: five at most, however many ask at once', async () => {
    const site = unique('harbour-toyota');
    const c = code(site, 'tries');
    await insertSignInCode(handle.db, c);
    const spent = await Promise.all(
      Array.from({ length: 12 }, () => spendSignInAttempt(handle.db, site, c.id, 5, at(MIN))),
    );
    expect(spent.filter((n) => n !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await signInCodeById(handle.db, site, c.id))?.attempts).toBe(5);
  });

  it('uses a code once, never when expired, locked or on another site', async () => {
    const site = unique('harbour-toyota');
    const c = code(site, 'use');
    await insertSignInCode(handle.db, c);
    expect(await consumeSignInCode(handle.db, unique('other'), c.id, at(MIN))).toBe(false);
    expect(await consumeSignInCode(handle.db, site, c.id, at(10 * MIN))).toBe(false); // expired
    const results = await Promise.all([1, 2, 3].map(() => consumeSignInCode(handle.db, site, c.id, at(MIN))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await spendSignInAttempt(handle.db, site, c.id, 5, at(MIN))).toBeUndefined();

    const locked = code(site, 'locked');
    await insertSignInCode(handle.db, locked);
    await lockSignInCode(handle.db, site, locked.id, at(MIN));
    expect(await consumeSignInCode(handle.db, site, locked.id, at(MIN))).toBe(false);
    expect(await spendSignInAttempt(handle.db, site, locked.id, 5, at(MIN))).toBeUndefined();
  });

  it('prunes codes that expired before a time', async () => {
    const site = unique('prune');
    const c = code(site, 'prune', new Date('2000-01-01T00:00:00Z'));
    await insertSignInCode(handle.db, c);
    expect(await pruneSignInCodes(handle.db, new Date('2001-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await signInCodeById(handle.db, site, c.id)).toBeUndefined();
  });
});
