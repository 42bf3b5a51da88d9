/**
 * The db module against real databases: PGlite always (in memory and in a temporary directory), and
 * PostgreSQL when DATABASE_URL is set (web/scripts/test-postgres.sh starts one and sets it). The same
 * contract runs on both, as the architecture requires. PostgreSQL runs use site slugs unique to the
 * run, so a shared database needs no clean-up.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseError } from './errors';
import { migratePglite, migrationsFolder } from './migrate';
import { openDatabase } from './open';
import * as schema from './schema';
import { phoneRevealCount, recordPhoneReveal } from './phone-reveals';
import { recordVehicleView, vehicleViewCount } from './vehicle-views';
import { DATABASE_URL, describeEachDatabase, unique } from './test-databases';

const slug = unique;

describeEachDatabase('database contract', (handle) => {
  it('counts views per site and vehicle, returning the new count', async () => {
    const a = slug('views-a');
    const b = slug('views-b');
    expect(await vehicleViewCount(handle.db, a, 'car-1')).toBe(0);
    expect(await recordVehicleView(handle.db, a, 'car-1')).toBe(1);
    expect(await recordVehicleView(handle.db, a, 'car-1')).toBe(2);
    expect(await recordVehicleView(handle.db, a, 'car-2')).toBe(1);
    // The same vehicle id on another site is another counter.
    expect(await recordVehicleView(handle.db, b, 'car-1')).toBe(1);
    expect(await vehicleViewCount(handle.db, a, 'car-1')).toBe(2);
    expect(await vehicleViewCount(handle.db, b, 'car-1')).toBe(1);
  });

  it('keeps the first view time and moves the last', async () => {
    const site = slug('times');
    const first = new Date('2025-07-01T00:00:00Z');
    const later = new Date('2025-07-02T00:00:00Z');
    await recordVehicleView(handle.db, site, 'car-1', first);
    await recordVehicleView(handle.db, site, 'car-1', later);
    const { vehicleViews } = await import('./schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await handle.db.select().from(vehicleViews).where(eq(vehicleViews.site, site));
    expect(row?.firstViewedAt.toISOString()).toBe(first.toISOString());
    expect(row?.lastViewedAt.toISOString()).toBe(later.toISOString());
    expect(row?.views).toBe(2);
  });

  it('loses no increment under 100 parallel views', async () => {
    const site = slug('parallel');
    const counts = await Promise.all(
      Array.from({ length: 100 }, () => recordVehicleView(handle.db, site, 'hot-car')),
    );
    expect(await vehicleViewCount(handle.db, site, 'hot-car')).toBe(100);
    // Every caller saw a distinct count: each increment was applied exactly once.
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  }, 60_000);

  it('records phone reveals with increasing ids, per site and vehicle', async () => {
    const site = slug('reveals');
    const first = await recordPhoneReveal(handle.db, { site, vehicleId: 'car-1', dealershipId: 'd-1' });
    const second = await recordPhoneReveal(handle.db, { site, vehicleId: 'car-1', dealershipId: 'd-1' });
    await recordPhoneReveal(handle.db, { site, vehicleId: 'car-2', dealershipId: 'd-1' });
    expect(second).toBeGreaterThan(first);
    expect(await phoneRevealCount(handle.db, site, 'car-1')).toBe(2);
    expect(await phoneRevealCount(handle.db, site, 'car-2')).toBe(1);
    expect(await phoneRevealCount(handle.db, slug('elsewhere'), 'car-1')).toBe(0);
  });

  it('rolls a transaction back as a whole', async () => {
    const site = slug('tx');
    await expect(
      handle.db.transaction(async (tx) => {
        await recordVehicleView(tx, site, 'car-1');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await vehicleViewCount(handle.db, site, 'car-1')).toBe(0);
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'forecourt-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates and migrates the directory on first open, and keeps the data across reopens', async () => {
    const where = path.join(dir, 'nested', 'pglite');
    const first = await openDatabase({ pgliteDir: where });
    try {
      expect(first.kind).toBe('pglite');
      await recordVehicleView(first.db, 'harbour-toyota', 'car-1');
      await recordVehicleView(first.db, 'harbour-toyota', 'car-1');
    } finally {
      await first.close();
    }
    // The second open finds every migration applied and the rows still there.
    const second = await openDatabase({ pgliteDir: where });
    try {
      expect(await recordVehicleView(second.db, 'harbour-toyota', 'car-1')).toBe(3);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('PGlite started from a dump (`from`)', () => {
  it('has the dump’s rows and migrations, and what is written after is its own', async () => {
    // Made the way test/pglite-template.ts makes the unit tests' template, with one row in it.
    const source = await PGlite.create();
    let dump: Blob;
    try {
      await migratePglite(source);
      await recordVehicleView(drizzle({ client: source, schema }), 'harbour-toyota', 'car-1');
      dump = await source.dumpDataDir('none');
    } finally {
      await source.close();
    }
    const [a, b] = [await openDatabase({ pgliteDir: 'memory', from: dump }), await openDatabase({ pgliteDir: 'memory', from: dump })];
    try {
      expect(await recordVehicleView(a.db, 'harbour-toyota', 'car-1')).toBe(2);
      expect(await recordVehicleView(a.db, 'harbour-toyota', 'car-1')).toBe(3);
      // The other copy of the same dump did not see a's writes.
      expect(await vehicleViewCount(b.db, 'harbour-toyota', 'car-1')).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});

describe('failures are DatabaseError', () => {
  it('a query on a closed database', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory' });
    await handle.close();
    await expect(recordVehicleView(handle.db, 'site', 'car')).rejects.toBeInstanceOf(DatabaseError);
  }, 60_000);

  it('a PostgreSQL server that is not there', async () => {
    // Port 1 on loopback refuses at once; the pool is ended, nothing is left open.
    await expect(openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toBeInstanceOf(
      DatabaseError,
    );
  });

  it('no migrations folder', () => {
    expect(() => migrationsFolder(tmpdir())).toThrow(DatabaseError);
  });
});

describe('migrationsFolder', () => {
  it('is found from web/ and from the repo root', () => {
    const web = path.resolve(import.meta.dirname, '../../..');
    expect(migrationsFolder(web)).toBe(path.join(web, 'drizzle'));
    expect(migrationsFolder(path.dirname(web))).toBe(path.join(web, 'drizzle'));
  });
});

describe.skipIf(!DATABASE_URL)('PostgreSQL start-up', () => {
  it('lets several instances migrate at once (advisory lock)', async () => {
    const handles = await Promise.all(
      Array.from({ length: 3 }, () => openDatabase({ url: DATABASE_URL!, poolSize: 2 })),
    );
    try {
      for (const h of handles) expect(h.kind).toBe('postgres');
      const site = slug('startup');
      expect(await recordVehicleView(handles[0]!.db, site, 'car')).toBe(1);
      expect(await recordVehicleView(handles[2]!.db, site, 'car')).toBe(2);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 60_000);
});
