/**
 * submitLead against an in-memory PGlite, the sample dealers' content and an embedded search engine
 * over their generated stock (no mocks of the database): every hostile body is a 4xx with a clear
 * message and stores nothing; valid ones store one lead with its outbox rows.
 */
import { randomUUID } from 'node:crypto';
import { FORM_KINDS, LEAD_MESSAGES, type FormKind } from '@forecourt/schemas/leads';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/lib/content/models';
import { leadById, leadDeliveries } from '@/lib/db/leads';
import { type DatabaseHandle } from '@/lib/db/open';
import { openMemoryDatabase } from '@/lib/db/memory-database';
import { recordOptOut } from '@/lib/db/opt-outs';
import { leadOutbox, leads, rateLimits, trackingEvents } from '@/lib/db/schema';
import { findSiteCar } from './find-car';
import { INTAKE_MESSAGES } from './messages';
import { MAX_LEAD_BODY_BYTES, submitLead, type IntakeDeps, type SubmitLeadResult } from './submit';
import { A, B, carOf, repo, siteAndLocations, testEngine, validFields } from './test-fixture';

const NOW = new Date('2025-07-01T02:00:00Z');
const STARTED = NOW.getTime() - 60_000;

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
  await handle.db.delete(trackingEvents);
  await handle.db.delete(rateLimits);
  log.warn.mockReset();
});

function deps(overrides: Partial<IntakeDeps> = {}): IntakeDeps {
  return {
    db: handle.db,
    findCar: findSiteCar(testEngine),
    locations: (site) => repo.locations(site),
    now: () => NOW,
    log,
    ...overrides,
  };
}

let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

interface Call {
  kind?: string;
  site?: string;
  headers?: Record<string, string>;
  deps?: Partial<IntakeDeps>;
}

function request(body: BodyInit | null, headers: Record<string, string>) {
  return new Request('http://x.localhost/api/leads/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit & {
    duplex: 'half';
  });
}

async function submit(body: unknown, { kind = 'enquiry', site = A, headers = {}, deps: extra }: Call = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const req = request(text, { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers });
  return submitLead({ site: sites[site]!, kind, headers: req.headers, body: req.body }, deps(extra));
}

/** A valid envelope for `kind` on site A (its car when the form needs one). */
function envelope(
  kind: FormKind,
  fields: Record<string, unknown> = validFields(kind),
  extra: Record<string, unknown> = {},
) {
  const needsCar = ['enquiry', 'test_drive', 'request_photos', 'make_an_offer', 'find_similar'].includes(
    kind,
  );
  return {
    fields,
    ...(needsCar ? { car_id: carOf(A, 'gcs-eagle-farm').id } : {}),
    started_at: STARTED,
    context: {
      page_url: 'http://gateway-car-superstore.localhost/cars/x?utm_source=g',
      visited_pages: ['/'],
      linked_query_params: { utm_source: 'g' },
    },
    ...extra,
  };
}

async function rows() {
  const n = async (table: typeof leads | typeof leadOutbox | typeof trackingEvents) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { leads: await n(leads), outbox: await n(leadOutbox), events: await n(trackingEvents) };
}

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

/** The enquiry a no-JS form posts (form-encoded) for a car of site A. */
function noJsForm(car = carOf(A, 'gcs-eagle-farm')): URLSearchParams {
  return new URLSearchParams({
    name: 'Zoë',
    last_name: 'Li',
    email: 'zoe.form@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    location_id: 'gcs-eagle-farm',
    opt_in: 'false',
    terms_agreed: 'on',
    car_id: car.slug,
    started_at: String(STARTED),
    page_url: 'http://gateway-car-superstore.localhost/cars/x',
  });
}
const NOTHING = { leads: 0, outbox: 0, events: 0 };

const errorOf = (result: SubmitLeadResult) => ('error' in result ? result : undefined);

