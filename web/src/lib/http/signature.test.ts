import { describe, expect, it } from 'vitest';
import { signBody, verifyBodySignature } from './signature';

describe('signBody / verifyBodySignature', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  const header = signBody('s3cret', '{"a":1}', t);

  it('verifies a signature made with the same secret and body', () => {
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyBodySignature('s3cret', '{"a":1}', header, { now })).toBe(true);
  });

  it.each([
    ['another secret', 'other', '{"a":1}', header],
    ['a changed body', 's3cret', '{"a":2}', header],
    ['no header', 's3cret', '{"a":1}', null],
    ['a malformed header', 's3cret', '{"a":1}', 'v1=abc'],
  ])('refuses %s', (_name, secret, body, h) => {
    expect(verifyBodySignature(secret, body, h, { now })).toBe(false);
  });

  it('refuses a replay older than the tolerance', () => {
    expect(verifyBodySignature('s3cret', '{"a":1}', header, { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifyBodySignature('s3cret', '{"a":1}', header, { now: new Date(now.getTime() + 299_000) })).toBe(true);
  });
});
