/**
 * Marketing opt-outs (issue 13 item 9): an address that unsubscribed gets no marketing consent on
 * later leads. Addresses are compared normalised (trimmed, lower-case) and stored only as a hash.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { dbCall } from './errors';
import type { Database } from './open';
import { marketingOptOuts } from './schema';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

/** Records the opt-out; doing it again changes nothing. */
export async function recordOptOut(db: Database, site: string, email: string, now = new Date()): Promise<void> {
  await dbCall('recording a marketing opt-out', () =>
    db.insert(marketingOptOuts).values({ site, emailHash: emailHash(email), createdAt: now }).onConflictDoNothing(),
  );
}

export async function hasOptedOut(db: Database, site: string, email: string): Promise<boolean> {
  const rows = await dbCall('reading a marketing opt-out', () =>
    db
      .select({ site: marketingOptOuts.site })
      .from(marketingOptOuts)
      .where(and(eq(marketingOptOuts.site, site), eq(marketingOptOuts.emailHash, emailHash(email))))
      .limit(1),
  );
  return rows.length > 0;
}
