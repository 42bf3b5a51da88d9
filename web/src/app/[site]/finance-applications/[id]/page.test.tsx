/**
 * The dealer's protected view of a finance application, over an in-memory PGlite and the sample
 * content: an application stored through the intake opens with its signed link and shows every
 * answer; every other link is the same plain 404.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDb, testDb, withTestDb } from '@/lib/db/route-test-db';
import { financeApplications } from '@/lib/db/schema';
import { financeApplicationKeys } from '@/lib/finance/applications/keys';
import { submitApplication } from '@/lib/finance/applications/submit';
import { SENSITIVE_VALUES, validApplication } from '@/lib/finance/applications/test-fixture';
import { viewLinkPath } from '@/lib/finance/applications/view-link';
import { findSiteCar } from '@/lib/leads/intake/find-car';
import { A, B, carOf, repo, testEngine } from '@/lib/leads/intake/test-fixture';
import type * as DbModule from '@/lib/db';

const keys = financeApplicationKeys('a-page-test-secret-that-is-long-enough-12345');
// Lazily: the intake's modules load the content module before this file's imports are done.
vi.mock('@/lib/content', async () => ({ content: (await import('@/lib/leads/intake/test-fixture')).repo }));
vi.mock('@/lib/db', async (original) => withTestDb(await original<typeof DbModule>()));
vi.mock('@/lib/finance/applications/secret', () => ({ applicationKeys: () => keys }));

setupTestDb();
const { default: Page, metadata } = await import('./page');

let link: URL;
let id: string;

beforeAll(async () => {
  const site = (await repo.site(A))!;
  const car = carOf(A, 'gcs-eagle-farm');
  const request = new Request('http://x.localhost/api/finance-applications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9' },
    body: JSON.stringify({ fields: validApplication({ car_id: car.slug }), started_at: Date.now() - 60_000 }),
  });
  const result = await submitApplication(
    { site, headers: request.headers, body: request.body, origin: `http://${A}.localhost:3000` },
    { db: testDb.db, findCar: findSiteCar(testEngine), locations: (s) => repo.locations(s), keys: () => keys },
  );
  if (!('applicationId' in result)) throw new Error(`not stored: ${JSON.stringify(result)}`);
  id = result.applicationId;
  link = new URL(viewLinkPath(keys.link, { site: A, id }, new Date()), 'http://x.localhost');
}, 60_000);

const props = (site: string, appId: string, query: Record<string, string | string[] | undefined>) =>
  ({ params: Promise.resolve({ site, id: appId }), searchParams: Promise.resolve(query) }) as PageProps<'/[site]/finance-applications/[id]'>;
const signed = () => ({ expires: link.searchParams.get('expires')!, sig: link.searchParams.get('sig')! });
const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

describe('/finance-applications/{id}', () => {
  it('shows the whole application to the holder of its link: readable, printable, with the consent', async () => {
    const html = renderToStaticMarkup(await Page(props(A, id, signed())));
    expect(html).toContain('data-testid="finance-application-view"');
    expect(html).toContain('Ms Zoë O&#x27;Brien-Nguyễn');
    for (const value of [SENSITIVE_VALUES.licence_number, SENSITIVE_VALUES.address_line, SENSITIVE_VALUES.employer, '27/03/1987', '$6,543', '$15,432']) {
      expect(html).toContain(value);
    }
    for (const label of ['Applicant', 'Residence', 'Employment', 'Income &amp; expenses', 'The car', 'Consent', 'Driver licence number', 'Monthly income after tax']) {
      expect(html).toContain(label);
    }
    expect(html).toContain(carOf(A, 'gcs-eagle-farm').stocknum);
    expect(html).toContain('AusLoans may obtain my credit report');
    expect(html).toContain('Print');
  });

  it('is never indexed, cached or referred from', () => {
    expect(metadata.robots).toMatchObject({ index: false, follow: false });
    expect(metadata.referrer).toBe('no-referrer');
  });

  it.each<[string, () => [string, string, Record<string, string | string[] | undefined>]]>([
    ['no signature', () => [A, id, {}]],
    ['no expiry', () => [A, id, { sig: signed().sig }]],
    ['a changed signature', () => [A, id, { ...signed(), sig: `${signed().sig.slice(0, -2)}AA` }]],
    ['a stretched expiry', () => [A, id, { ...signed(), expires: String(Number(signed().expires) + 3600) }]],
    ['an expired link', () => [A, id, { expires: String(Math.floor(Date.now() / 1000) - 1), sig: signed().sig }]],
    ['repeated parameters', () => [A, id, { expires: [signed().expires, signed().expires], sig: signed().sig }]],
    ["another site's address", () => [B, id, signed()]],
    ['another id', () => [A, '5b0e8f0e-58a5-4f39-8b55-6f2c1b7f1a01', signed()]],
    ['an id that is no UUID', () => [A, `${id}x`, signed()]],
  ])('is a plain 404 for %s', async (_name, make) => {
    const [site, appId, query] = make();
    await notFoundError(Page(props(site, appId, query)));
  });

  it('is a 404 (and an error in the log) when the sealed details do not open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [row] = await testDb.db.select().from(financeApplications);
    await testDb.db.update(financeApplications).set({ sealed: `${row!.sealed.slice(0, -4)}AAAA` });
    try {
      await notFoundError(Page(props(A, id, signed())));
      expect(error).toHaveBeenCalledWith(expect.stringContaining('does not open'));
    } finally {
      await testDb.db.update(financeApplications).set({ sealed: row!.sealed });
    }
  });
});
