/**
 * My garage's reservations against a real (in-memory) database: the shopper's own paid reservations on
 * this site only, held first, each status in words (the hold's end in the car's time zone), the
 * deposit and payment reference, the car's link, and 'Cancel reservation' only while the hold runs.
 */
import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations, users, type ReservationRow } from '@/lib/db/schema';
import { setupTestDb, testDb } from '@/lib/db/route-test-db';
import { GarageReservations } from './GarageReservations';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

setupTestDb();

const SITE = 'harbour-toyota';
const USER = randomUUID();
const OTHER = randomUUID();
const HOUR = 3_600_000;
const now = Date.now();

type Seed = Partial<typeof reservations.$inferInsert> & { status: ReservationRow['status'] };
function row(seed: Seed, n: number): typeof reservations.$inferInsert {
  return {
    id: randomUUID(),
    site: SITE,
    carId: `car-${n}`,
    carSlug: `car-slug-${n}`,
    car: { title: `Car number ${n}`, stocknum: `S${n}`, time_zone: 'Australia/Perth' },
    userId: USER,
    contact: { name: 'Sam', last_name: 'Buyer', email: 'sam@example.com', phone: '+61412345678' },
    depositCents: 50_000,
    processor: 'local',
    paymentIntentId: `pi_local_${n}_${randomUUID().slice(0, 8)}`,
    lockExpiresAt: new Date(now - 47 * HOUR),
    paidAt: new Date(now - 47 * HOUR),
    createdAt: new Date(now - n * HOUR),
    updatedAt: new Date(now - n * HOUR),
    ...seed,
  };
}

let html = '';
beforeAll(async () => {
  const db = testDb.db;
  await db.insert(users).values([
    { id: USER, site: SITE, phone: '+61412345678' },
    { id: OTHER, site: SITE, phone: '+61412345679' },
  ]);
  await db.insert(reservations).values([
    // Newest first by creation; the held one is older but must come first.
    row({ status: 'cancelled', endedAt: new Date(now - HOUR), refundedAt: new Date(now - HOUR) }, 1),
    row({ status: 'lapsed', endedAt: new Date(now - 2 * HOUR), refundedAt: new Date(now - 2 * HOUR) }, 2),
    row({ status: 'held', expiresAt: new Date('2099-01-02T03:05:00.000Z') }, 3),
    row({ status: 'sold', endedAt: new Date(now - 4 * HOUR) }, 4),
    row({ status: 'released', endedAt: new Date(now - 5 * HOUR), refundedAt: new Date(now - 5 * HOUR) }, 5),
    // Not shown: still paying, another shopper's, another site's.
    row({ status: 'pending', paidAt: null }, 6),
    row({ status: 'held', userId: OTHER, expiresAt: new Date(now + HOUR) }, 7),
    row({ status: 'held', site: 'gateway-car-superstore', expiresAt: new Date(now + HOUR) }, 8),
  ]);
  html = renderToStaticMarkup(await GarageReservations({ database: db, site: SITE, userId: USER }));
});

const items = () => [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);

describe('My reservations', () => {
  it("lists the shopper's paid reservations on this site, held first, each linking to its car", () => {
    expect(html).toContain('>My reservations</h2>');
    const cars = items().map((item) => /href="\/cars\/([^"]+)"/.exec(item)?.[1]);
    expect(cars).toEqual(['car-slug-3', 'car-slug-1', 'car-slug-2', 'car-slug-4', 'car-slug-5']);
  });

  it('says each status in words, the hold ending in the car’s time zone', () => {
    const words = items().map((item) => /<dt[^>]*>Status<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(item)?.[1]);
    // 03:05 UTC is 11:05 am in Perth.
    expect(words[0]).toMatch(/^Held for you until Friday,? 2 January 2099 at 11:05 am$/);
    expect(words.slice(1)).toEqual([
      'Cancelled — deposit refunded',
      'Hold ended — deposit refunded',
      'Sold to you — the dealer will be in touch',
      'Released by the dealer — deposit refunded',
    ]);
  });

  it('shows the deposit and payment reference, and Cancel only on the held one', () => {
    expect(items()[0]).toContain('$500');
    expect(items()[0]).toMatch(/pi_local_3_/);
    expect(items()[0]).toContain('>Cancel reservation</button>');
    for (const item of items().slice(1)) expect(item).not.toContain('Cancel reservation');
  });

  it('says so, with a link to search, when there are none', async () => {
    const empty = renderToStaticMarkup(await GarageReservations({ database: testDb.db, site: SITE, userId: OTHER + '-none' }));
    expect(empty).toContain('No reservations yet');
    expect(empty).toContain('href="/search"');
  });
});
