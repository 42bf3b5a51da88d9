/** The development SMS pages over the real sample content and an outbox in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDataset } from '@forecourt/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { isLocalRequest } from '@/lib/http/local-request';
import { smsOutbox } from '@/lib/sms/outbox';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
// `forwarded` is X-Forwarded-For as the server sees it: the right-most entry is the peer its request
// hook appended.
const state = { active: true, dir: '', host: 'harbour-toyota.localhost:3000', forwarded: '127.0.0.1' };

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/sms', () => ({
  smsOutboxActive: () => state.active,
  // The real gate with no trusted proxy (index.ts passes TRUSTED_PROXY_COUNT).
  smsPageAllowed: (headers: Headers) => state.active && isLocalRequest(headers, 0),
  smsOutboxDir: () => state.dir,
}));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ host: state.host, 'x-forwarded-for': state.forwarded })),
}));

const sitePage = await import('./page');
const platformPage = await import('@/app/platform/dev/sms/page');

const props = (site: string) => ({ params: Promise.resolve({ site }) }) as PageProps<'/[site]/dev/sms'>;
const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

beforeAll(async () => {
  state.dir = mkdtempSync(path.join(tmpdir(), 'forecourt-sms-page-'));
  const times = ['2025-07-01T22:15:00Z', '2025-07-02T03:00:00Z', '2025-07-02T01:00:00Z'].map((t) => new Date(t));
  const outbox = smsOutbox(state.dir, { now: () => times.shift()! });
  await outbox.send({ site: 'harbour-toyota', to: '+61412345678', text: 'Your Harbour Toyota code is 111111', kind: 'sign-in-code', id: 'older' });
  await outbox.send({ site: 'harbour-toyota', to: '+61498765432', text: '<script>alert("owned")</script> & price drop', kind: 'alert', id: 'newer' });
  await outbox.send({ site: 'coorong-caravans', to: '+61400000001', text: 'Your Coorong Caravans code is 999999', kind: 'sign-in-code', id: 'coorong' });
});
afterAll(() => rmSync(state.dir, { recursive: true, force: true }));
beforeEach(() => {
  state.active = true;
  state.host = 'harbour-toyota.localhost:3000';
  state.forwarded = '127.0.0.1';
});

describe('/dev/sms on a dealer site', () => {
  it("lists that site's texts newest first, in Sydney time, escaped, and nothing of other sites", async () => {
    const html = renderToStaticMarkup(await sitePage.default(props('harbour-toyota')));
    expect(html).toContain('<h1');
    expect(html).toContain('Harbour Toyota: SMS outbox');
    expect(html).toContain('<caption class="mb-2 text-left font-semibold">2 text messages, newest first</caption>');
    for (const column of ['Sent', 'To', 'Kind', 'Text']) expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${column}</th>`));
    expect(html).not.toContain('>Site</th>');
    // Newest first.
    expect(html.indexOf('+61498765432')).toBeLessThan(html.indexOf('+61412345678'));
    expect(html).toContain('Your Harbour Toyota code is 111111');
    expect(html).toContain('>Sign-in code</td>');
    expect(html).toContain('>Alert</td>');
    // 2025-07-01T22:15Z is 8:15 am on 2 July in Sydney (AEST, UTC+10).
    // (The month is "Jul" or "July" depending on the ICU data Node ships with.)
    expect(html).toMatch(/<time dateTime="2025-07-01T22:15:00.000Z">2 July? 2025, 8:15:00 am<\/time>/);
    // What went into a text is text on the page, never markup.
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; price drop');
    expect(html).not.toContain('999999');
    expect(html).toContain(state.dir);
  });

  it('is empty for a site without texts, and a 404 for an unknown site', async () => {
    const html = renderToStaticMarkup(await sitePage.default(props('gateway-car-superstore')));
    expect(html).toContain('No text messages yet.');
    expect(html).not.toContain('<table');
    await notFoundError(sitePage.default(props('no-such-dealer')));
  });

  it('is a 404 when ClickSend sends the texts', async () => {
    state.active = false;
    await notFoundError(sitePage.default(props('harbour-toyota')));
    await notFoundError(platformPage.default());
  });

  it("is a 404 on a dealer's public domain (sign-in codes stay on this machine)", async () => {
    state.host = 'www.harbourtoyota.com.au';
    await notFoundError(sitePage.default(props('harbour-toyota')));
  });

  it.each([
    ['a remote client', '203.0.113.5'],
    ['a remote client that forged a loopback X-Forwarded-For', '127.0.0.1, 203.0.113.5'],
    ['a remote IPv6 client', '2001:db8::5'],
    ['no client address at all', ''],
  ])("is a 404 on a local Host for %s (the Host header is the client's to write)", async (_name, forwarded) => {
    state.forwarded = forwarded;
    await notFoundError(sitePage.default(props('harbour-toyota')));
    await notFoundError(platformPage.default());
  });

  it('answers a local Host from IPv6 loopback', async () => {
    state.forwarded = '::1';
    expect(renderToStaticMarkup(await sitePage.default(props('harbour-toyota')))).toContain('Harbour Toyota: SMS outbox');
  });

  it('is rendered per request and never indexed', () => {
    expect(sitePage.dynamic).toBe('force-dynamic');
    expect(sitePage.metadata.robots).toEqual({ index: false, follow: false });
  });
});

describe('/dev/sms on the platform host', () => {
  it("lists every site's texts, newest first, naming the site", async () => {
    state.host = 'localhost:3000';
    const html = renderToStaticMarkup(await platformPage.default());
    expect(html).toContain('SMS outbox: all sites');
    expect(html).toContain('3 text messages, newest first');
    expect(html).toContain('<th scope="col" class="py-2 pr-4">Site</th>');
    expect(html).toContain('>Coorong Caravans</td>');
    expect(html).toContain('>Harbour Toyota</td>');
    const order = ['+61498765432', '+61400000001', '+61412345678'].map((to) => html.indexOf(to));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(platformPage.dynamic).toBe('force-dynamic');
    expect(platformPage.metadata.robots).toEqual({ index: false, follow: false });
  });
});
