import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryLead } from '../lead';
import { CAR, leadRow, VENDOR } from '../test-fixtures';
import { webhookBody } from '../webhook-body';
import type { LeadWebhook } from './types';
import { signWebhook, verifyWebhookSignature, webhookTransport } from './webhook';

const SECRET = 'whsec_test_0123456789';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real CRM endpoint on a free local port; each test sets how it answers. */
let server: Server;
let base: string;
let received: Received[] = [];
let answer: (path: string) => { status: number; headers?: Record<string, string> } | 'hang' = () => ({ status: 200 });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = answer(req.url ?? '/');
      if (reply === 'hang') return; // never answers: the client's timeout must fire
      res.writeHead(reply.status, reply.headers).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = () => ({ status: 200 });
});

function message(path = '/hooks/leads'): LeadWebhook {
  const lead = deliveryLead(leadRow());
  return { site: lead.site, leadId: lead.id, outboxId: 9, url: `${base}${path}`, body: webhookBody(lead, VENDOR) };
}

describe('webhook transport', () => {
  it('POSTs the lead as signed JSON with an idempotency key; the signature verifies with the secret', async () => {
    const now = new Date('2025-07-01T09:30:05Z');
    const msg = message();
    await webhookTransport({ secret: SECRET, now: () => now }).send(msg);

    expect(received).toHaveLength(1);
    const [req] = received as [Received];
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/hooks/leads');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['idempotency-key']).toBe(msg.leadId);
    expect(req.body).toBe(msg.body);
    const signature = req.headers['forecourt-signature'] as string;
    expect(signature).toBe(signWebhook(SECRET, req.body, Math.floor(now.getTime() / 1000)));
    expect(signature).toMatch(/^t=1751362205,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, req.body, signature, { now })).toBe(true);
    // Any change to the body, another secret, or an old timestamp fails verification.
    expect(verifyWebhookSignature(SECRET, req.body.replace('Zoë', 'Zoe'), signature, { now })).toBe(false);
    expect(verifyWebhookSignature('another-secret', req.body, signature, { now })).toBe(false);
    expect(verifyWebhookSignature(SECRET, req.body, signature, { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifyWebhookSignature(SECRET, req.body, 'nonsense', { now })).toBe(false);

    const body = JSON.parse(req.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      lead_id: msg.leadId,
      site: 'harbour-toyota',
      category: 'Used Vehicle Enquiry',
      source: 'Website',
      user: { name: 'Zoë', last_name: "O'Brien-Nguyễn", email: 'zoe@example.com', phone: '0412345678', postcode: '2100' },
      car_id: CAR.id,
      car_dealership_id: 'hbt',
      car: { stocknum: 'HB1234', vin: CAR.vin, year: 2021, make: 'Toyota', price: 25990 },
      routing: { dealership_slug: 'harbour-toyota', location_id: 'hbt-sales', vendor: { name: 'Harbour Toyota' } },
      lead_attributes: { visited_pages: ['/search', '/cars/2021-toyota-corolla-ascent-sport-hb1234'], linked_query_params: { utm_source: 'google' } },
    });
  });

  it('sends the same idempotency key on a retry', async () => {
    const msg = message();
    const transport = webhookTransport({ secret: SECRET });
    await transport.send(msg);
    await transport.send(msg);
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual([msg.leadId, msg.leadId]);
  });

  it('accepts any 2xx and rejects everything else, redirects included', async () => {
    const transport = webhookTransport({ secret: SECRET });
    answer = () => ({ status: 202 });
    await expect(transport.send(message())).resolves.toBeUndefined();
    answer = () => ({ status: 500 });
    await expect(transport.send(message())).rejects.toThrow('The CRM webhook answered HTTP 500');
    answer = () => ({ status: 409 });
    await expect(transport.send(message())).rejects.toThrow('HTTP 409');
    // A redirect is not followed: the signed lead goes to the configured address or nowhere.
    answer = (path) => (path === '/moved' ? { status: 200 } : { status: 307, headers: { location: `${base}/moved` } });
    await expect(transport.send(message())).rejects.toThrow('HTTP 307');
    expect(received.map((r) => r.url)).not.toContain('/moved');
  });

  it('refuses to send without a secret (the delivery waits and is retried)', async () => {
    await expect(webhookTransport({ secret: undefined }).send(message())).rejects.toThrow('LEAD_WEBHOOK_SECRET is not set');
    expect(received).toHaveLength(0);
  });

  it('gives up on a CRM that does not answer in time', async () => {
    answer = () => 'hang';
    const started = Date.now();
    await expect(webhookTransport({ secret: SECRET, timeoutMs: 300 }).send(message())).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails on a closed port and on an address that is not http(s)', async () => {
    const transport = webhookTransport({ secret: SECRET });
    await expect(transport.send({ ...message(), url: 'http://127.0.0.1:1/hook' })).rejects.toThrow();
    await expect(transport.send({ ...message(), url: 'file:///etc/passwd' })).rejects.toThrow('not an http(s) URL');
  });
});
