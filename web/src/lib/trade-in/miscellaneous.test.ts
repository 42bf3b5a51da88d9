/** saveValuationData against an in-memory PGlite and the sample dealers (only site A saves valuations). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '@/lib/content/models';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { leads, miscellaneousData, rateLimits } from '@/lib/db/schema';
import { miscellaneousOfLead } from '@/lib/db/trade-in';
import { estimateTradeIn } from './estimate';
import { TRADE_IN_MESSAGES } from './messages';
import { saveValuationData, type MiscellaneousDeps } from './miscellaneous';
import { A, ANSWERS, B, ESTIMATE, fakeEngine, NOW, site, startLead, TEST_SECRET, VEHICLE } from './test-fixture';
import { tradeInToken } from './token';

let handle: DatabaseHandle;
let siteA: Site;
let siteB: Site;

beforeAll(async () => {
  handle = await openMemoryDatabase();
  siteA = await site(A);
  siteB = await site(B);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(leads);
  await handle.db.delete(rateLimits);
});

const deps = (): MiscellaneousDeps => ({ db: handle.db, secret: TEST_SECRET, now: () => NOW });

async function valued(on: Site = siteA) {
  const lead = await startLead(handle.db, on);
  const engine = fakeEngine();
  const result = await estimateTradeIn(
    on,
    { lead_id: lead.leadId, token: lead.token, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS },
    { db: handle.db, secret: TEST_SECRET, value: (r) => engine.value(r), now: () => NOW },
  );
  if (result.status !== 200) throw new Error('not valued');
  return { ...lead, valuationId: result.answer.valuation_id };
}

const saved = async () => handle.db.$count(miscellaneousData);

describe('saveValuationData', () => {
  it("keeps the server's copy of the valuation beside the lead under 'valuation', once", async () => {
    expect(siteA.features.save_valuation).toBe(true);
    const v = await valued();
    const body = { lead_id: v.leadId, token: v.token, column_name: 'valuation' as const, valuation_id: v.valuationId };
    expect(await saveValuationData(siteA, body, deps())).toEqual({ status: 201, answer: { saved: true } });
    expect(await saveValuationData(siteA, body, deps())).toEqual({ status: 200, answer: { saved: true } });
    const rows = await miscellaneousOfLead(handle.db, A, v.leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site: A,
      columnName: 'valuation',
      value: { valuation_id: v.valuationId, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS, result: ESTIMATE, valued_at: NOW.toISOString() },
    });
  });

  it('is not found on a site without features.save_valuation', async () => {
    expect(siteB.features.save_valuation).toBe(false);
    const v = await valued(siteB);
    const result = await saveValuationData(siteB, { lead_id: v.leadId, token: v.token, column_name: 'valuation', valuation_id: v.valuationId }, deps());
    expect(result).toEqual({ status: 404, error: TRADE_IN_MESSAGES.notSaved });
    expect(await saved()).toBe(0);
  });

  it.each<[string, () => Promise<{ lead_id: string; token: string; valuation_id: string }>, number, string]>([
    ["another lead's token", async () => {
      const v = await valued();
      return { lead_id: v.leadId, token: (await valued()).token, valuation_id: v.valuationId };
    }, 403, TRADE_IN_MESSAGES.badToken],
    ["another site's lead", async () => {
      const v = await valued(siteB);
      return { lead_id: v.leadId, token: tradeInToken(TEST_SECRET, A, v.leadId), valuation_id: v.valuationId };
    }, 404, TRADE_IN_MESSAGES.unknownLead],
    ["another lead's valuation", async () => {
      const v = await valued();
      return { lead_id: v.leadId, token: v.token, valuation_id: (await valued()).valuationId };
    }, 404, TRADE_IN_MESSAGES.unknownValuation],
    ['an unknown valuation', async () => {
      const v = await valued();
      return { lead_id: v.leadId, token: v.token, valuation_id: randomUUID() };
    }, 404, TRADE_IN_MESSAGES.unknownValuation],
  ])('refuses %s, storing nothing', async (_name, make, status, error) => {
    const body = await make();
    expect(await saveValuationData(siteA, { ...body, column_name: 'valuation' }, deps())).toEqual({ status, error });
    expect(await saved()).toBe(0);
  });
});
