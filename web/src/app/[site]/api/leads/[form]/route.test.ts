/**
 * POST /api/leads/{form} through the route handler: the sample content, an embedded search engine
 * over generated stock and an in-memory PGlite. The intake's own rules are tested in
 * lib/leads/intake; here: the same-origin rule, JSON and no-JS answers, headers, and failures.
 */
import { count } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDb, setupTestDb, withTestDb } from '@/lib/db/route-test-db';
import { leads, rateLimits, trackingEvents } from '@/lib/db/schema';
import { INTAKE_MESSAGES } from '@/lib/leads/intake/messages';
import { A, B, carOf, repo, testEngine, validFields } from '@/lib/leads/intake/test-fixture';
import { verifyTradeInToken } from '@/lib/trade-in/token';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: testEngine,
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/trade-in/secret', () => ({ tradeInSecret: () => TRADE_IN_SECRET }));

setupTestDb();
const { POST } = await import('./route');

const TRADE_IN_SECRET = 'trade-in-route-test-secret-0123456789';
const HOST = `${A}.localhost:3000`;
const ORIGIN = `http://${HOST}`;

beforeEach(async () => {
  await testDb.db.delete(leads);
  await testDb.db.delete(trackingEvents);
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

let ip = 0;
function post(form: string, body: BodyInit, headers: Record<string, string> = {}, site = A) {
  const request = new NextRequest(`http://${HOST}/api/leads/${form}`, {
    method: 'POST',
    body,
    headers: {
      host: HOST,
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${++ip}`,
      ...headers,
    },
  });
  return POST(request, { params: Promise.resolve({ site, form }) });
}

const started = () => Date.now() - 60_000;
const enquiry = () => ({
  fields: validFields('enquiry'),
  car_id: carOf(A, 'gcs-eagle-farm').id,
  started_at: started(),
});
const leadCount = async () => (await testDb.db.select({ n: count() }).from(leads))[0]?.n ?? 0;

function formBody(fields: Record<string, string>) {
  return new URLSearchParams({
    car_id: carOf(A, 'gcs-eagle-farm').slug,
    started_at: String(started()),
    ...fields,
  }).toString();
}
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const validForm = () =>
  formBody({
    name: 'Zoë',
    last_name: 'Li',
    email: 'zoe@example.com',
    phone: '0412345678',
    postcode: '4000',
    location_id: 'gcs-eagle-farm',
    terms_agreed: 'on',
  });

describe('POST /api/leads/{form}: JSON', () => {
  it('stores a lead and answers 201 {lead_id}, never cached', async () => {
    const response = await post('enquiry', JSON.stringify(enquiry()));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { lead_id: string };
    expect(body.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadCount()).toBe(1);
  });

  it('answers the trade-in start with {lead_id, trade_in_token}: the token of this site and lead, again on a retry', async () => {
    const body = JSON.stringify({ fields: validFields('trade_in'), started_at: started() });
    const response = await post('trade_in', body, { 'idempotency-key': 'start-1' });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { lead_id: string; trade_in_token: string };
    expect(Object.keys(answer).sort()).toEqual(['lead_id', 'trade_in_token']);
    expect(verifyTradeInToken(TRADE_IN_SECRET, A, answer.lead_id, answer.trade_in_token)).toBe(true);
    const again = await post('trade_in', body, { 'idempotency-key': 'start-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    // Other forms carry no token.
    expect(Object.keys((await (await post('enquiry', JSON.stringify(enquiry()))).json()) as object)).toEqual(['lead_id']);
  });

  it('answers a retry with the same Idempotency-Key with 200 and the same lead_id', async () => {
    const body = JSON.stringify(enquiry());
    const first = (await (await post('enquiry', body, { 'idempotency-key': 'click-1' })).json()) as {
      lead_id: string;
    };
    const again = await post('enquiry', body, { 'idempotency-key': 'click-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ lead_id: first.lead_id });
    expect(await leadCount()).toBe(1);
  });

  it('answers field errors as {error, fields} with 400', async () => {
    const body = enquiry();
    const response = await post(
      'enquiry',
      JSON.stringify({ ...body, fields: { ...body.fields, postcode: '123' } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 429 with Retry-After past the rate limit', async () => {
    const address = { 'x-forwarded-for': '192.0.2.250' };
    for (let i = 0; i < 10; i++) {
      const body = enquiry();
      const fields = {
        ...body.fields,
        email: `r${i}@example.com`,
        phone: `04123400${String(i).padStart(2, '0')}`,
      };
      expect((await post('enquiry', JSON.stringify({ ...body, fields }), address)).status).toBe(201);
    }
    const response = await post('enquiry', JSON.stringify(enquiry()), address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: INTAKE_MESSAGES.tooMany });
  });

  it('cannot be defeated by rotating X-Forwarded-For: the peer the server appended is the key', async () => {
    const peer = '192.0.2.251';
    const send = (i: number) => {
      const body = enquiry();
      const fields = { ...body.fields, email: `x${i}@example.com`, phone: `04123411${String(i).padStart(2, '0')}` };
      // What a client writes comes first; the server's request hook appends the TCP peer.
      const forged = `${i + 1}.${i + 2}.${i + 3}.${i + 4}, 2001:db8::${i + 1}, not-an-ip`;
      return post('enquiry', JSON.stringify({ ...body, fields }), { 'x-forwarded-for': `${forged}, ${peer}` });
    };
    for (let i = 0; i < 10; i++) expect((await send(i)).status).toBe(201);
    for (let i = 10; i < 15; i++) expect((await send(i)).status).toBe(429);
    expect(await leadCount()).toBe(10);
  });

  it.each<[string, Record<string, string>]>([
    ['another origin', { origin: 'https://evil.example' }],
    ["another dealer's site", { origin: `http://${B}.localhost:3000` }],
    ['Origin null', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and a foreign Referer', { origin: '', referer: 'https://evil.example/form' }],
  ])('refuses %s with 403 and stores nothing', async (_name, headers) => {
    const request = new NextRequest(`http://${HOST}/api/leads/enquiry`, {
      method: 'POST',
      body: JSON.stringify(enquiry()),
      headers: {
        host: HOST,
        'content-type': 'application/json',
        ...(headers.origin === '' ? {} : { origin: ORIGIN }),
        ...headers,
      },
    });
    if (headers.origin === '') request.headers.delete('origin');
    const response = await POST(request, { params: Promise.resolve({ site: A, form: 'enquiry' }) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site form submissions are not accepted.' });
    expect(await leadCount()).toBe(0);
  });

  it('refuses a JSON post with neither Origin nor Referer (a script, not a browser)', async () => {
    const request = new NextRequest(`http://${HOST}/api/leads/enquiry`, {
      method: 'POST',
      body: JSON.stringify(enquiry()),
      headers: { host: HOST, 'content-type': 'application/json' },
    });
    expect((await POST(request, { params: Promise.resolve({ site: A, form: 'enquiry' }) })).status).toBe(403);
  });

  it('answers 404 for an unknown form and for an unknown site', async () => {
    const unknownForm = await post('newsletter', JSON.stringify(enquiry()));
    expect(unknownForm.status).toBe(404);
    expect(await unknownForm.json()).toEqual({ error: 'Unknown form.' });
    expect((await post('enquiry', JSON.stringify(enquiry()), {}, 'no-such-site')).status).toBe(404);
  });

  it('answers 413 for a 10 MB body without reading it', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const request = new NextRequest(`http://${HOST}/api/leads/enquiry`, {
      method: 'POST',
      body: stream,
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
      // Node's fetch needs duplex: 'half' for a streamed body; NextRequest's init type already allows it.
      duplex: 'half',
    });
    const response = await POST(request, { params: Promise.resolve({ site: A, form: 'enquiry' }) });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(3 * 65_536);
  });

  it('answers 503 with a message, and no stack, when the database is down', async () => {
    testDb.fails = true;
    const response = await post('enquiry', JSON.stringify(enquiry()));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'This service is temporarily unavailable. Please try again shortly.',
    });
    expect(text).not.toMatch(/DatabaseError|at .*\.ts/);
  });
});

describe('POST /api/leads/{form}: form-encoded (no JS)', () => {
  it('redirects to /success after storing the lead', async () => {
    const response = await post('enquiry', validForm(), { ...FORM, referer: `${ORIGIN}/cars/x` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/success');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await leadCount()).toBe(1);
  });

  it('redirects back to the referring page with the error and the field messages', async () => {
    const response = await post('enquiry', formBody({ name: 'Zoë' }), {
      ...FORM,
      referer: `${ORIGIN}/cars/x?tab=2`,
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/cars/x');
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.searchParams.get('form_error')).toMatch(
      /^Please fix the following errors: .*Last Name is required\./,
    );
    expect(await leadCount()).toBe(0);
  });

  it('accepts an old browser that sends neither Origin nor Referer', async () => {
    const request = new NextRequest(`http://${HOST}/api/leads/enquiry`, {
      method: 'POST',
      body: validForm(),
      headers: { host: HOST, ...FORM },
    });
    const response = await POST(request, { params: Promise.resolve({ site: A, form: 'enquiry' }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/success');
  });

  it.each([
    ['a path that a browser reads as another host', `${ORIGIN}//evil.com/x`],
    ['three slashes', `${ORIGIN}///evil.com/x`],
    ['a backslash', `${ORIGIN}/\\evil.com/x`],
    ['encoded slashes', `${ORIGIN}/%2F%2Fevil.com/x`],
    ['dot segments up to //', `${ORIGIN}/a/..//evil.com`],
    ['another host', 'https://evil.com/cars/x'],
    ['a Referer over 2 KB', `${ORIGIN}/cars/${'x'.repeat(3000)}`],
    ['not a URL', 'javascript:alert(1)'],
  ])('goes home with the error, never off the site, for a Referer with %s', async (_name, referer) => {
    const response = await post('enquiry', formBody({ name: 'Zoë' }), { ...FORM, referer });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/\?form_error=/);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(new URL(location, ORIGIN).searchParams.get('form_error')).toMatch(/^Please fix the following errors:/);
  });

  it('goes home with the error when there is no usable referrer', async () => {
    const response = await post('newsletter', validForm(), FORM);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!, ORIGIN).searchParams.get('form_error')).toBe(
      'Unknown form.',
    );
  });

  it('sends the shopper back with the spec message when the database is down', async () => {
    testDb.fails = true;
    const response = await post('enquiry', validForm(), { ...FORM, referer: `${ORIGIN}/cars/x` });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/cars/x');
    expect(location.searchParams.get('form_error')).toBe('An error occurred when submitting this form');
  });
});
