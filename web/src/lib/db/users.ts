/**
 * Shopper accounts (lib/auth): one per (site, mobile number). Made on the first successful sign-in,
 * never by asking for a code, so requesting codes tells nobody whether a number has an account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { users, type UserRow } from './schema';

/**
 * The site's account for `phone` (E.164), made if there is none, with `last_sign_in_at` set to `now`.
 * One INSERT ... ON CONFLICT (site, phone) DO UPDATE, so two first sign-ins at once make one account.
 */
export async function upsertUser(
  db: Database,
  site: string,
  phone: string,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await dbCall('recording a shopper sign-in', () =>
    db
      .insert(users)
      .values({ id: randomUUID(), site, phone, createdAt: now, lastSignInAt: now })
      .onConflictDoUpdate({
        target: [users.site, users.phone],
        set: { lastSignInAt: sql`excluded.last_sign_in_at` },
      })
      .returning(),
  );
  if (!row) throw new Error('upsertUser: the upsert returned no row');
  return row;
}

export async function userById(db: Database, site: string, id: string): Promise<UserRow | undefined> {
  const [row] = await dbCall('reading a shopper account', () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.site, site), eq(users.id, id)))
      .limit(1),
  );
  return row;
}

export async function userByPhone(db: Database, site: string, phone: string): Promise<UserRow | undefined> {
  const [row] = await dbCall('reading a shopper account', () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.site, site), eq(users.phone, phone)))
      .limit(1),
  );
  return row;
}

/**
 * Turns the account's SMS alerts about watched cars on or off (its consent, lib/watch-alerts).
 * Answers the stored value, or undefined when the site has no such account.
 */
export async function setPriceAlerts(
  db: Database,
  site: string,
  id: string,
  on: boolean,
): Promise<boolean | undefined> {
  const [row] = await dbCall('recording a shopper’s alert choice', () =>
    db
      .update(users)
      .set({ priceAlerts: on })
      .where(and(eq(users.site, site), eq(users.id, id)))
      .returning({ priceAlerts: users.priceAlerts }),
  );
  return row?.priceAlerts;
}

/** Whether the account has SMS alerts about watched cars on (false for no such account). */
export async function priceAlertsOf(db: Database, site: string, id: string): Promise<boolean> {
  const [row] = await dbCall('reading a shopper’s alert choice', () =>
    db
      .select({ priceAlerts: users.priceAlerts })
      .from(users)
      .where(and(eq(users.site, site), eq(users.id, id)))
      .limit(1),
  );
  return row?.priceAlerts ?? false;
}
