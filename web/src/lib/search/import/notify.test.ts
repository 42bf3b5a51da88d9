import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBodySignature } from '../../http/signature';
import { notifyStockChanged, SIGNATURE_HEADER, STOCK_REVALIDATE_PATH } from './notify';

/** A real HTTP server standing in for the app's /api/revalidate/stock: it checks what arrives. */
const received: { path: string; body: string; valid: boolean }[] = [];
let answer: { status: number; body: object } = { status: 200, body: { revalidated: ['/harbour-toyota'] } };
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body, valid: verifyBodySignature('s3cret', body, req.headers[SIGNATURE_HEADER] as string) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('notifyStockChanged', () => {
  it('posts the site and changed slugs, signed with the secret', async () => {
    const result = await notifyStockChanged({ url, secret: 's3cret', site: 'harbour-toyota', slugs: ['a', 'b'] });
    expect(result.revalidated).toEqual(['/harbour-toyota']);
    const last = received.at(-1)!;
    expect(last.path).toBe(STOCK_REVALIDATE_PATH);
    expect(JSON.parse(last.body)).toEqual({ site: 'harbour-toyota', slugs: ['a', 'b'] });
    expect(last.valid).toBe(true);
  });

  it('a signature made with another secret does not verify on the server', async () => {
    await notifyStockChanged({ url, secret: 'wrong', site: 'harbour-toyota', slugs: ['a'] });
    expect(received.at(-1)!.valid).toBe(false);
  });

  it('throws with the server’s error when the call is refused', async () => {
    answer = { status: 401, body: { error: 'Invalid signature.' } };
    await expect(notifyStockChanged({ url, secret: 's3cret', site: 'harbour-toyota', slugs: ['a'] })).rejects.toThrow('401 Invalid signature.');
  });
});