const good = envelope('enquiry');
const withFields = (fields: Record<string, unknown>) =>
  envelope('enquiry', { ...validFields('enquiry'), ...fields });
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('submitLead: hostile input is a 4xx with a clear message and stores nothing', () => {
  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['postcode 123', { postcode: '123' }, 'postcode', LEAD_MESSAGES.postcode],
    ['postcode 12345', { postcode: '12345' }, 'postcode', LEAD_MESSAGES.postcode],
    ['postcode abcd', { postcode: 'abcd' }, 'postcode', LEAD_MESSAGES.postcode],
    [
      'a <script> tag in the first name',
      { name: '<script>alert(1)</script>' },
      'name',
      LEAD_MESSAGES.name('First Name'),
    ],
    [
      'a <script> tag in the last name',
      { last_name: 'Li<script>' },
      'last_name',
      LEAD_MESSAGES.name('Last Name'),
    ],
    ['a number where the name should be', { name: 123 }, 'name', LEAD_MESSAGES.notText('First Name')],
    ['a number where the phone should be', { phone: 412345678 }, 'phone', LEAD_MESSAGES.notText('Mobile')],
    ['a nested object as the name', { name: { first: 'Zoë' } }, 'name', LEAD_MESSAGES.notText('First Name')],
    [
      'a huge array as the name',
      { name: Array.from({ length: 3000 }, () => 1) },
      'name',
      LEAD_MESSAGES.notText('First Name'),
    ],
    ['deeply nested objects', { a: JSON.parse(deep(2000)) as unknown }, 'a', 'This form has no field "a".'],
    [
      'a deeply nested name',
      { name: JSON.parse(deep(2000)) as unknown },
      'name',
      LEAD_MESSAGES.notText('First Name'),
    ],
    ['a constructor field', { constructor: 'x' }, 'constructor', 'This form has no field "constructor".'],
    ['an unknown field', { admin: true }, 'admin', 'This form has no field "admin".'],
    [
      'a location of another site',
      { location_id: 'hbt-sales' },
      'location_id',
      LEAD_MESSAGES.choice('Location'),
    ],
    ['terms not agreed', { terms_agreed: false }, 'terms_agreed', LEAD_MESSAGES.terms],
    ['a bad e-mail', { email: 'zoe@' }, 'email', LEAD_MESSAGES.email],
    ['a bad phone', { phone: '12345' }, 'phone', LEAD_MESSAGES.phone],
  ];

  it('missing fields: one message per required field', async () => {
    const result = await submit(envelope('enquiry', {}));
    expect(result).toMatchObject({ status: 400, error: 'Please fix the following errors:' });
    expect(errorOf(result)?.fields).toMatchObject({
      name: 'First Name is required.',
      last_name: 'Last Name is required.',
      email: 'Email is required.',
      phone: 'Mobile is required.',
      postcode: 'Postcode is required.',
      terms_agreed: LEAD_MESSAGES.terms,
    });
    expect(await rows()).toEqual(NOTHING);
  });

  it.each(fieldCases)('%s', async (_name, fields, field, message) => {
    const result = await submit(withFields(fields));
    expect(result.status).toBe(400);
    expect(errorOf(result)?.error).toBe(LEAD_MESSAGES.errorListHeading);
    expect(errorOf(result)?.fields?.[field]).toBe(message);
    expect(await rows()).toEqual(NOTHING);
  });

  const envelopeCases: [string, string | object, Record<string, string>, number, string, Call?][] = [
    ['invalid JSON', '{"fields": {"name": "Zoë"', {}, 400, INTAKE_MESSAGES.unreadable],
    ['an empty body', '', {}, 400, INTAKE_MESSAGES.unreadable],
    ['a null body', 'null', {}, 400, INTAKE_MESSAGES.unreadable],
    ['a JSON string', '"hello"', {}, 400, INTAKE_MESSAGES.unreadable],
    ['a JSON array', JSON.stringify([good]), {}, 400, INTAKE_MESSAGES.unreadable],
    ['fields as an array', { ...good, fields: ['a'] }, {}, 400, INTAKE_MESSAGES.unreadable],
    ['fields as null', { ...good, fields: null }, {}, 400, INTAKE_MESSAGES.unreadable],
    ['no fields at all', { car_id: good.car_id }, {}, 400, INTAKE_MESSAGES.unreadable],
    ['an unknown envelope key', { ...good, admin: true }, {}, 400, INTAKE_MESSAGES.unreadable],
    [
      'a __proto__ field',
      `{"fields":{"__proto__":{"admin":true},"name":"Zoë"},"started_at":${STARTED}}`,
      {},
      400,
      INTAKE_MESSAGES.unreadable,
    ],
    [
      'a __proto__ envelope key',
      `{"__proto__":{"admin":true},"fields":{},"started_at":${STARTED}}`,
      {},
      400,
      INTAKE_MESSAGES.unreadable,
    ],
    [
      'a __proto__ query parameter',
      `{"fields":{},"context":{"linked_query_params":{"__proto__":{"x":"1"}}}}`,
      {},
      400,
      INTAKE_MESSAGES.unreadable,
    ],
    ['deeply nested objects as the envelope', deep(2000), {}, 400, INTAKE_MESSAGES.unreadable],
    [
      'a huge visited-pages array',
      { ...good, context: { visited_pages: Array.from({ length: 1000 }, () => '/') } },
      {},
      400,
      INTAKE_MESSAGES.unreadable,
    ],
    ['car_id as a number', { ...good, car_id: 42 }, {}, 400, INTAKE_MESSAGES.unreadable],
    ['text/plain', good, { 'content-type': 'text/plain' }, 415, INTAKE_MESSAGES.contentType],
    [
      'multipart',
      good,
      { 'content-type': 'multipart/form-data; boundary=x' },
      415,
      INTAKE_MESSAGES.contentType,
    ],
    ['no content type', good, { 'content-type': '' }, 415, INTAKE_MESSAGES.contentType],
    [
      'a bad Idempotency-Key',
      good,
      { 'idempotency-key': 'two words' },
      400,
      INTAKE_MESSAGES.badIdempotencyKey,
    ],
    ['an unknown form', good, {}, 404, INTAKE_MESSAGES.unknownForm, { kind: 'newsletter' }],
    ['a prototype name as the form', good, {}, 404, INTAKE_MESSAGES.unknownForm, { kind: '__proto__' }],
    ["another site's car", { ...good, car_id: carOf(B).id }, {}, 400, INTAKE_MESSAGES.carNotAvailable],
    [
      "another site's car by slug",
      { ...good, car_id: carOf(B).slug },
      {},
      400,
      INTAKE_MESSAGES.carNotAvailable,
    ],
    [
      'a car that does not exist',
      { ...good, car_id: 'no-such-car' },
      {},
      400,
      INTAKE_MESSAGES.carNotAvailable,
    ],
    [
      'a car form without a car',
      { fields: good.fields, started_at: STARTED },
      {},
      400,
      INTAKE_MESSAGES.carMissing,
    ],
    [
      'a form from the future',
      { ...good, started_at: NOW.getTime() + 10 * 60_000 },
      {},
      400,
      INTAKE_MESSAGES.expired,
    ],
    [
      'a form older than a day',
      { ...good, started_at: NOW.getTime() - 25 * 3_600_000 },
      {},
      400,
      INTAKE_MESSAGES.expired,
    ],
    [
      'a body over 32 KB',
      { ...good, fields: { ...good.fields, message: 'x'.repeat(MAX_LEAD_BODY_BYTES) } },
      {},
      413,
      INTAKE_MESSAGES.tooLarge,
    ],
  ];

  it.each(envelopeCases)('%s', async (_name, body, headers, status, message, call = {}) => {
    const result = await submit(body, { ...call, headers });
    expect(result).toEqual({ status, error: message });
    expect(await rows()).toEqual(NOTHING);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a 10 MB body is refused quickly, reading nothing past the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = request(stream, { 'content-type': 'application/json' });
    const started = performance.now();
    const result = await submitLead(
      { site: sites[A]!, kind: 'enquiry', headers: req.headers, body: req.body },
      deps(),
    );
    expect(result).toEqual({ status: 413, error: INTAKE_MESSAGES.tooLarge });
    expect(performance.now() - started).toBeLessThan(1_000);
    // The first chunk past 32 KB stops the read (plus at most one chunk the stream queued ahead).
    expect(sent).toBeLessThanOrEqual(3 * chunk.byteLength);
    expect(await rows()).toEqual(NOTHING);
  });

  it('a declared 10 MB body is refused before reading', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const req = request(stream, {
      'content-type': 'application/json',
      'content-length': String(10 * 1024 * 1024),
    });
    const result = await submitLead(
      { site: sites[A]!, kind: 'enquiry', headers: req.headers, body: req.body },
      deps(),
    );
    expect(result.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});

describe('submitLead: bots', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a filled honeypot', { company_website: 'https://spam.example' }],
    ['a submission under 3 seconds', { started_at: NOW.getTime() - 1_000 }],
    // Leaving the start time out (or garbling it) must not skip the fill-time check.
    ['no start time', { started_at: undefined }],
    ['a start time as text', { started_at: 'yesterday' }],
    ['a start time as digits in a string', { started_at: String(NOW.getTime() - 60_000) }],
    ['a fractional start time', { started_at: NOW.getTime() - 60_000.5 }],
    ['a zero start time', { started_at: 0 }],
    ['a null start time', { started_at: null }],
  ])('%s gets a success-looking answer, and nothing is stored', async (_name, extra) => {
    const result = await submit({ ...good, ...extra });
    expect(result.status).toBe(201);
    const leadId = 'leadId' in result ? result.leadId : '';
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadById(handle.db, A, leadId)).toBeUndefined();
    expect(await rows()).toEqual(NOTHING);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[0])).not.toMatch(/zoe|0412/i);
  });
});

