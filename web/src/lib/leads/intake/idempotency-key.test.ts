import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from './idempotency-key';

const read = (value?: string) =>
  readIdempotencyKey(new Headers(value === undefined ? {} : { 'idempotency-key': value }));

describe('readIdempotencyKey', () => {
  it('accepts a UUID and any printable ASCII up to 200 characters', () => {
    expect(read('0b7f3c1e-2f7a-4b8e-9a51-5e1f0b3c2d4a')).toEqual({
      ok: true,
      key: '0b7f3c1e-2f7a-4b8e-9a51-5e1f0b3c2d4a',
    });
    expect(read('k'.repeat(200))).toEqual({ ok: true, key: 'k'.repeat(200) });
  });

  it('treats a missing or blank header as no key', () => {
    expect(read()).toEqual({ ok: true, key: undefined });
    expect(read('   ')).toEqual({ ok: true, key: undefined });
  });

  it('refuses keys that are too long or not printable ASCII', () => {
    expect(read('k'.repeat(201))).toEqual({ ok: false });
    expect(read('two words')).toEqual({ ok: false });
    expect(read('clé')).toEqual({ ok: false });
  });
});
