/** The development mailbox pages over the real sample content and a mailbox in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDataset } from '@forecourt/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { composeLeadEmail } from '@/lib/leads/delivery/email';
import { deliveryLead } from '@/lib/leads/delivery/lead';
import { leadRow, VENDOR } from '@/lib/leads/delivery/test-fixtures';
import { mailboxTransport } from '@/lib/leads/delivery/transports/mailbox';
import { isLocalRequest } from '@/lib/http/local-request';

const repo = createContentRepository(createEmbeddedSource(readDataset()));
// `forwarded` is X-Forwarded-For as the server sees it: the right-most entry is the peer its request
// hook appended.
const state = { active: true, dir: '', host: 'harbour-toyota.localhost:3000', forwarded: '127.0.0.1' };

vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('@/lib/leads/delivery/settings', () => ({
  mailboxActive: () => state.active,
  // The real gate with no trusted proxy (settings.ts passes TRUSTED_PROXY_COUNT).
  mailboxPageAllowed: (headers: Headers) => state.active && isLocalRequest(headers, 0),
  mailboxDir: () => state.dir,
}));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ host: state.host, 'x-forwarded-for': state.forwarded })),
}));

const sitePage = await import('./page');
const platformPage = await import('@/app/platform/dev/mailbox/page');

const props = (site: string) => ({ params: Promise.resolve({ site }) }) as PageProps<'/[site]/dev/mailbox'>;
const notFoundError = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error: unknown) => /404/.test(String((error as { digest?: unknown }).digest)));

let harbour: ReturnType<typeof composeLeadEmail>;
let coorong: ReturnType<typeof composeLeadEmail>;

beforeAll(async () => {
  state.dir = mkdtempSync(path.join(tmpdir(), 'forecourt-mailbox-page-'));
  harbour = composeLeadEmail({
    lead: deliveryLead(leadRow({ message: '<script>alert("owned")</script> & more', createdAt: new Date('2025-07-02T00:00:00Z') })),
    vendor: VENDOR,
    outboxId: 11,
    to: 'sales@harbourtoyota.com.au',
  });
  coorong = composeLeadEmail({
    lead: deliveryLead(leadRow({ site: 'coorong-caravans', category: 'General Enquiry', car: null, createdAt: new Date('2025-07-01T00:00:00Z') })),
    vendor: { ...VENDOR, siteName: 'Coorong Caravans' },
    outboxId: 12,
    to: 'sales@coorongcaravans.com.au',
  });
  const transport = mailboxTransport(state.dir);
  await transport.send(harbour);
  await transport.send(coorong);
});
afterAll(() => rmSync(state.dir, { recursive: true, force: true }));
beforeEach(() => {
  state.active = true;
  state.host = 'harbour-toyota.localhost:3000';
  state.forwarded = '127.0.0.1';
});

describe('/dev/mailbox on a dealer site', () => {
  it("lists that site's messages with their ADF, escaped, and nothing of other sites", async () => {
    const html = renderToStaticMarkup(await sitePage.default(props('harbour-toyota')));
    expect(html).toContain('<h1');
    expect(html).toContain('Harbour Toyota: lead mailbox');
    expect(html).toContain('1 message, newest lead first');
    expect(html).toContain('Used Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport — Harbour Toyota');
    expect(html).toContain(harbour.leadId);
    expect(html).toContain('sales@harbourtoyota.com.au');
    expect(html).toContain('&lt;?ADF VERSION=&quot;1.0&quot;?&gt;');
    // What the shopper typed is text on the page, never markup.
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<iframe title="HTML summary:');
    expect(html).toContain('sandbox=""');
    expect(html).not.toContain(coorong.leadId);
  });

  it('is empty for a site without mail, and a 404 for an unknown site', async () => {
    const html = renderToStaticMarkup(await sitePage.default(props('gateway-car-superstore')));
    expect(html).toContain('No lead e-mails yet.');
    await notFoundError(sitePage.default(props('no-such-dealer')));
  });

  it('is a 404 when lead e-mail goes by SMTP', async () => {
    state.active = false;
    await notFoundError(sitePage.default(props('harbour-toyota')));
  });

  it("is a 404 on a dealer's public domain (shoppers' details stay on this machine)", async () => {
    state.host = 'www.harbourtoyota.com.au';
    await notFoundError(sitePage.default(props('harbour-toyota')));
  });

  it.each([
    ['a remote client', '203.0.113.5'],
    ['a remote client that forged a loopback X-Forwarded-For', '127.0.0.1, 203.0.113.5'],
    ['a remote client that forged ::1', '::1, 203.0.113.5'],
    ['a remote IPv6 client', '2001:db8::5'],
    ['no client address at all', ''],
  ])("is a 404 on a local Host for %s (the Host header is the client's to write)", async (_name, forwarded) => {
    state.forwarded = forwarded;
    await notFoundError(sitePage.default(props('harbour-toyota')));
    await notFoundError(platformPage.default());
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['an IPv4-mapped loopback peer', '::ffff:127.0.0.1'],
    ['loopback after forged entries', '203.0.113.5, 127.0.0.1'],
  ])('answers a local Host from %s', async (_name, forwarded) => {
    state.forwarded = forwarded;
    expect(renderToStaticMarkup(await sitePage.default(props('harbour-toyota')))).toContain('Harbour Toyota: lead mailbox');
  });

  it('is rendered per request and never indexed', () => {
    expect(sitePage.dynamic).toBe('force-dynamic');
    expect(sitePage.metadata.robots).toEqual({ index: false, follow: false });
  });
});

describe('/dev/mailbox on the platform host', () => {
  it("lists every site's messages, newest lead first, naming the site", async () => {
    const html = renderToStaticMarkup(await platformPage.default());
    expect(html).toContain('Lead mailbox: all sites');
    expect(html).toContain('<th scope="col" class="py-2 pr-4">Site</th>');
    expect(html.indexOf(harbour.leadId)).toBeLessThan(html.indexOf(coorong.leadId));
    expect(html).toContain('>Coorong Caravans</td>');
    expect(html).toContain('>Harbour Toyota</td>');
    expect(platformPage.dynamic).toBe('force-dynamic');
    expect(platformPage.metadata.robots).toEqual({ index: false, follow: false });
  });

  it('is a 404 when lead e-mail goes by SMTP', async () => {
    state.active = false;
    await notFoundError(platformPage.default());
  });
});
