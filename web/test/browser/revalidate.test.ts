/** The Sanity webhook against the running server: signature checked, body validated, tags answered. */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { urlFor } from './browser';
import { REVALIDATE_SECRET } from './global-setup';

async function post(body: string, signature?: string, host = 'harbour-toyota.localhost') {
  const response = await fetch(urlFor('127.0.0.1', '/api/revalidate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}) },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const sign = (body: string, secret = REVALIDATE_SECRET) => encodeSignatureHeader(body, Date.now(), secret);

describe('POST /api/revalidate', () => {
  it('revalidates the changed document’s site', async () => {
    const body = JSON.stringify({ _type: 'offer', site: 'harbour-toyota' });
    const { status, json } = await post(body, await sign(body));
    expect(status).toBe(200);
    expect(json.revalidated).toEqual(['site:harbour-toyota']);
  });

  it.each([
    ['no signature', JSON.stringify({ _type: 'offer', site: 'x' }), undefined, 401],
    ['a signature made with another secret', JSON.stringify({ _type: 'offer', site: 'x' }), 'wrong', 401],
    ['a body that is not the projection', JSON.stringify({ hello: 'world' }), 'ok', 400],
    ['a hostile site slug', JSON.stringify({ _type: 'offer', site: '../../etc' }), 'ok', 400],
  ])('refuses %s', async (_name, body, how, expected) => {
    const signature = how === 'ok' ? await sign(body) : how === 'wrong' ? await sign(body, 'not-the-secret') : undefined;
    const { status, json } = await post(body, signature);
    expect(status).toBe(expected);
    expect(typeof json.error).toBe('string');
  });
});
