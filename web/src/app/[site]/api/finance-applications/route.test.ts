/**
 * POST /api/finance-applications through the route handler: the sample content, an embedded search
 * engine over generated stock and an in-memory PGlite. The intake's own rules (the hostile-input
 * table, the sealed details, the e-mail) are tested in lib/finance/applications/submit.test.ts;
 * here: the same-origin rule, the answers and their headers, the link's origin, and failures.
 */
import { count } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { financeApplications, leadOutbox, leads, rateLimits } from '@/lib/db/schema';
import { financeApplicationKeys } from '@/lib/finance/applications/keys';
import { validApplication } from '@/lib/finance/applications/test-fixture';
import { publicOrigin } from '@/lib/leads/delivery/vendor';
import { A, B, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';
import type * as SearchModule from '@/lib/search';

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof SearchModule>()),
  searchEngine: testEngine,
}));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
// No secret written into the data directory by a test.
vi.mock('@/lib/finance/applications/secret', () => ({
  applicationKeys: () => financeApplicationKeys('a-route-test-secret-that-is-long-enough-123'),
}));

setupTestDb();
const { POST } = await import('./route');

const HOST = `${A}.localhost:3000`;
const ORIGIN = `http://${HOST}`;

beforeEach(async () => {
  await testDb.db.delete(leads);
  await testDb.db.delete(rateLimits);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

let ip = 0;
const site = (await repo.site(A))!;

function post(body: BodyInit, headers: Record<string, string> = {}, site = A) {
  const request = new NextRequest(`http://${HOST}/api/finance-applications`, {
    method: 'POST',
    body,
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++ip}`, ...headers },
  });
  return POST(request, { params: Promise.resolve({ site }) });
}

const application = (fields: Record<string, unknown> = validApplication()) =>
  JSON.stringify({ fields, started_at: Date.now() - 60_000, company_website: '', context: { page_url: `${ORIGIN}/apply-for-finance` } });

async function stored() {
  const n = async (table: typeof leads | typeof leadOutbox | typeof financeApplications) =>
    (await testDb.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { leads: await n(leads), applications: await n(financeApplications), outbox: await n(leadOutbox) };
}
const NOTHING = { leads: 0, applications: 0, outbox: 0 };

describe('POST /api/finance-applications', () => {
  it('stores the application and answers 201 {application_id, lead_id}, never cached; the lead links to it on the site’s public address', async () => {
    const response = await post(application(), { 'idempotency-key': 'apply-route-1' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { application_id: string; lead_id: string };
    expect(Object.keys(body).sort()).toEqual(['application_id', 'lead_id']);
    expect(body.application_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toEqual({ leads: 1, applications: 1, outbox: 1 });
    const [lead] = await testDb.db.select().from(leads);
    // As every e-mailed link: the site's public address (publicOrigin), not whatever host it was posted to.
    expect(lead?.message).toContain(`${publicOrigin(site)}/finance-applications/${body.application_id}?expires=`);

    const again = await post(application(), { 'idempotency-key': 'apply-route-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
  });

  it('links on the public address whatever Origin the browser sent', async () => {
    const response = await post(application(), { origin: `https://${HOST}` });
    expect(response.status).toBe(201);
    const [lead] = await testDb.db.select().from(leads);
    expect(lead?.message).toContain(`${publicOrigin(site)}/finance-applications/`);
    expect(lead?.message).not.toContain(HOST);
  });

  it('answers field errors as {error, fields} with 400 and stores nothing', async () => {
    const response = await post(application(validApplication({ postcode: '12', credit_enquiry_consent: false })));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: {
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
        credit_enquiry_consent: 'You must agree to the credit enquiry before we can send your application.',
      },
    });
    expect(await stored()).toEqual(NOTHING);
  });

  it.each<[string, () => Promise<Response>, number, string]>([
    ['a form post', () => post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'Send the application as JSON.'],
    ['bad JSON', () => post('{'), 400, 'The application could not be read.'],
    ["another site's car", () => post(application(validApplication({ car_id: carOf(B).slug }))), 400, 'This car is not available on this site.'],
    ['a declared 1 MB body', () => post(application(), { 'content-length': String(1024 * 1024) }), 413, 'The application is too large.'],
  ])('refuses %s', async (_name, send, status, error) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await stored()).toEqual(NOTHING);
  });

  it.each<[string, Record<string, string>]>([
    ['another origin', { origin: 'https://evil.example' }],
    ["another dealer's site", { origin: `http://${B}.localhost:3000` }],
    ['Origin null', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and stores nothing', async (_name, headers) => {
    const response = await post(application(), headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site form submissions are not accepted.' });
    expect(await stored()).toEqual(NOTHING);
  });

  it('refuses a JSON post with neither Origin nor Referer (a script, not a browser)', async () => {
    const request = new NextRequest(`http://${HOST}/api/finance-applications`, {
      method: 'POST',
      body: application(),
      headers: { host: HOST, 'content-type': 'application/json' },
    });
    expect((await POST(request, { params: Promise.resolve({ site: A }) })).status).toBe(403);
    expect(await stored()).toEqual(NOTHING);
  });

  it('answers 429 with Retry-After past the rate limit', async () => {
    const address = { 'x-forwarded-for': '192.0.2.250' };
    for (let i = 0; i < 10; i++) {
      const fields = validApplication({ email: `r${i}@example.com`, phone: `04123400${String(i).padStart(2, '0')}` });
      expect((await post(application(fields), address)).status).toBe(201);
    }
    const response = await post(application(), address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: 'Too many submissions. Please try again later.' });
  });

  it('answers 404 for an unknown site and 503, without a stack, when the database is down', async () => {
    expect((await post(application(), {}, 'no-such-site')).status).toBe(404);
    testDb.fails = true;
    const response = await post(application());
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'This service is temporarily unavailable. Please try again shortly.' });
    expect(text).not.toMatch(/DatabaseError|at .*\.ts/);
  });
});
