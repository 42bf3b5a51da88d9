/**
 * The Sanity webhook on the production build.
 *
 * 1. Against the shared test server: a signed change is answered with its dealer's tags, and every bad
 *    delivery (unsigned, wrongly signed, stale, from the future, replayed, an unknown type, malformed,
 *    too large, a hostile slug) is refused or ignored with nothing revalidated.
 * 2. Publishing reaches shoppers at once, for the changed dealer only: a second `next start` of the
 *    same build reads its content from a local Content Lake (test/support/fake-content-lake.ts)
 *    through the production adapter, both dealers' documents change there, and a webhook for one
 *    dealer shows that dealer's change on the next request (its ISR home page and a per-request content
 *    page) while the other dealer's pages stay cached until its own webhook.
 * 3. Draft mode with Sanity, on the same server: the enable route checks the Presentation tool's
 *    secret in the Lake (@sanity/preview-url-secret: a wrong or expired secret is refused), and a
 *    draft shows only to the browser that has the draft-mode cookie, never through the page cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContentLake, type FakeContentLake } from '../support/fake-content-lake';
import { freePort } from '../support/free-port';
import { forgetCachedPages } from '../support/route-cache';
import { getWithHost, requestWithHost, urlFor } from './browser';
import { REVALIDATE_SECRET, stopServer, testServerEnv, waitForServer } from './global-setup';

interface Answer {
  status: number;
  json: { revalidated?: string[]; ignored?: string; error?: string };
}

async function post(origin: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${origin}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

/** Sanity's headers for one delivery: its signature (at `t`) and its idempotency-key. */
async function signed(body: string, { t = Date.now(), secret = REVALIDATE_SECRET, key = randomUUID() }: { t?: number; secret?: string; key?: string } = {}) {
  return { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, t, secret), 'idempotency-key': key };
}

/** Nothing was revalidated: an error, or an empty list. */
function expectNothingRevalidated({ json }: Answer) {
  if (json.error !== undefined) {
    expect(typeof json.error).toBe('string');
    expect(json.revalidated).toBeUndefined();
  } else {
    expect(json.revalidated).toEqual([]);
    expect(typeof json.ignored).toBe('string');
  }
}

describe('POST /api/revalidate', () => {
  const origin = () => new URL(urlFor('127.0.0.1')).origin;
  const offer = JSON.stringify({ _type: 'offer', site: 'harbour-toyota' });

  it('revalidates the changed document’s site, and only once per delivery', async () => {
    const headers = await signed(offer);
    const first = await post(origin(), offer, headers);
    expect(first).toEqual({ status: 200, json: { revalidated: ['site:harbour-toyota'] } });
    // The same request again (a replay), then Sanity's retry of it (same key, signed anew).
    for (const again of [headers, await signed(offer, { key: headers['idempotency-key'] })]) {
      const answer = await post(origin(), offer, again);
      expect(answer.status).toBe(200);
      expect(answer.json.revalidated).toEqual([]);
      expect(answer.json.ignored).toMatch(/already handled/);
    }
  });

  const FIVE_MINUTES = 5 * 60_000;
  it.each<[string, () => Promise<{ body: string; headers: Record<string, string> }>, number]>([
    ['no signature', () => Promise.resolve({ body: offer, headers: {} }), 401],
    ['a signature made with another secret', async () => ({ body: offer, headers: await signed(offer, { secret: 'not-the-secret' }) }), 401],
    ['a signature over another body', async () => ({ body: offer, headers: await signed(JSON.stringify({ _type: 'offer', site: 'gateway-car-superstore' })) }), 401],
    ['a stale timestamp (over 5 minutes old)', async () => ({ body: offer, headers: await signed(offer, { t: Date.now() - FIVE_MINUTES - 10_000 }) }), 401],
    ['a timestamp over a minute in the future', async () => ({ body: offer, headers: await signed(offer, { t: Date.now() + 2 * 60_000 }) }), 401],
    ['a malformed signature header', () => Promise.resolve({ body: offer, headers: { [SIGNATURE_HEADER_NAME]: 'sha256=deadbeef' } }), 400],
    ['a malformed idempotency-key', async () => ({ body: offer, headers: await signed(offer, { key: 'x'.repeat(300) }) }), 400],
    ['a body that is not JSON', async () => ({ body: '{"_type": offer', headers: await signed('{"_type": offer') }), 400],
    ['a body that is not the projection', async () => ({ body: '{"hello":"world"}', headers: await signed('{"hello":"world"}') }), 400],
    ['a hostile site slug', async () => {
      const body = JSON.stringify({ _type: 'offer', site: '../../etc' });
      return { body, headers: await signed(body) };
    }, 400],
    ['an oversize body', async () => {
      const body = JSON.stringify({ _type: 'offer', site: 'harbour-toyota', padding: 'x'.repeat(64 * 1024) });
      return { body, headers: await signed(body) };
    }, 413],
    ['an unknown document type', async () => {
      const body = JSON.stringify({ _type: 'sanity.fileAsset', site: null });
      return { body, headers: await signed(body) };
    }, 200],
    ['an unknown document type naming a site', async () => {
      const body = JSON.stringify({ _type: 'workflow.metadata', site: 'harbour-toyota' });
      return { body, headers: await signed(body) };
    }, 200],
  ])('%s: refused or ignored, nothing revalidated', async (_name, make, status) => {
    const { body, headers } = await make();
    const answer = await post(origin(), body, headers);
    expect(answer.status).toBe(status);
    expectNothingRevalidated(answer);
  });
});

