/**
 * submitApplication against an in-memory PGlite, the sample dealers' content and an embedded search
 * engine over their stock: every hostile body is a 4xx with a clear message and stores nothing (no
 * lead, no application, no outbox row); a valid one stores the lead with only the non-sensitive
 * fields, its outbox rows and the sealed application — and the e-mail and CRM post the delivery
 * worker makes of that lead carry the protected link, never a sensitive value.
 */
import { SENSITIVE_FIELDS } from '@forecourt/schemas/finance/application';
import { LEAD_MESSAGES } from '@forecourt/schemas/leads';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import { financeApplicationById } from '@/lib/db/finance-applications';
import { leadById, leadDeliveries } from '@/lib/db/leads';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { financeApplications, leadOutbox, leads, rateLimits } from '@/lib/db/schema';
import { createVendorLookup } from '@/lib/leads/delivery/vendor';
import type { LeadEmail, LeadWebhook, Transport } from '@/lib/leads/delivery/transports/types';
import { deliverDue } from '@/lib/leads/delivery/worker';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { A, B, carOf, repo, siteAndLocations, testEngine } from '@/lib/leads/intake/test-fixture';
import { financeApplicationKeys } from './keys';
import type { SealedApplication } from './lead-content';
import { APPLICATION_MESSAGES } from './messages';
import { open } from './seal';
import { MAX_APPLICATION_BODY_BYTES, submitApplication, type ApplicationDeps, type SubmitApplicationResult } from './submit';
import { SENSITIVE_VALUES, validApplication } from './test-fixture';
import { verifyViewLink } from './view-link';

const NOW = new Date('2025-07-01T02:00:00Z');
const STARTED = NOW.getTime() - 5 * 60_000;
const ORIGIN = `http://${A}.localhost:3000`;
const keys = financeApplicationKeys('a-test-secret-that-is-long-enough-1234567890');

let handle: DatabaseHandle;
const log = { warn: vi.fn() };
const sites: Record<string, Site> = {};

beforeAll(async () => {
  handle = await openMemoryDatabase();
  sites[A] = (await siteAndLocations(A)).site;
  sites[B] = (await siteAndLocations(B)).site;
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(leads);
  await handle.db.delete(rateLimits);
  log.warn.mockReset();
});

function deps(overrides: Partial<ApplicationDeps> = {}): ApplicationDeps {
  return {
    db: handle.db,
    findCar: findSiteCar(testEngine),
    locations: (site) => repo.locations(site),
    keys: () => keys,
    now: () => NOW,
    log,
    ...overrides,
  };
}

let ip = 0;
const nextIp = () => `203.0.113.${(++ip % 250) + 1}`;

interface Call {
  site?: Site;
  headers?: Record<string, string>;
}

function submit(body: unknown, { site = sites[A]!, headers = {} }: Call = {}): Promise<SubmitApplicationResult> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const request = new Request('http://x.localhost/api/finance-applications', {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
  });
  return submitApplication({ site, headers: request.headers, body: request.body, origin: ORIGIN }, deps());
}

function envelope(fields: Record<string, unknown> = validApplication(), extra: Record<string, unknown> = {}) {
  return {
    fields,
    started_at: STARTED,
    company_website: '',
    context: {
      page_url: `${ORIGIN}/apply-for-finance?vehiclePriceBudget=32990`,
      visited_pages: ['/', '/apply-for-finance'],
      linked_query_params: { utm_source: 'g' },
    },
    ...extra,
  };
}

async function rows() {
  const n = async (table: typeof leads | typeof leadOutbox | typeof financeApplications) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { leads: await n(leads), applications: await n(financeApplications), outbox: await n(leadOutbox) };
}
const NOTHING = { leads: 0, applications: 0, outbox: 0 };