describe('submitLead: valid submissions', () => {
  it('stores an enquiry with its car snapshot, routing, outbox row and tracking event', async () => {
    const car = carOf(A, 'gcs-eagle-farm');
    const result = await submit(good, { headers: { 'user-agent': 'Test/1.0' } });
    expect(result.status).toBe(201);
    const leadId = 'leadId' in result ? result.leadId : '';
    const lead = await leadById(handle.db, A, leadId);
    expect(lead).toMatchObject({
      site: A,
      form: 'enquiry',
      category: car.car_type === 'used' ? 'Used Vehicle Enquiry' : 'New Vehicle Enquiry',
      carId: car.id,
      car: {
        id: car.id,
        slug: car.slug,
        stocknum: car.stocknum,
        make: car.make,
        price: car.price,
        location_id: car.location_id,
      },
      locationId: 'gcs-eagle-farm',
      dealershipSlug: 'gateway-car-superstore',
      firstName: 'Zoë',
      lastName: "O'Brien-Nguyễn",
      email: 'zoe@example.com',
      phone: '0412345678',
      postcode: '4000',
      preferredContact: 'Phone',
      message: 'Is it still available?',
      pageUrl: 'http://gateway-car-superstore.localhost/cars/x?utm_source=g',
      visitedPages: ['/'],
      linkedQueryParams: { utm_source: 'g' },
      userAgent: 'Test/1.0',
      marketingOptIn: true,
      termsAgreed: true,
      idempotencyKey: null,
      deliveryStatus: 'pending',
    });
    expect(lead?.createdAt.toISOString()).toBe(NOW.toISOString());
    const deliveries = await leadDeliveries(handle.db, A, leadId);
    expect(deliveries.map((d) => [d.channel, d.destination])).toEqual([
      ['email', 'eaglefarm@gatewaycarsuperstore.com.au'],
      // The shopper ticked the marketing box: their confirmation with the signed unsubscribe link.
      ['confirmation', 'zoe@example.com'],
    ]);
    // A JSON post comes from the browser form, which sends the tracking event itself.
    expect(await handle.db.select().from(trackingEvents)).toEqual([]);
  });

  it.each(FORM_KINDS.map((k) => [k] as const))('%s: a valid submission is stored', async (kind) => {
    const result = await submit(envelope(kind), { kind });
    expect(result.status).toBe(201);
    // The dealer's e-mail, and the shopper's confirmation where the form asks for marketing consent.
    const consented = (await leadById(handle.db, A, 'leadId' in result ? result.leadId : ''))?.marketingOptIn;
    expect(consented).toBe(kind !== 'make_an_offer'); // the one form without the box
    expect(await rows()).toEqual({ leads: 1, outbox: consented ? 2 : 1, events: 0 });
  });

  it('an address that unsubscribed gives no consent and gets no confirmation, whatever the box said', async () => {
    await recordOptOut(handle.db, A, 'ZOE@example.com');
    const result = await submit(good);
    const leadId = 'leadId' in result ? result.leadId : '';
    expect((await leadById(handle.db, A, leadId))?.marketingOptIn).toBe(false);
    expect((await leadDeliveries(handle.db, A, leadId)).map((d) => d.channel)).toEqual(['email']);
  });

  it('accepts unicode names', async () => {
    for (const [name, last] of [
      ['李', '小龙'],
      ['Zoë', "O'Brien-Nguyễn"],
      ['José María', 'Núñez'],
      ['Ngāti', 'Ōtāhuhu'],
    ]) {
      const result = await submit(
        withFields({ name, last_name: last, email: `${randomUUID()}@example.com` }),
      );
      expect(result.status, `${name} ${last}`).toBe(201);
    }
    expect((await rows()).leads).toBe(4);
  });

  it('a test drive of a car with distribution locations needs one of them', async () => {
    const car = carOf(A, 'gcs-gold-coast');
    const base = { ...envelope('test_drive'), car_id: car.id };
    const missing = await submit(base, { kind: 'test_drive' });
    expect(errorOf(missing)?.fields?.location_id).toBe('Location is required.');
    const chosen = await submit(
      { ...base, fields: { ...base.fields, location_id: 'gcs-eagle-farm' } },
      { kind: 'test_drive' },
    );
    expect(chosen.status).toBe(201);
    const lead = await leadById(handle.db, A, 'leadId' in chosen ? chosen.leadId : '');
    expect(lead?.locationId).toBe('gcs-eagle-farm');
    expect((await leadDeliveries(handle.db, A, lead!.id))[0]?.destination).toBe(
      'eaglefarm@gatewaycarsuperstore.com.au',
    );
  });

  it('a past test-drive date is refused', async () => {
    const result = await submit(
      {
        ...envelope('test_drive'),
        fields: { ...validFields('test_drive'), preferred_date: '2025-06-30T10:00' },
      },
      { kind: 'test_drive' },
    );
    expect(result.status).toBe(400);
    expect(errorOf(result)?.fields?.preferred_date).toBeDefined();
  });

  it('a careers submission becomes General Enquiry / Career Enquiry with event 51', async () => {
    const result = await submit(envelope('careers'), { kind: 'careers' });
    const lead = await leadById(handle.db, A, 'leadId' in result ? result.leadId : '');
    expect(lead).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      carId: null,
      car: null,
    });
  });

  it("a trade-in start is a Trade-In lead '1. Valuation Started', delivered at once, with or without a car", async () => {
    const { last_name: _optional, ...rest } = validFields('trade_in');
    const fields = { ...rest, email: 'trade.in@example.com' };
    const result = await submit(envelope('trade_in', fields), { kind: 'trade_in' });
    expect(result.status).toBe(201);
    const leadId = 'leadId' in result ? result.leadId : '';
    expect(await leadById(handle.db, A, leadId)).toMatchObject({
      form: 'trade_in',
      category: 'Trade-In',
      subcategory: '1. Valuation Started',
      carId: null,
      lastName: null,
      locationId: 'gcs-eagle-farm',
      tradeIn: null,
      parentLeadId: null,
    });
    expect((await leadDeliveries(handle.db, A, leadId)).map((d) => d.channel)).toEqual(['email', 'confirmation']);

    const car = carOf(A, 'gcs-eagle-farm');
    const withCar = await submit(envelope('trade_in', validFields('trade_in'), { car_id: car.slug }), { kind: 'trade_in' });
    expect(await leadById(handle.db, A, 'leadId' in withCar ? withCar.leadId : '')).toMatchObject({ carId: car.id, car: { id: car.id } });
  });

  it('a trade-in start is an unknown form on a site without trade-ins, and stores nothing', async () => {
    const site = { ...sites[A]!, features: { ...sites[A]!.features, trade_in: false } };
    const req = request(JSON.stringify(envelope('trade_in')), { 'content-type': 'application/json', 'x-forwarded-for': nextIp() });
    const result = await submitLead({ site, kind: 'trade_in', headers: req.headers, body: req.body }, deps());
    expect(result).toEqual({ status: 404, error: INTAKE_MESSAGES.unknownForm });
    expect(await rows()).toEqual(NOTHING);
    // Every other form is unaffected by the switch.
    const enquiry = request(JSON.stringify(good), { 'content-type': 'application/json', 'x-forwarded-for': nextIp() });
    expect((await submitLead({ site, kind: 'enquiry', headers: enquiry.headers, body: enquiry.body }, deps())).status).toBe(201);
  });

  it("a parts request is a Parts Enquiry with the part and vehicle, sent to the chosen parts counter's e-mail", async () => {
    const fields = { ...validFields('parts_request', { site: B }), vin: 'jtnku3je60j021234', location_id: 'scm-kia-service' };
    const result = await submit(envelope('parts_request', fields), { kind: 'parts_request', site: B });
    expect(result.status).toBe(201);
    const leadId = 'leadId' in result ? result.leadId : '';
    expect(await leadById(handle.db, B, leadId)).toMatchObject({
      form: 'parts_request',
      category: 'Parts Enquiry',
      subcategory: null,
      carId: null,
      locationId: 'scm-kia-service',
      payload: { part: '90915-YZZD4 oil filter', Rego: 'ABC123', vin: 'JTNKU3JE60J021234' },
    });
    expect((await leadDeliveries(handle.db, B, leadId)).find((d) => d.channel === 'email')?.destination).toBe(
      'kia.service@southerncrossmotors.com.au',
    );
  });

  it('a parts request without a rego or VIN, or at a sales yard of a site with parts counters, is refused', async () => {
    const { Rego: _omitted, ...noVehicle } = validFields('parts_request', { site: B });
    const result = await submit(envelope('parts_request', noVehicle), { kind: 'parts_request', site: B });
    expect(result.status).toBe(400);
    expect(errorOf(result)?.fields).toEqual({ Rego: LEAD_MESSAGES.regoOrVin });
    const atSales = { ...validFields('parts_request', { site: B }), location_id: 'scm-kia-sales' };
    const refused = await submit(envelope('parts_request', atSales), { kind: 'parts_request', site: B });
    expect(errorOf(refused)?.fields?.location_id).toBe('Please choose a location from the list.');
    expect(await rows()).toEqual(NOTHING);
  });

  it('a contact form may name a car of the site, which is kept with the lead', async () => {
    const car = carOf(A);
    const result = await submit({ ...envelope('contact'), car_id: car.slug }, { kind: 'contact' });
    expect(result.status).toBe(201);
    expect((await leadById(handle.db, A, 'leadId' in result ? result.leadId : ''))?.carId).toBe(car.id);
  });

  it("adds the site's CRM webhook and prefers lead_email over the site e-mail", async () => {
    const site = {
      ...sites[A]!,
      lead_email: 'leads@gateway.example',
      crm_webhook_url: 'https://crm.example.com/in',
    };
    const req = request(JSON.stringify(envelope('careers')), {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
    });
    const result = await submitLead({ site, kind: 'careers', headers: req.headers, body: req.body }, deps());
    const deliveries = await leadDeliveries(handle.db, A, 'leadId' in result ? result.leadId : '');
    expect(deliveries.map((d) => [d.channel, d.destination])).toEqual([
      ['email', 'leads@gateway.example'],
      ['webhook', 'https://crm.example.com/in'],
    ]);
  });

  it('a site with no address at all still stores the lead, and warns', async () => {
    const site = { ...sites[A]!, email: undefined, lead_email: undefined, crm_webhook_url: undefined };
    const noEmails = async (s: Site) =>
      (await repo.locations(s)).map((l) => ({
        ...l,
        contact_detail: { ...l.contact_detail, email: undefined },
      }));
    const req = request(JSON.stringify(envelope('careers')), {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
    });
    const result = await submitLead(
      { site, kind: 'careers', headers: req.headers, body: req.body },
      deps({ locations: noEmails }),
    );
    expect(result.status).toBe(201);
    expect(await rows()).toEqual({ leads: 1, outbox: 0, events: 0 });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('no e-mail address for leads'));
  });

  it('a failing tracking event is only warned: the lead is kept', async () => {
    const db = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === 'insert') {
          return (table: unknown) => {
            if (table === trackingEvents) throw new Error('tracking store down');
            return target.insert(table as typeof leads);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const result = await submit(noJsForm().toString(), { headers: FORM_HEADERS, deps: { db } });
    expect(result.status).toBe(201);
    expect(await rows()).toEqual({ leads: 1, outbox: 1, events: 0 }); // no marketing consent, so no confirmation
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('tracking event'), expect.any(Error));
  });

  it('a form-encoded (no-JS) post is read like JSON, and the server records its tracking event', async () => {
    const car = carOf(A, 'gcs-eagle-farm');
    const result = await submit(noJsForm(car).toString(), { headers: FORM_HEADERS });
    expect(result.status).toBe(201);
    const lead = await leadById(handle.db, A, 'leadId' in result ? result.leadId : '');
    expect(lead).toMatchObject({ carId: car.id, marketingOptIn: false, termsAgreed: true, firstName: 'Zoë' });
    const [event] = await handle.db.select().from(trackingEvents);
    expect(event).toMatchObject({ site: A, eventId: car.car_type === 'used' ? 15 : 14, carId: car.id, path: '/cars/x' });
    expect(event?.params).toMatchObject({ form: 'enquiry', vehicleMake: car.make });
  });
});