describe('publishing reaches the changed dealer’s shoppers at once, and no other dealer’s', () => {
  const webDir = path.resolve(import.meta.dirname, '../..');
  const run = randomUUID().slice(0, 8);
  // The dealers get slugs (hence paths and hosts) of this run's own. The two servers share the
  // build's page cache on disk (.next, keyed by path): the shared server's copy of /harbour-toyota
  // carries none of the content tags, and an earlier run's copy shows that run's changes, so reading
  // either back would make the test meaningless. What this server writes there is removed after.
  const dealers = [
    { id: 'site-harbour-toyota', slug: `harbour-toyota-${run}` },
    { id: 'site-gateway-car-superstore', slug: `gateway-car-superstore-${run}` },
  ] as const;
  // The home page is kept in the page cache (ISR, revalidate 3600); a content page renders per
  // request and reads the data cache only. Both must show a published change at once.
  const pages = ['/', '/webhook-check'] as const;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-webhook-'));
  const fetchCacheDir = path.join(webDir, '.next', 'cache', 'fetch-cache');
  const fetchCacheBefore = new Set(existsSync(fetchCacheDir) ? readdirSync(fetchCacheDir) : []);
  let lake: FakeContentLake;
  let server: ChildProcess | undefined;
  let origin = '';
  let port = 0;

  const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tagline = (id: string) => String(lake.get(id)?.tagline);

  /** The last of this server's output, for a failure's message (a 500 here once, under CI's load). */
  let serverLog = '';

  async function get(slug: string, pathname: string) {
    const res = await getWithHost(`${slug}.localhost`, pathname, port);
    expect(res.status, res.status === 200 ? `${slug}${pathname}` : `${slug}${pathname}; the server's log ends:\n${serverLog.slice(-4000)}`).toBe(200);
    return res;
  }

  /** Every page of the dealer shows `shown` and not `hidden`. */
  async function expectPages(slug: string, shown: string, hidden: string) {
    for (const pathname of pages) {
      const { body } = await get(slug, pathname);
      // Booleans, so a failure names the page and the text rather than printing 150 KB of HTML.
      expect(body.includes(html(shown)), `${slug}${pathname} shows “${shown}”`).toBe(true);
      expect(body.includes(html(hidden)), `${slug}${pathname} does not show “${hidden}”`).toBe(false);
    }
  }

  async function webhook(slug: string) {
    const body = JSON.stringify({ _type: 'site', site: slug });
    return post(origin, body, await signed(body));
  }

  beforeAll(async () => {
    lake = await startFakeContentLake();
    for (const { id, slug } of dealers) {
      lake.patch(id, { slug: { _type: 'slug', current: slug } });
      lake.put({ _id: `page-${slug}-webhook-check`, _type: 'page', site: { _type: 'reference', _ref: id }, title: 'Webhook check', slug: { _type: 'slug', current: 'webhook-check' } });
    }
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('npx', ['next', 'start', '-p', String(port)], {
      cwd: webDir,
      env: testServerEnv({
        DATA_DIR: path.join(dir, 'data'),
        // A project id of this run's own: content reads are cached on disk under keys that include
        // it, so no earlier run's cached content (the host map with its slugs) is read back.
        SANITY_PROJECT_ID: `webhook-test-${run}`,
        SANITY_API_HOST: lake.apiHost,
        SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
        // Draft mode with Sanity reads drafts and checks preview secrets with a token (any, here).
        SANITY_API_TOKEN: `fake-lake-token-${run}`,
      }),
      // Kept (its tail) for a failure's message; DEBUG_WEBHOOK_SERVER=1 shows it as it comes.
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [server.stdout, server.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        serverLog = (serverLog + chunk.toString()).slice(-16_000);
        if (process.env.DEBUG_WEBHOOK_SERVER) process.stderr.write(chunk);
      });
    }
    await waitForServer(`${origin}/`, server);
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
    await lake?.close();
    rmSync(dir, { recursive: true, force: true });
    // This run's pages and content reads in the build's caches: no other server or run can use them.
    for (const { slug } of dealers) forgetCachedPages(webDir, slug);
    for (const file of existsSync(fetchCacheDir) ? readdirSync(fetchCacheDir) : []) {
      if (!fetchCacheBefore.has(file)) rmSync(path.join(fetchCacheDir, file), { force: true });
    }
  });

  it('refreshes the dealer a webhook names on the next request; the other keeps its cached pages until its own', async () => {
    const [harbour, gateway] = dealers;
    const before = { harbour: tagline(harbour.id), gateway: tagline(gateway.id) };
    const after = { harbour: `Harbour publishes ${run}`, gateway: `Gateway publishes ${run}` };
    await expectPages(harbour.slug, before.harbour, after.harbour);
    await expectPages(gateway.slug, before.gateway, after.gateway);
    // The home page itself is cached (not only the content it reads), so the refresh must reach the page cache.
    expect((await get(harbour.slug, '/')).headers['cache-control']).toMatch(/s-maxage=3600/);

    // Both dealers publish a change. Without a webhook the cached pages keep the old tagline.
    lake.patch(harbour.id, { tagline: after.harbour });
    lake.patch(gateway.id, { tagline: after.gateway });
    await expectPages(harbour.slug, before.harbour, after.harbour);
    await expectPages(gateway.slug, before.gateway, after.gateway);

    // Harbour's webhook: Harbour's next request shows its change; Gateway's pages are still the cached ones.
    expect(await webhook(harbour.slug)).toEqual({ status: 200, json: { revalidated: [`site:${harbour.slug}`, 'sites'] } });
    await expectPages(harbour.slug, after.harbour, before.harbour);
    await expectPages(gateway.slug, before.gateway, after.gateway);

    // Gateway's own webhook refreshes Gateway, and Harbour keeps its change.
    expect(await webhook(gateway.slug)).toEqual({ status: 200, json: { revalidated: [`site:${gateway.slug}`, 'sites'] } });
    await expectPages(gateway.slug, after.gateway, before.gateway);
    await expectPages(harbour.slug, after.harbour, before.harbour);
  });

  it('ignores a signed webhook for a type no page shows: the pages stay cached', async () => {
    const [harbour] = dealers;
    const shown = tagline(harbour.id);
    const unannounced = `Unannounced ${run}`;
    lake.patch(harbour.id, { tagline: unannounced });
    const unknown = JSON.stringify({ _type: 'workflow.metadata', site: harbour.slug });
    const ignored = await post(origin, unknown, await signed(unknown));
    expect(ignored.status).toBe(200);
    expect(ignored.json.revalidated).toEqual([]);
    await expectPages(harbour.slug, shown, unannounced);
  });

  describe('draft mode against the Content Lake', () => {
    const enable = (secret: string) =>
      `/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent('/webhook-check')}`;
    const putSecret = (name: string, secret: string, updatedAt?: string) =>
      lake.put({ _id: `sanity-preview-url-secret.${name}-${run}`, _type: 'sanity.previewUrlSecret', secret, source: 'test', studioUrl: 'http://localhost:3333', ...(updatedAt ? { _updatedAt: updatedAt } : {}) });

    it('turns on only with a live Presentation secret, and shows a draft to that browser alone', async () => {
      const [harbour] = dealers;
      const host = `${harbour.slug}.localhost`;
      const secret = `live-${randomUUID()}`;
      const expired = `expired-${randomUUID()}`;
      putSecret('live', secret);
      putSecret('expired', expired, new Date(Date.now() - 2 * 3600_000).toISOString());
      const drafted = `A draft tagline ${run}`;
      lake.put({ ...lake.get(harbour.id)!, _id: `drafts.${harbour.id}`, tagline: drafted });

      for (const refused of [enable('not-a-secret'), enable(expired), '/api/draft-mode/enable?sanity-preview-pathname=%2F']) {
        const answer = await getWithHost(host, refused, port);
        expect(answer.status, refused).toBe(401);
        expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('__prerender_bypass');
      }
      const enabled = await getWithHost(host, enable(secret), port);
      expect(enabled.status).toBe(307);
      expect(enabled.headers.location).toBe('/webhook-check');
      const cookie = /__prerender_bypass=[^;]+/.exec(String(enabled.headers['set-cookie']))?.[0];
      expect(cookie).toBeDefined();

      for (const pathname of pages) {
        const preview = await requestWithHost(host, pathname, { headers: { cookie: cookie! } }, port);
        expect(preview.status).toBe(200);
        expect(preview.body.includes(html(drafted)), `${pathname} in draft mode shows the draft`).toBe(true);
        expect(preview.body).toContain('Leave preview');
      }
      // Shoppers (no cookie) still get the published site, from a cache the preview never wrote to.
      for (const pathname of pages) {
        const { body } = await get(harbour.slug, pathname);
        expect(body.includes(html(drafted)), `${pathname} without draft mode hides the draft`).toBe(false);
        expect(body).not.toContain('Leave preview');
      }
    });
  });
});
