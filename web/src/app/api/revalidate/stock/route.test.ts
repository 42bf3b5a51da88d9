/**
 * POST /api/revalidate/stock (the stock import's signed call) over the real sample content: only a
 * correctly signed, well-formed call for a known site loads the new stock and drops the site's pages;
 * everything else is a 4xx that touches nothing.
 */
import { readDataset } from '@forecourt/tenants';
import { NextRequest } from 'next/server';
import type * as NextServer from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { signBody } from '@/lib/http/signature';
import { SIGNATURE_HEADER } from '@/lib/search/import/notify';
import { stockRevalidationPaths } from '@/lib/search/import/revalidation-paths';

const SECRET = 'stock-revalidate-test-secret';
const state = { secret: SECRET as string | undefined, engineFails: false };
const calls = { loaded: 0, revalidated: [] as [string, unknown][], checked: [] as string[] };

const repo = createContentRepository(createEmbeddedSource(readDataset()));
vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/env', () => ({
  env: new Proxy({}, { get: (_t, key) => (key === 'STOCK_REVALIDATE_SECRET' ? state.secret : undefined) }),
}));
vi.mock('@/lib/search', () => ({
  loadNewImports: () => {
    if (state.engineFails) return Promise.reject(new Error('engine down'));
    calls.loaded++;
    return Promise.resolve();
  },
}));
// The watch-alerts check (its own tests: lib/watch-alerts); here only that it runs, for the signed site, after the load.
vi.mock('@/lib/watch-alerts/runtime', () => ({
  checkSiteAfterImport: (site: { slug: string }) => {
    calls.checked.push(`${site.slug} after ${calls.loaded} load(s)`);
    return Promise.resolve();
  },
}));
// Outside a Next request there is no `after`: run its work at once (the check is stubbed above).
vi.mock('next/server', async (original) => ({
  ...(await original<typeof NextServer>()),
  after: (work: () => unknown) => void work(),
}));
vi.mock('next/cache', () => ({
  revalidatePath: (path: string, type?: string) => calls.revalidated.push([path, type]),
}));

const { POST } = await import('./route');

const now = () => Math.floor(Date.now() / 1000);
function post(body: string, signature: string | null = signBody(SECRET, body, now()), headers: Record<string, string> = {}) {
  return POST(
    new NextRequest('http://127.0.0.1:3000/api/revalidate/stock', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}), ...headers },
    }),
  );
}
const good = JSON.stringify({ site: 'harbour-toyota', slugs: ['2022-toyota-hilux-sr5-htu1'] });

beforeEach(() => {
  state.secret = SECRET;
  state.engineFails = false;
  calls.loaded = 0;
  calls.revalidated = [];
  calls.checked = [];
});

describe('POST /api/revalidate/stock', () => {
  it('a signed call loads the new stock, then marks the pages that show it stale', async () => {
    const response = await post(good);
    expect(response.status).toBe(200);
    const expected = stockRevalidationPaths('harbour-toyota', (JSON.parse(good) as { slugs: string[] }).slugs);
    expect(await response.json()).toEqual({ revalidated: expected.map(([path]) => path), vehicles: 1 });
    expect(calls.loaded).toBe(1);
    // The browser test stock-import.test.ts shows the page then changes.
    expect(calls.revalidated).toEqual(expected.map(([path, type]) => [path, type]));
    expect(calls.checked).toEqual(['harbour-toyota after 1 load(s)']);
  });

  const body = (value: unknown) => JSON.stringify(value);
  it.each([
    ['no signature', good, null, 401, 'Invalid signature.'],
    ['a signature with another secret', good, signBody('other', good, now()), 401, 'Invalid signature.'],
    ['a replayed old signature', good, signBody(SECRET, good, now() - 3600), 401, 'Invalid signature.'],
    ['a signature over another body', good, signBody(SECRET, body({ site: 'coorong-caravans', slugs: [] }), now()), 401, 'Invalid signature.'],
    ['invalid JSON', '{"site":', undefined, 400, 'The body is not valid JSON.'],
    ['a missing slug list', body({ site: 'harbour-toyota' }), undefined, 400, 'Expected {site, slugs[]}.'],
    ['a site that is not a slug', body({ site: '../etc', slugs: [] }), undefined, 400, 'Expected {site, slugs[]}.'],
    ['slugs that are not strings', body({ site: 'harbour-toyota', slugs: [1, {}] }), undefined, 400, 'Expected {site, slugs[]}.'],
    ['an unknown site', body({ site: 'no-such-dealer', slugs: [] }), undefined, 404, 'There is no site no-such-dealer.'],
  ])('%s: %i and nothing revalidated', async (_name, text, signature, status, error) => {
    const response = await post(text, signature === undefined ? signBody(SECRET, text, now()) : signature);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(calls.loaded).toBe(0);
    expect(calls.revalidated).toEqual([]);
    expect(calls.checked).toEqual([]);
  });

  it('refuses a body over 16 MB by its declared length without reading it', async () => {
    const response = await post(good, undefined, { 'content-length': String(17 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(calls.revalidated).toEqual([]);
  });

  it('is 503 when no secret is configured, and when the search engine cannot load the stock', async () => {
    state.secret = undefined;
    expect((await post(good)).status).toBe(503);
    state.secret = SECRET;
    state.engineFails = true;
    const response = await post(good);
    expect(response.status).toBe(503);
    expect(calls.revalidated).toEqual([]);
    expect(calls.checked).toEqual([]);
  });
});