describe('submitLead: the start time of a no-JS post', () => {
  it('is the time the server rendered the page: an hour-old cached page is a person', async () => {
    const form = noJsForm();
    form.set('started_at', String(NOW.getTime() - 60 * 60_000));
    expect((await submit(form.toString(), { headers: FORM_HEADERS })).status).toBe(201);
    expect((await rows()).leads).toBe(1);
  });

  it('left out or not a number, is dropped as a bot', async () => {
    for (const started of [undefined, '', 'soon', '1.5e12', '-1']) {
      const form = noJsForm();
      if (started === undefined) form.delete('started_at');
      else form.set('started_at', started);
      const result = await submit(form.toString(), { headers: FORM_HEADERS });
      expect(result.status).toBe(201);
    }
    expect(await rows()).toEqual(NOTHING);
  });

  it('from a page held open for over a day, is the "please reload" answer', async () => {
    const form = noJsForm();
    form.set('started_at', String(NOW.getTime() - 25 * 3_600_000));
    expect(errorOf(await submit(form.toString(), { headers: FORM_HEADERS }))?.error).toBe(INTAKE_MESSAGES.expired);
  });
});

describe('submitLead: idempotency', () => {
  it('the same key and body answers the first lead (200); another body with that key is a 409', async () => {
    const key = randomUUID();
    const first = await submit(good, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const again = await submit(good, { headers: { 'idempotency-key': key } });
    expect(again).toEqual({ status: 200, leadId: 'leadId' in first ? first.leadId : '' });
    const other = await submit(withFields({ message: 'Different' }), { headers: { 'idempotency-key': key } });
    expect(other).toEqual({ status: 409, error: INTAKE_MESSAGES.keyReused });
    expect(await rows()).toEqual({ leads: 1, outbox: 1, events: 0 });
  });

  it('without a key, the same body twice is two leads', async () => {
    await submit(good);
    await submit(good);
    expect((await rows()).leads).toBe(2);
  });

  it('10 concurrent submissions with one key: exactly one lead and its outbox rows', async () => {
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(good, { headers: { 'idempotency-key': key } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => ('leadId' in r ? r.leadId : r.status))).size).toBe(1);
    expect(await rows()).toEqual({ leads: 1, outbox: 1, events: 0 });
  }, 60_000);
});