const errorOf = (result: SubmitApplicationResult) => ('error' in result ? result : undefined);
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('submitApplication: hostile input is a 4xx with a clear message and stores nothing', () => {
  const requestCases: [string, () => Promise<SubmitApplicationResult>, number, string][] = [
    ['plain text', () => submit(JSON.stringify(envelope()), { headers: { 'content-type': 'text/plain' } }), 415, APPLICATION_MESSAGES.contentType],
    ['a form post', () => submit('fields[name]=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, APPLICATION_MESSAGES.contentType],
    ['no content type', () => submit(JSON.stringify(envelope()), { headers: { 'content-type': '' } }), 415, APPLICATION_MESSAGES.contentType],
    ['a body over 32 KB', () => submit(envelope(validApplication({ suburb: 'x'.repeat(MAX_APPLICATION_BODY_BYTES) }))), 413, APPLICATION_MESSAGES.tooLarge],
    ['a declared length over 32 KB', () => submit(envelope(), { headers: { 'content-length': String(MAX_APPLICATION_BODY_BYTES + 1) } }), 413, APPLICATION_MESSAGES.tooLarge],
    ['JSON that does not parse', () => submit('{"fields": {'), 400, APPLICATION_MESSAGES.unreadable],
    ['an empty body', () => submit(''), 400, APPLICATION_MESSAGES.unreadable],
    ['a JSON array', () => submit('[1,2,3]'), 400, APPLICATION_MESSAGES.unreadable],
    ['fields as a list', () => submit(envelope([] as unknown as Record<string, unknown>)), 400, APPLICATION_MESSAGES.unreadable],
    ['an extra envelope key', () => submit(envelope(undefined, { admin: true })), 400, APPLICATION_MESSAGES.unreadable],
    ['car_id beside the fields', () => submit(envelope(undefined, { car_id: carOf(A).id })), 400, APPLICATION_MESSAGES.unreadable],
    ['a __proto__ field', () => submit(`{"fields":{"__proto__":{"x":1}},"started_at":${STARTED}}`), 400, APPLICATION_MESSAGES.unreadable],
    ['a field name with markup', () => submit(envelope({ ...validApplication(), '<b>': 1 })), 400, APPLICATION_MESSAGES.unreadable],
    ['a malformed Idempotency-Key', () => submit(envelope(), { headers: { 'idempotency-key': 'x'.repeat(201) } }), 400, APPLICATION_MESSAGES.badIdempotencyKey],
    ['a form opened two days ago', () => submit(envelope(undefined, { started_at: NOW.getTime() - 2 * 86_400_000 })), 400, APPLICATION_MESSAGES.expired],
    ['a form from the future', () => submit(envelope(undefined, { started_at: NOW.getTime() + 3_600_000 })), 400, APPLICATION_MESSAGES.expired],
    ["another site's car", () => submit(envelope(validApplication({ car_id: carOf(B).id }))), 400, APPLICATION_MESSAGES.carNotAvailable],
    ["another site's car by slug", () => submit(envelope(validApplication({ car_id: carOf(B).slug }))), 400, APPLICATION_MESSAGES.carNotAvailable],
    ['a car that does not exist', () => submit(envelope(validApplication({ car_id: 'no-such-car-1' }))), 400, APPLICATION_MESSAGES.carNotAvailable],
  ];

  it.each(requestCases)('%s', async (_name, send, status, message) => {
    const result = await send();
    expect(result).toMatchObject({ status, error: message });
    expect(errorOf(result)?.fields).toBeUndefined();
    expect(await rows()).toEqual(NOTHING);
  });

  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['no credit enquiry consent', { credit_enquiry_consent: false }, 'credit_enquiry_consent', 'You must agree to the credit enquiry before we can send your application.'],
    ['consent as the text "true"', { credit_enquiry_consent: 'true' }, 'credit_enquiry_consent', 'You must agree to the credit enquiry before we can send your application.'],
    ['no privacy acknowledgement', { privacy_acknowledged: undefined }, 'privacy_acknowledged', 'Please confirm that you have read the collection notice.'],
    ['an applicant under 18', { date_of_birth: '2007-07-02' }, 'date_of_birth', 'You must be 18 or older to apply for finance.'],
    ['a date of birth that is no date', { date_of_birth: '1990-13-01' }, 'date_of_birth', 'Please enter your date of birth as a real date, e.g. 27/03/1990.'],
    ['postcode 123', { postcode: '123' }, 'postcode', LEAD_MESSAGES.postcode],
    ['postcode abcd', { postcode: 'abcd' }, 'postcode', LEAD_MESSAGES.postcode],
    ['an unknown field', { is_admin: true }, 'is_admin', 'This form has no field "is_admin".'],
    ['a constructor field', { constructor: 'x' }, 'constructor', 'This form has no field "constructor".'],
    ['a huge first name', { name: 'Z'.repeat(20_000) }, 'name', LEAD_MESSAGES.tooLong('First Name', 60)],
    ['a huge employer', { employer: 'E'.repeat(20_000) }, 'employer', LEAD_MESSAGES.tooLong('Employer', 100)],
    ['a NUL in the street address', { address_line: '17 Wattlebird\u0000Crescent' }, 'address_line', LEAD_MESSAGES.invalidText('Street address')],
    ['a line break in the suburb', { suburb: 'Kangaroo\r\nBcc: x@example.com' }, 'suburb', LEAD_MESSAGES.invalidText('Suburb')],
    ['a bidi override in the occupation', { occupation: 'Deck\u202Ehand' }, 'occupation', LEAD_MESSAGES.invalidText('Occupation')],
    ['markup in the last name', { last_name: 'Li<script>' }, 'last_name', LEAD_MESSAGES.name('Last Name')],
    ['a number as the first name', { name: 123 }, 'name', LEAD_MESSAGES.notText('First Name')],
    ['a deeply nested first name', { name: JSON.parse(deep(2000)) as unknown }, 'name', LEAD_MESSAGES.notText('First Name')],
    ['a landline as the mobile', { phone: '07 3123 4567' }, 'phone', 'Please enter an Australian mobile number (04…).'],
    ['a bad e-mail', { email: 'zoe@' }, 'email', LEAD_MESSAGES.email],
    ['a state that is none', { state: 'XYZ' }, 'state', LEAD_MESSAGES.choice('State')],
    ['a term of 30 years', { term_years: 30 }, 'term_years', 'Loan term (years) must be a whole number from 1 to 7.'],
    ['a price in words', { purchase_price: 'thirty grand' }, 'purchase_price', LEAD_MESSAGES.amount('Purchase price or budget')],
    ['a deposit over the price', { deposit: '99,000' }, 'deposit', 'The deposit must be less than the purchase price.'],
    ["a dealership of another site", { preferred_dealership: 'southern-cross-mazda' }, 'preferred_dealership', LEAD_MESSAGES.choice('Preferred dealership')],
    ['a malformed car id', { car_id: 123 }, 'car_id', LEAD_MESSAGES.notText('Car')],
  ];

  it.each(fieldCases)('%s', async (_name, change, field, message) => {
    const result = await submit(envelope(validApplication(change)));
    expect(result.status).toBe(400);
    expect(errorOf(result)?.error).toBe('Please fix the following errors:');
    expect(errorOf(result)?.fields?.[field]).toBe(message);
    expect(await rows()).toEqual(NOTHING);
  });

  it('an empty application: one message per required field', async () => {
    const result = await submit(envelope({}));
    expect(result).toMatchObject({ status: 400, error: 'Please fix the following errors:' });
    expect(errorOf(result)?.fields).toMatchObject({
      name: 'First Name is required.',
      date_of_birth: 'Date of birth is required.',
      licence_number: 'Driver licence number is required.',
      postcode: 'Postcode is required.',
      purchase_price: 'Purchase price or budget is required.',
      credit_enquiry_consent: 'You must agree to the credit enquiry before we can send your application.',
    });
    expect(await rows()).toEqual(NOTHING);
  });

  it('bots get a success-looking answer and nothing is stored', async () => {
    for (const body of [envelope(undefined, { company_website: 'http://spam.example' }), envelope(undefined, { started_at: NOW.getTime() - 1000 }), envelope(undefined, { started_at: 'soon' })]) {
      const result = await submit(body);
      expect(result.status).toBe(201);
      expect('applicationId' in result && 'leadId' in result).toBe(true);
    }
    expect(await rows()).toEqual(NOTHING);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });
});

describe('submitApplication: a valid application', () => {
  it('stores the lead (non-sensitive fields only), one e-mail to the finance contact and the sealed application', async () => {
    const result = await submit(envelope());
    expect(result).toMatchObject({ status: 201 });
    if (!('applicationId' in result)) throw new Error('not stored');
    expect(await rows()).toEqual({ leads: 1, applications: 1, outbox: 1 });

    const lead = (await leadById(handle.db, A, result.leadId))!;
    expect(lead).toMatchObject({
      form: 'finance_application',
      category: 'Finance',
      subcategory: 'Pre-Approval',
      firstName: 'Zoë',
      lastName: "O'Brien-Nguyễn",
      email: 'zoe@example.com',
      phone: '0412345678',
      postcode: '4169',
      marketingOptIn: false,
      carId: null,
    });
    expect(lead.payload).toMatchObject({ name: 'Zoë', state: 'QLD', purchase_price: 32990, deposit: 5000, term_years: 5, car_type: 'used' });
    for (const name of SENSITIVE_FIELDS) expect(lead.payload).not.toHaveProperty(name);
    const stored = JSON.stringify(lead);
    for (const value of Object.values(SENSITIVE_VALUES)) expect(stored).not.toContain(String(value));

    // The message: the amounts and the signed link to this application on this site, built on the post's origin.
    expect(lead.message).toContain('Amount to finance: $27,990 over 5 years (price $32,990 less a $5,000 deposit).');
    expect(lead.message).toContain('Credit enquiry consent given for AusLoans.');
    const link = new URL(/https?:\/\/\S+/.exec(lead.message ?? '')![0]);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe(`/finance-applications/${result.applicationId}`);
    expect(
      verifyViewLink(keys.link, { site: A, id: result.applicationId }, { expires: link.searchParams.get('expires'), sig: link.searchParams.get('sig') }, NOW),
    ).toBe(true);

    expect(await leadDeliveries(handle.db, A, result.leadId)).toMatchObject([
      { channel: 'email', destination: 'finance@gatewaycarsuperstore.com.au', status: 'pending' },
    ]);

    const row = (await financeApplicationById(handle.db, A, result.applicationId))!;
    expect(row).toMatchObject({ site: A, leadId: result.leadId, creditEnquiryConsentAt: NOW });
    for (const value of Object.values(SENSITIVE_VALUES)) expect(row.sealed).not.toContain(String(value));
    const sealed = open(keys.seal, { site: A, id: row.id }, row.sealed) as SealedApplication;
    expect(sealed.application).toMatchObject({ licence_number: 'QX7731946', date_of_birth: '1987-03-27', net_income: 6543, employer: SENSITIVE_VALUES.employer });
    expect(sealed.consent).toMatchObject({ provider: 'AusLoans', given_at: NOW.toISOString() });
    expect(sealed.consent.credit_enquiry_text).toContain('AusLoans may obtain my credit report');
    expect(await financeApplicationById(handle.db, B, result.applicationId)).toBeUndefined();
  });

  it("takes this site's car (by slug), stores its id and snapshot, and routes the lead to its dealership", async () => {
    const car = carOf(A, 'gcs-eagle-farm');
    const result = await submit(envelope(validApplication({ car_id: car.slug, vin: car.vin ?? undefined, car_type: car.car_type })));
    if (!('applicationId' in result)) throw new Error(`not stored: ${JSON.stringify(result)}`);
    const lead = (await leadById(handle.db, A, result.leadId))!;
    expect(lead).toMatchObject({ carId: car.id, locationId: car.location_id, car: { id: car.id, stocknum: car.stocknum } });
    expect(lead.payload).toMatchObject({ car_id: car.id });
    const row = (await financeApplicationById(handle.db, A, result.applicationId))!;
    expect((open(keys.seal, { site: A, id: row.id }, row.sealed) as SealedApplication).application.car_id).toBe(car.id);
  });

  it('goes to the usual lead address (and the CRM) when the site has no finance contact', async () => {
    const site: Site = { ...sites[A]!, finance_email: undefined, finance_provider: undefined, crm_webhook_url: 'https://crm.example.com/hook' };
    const result = await submit(envelope(), { site });
    if (!('applicationId' in result)) throw new Error('not stored');
    const deliveries = await leadDeliveries(handle.db, A, result.leadId);
    expect(deliveries.map((d) => d.channel)).toEqual(['email', 'webhook']);
    expect(deliveries[0]!.destination).not.toBe('finance@gatewaycarsuperstore.com.au');
    const lead = (await leadById(handle.db, A, result.leadId))!;
    expect(lead.message).toContain('Credit enquiry consent given for our finance partner.');
  });

  it('answers a retry with the same Idempotency-Key with the first application (200), and different details with 409', async () => {
    const headers = { 'idempotency-key': 'apply-1' };
    const first = await submit(envelope(), { headers });
    const again = await submit(envelope(), { headers });
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, status: 200 });
    const changed = await submit(envelope(validApplication({ net_income: '7,000' })), { headers });
    expect(changed).toMatchObject({ status: 409, error: APPLICATION_MESSAGES.keyReused });
    expect(await rows()).toEqual({ leads: 1, applications: 1, outbox: 1 });
  });

  it('counts the lead forms’ rate limits: the sixth application of one e-mail within the hour is 429 and stores nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await submit(envelope(validApplication({ deposit: String(1000 + i) })))).status).toBe(201);
    const refused = await submit(envelope(validApplication({ deposit: '2000' })));
    expect(refused).toMatchObject({ status: 429, error: APPLICATION_MESSAGES.tooMany });
    expect(errorOf(refused)?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await rows()).toEqual({ leads: 5, applications: 5, outbox: 5 });
  });
});

