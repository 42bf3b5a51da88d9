/**
 * The valuation wizard on the server, end to end: the start step through the real intake
 * (submitLead, kind trade_in), a valuation by valueWith (the spec §5 rule, then a fake engine), the
 * accepted offer, then the delivery worker's pass into a mailbox folder — and the dealer's e-mail is
 * valid ADF 1.0 with the trade-in vehicle, its answers and '3. Offer Accepted'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadById, leadDeliveries } from '@/lib/db/leads';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { adfErrors } from '@/lib/leads/delivery/adf-dtd';
import { composeLeadEmail } from '@/lib/leads/delivery/email';
import { deliveryLead } from '@/lib/leads/delivery/lead';
import { mailboxTransport, readMailbox } from '@/lib/leads/delivery/transports/mailbox';
import type { LeadWebhook, Transport } from '@/lib/leads/delivery/transports/types';
import { createVendorLookup } from '@/lib/leads/delivery/vendor';
import { deliverDue } from '@/lib/leads/delivery/worker';
import { valueWith } from '@/lib/valuation/value';
import { acceptTradeIn } from './accept';
import { estimateTradeIn } from './estimate';
import { A, ANSWERS, carOf, ESTIMATE, fakeEngine, NOW, repo, site, startLead, TEST_SECRET, VEHICLE } from './test-fixture';

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  handle = await openMemoryDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-trade-in-'));
}, 60_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const webhooks: LeadWebhook[] = [];
const webhook: Transport<LeadWebhook> = { name: 'memory', send: (m) => Promise.resolve(void webhooks.push(m)) };

describe('the valuation wizard, server side', () => {
  it('start → estimate → accept → the dealer receives the trade-in as ADF', async () => {
    const gateway = await site(A);
    const car = carOf(A, 'gcs-eagle-farm');
    const log = { warn: () => undefined };

    // 1. start: the lead is stored and delivered like any other.
    const started = await startLead(handle.db, gateway, { carId: car.id });
    expect(await leadById(handle.db, A, started.leadId)).toMatchObject({ form: 'trade_in', category: 'Trade-In', subcategory: '1. Valuation Started', tradeIn: null });

    // 3. value: the real eligibility rule in front of a fake engine.
    const engine = fakeEngine(ESTIMATE);
    const estimate = await estimateTradeIn(
      gateway,
      { lead_id: started.leadId, token: started.token, vehicle: VEHICLE, kms: 45_000, answers: ANSWERS },
      { db: handle.db, secret: TEST_SECRET, value: (request) => valueWith(engine, request, { timeoutMs: 5_000 }), now: () => NOW, log },
    );
    expect(estimate).toMatchObject({ status: 200, answer: { outcome: ESTIMATE } });
    const valuationId = (estimate as { answer: { valuation_id: string } }).answer.valuation_id;

    // 4. accept.
    const accepted = await acceptTradeIn(
      gateway,
      { lead_id: started.leadId, token: started.token, valuation_id: valuationId },
      { db: handle.db, secret: TEST_SECRET, locations: (s) => repo.locations(s), now: () => new Date(NOW.getTime() + 60_000), log },
    );
    expect(accepted).toMatchObject({ status: 201, answer: { subcategory: '3. Offer Accepted' } });
    const leadId = (accepted as { answer: { lead_id: string } }).answer.lead_id;
    const row = (await leadById(handle.db, A, leadId))!;
    expect(row).toMatchObject({ parentLeadId: started.leadId, subcategory: '3. Offer Accepted', carId: car.id });
    const outbox = await leadDeliveries(handle.db, A, leadId);
    const email = outbox.find((d) => d.channel === 'email');
    expect(email).toMatchObject({ status: 'pending', site: A });

    // The rendered e-mail (the delivery's own composer) before any transport.
    const vendors = createVendorLookup(repo);
    const lead = deliveryLead(row);
    const composed = composeLeadEmail({ lead, vendor: await vendors(lead), outboxId: email!.id, to: email!.destination });
    const adf = composed.mail.text as string;
    expect(adfErrors(adf)).toEqual([]);
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
    expect(adf).toMatch(/<year>2021<\/year>\s*<make>Mazda<\/make>\s*<model>CX-5<\/model>\s*<vin>JM0KF4W7A00123456<\/vin>\s*<trim>Maxx Sport<\/trim>/);
    expect(adf).toContain('<odometer status="original" units="km">45000</odometer>');
    expect(adf).toContain('<price type="offer" currency="AUD">24300</price>');
    expect(adf).toContain('What condition is the car in overall?: Good: minor marks from normal use');
    expect(adf).toContain('Subcategory: 3. Offer Accepted');
    // The car the shopper wants from the dealer is the vehicle of interest.
    expect(adf).toMatch(new RegExp(`<vehicle interest="buy" status="(new|used)">[\\s\\S]*<stock>${car.stocknum}</stock>`));

    // The worker delivers both leads: the mailbox holds the accepted offer's ADF.
    const pass = await deliverDue({
      db: handle.db,
      transports: { email: mailboxTransport(dir), webhook },
      lookupVendor: vendors,
      now: new Date(NOW.getTime() + 120_000),
      unsubscribeSecret: () => 'unsubscribe-test-secret-0123456789abcdef',
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(pass.failed).toBe(0);
    const mail = (await readMailbox(dir, A)).find((m) => m.leadId === leadId && m.to === email!.destination);
    expect(mail?.subject).toBe('Trade-In (3. Offer Accepted): 2021 Mazda CX-5 Maxx Sport — Gateway Car Superstore');
    expect(adfErrors(mail!.text!)).toEqual([]);
    expect(mail!.text).toContain('interest="trade-in"');
    expect(mail!.html).toContain('<h2 style="font-size:16px">Trade-in</h2>');
    expect(mail!.html).toContain('$24,300 to $27,100 (offer $24,300)');
    const startedMail = (await readMailbox(dir, A)).find((m) => m.leadId === started.leadId && m.to === email!.destination);
    expect(startedMail?.subject).toMatch(/^Trade-In \(1\. Valuation Started\)/);
  });
});