describe('submitLead: rate limits', () => {
  it('an 11th lead from one address within 10 minutes is refused with a retry time', async () => {
    const address = '203.0.113.99';
    for (let i = 0; i < 10; i++) {
      const result = await submit(
        withFields({ email: `a${i}@example.com`, phone: `041234${String(i).padStart(4, '0')}` }),
        {
          headers: { 'x-forwarded-for': address },
        },
      );
      expect(result.status).toBe(201);
    }
    const refused = await submit(withFields({ email: 'a10@example.com', phone: '0412349999' }), {
      headers: { 'x-forwarded-for': address },
    });
    // NOW is 02:00:00 UTC: the 10-minute window ends at 02:10:00.
    expect(refused).toEqual({ status: 429, error: INTAKE_MESSAGES.tooMany, retryAfterSeconds: 600 });
    expect((await rows()).leads).toBe(10);
  });

  it('a 6th lead from one e-mail address within the hour is refused, from any address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await submit(withFields({ phone: `041234${String(i).padStart(4, '0')}` }))).status).toBe(201);
    }
    const refused = await submit(withFields({ email: 'ZOE@example.com', phone: '0412340099' }));
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 3600 });
    expect((await rows()).leads).toBe(5);
  });

  it('a 6th lead from one phone number is refused, however it is written', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await submit(withFields({ email: `p${i}@example.com` }))).status).toBe(201);
    }
    expect((await submit(withFields({ email: 'p9@example.com', phone: '+61 412 345 678' }))).status).toBe(
      429,
    );
  });
});