describe('the delivered lead: e-mail and CRM post', () => {
  function capture<M>(): Transport<M> & { sent: M[] } {
    const sent: M[] = [];
    return { name: 'capture', sent, send: (message) => Promise.resolve(void sent.push(message)) };
  }

  /** The text with ids and the link taken out, so a number is only found where a value was written. */
  const scrub = (text: string, link: string) =>
    text
      .replaceAll(link, '')
      .replaceAll(link.replaceAll('&', '&amp;'), '')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '');

  it('carries the protected link and the amounts, and no sensitive value', async () => {
    const site: Site = { ...sites[A]!, crm_webhook_url: 'https://crm.example.com/hook' };
    const result = await submit(envelope(), { site });
    if (!('applicationId' in result)) throw new Error('not stored');
    const lead = (await leadById(handle.db, A, result.leadId))!;
    const link = /https?:\/\/\S+/.exec(lead.message ?? '')![0];

    const email = capture<LeadEmail>();
    const webhook = capture<LeadWebhook>();
    const pass = await deliverDue({
      db: handle.db,
      transports: { email, webhook },
      lookupVendor: createVendorLookup(repo),
      now: new Date(NOW.getTime() + 1000),
      unsubscribeSecret: () => 'x'.repeat(32),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(pass).toMatchObject({ claimed: 2, delivered: 2 });
    const mail = email.sent[0]!.mail;
    expect(mail.to).toBe('finance@gatewaycarsuperstore.com.au');
    const html = typeof mail.html === 'string' ? mail.html : '';
    const text = typeof mail.text === 'string' ? mail.text : '';
    const crm = webhook.sent[0]!.body;
    expect(html).toContain(link.replaceAll('&', '&amp;'));
    expect(text).toContain(link.replaceAll('&', '&amp;'));
    expect(crm).toContain(JSON.stringify(link).slice(1, -1));
    expect(html).toContain('$27,990 over 5 years');
    expect(html).toContain('Finance (Pre-Approval)');

    for (const [name, body] of [['html', html], ['ADF text', text], ['CRM post', crm], ['subject', String(mail.subject)]] as const) {
      const clean = scrub(body, link);
      for (const value of Object.values(SENSITIVE_VALUES)) {
        expect(clean, `${name} has ${value}`).not.toContain(String(value));
        if (typeof value === 'number') expect(clean, `${name} has ${value}`).not.toContain(value.toLocaleString('en-AU'));
      }
      for (const field of ['licence', 'date_of_birth', 'net_income', 'employer', 'Kangaroo']) expect(clean, `${name} has ${field}`).not.toContain(field);
    }
  });
});

describe('storing is all or nothing', () => {
  it('a failing application insert rolls the lead and its outbox rows back', async () => {
    const result = await submit(envelope());
    if (!('applicationId' in result)) throw new Error('not stored');
    // The same application id again: the second insert fails inside the transaction.
    const { insertLeadWithApplication } = await import('@/lib/db/finance-applications');
    const lead = (await leadById(handle.db, A, result.leadId))!;
    await expect(
      insertLeadWithApplication(
        handle.db,
        { ...lead, id: '00000000-0000-4000-8000-000000000001', idempotencyKey: null },
        [{ channel: 'email', destination: 'finance@gatewaycarsuperstore.com.au' }],
        { id: result.applicationId, sealed: 'x', creditEnquiryConsentAt: NOW },
      ),
    ).rejects.toThrow();
    expect(await rows()).toEqual({ leads: 1, applications: 1, outbox: 1 });
    expect(await handle.db.select().from(leads).where(eq(leads.id, '00000000-0000-4000-8000-000000000001'))).toEqual([]);
  });
});
